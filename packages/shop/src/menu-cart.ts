import type { BehaviourContext } from '@islet/core';
import { schema } from '@islet/core';
import { isCartOrCheckoutPage } from './cart-pages.ts';
import { createFragmentsFetch } from './menu-cart-fragments.ts';
import { connectControls, createOpenState, describePanel } from './menu-cart-panel.ts';
import { fitMiniCart } from './mini-cart-height.ts';
import { onShopEvent } from './shop-events.ts';

export const settings = {
  cart_type: schema.string({ oneOf: ['side-cart', 'mini-cart'] }),
  open_cart: schema.string({ oneOf: ['click', 'mouseover'] }),
  // Pro prints "no" by default (its switcher's default) and tests === 'yes'.
  automatically_open_cart: schema.on(),
};

interface MenuCartConfig {
  cart_page_url?: unknown;
  checkout_page_url?: unknown;
  fragments_nonce?: unknown;
}

/**
 * The menu cart: a side cart (a modal panel: focus moves in, is trapped and returns, which the
 * original lacks) or a mini-cart dropdown, opened by click or hover, closed by an outside click,
 * its close button or Escape (`menu-cart-panel.ts`); its count, subtotal and items follow the
 * cart (`menu-cart-fragments.ts`).
 */
export function connect(
  element: HTMLElement,
  ctx: BehaviourContext<schema.SettingsOf<typeof settings>>,
) {
  const doc = element.ownerDocument;
  const toggle = element.querySelector<HTMLElement>('.elementor-menu-cart__toggle_button');
  const container = element.querySelector<HTMLElement>('.elementor-menu-cart__container');
  const main = element.querySelector<HTMLElement>('.elementor-menu-cart__main');
  if (!toggle || !container || !main) {
    ctx.warn('the menu cart has no toggle or panel in its markup; it is left as printed.');
    ctx.report('skipped', 'missing toggle, container or panel');
    return;
  }
  const woo = (ctx.config.pro.woocommerce ?? {}) as {
    menu_cart?: MenuCartConfig;
    productAddedToCart?: unknown;
  };
  const urls = woo.menu_cart ?? {};
  if (
    isCartOrCheckoutPage(doc.defaultView!.location, {
      cart: urls.cart_page_url,
      checkout: urls.checkout_page_url,
    })
  ) {
    if (typeof urls.cart_page_url === 'string') toggle.setAttribute('href', urls.cart_page_url);
    ctx.report('active', 'on the cart or checkout page the toggle links to the cart');
    return;
  }
  const sideCart = ctx.settings.cart_type !== 'mini-cart';
  // Pro's fragments replace the whole toggle (`div.elementor-menu-cart__toggle`): the current one
  // is read each time, and its clicks are heard on the widget, as the original delegates them.
  const currentToggle = () =>
    element.querySelector<HTMLElement>('.elementor-menu-cart__toggle_button') ?? toggle;
  describePanel(element, ctx, currentToggle(), main, sideCart);
  const setOpen = createOpenState(element, ctx, currentToggle, container, main, sideCart);
  connectControls(element, ctx, ctx.settings.open_cart === 'mouseover', setOpen);
  const fit = () => fitMiniCart(ctx, currentToggle(), main);

  const fetchFragments = createFragmentsFetch(doc, ctx, urls.fragments_nonce);
  const refresh = async (thenOpen: boolean) => {
    const ajaxUrl = ctx.config.ajaxUrl;
    if (ajaxUrl) {
      if (!(await fetchFragments(ajaxUrl))) return;
      // A new toggle: named and stated again.
      describePanel(element, ctx, currentToggle(), main, sideCart);
      currentToggle().setAttribute(
        'aria-expanded',
        String(element.classList.contains('elementor-menu-cart--shown')),
      );
      if (!sideCart) fit();
    }
    if (thenOpen && ctx.settings.automatically_open_cart) setOpen(true);
  };
  ctx.own(onShopEvent(doc, 'added_to_cart', () => void refresh(true)));
  ctx.own(onShopEvent(doc, 'removed_from_cart', () => void refresh(false)));
  ctx.own(onShopEvent(doc, 'wc_fragments_refreshed', () => void refresh(false)));

  if (!sideCart) {
    fit();
    ctx.scheduler.onResize(fit, 100);
    for (const name of ['wc_fragments_loaded', 'wc_fragments_refreshed'])
      ctx.own(onShopEvent(doc, name, fit));
  }

  // After a plain form add on a product page the shop fires nothing; the server says so instead.
  if (woo.productAddedToCart === true) setOpen(true);
}
