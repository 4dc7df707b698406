import { lazy, type LazyBehaviour } from '@islet/core';

const SHOP_MARKUP =
  '.ajax_add_to_cart, .widget_shopping_cart_content, .e-loop-add-to-cart-form, .elementor-menu-cart__toggle_button, form.woocommerce-cart-form';

/** The shop's page-wide work loads only on pages with shop markup; each widget on its own. */
export const features: LazyBehaviour[] = [
  lazy(
    'shop',
    'page',
    () => import('./shop-page.ts'),
    (_r, _i, el) => !!el.querySelector(SHOP_MARKUP),
  ),
  lazy('menu-cart', 'woocommerce-menu-cart', () => import('./menu-cart.ts')),
  lazy('shop-cart', 'woocommerce-cart', () => import('./shop-cart.ts')),
  lazy('shop-checkout', 'woocommerce-checkout-page', () => import('./shop-checkout.ts')),
  lazy('shop-notices', 'woocommerce-notices', () => import('./shop-notices.ts')),
  lazy(
    'shop-account',
    ['woocommerce-my-account', 'woocommerce-purchase-summary'],
    () => import('./shop-account.ts'),
  ),
  lazy(
    'product-add-to-cart',
    'woocommerce-product-add-to-cart',
    () => import('./product-add-to-cart.ts'),
  ),
  lazy('payment-buttons', ['paypal-button', 'stripe-button'], () => import('./payment-buttons.ts')),
];
