// @ts-check
// The shop's server markup as the shop plugin and the builder print it (reference:
// shop-and-payments.md), for the demo shop's pages and fragments.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';
import { products } from '../../../../fixtures/data/catalog.mjs';
import {
  COUPON,
  itemKey,
  money,
  productById,
  SHIPPING_METHODS,
  totals,
  VARIABLE_PRODUCT,
  VARIATIONS,
} from './cart-store.mjs';

/** @typedef {import('./cart-store.mjs').Cart} Cart */

const SHOP = '/pages/shop';

/** @param {string} id @param {string} type @param {unknown} settings @param {string} inner */
export function widget(id, type, settings, inner) {
  const name = type.split('.')[0];
  const json = escapeHtml(JSON.stringify(settings));
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${name}" data-id="${id}" data-element_type="widget" data-widget_type="${type}" data-settings="${json}"><div class="elementor-widget-container">${inner}</div></div>`;
}

/** The mini cart, WooCommerce's `div.widget_shopping_cart_content` fragment. @param {Cart} cart */
export function miniCart(cart) {
  const { subtotal } = totals(cart);
  if (!cart.lines.size)
    return `<div class="widget_shopping_cart_content"><div class="woocommerce-mini-cart__empty-message">No products in the cart.</div></div>`;
  const items = [...cart.lines]
    .map(([id, quantity]) => {
      const product = productById(id);
      if (!product) return '';
      return `<div class="elementor-menu-cart__product woocommerce-cart-form__cart-item cart_item"><div class="elementor-menu-cart__product-name product-name">${escapeHtml(product.name)}</div><div class="elementor-menu-cart__product-price product-price"><span class="quantity">${quantity} &times; ${money(product.price)}</span></div><div class="elementor-menu-cart__product-remove product-remove"><a href="${SHOP}/?remove_item=${itemKey(id)}" class="elementor_remove_from_cart_button remove_from_cart_button" aria-label="Remove ${escapeHtml(product.name)} from cart" data-product_id="${id}" data-cart_item_key="${itemKey(id)}">&times;</a></div></div>`;
    })
    .join('');
  return `<div class="widget_shopping_cart_content"><div class="elementor-menu-cart__products woocommerce-mini-cart cart woocommerce-cart-form__contents">${items}</div><div class="elementor-menu-cart__subtotal"><strong>Subtotal:</strong> <span class="woocommerce-Price-amount amount">${money(subtotal)}</span></div><div class="elementor-menu-cart__footer-buttons"><a href="${SHOP}/cart" class="elementor-button elementor-button--view-cart elementor-size-md"><span class="elementor-button-text">View cart</span></a><a href="${SHOP}/checkout" class="elementor-button elementor-button--checkout elementor-size-md"><span class="elementor-button-text">Checkout</span></a></div></div>`;
}

/** The count and subtotal of the menu cart's toggle, as the builder's fragments filter prints them. @param {Cart} cart */
export function toggleParts(cart) {
  const { count, subtotal } = totals(cart);
  return {
    text: `<span class="elementor-button-text">${money(subtotal)}</span>`,
    count: `<span class="elementor-button-icon-qty" data-counter="${count}">${count}</span>`,
  };
}

/** Every fragment the shop and the builder return after a cart change. @param {Cart} cart */
export function fragments(cart) {
  const toggle = toggleParts(cart);
  return {
    'div.widget_shopping_cart_content': miniCart(cart),
    '.elementor-menu-cart__toggle_button span.elementor-button-text': toggle.text,
    '.elementor-menu-cart__toggle_button span.elementor-button-icon-qty': toggle.count,
  };
}

/** @param {Cart} cart @param {{ cartType?: string, openCart?: string, autoOpen?: boolean }} options */
export function menuCart(
  cart,
  { cartType = 'side-cart', openCart = 'click', autoOpen = true } = {},
) {
  const toggle = toggleParts(cart);
  // As Pro 3.33 prints it: the switcher's default, "no", is in the settings too.
  const settings = {
    cart_type: cartType,
    open_cart: openCart,
    automatically_open_cart: autoOpen ? 'yes' : 'no',
  };
  return widget(
    'mc00001',
    'woocommerce-menu-cart.default',
    settings,
    `<div class="elementor-menu-cart__wrapper"><div class="elementor-menu-cart__toggle_wrapper"><div class="elementor-menu-cart__container elementor-lightbox" aria-hidden="true"><div class="elementor-menu-cart__main" aria-hidden="true"><div class="elementor-menu-cart__close-button"></div>${miniCart(cart)}</div></div><div class="elementor-menu-cart__toggle elementor-button-wrapper"><a id="elementor-menu-cart__toggle_button" href="#" class="elementor-menu-cart__toggle_button elementor-button elementor-size-sm" aria-expanded="false">${toggle.text}<span class="elementor-button-icon">${toggle.count}<i class="eicon" aria-hidden="true"></i></span></a></div></div></div>`,
  );
}

/**
 * Product cards (those in stock) with the shop's ajax add-to-cart buttons, as a loop prints them;
 * `withGone` adds one for a product the shop no longer has.
 */
export function productCards(withGone = false) {
  const gone = withGone
    ? `<li class="product"><h2 class="woocommerce-loop-product__title">Discontinued lamp</h2><a href="?add-to-cart=999999" data-quantity="1" data-product_id="999999" class="button add_to_cart_button ajax_add_to_cart gone" rel="nofollow">Add to cart</a></li>`
    : '';
  return (
    gone +
    products
      .filter((product) => product.stock > 0)
      .slice(0, 6)
      .map(
        (product) =>
          `<li class="product type-product post-${product.id}"><h2 class="woocommerce-loop-product__title">${escapeHtml(product.name)}</h2><span class="price">${money(product.price)}</span>` +
          `<div class="e-loop-add-to-cart-form-container"><form class="e-loop-add-to-cart-form"><label>Quantity <input type="number" class="input-text qty text" name="quantity" value="1" min="1" data-product_id="${product.id}"></label></form>` +
          `<a href="?add-to-cart=${product.id}" data-quantity="1" data-product_id="${product.id}" data-product_sku="${product.sku}" class="button product_type_simple add_to_cart_button ajax_add_to_cart" aria-label="Add “${escapeHtml(product.name)}” to your cart" rel="nofollow">Add to cart</a></div></li>`,
      )
      .join('')
  );
}

/**
 * The cart totals, as the shop prints them in the cart and answers `update_shipping_method` and
 * `get_cart_totals` with. @param {Cart} cart
 */
export function cartTotals(cart) {
  const { subtotal, discount, total } = totals(cart);
  const chosen = cart.shipping ?? SHIPPING_METHODS[0]?.id;
  const shipping = `<tr class="woocommerce-shipping-totals shipping"><th>Shipping</th><td data-title="Shipping"><ul id="shipping_method" class="woocommerce-shipping-methods">${SHIPPING_METHODS.map(
    (method, index) =>
      `<li><input type="radio" name="shipping_method[0]" data-index="0" id="shipping_method_0_${index}" value="${method.id}" class="shipping_method"${method.id === chosen ? ' checked="checked"' : ''}><label for="shipping_method_0_${index}">${method.label}${method.cost ? `: ${money(method.cost)}` : ''}</label></li>`,
  ).join('')}</ul></td></tr>`;
  const coupons = [...cart.coupons]
    .map(
      (code) =>
        `<tr class="cart-discount coupon-${code}"><th>Coupon: ${code}</th><td>-${money(discount)} <a href="${SHOP}/cart?remove_coupon=${code}" class="woocommerce-remove-coupon" data-coupon="${code}">[Remove]</a></td></tr>`,
    )
    .join('');
  return `<div class="cart_totals"><h2>Cart totals</h2><table class="shop_table"><tr class="cart-subtotal"><th>Subtotal</th><td>${money(subtotal)}</td></tr>${coupons}${cart.lines.size ? shipping : ''}<tr class="order-total"><th>Total</th><td><strong>${money(total)}</strong></td></tr></table><a href="${SHOP}/checkout" class="checkout-button button alt">Proceed to checkout</a></div>`;
}

/**
 * The cart widget: WooCommerce's cart form and totals inside the builder's wrapper, in the shape
 * the real shop prints them (the notices wrapper before the form, the form's table marked as the
 * cart's contents, which the shop's cart script looks for), or its empty-cart message.
 * @param {Cart} cart
 */
export function cartWidget(cart) {
  const rows = [...cart.lines]
    .map(([id, quantity]) => {
      const product = productById(id);
      if (!product) return '';
      const key = itemKey(id);
      return `<tr class="woocommerce-cart-form__cart-item cart_item"><td class="product-name">${escapeHtml(product.name)}</td><td class="product-price">${money(product.price)}</td><td class="product-quantity"><label class="screen-reader-text" for="quantity_${key}">${escapeHtml(product.name)} quantity</label><input type="number" id="quantity_${key}" class="input-text qty text" name="cart[${key}][qty]" value="${quantity}" min="0" step="1"></td><td class="product-subtotal">${money(product.price * quantity)}</td></tr>`;
    })
    .join('');
  const content = cart.lines.size
    ? `<form class="woocommerce-cart-form" action="${SHOP}/cart" method="post"><table class="shop_table cart woocommerce-cart-form__contents"><thead><tr><th>Product</th><th>Price</th><th>Quantity</th><th>Subtotal</th></tr></thead><tbody>${rows}</tbody></table>` +
      `<div class="coupon"><label for="coupon_code">Coupon:</label> <input type="text" name="coupon_code" class="input-text" id="coupon_code" value="" placeholder="Coupon code"> <button type="submit" class="button" name="apply_coupon" value="Apply coupon">Apply coupon</button></div>` +
      `<button type="submit" class="button" name="update_cart" value="Update cart">Update cart</button><input type="hidden" name="_wp_http_referer" value="${SHOP}/cart"></form>` +
      `<div class="cart-collaterals">${cartTotals(cart)}</div>`
    : `<div class="wc-empty-cart-message"><div class="cart-empty woocommerce-info" role="status">Your cart is currently empty.</div></div><p class="return-to-shop"><a class="button wc-backward" href="${SHOP}/">Return to shop</a></p>`;
  return widget(
    'ct00001',
    'woocommerce-cart.default',
    { update_cart_automatically: 'yes' },
    `<div class="woocommerce"><div class="woocommerce-notices-wrapper"></div>${content}</div>`,
  );
}

export function checkoutWidget() {
  return widget(
    'co00001',
    'woocommerce-checkout-page.default',
    {},
    `<div class="woocommerce"><div class="e-checkout__container"><div class="e-woocommerce-login-section"><p class="e-woocommerce-login-nudge">Returning customer? <a href="#" class="e-show-login">Click here to login</a></p><div class="e-woocommerce-login-anchor" style="display:none"><p><label for="username">Username</label><input type="text" class="input-text" name="username" id="username"></p><p><label for="password">Password</label><input type="password" class="input-text" name="password" id="password"></p><p><label><input type="checkbox" name="rememberme" value="forever"> Remember me</label></p><input type="hidden" name="woocommerce-login-nonce" value="demo-login-nonce"><button type="button" class="woocommerce-button button e-woocommerce-form-login-submit" name="login" value="Login">Login</button></div></div>` +
      `<div class="e-coupon-box"><p class="e-woocommerce-coupon-nudge">Have a coupon? <a href="#" class="e-show-coupon-form">Click here to enter your coupon code</a></p><div class="e-coupon-anchor" style="display:none"><label for="coupon_code_checkout">Coupon code</label><input type="text" name="coupon_code" class="input-text" id="coupon_code_checkout"><button type="button" class="woocommerce-button button e-apply-coupon" name="apply_coupon" value="Apply coupon">Apply coupon</button></div></div>` +
      `<form name="checkout" method="post" class="checkout woocommerce-checkout" action="${SHOP}/checkout"><div id="order_review" class="woocommerce-checkout-review-order">Order review</div><button type="submit" class="button alt" name="woocommerce_checkout_place_order" id="place_order">Place order</button></form></div></div>`,
  );
}

export function noticesWidget() {
  return widget(
    'nt00001',
    'woocommerce-notices.default',
    {},
    `<div class="e-woocommerce-notices-wrapper e-woocommerce-notices-wrapper-loading"></div>`,
  );
}

/**
 * The two payment buttons. `misconfigured` prints the server's hidden configuration error
 * blocks, which only the site owner may see (the button then shows them instead of paying).
 *
 * @param {{ misconfigured?: boolean, failing?: boolean }} options
 */
export function paymentButtons({ misconfigured = false, failing = false } = {}) {
  const danger = misconfigured
    ? `<div class="elementor-message elementor-message-danger elementor-hidden">Please set the business email in the widget settings.</div>`
    : '';
  const paypal = widget(
    'pp00001',
    'paypal-button.default',
    {},
    `<div class="elementor-button-wrapper"><form action="https://www.paypal.com/cgi-bin/webscr" method="post" target="_blank"><input type="hidden" name="cmd" value="_xclick"><input type="hidden" name="business" value="shop@example.com"><input type="hidden" name="lc" value="US"><input type="hidden" name="item_name" value="Tent rug"><input type="hidden" name="amount" value="25"><input type="hidden" name="currency_code" value="USD"><button type="submit" class="elementor-button elementor-paypal-legacy"><span class="elementor-button-text">Buy with PayPal</span></button></form>${danger}</div>`,
  );
  const stripe = widget(
    'sp00001',
    'stripe-button.default',
    {},
    `<div class="elementor-button-wrapper"><form class="elementor-stripe-form"><input type="hidden" name="url" value="/wp-admin/admin-ajax.php"><input type="hidden" name="action" value="submit_stripe_form"><input type="hidden" name="widget_id" value="sp00001"><input type="hidden" name="stripe_form_submit_nonce" value="${failing ? 'fail' : 'demo-stripe-nonce'}"><input type="hidden" name="custom_error_msg" value=""><input type="hidden" name="open_in_new_window" value=""><button type="submit" class="elementor-button elementor-stripe-button"><span class="elementor-button-text">Pay with Stripe</span></button></form>${danger}</div>`,
  );
  return paypal + stripe;
}

/** The shop's variations form for the variable product, inside the builder's add-to-cart widget. */
export function variationsForm() {
  const variations = VARIATIONS.map((v) => ({
    attributes: { attribute_pa_size: v.size },
    variation_id: v.id,
    is_in_stock: v.stock > 0,
    display_price: v.price,
    availability_html:
      v.stock > 0
        ? `<p class="stock in-stock">${v.stock} in stock</p>`
        : '<p class="stock out-of-stock">Out of stock</p>',
  }));
  return widget(
    'pa00001',
    'woocommerce-product-add-to-cart.default',
    {},
    `<div class="elementor-add-to-cart elementor-product-variable"><form class="variations_form cart" action="${SHOP}/product" method="post" enctype="multipart/form-data" data-product_id="${VARIABLE_PRODUCT.id}" data-product_variations="${escapeHtml(JSON.stringify(variations))}"><table class="variations" role="presentation"><tbody><tr><th class="label"><label for="pa_size">Size</label></th><td class="value"><select id="pa_size" name="attribute_pa_size" data-attribute_name="attribute_pa_size"><option value="">Choose an option</option>${VARIATIONS.map((v) => `<option value="${v.size}">${v.label}</option>`).join('')}</select><a class="reset_variations" href="#" style="visibility: hidden;">Clear</a></td></tr></tbody></table>` +
      `<div class="single_variation_wrap"><div class="woocommerce-variation single_variation"></div><div class="woocommerce-variation-add-to-cart variations_button"><div class="quantity"><label class="screen-reader-text" for="quantity_variable">Quantity</label><input type="number" id="quantity_variable" class="input-text qty text" name="quantity" value="1" min="1"></div><button type="submit" class="single_add_to_cart_button button alt disabled wc-variation-selection-needed">Add to cart</button><input type="hidden" name="add-to-cart" value="${VARIABLE_PRODUCT.id}"><input type="hidden" name="product_id" value="${VARIABLE_PRODUCT.id}"><input type="hidden" name="variation_id" class="variation_id" value="0"></div></div></form></div>`,
  );
}

export { COUPON };
