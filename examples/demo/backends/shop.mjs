// @ts-check
// The demo's in-memory shop: the shop's ajax endpoints (`?wc-ajax=…`), the builder's admin-ajax
// actions, the cart cookies set and cleared as the shop does, and the pages of a small shop.
// The same `handle` runs under msw in the DOM tests.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import {
  cartCookies,
  cartHash,
  COUPON,
  createCarts,
  itemKey,
  productById,
  SHIPPING_METHODS,
  totals,
} from './shop/cart-store.mjs';
import {
  cartTotals,
  cartWidget,
  checkoutWidget,
  fragments,
  menuCart,
  noticesWidget,
  paymentButtons,
  productCards,
  variationsForm,
} from './shop/markup.mjs';

const PREFIX = '/pages/shop';
const ADMIN_AJAX = '/wp-admin/admin-ajax.php';
// Resolved when asked for: the DOM tests run this backend in jsdom, where module URLs are not
// file URLs.
const standInFile = () => fileURLToPath(new URL('./shop/wc-stand-in.js', import.meta.url));
// The package exports only its entry (dist/jquery.js); the minified build sits beside it.
const jqueryFile = () =>
  createRequire(import.meta.url)
    .resolve('jquery')
    .replace(/jquery\.js$/, 'jquery.min.js');

/** @typedef {import('./shop/cart-store.mjs').Cart} Cart */

/** @type {import('../backends.mjs').CreateBackend} */
export function createBackend({ isletSrc }) {
  const carts = createCarts();

  /**
   * @param {Request} request
   * @param {(cart: Cart) => Response} answer
   */
  const withCart = (request, answer) => {
    const { session, cart } = carts.of(request);
    const response = answer(cart);
    for (const cookie of cartCookies(cart, session)) response.headers.append('set-cookie', cookie);
    return response;
  };

  return {
    name: 'shop',
    pages: [
      { href: '/pages/shop/', title: "Shop without the shop's scripts" },
      { href: '/pages/shop/?scripts=wc', title: "Shop with (a stand-in for) the shop's scripts" },
      { href: '/pages/shop/cart', title: 'Cart' },
      { href: '/pages/shop/checkout', title: 'Checkout' },
      { href: '/pages/shop/product', title: 'A variable product' },
    ],
    async handle(request) {
      const url = new URL(request.url);
      const endpoint = url.searchParams.get('wc-ajax');
      if (endpoint) return shopAjax(endpoint, request);
      if (url.pathname === ADMIN_AJAX && request.method === 'POST') return builderAjax(request);
      if (!url.pathname.startsWith(PREFIX)) return undefined;
      const name = url.pathname.slice(PREFIX.length).replace(/^\/|\/$/g, '');
      if (name === 'jquery.js') return script(await readFile(jqueryFile(), 'utf8'));
      if (name === 'wc-stand-in.js') return script(await readFile(standInFile(), 'utf8'));
      if (name === 'cart' && request.method === 'POST') {
        const form = await request.formData();
        return withCart(request, (cart) => {
          updateQuantities(cart, form);
          return page('cart', url, isletSrc, cart);
        });
      }
      if (name === 'product' && request.method === 'POST') {
        // The product page's plain form post, as the shop handles it: add, then show the page
        // with a notice and tell the builder a product was just added.
        const form = await request.formData();
        return withCart(request, (cart) => {
          const id = Number(form.get('variation_id') || form.get('add-to-cart'));
          const quantity = Number(form.get('quantity') ?? 1);
          const product = productById(id);
          const ok =
            !!product && Number.isInteger(quantity) && quantity > 0 && product.stock >= quantity;
          if (ok) cart.lines.set(id, (cart.lines.get(id) ?? 0) + quantity);
          url.searchParams.set(ok ? 'added' : 'refused', String(id));
          return page('product', url, isletSrc, cart);
        });
      }
      if (['', 'cart', 'checkout', 'thank-you', 'product'].includes(name))
        return withCart(request, (cart) => page(name || 'shop', url, isletSrc, cart));
      return undefined;
    },
  };

  /**
   * The shop's own endpoints, with the answers its scripts expect.
   *
   * @param {string} endpoint
   * @param {Request} request
   */
  async function shopAjax(endpoint, request) {
    if (request.method !== 'POST') return undefined;
    const form = await request.formData();
    switch (endpoint) {
      case 'add_to_cart': {
        const id = Number(form.get('product_id'));
        const quantity = Number(form.get('quantity') ?? 1);
        const product = productById(id);
        if (!product || !Number.isInteger(quantity) || quantity < 1 || product.stock < quantity) {
          return Response.json({ error: true, product_url: `${PREFIX}/?product=${id}` });
        }
        return withCart(request, (cart) => {
          cart.lines.set(id, (cart.lines.get(id) ?? 0) + quantity);
          return Response.json({ fragments: fragments(cart), cart_hash: cartHash(cart) });
        });
      }
      case 'remove_from_cart': {
        const key = String(form.get('cart_item_key') ?? '');
        return withCart(request, (cart) => {
          const id = [...cart.lines.keys()].find((candidate) => itemKey(candidate) === key);
          if (id === undefined) return Response.json({ error: true });
          cart.lines.delete(id);
          return Response.json({ fragments: fragments(cart), cart_hash: cartHash(cart) });
        });
      }
      case 'get_refreshed_fragments':
        return withCart(request, (cart) =>
          Response.json({ fragments: fragments(cart), cart_hash: cartHash(cart) }),
        );
      case 'apply_coupon': {
        const code = String(form.get('coupon_code') ?? '')
          .trim()
          .toLowerCase();
        return withCart(request, (cart) => {
          if (!code) return html(notice('error', 'Please enter a coupon code.'));
          if (code !== COUPON) return html(notice('error', `Coupon "${code}" does not exist!`));
          if (!cart.lines.size)
            return html(notice('error', 'Please add something to your cart first.'));
          cart.coupons.add(code);
          return html(notice('message', 'Coupon code applied successfully.'));
        });
      }
      case 'update_shipping_method': {
        const chosen = String(form.get('shipping_method[0]') ?? '');
        return withCart(request, (cart) => {
          if (SHIPPING_METHODS.some((method) => method.id === chosen)) cart.shipping = chosen;
          // The shop answers with the cart totals, which its cart script puts in place.
          return html(cartTotals(cart));
        });
      }
      case 'remove_coupon': {
        const code = String(form.get('coupon') ?? '').toLowerCase();
        return withCart(request, (cart) => {
          cart.coupons.delete(code);
          return html(notice('message', 'Coupon has been removed.'));
        });
      }
      default:
        return Response.json(
          { error: true, message: `unknown endpoint ${endpoint}` },
          { status: 400 },
        );
    }
  }

  /**
   * The builder's admin-ajax actions; other actions are left to other backends.
   *
   * @param {Request} request
   */
  async function builderAjax(request) {
    const form = await request.clone().formData();
    switch (form.get('action')) {
      case 'elementor_menu_cart_fragments':
        return withCart(request, (cart) => Response.json({ fragments: fragments(cart) }));
      case 'elementor_woocommerce_checkout_login_user': {
        const ok = form.get('username') === 'demo' && form.get('password') === 'demo';
        const response = Response.json(
          ok
            ? { logged_in: true }
            : {
                logged_in: false,
                message: notice('error', 'Unknown username or incorrect password.'),
              },
        );
        if (ok) response.headers.append('set-cookie', 'wordpress_logged_in_demo=demo; Path=/');
        return response;
      }
      case 'submit_stripe_form': {
        const nonce = form.get('data[nonce]') ?? form.get('nonce');
        if (nonce === 'fail')
          return Response.json({
            response: { code: 402 },
            body: JSON.stringify({
              error: { message: 'Your card was declined. <img src=x onerror=alert(1)>' },
            }),
          });
        return Response.json({
          response: { code: 200 },
          body: JSON.stringify({ url: `${PREFIX}/thank-you` }),
        });
      }
      default:
        return undefined;
    }
  }
}

/** @param {Cart} cart @param {FormData} form */
function updateQuantities(cart, form) {
  for (const [name, value] of form) {
    const match = /^cart\[([0-9a-f]+)\]\[qty\]$/.exec(name);
    if (!match) continue;
    const id = [...cart.lines.keys()].find((candidate) => itemKey(candidate) === match[1]);
    const quantity = Number(value);
    if (id === undefined || !Number.isInteger(quantity) || quantity < 0) continue;
    if (quantity === 0) cart.lines.delete(id);
    else cart.lines.set(id, quantity);
  }
  if (!cart.lines.size) cart.coupons.clear();
}

/** @param {'error' | 'message'} kind @param {string} text */
function notice(kind, text) {
  return kind === 'error'
    ? `<ul class="woocommerce-error" role="alert"><li>${text}</li></ul>`
    : `<div class="woocommerce-message" role="alert">${text}</div>`;
}

/** @param {string} body */
const html = (body) =>
  new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
/** @param {string} body */
const script = (body) =>
  new Response(body, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });

/**
 * @param {string} name
 * @param {URL} url
 * @param {string} isletSrc
 * @param {Cart} cart
 */
function page(name, url, isletSrc, cart) {
  const withShopScripts = url.searchParams.get('scripts') === 'wc';
  const menu = menuCart(cart, {
    cartType: url.searchParams.get('cart') === 'mini' ? 'mini-cart' : 'side-cart',
    openCart: url.searchParams.get('open') === 'hover' ? 'mouseover' : 'click',
  });
  const query = withShopScripts ? '?scripts=wc' : '';
  const nav = `<nav aria-label="Shop"><a href="${PREFIX}/${query}">Shop</a> · <a href="${PREFIX}/cart${query}">Cart</a> · <a href="${PREFIX}/checkout${query}">Checkout</a></nav>`;
  /** @type {Record<string, string>} */
  const bodies = {
    shop: `<h1>Shop</h1>${noticesWidget()}<ul class="products">${productCards(url.searchParams.has('gone'))}</ul><h2>Pay now</h2>${paymentButtons({ misconfigured: url.searchParams.has('misconfigured'), failing: url.searchParams.has('failing') })}`,
    cart: `<h1>Cart</h1>${noticesWidget()}${cartWidget(cart)}`,
    checkout: `<h1>Checkout</h1>${noticesWidget()}${checkoutWidget()}`,
    'thank-you': `<h1>Thank you</h1><p>The payment provider would show its checkout here.</p>`,
    product: `<h1>Islet T-shirt</h1>${url.searchParams.has('added') ? `<div class="woocommerce-message" role="alert">“${productById(Number(url.searchParams.get('added')))?.name}” has been added to your cart.</div>` : ''}${url.searchParams.has('refused') ? '<ul class="woocommerce-error" role="alert"><li>Sorry, this product cannot be purchased.</li></ul>' : ''}${noticesWidget()}${variationsForm()}`,
  };
  const config = {
    environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
    is_static: false,
    post: { id: 40 },
    urls: { assets: '/wp-content/plugins/elementor/assets/' },
  };
  const pro = {
    ajaxurl: ADMIN_AJAX,
    nonce: 'demo-nonce',
    urls: { rest: '/wp-json/' },
    woocommerce: {
      menu_cart: {
        cart_page_url: `${url.origin}${PREFIX}/cart`,
        checkout_page_url: `${url.origin}${PREFIX}/checkout`,
        fragments_nonce: 'demo-fragments-nonce',
      },
      productAddedToCart: url.searchParams.has('added'),
    },
  };
  const shopParams = {
    ajax_url: ADMIN_AJAX,
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    i18n_view_cart: 'View cart',
    cart_url: `${PREFIX}/cart`,
    is_cart: name === 'cart' ? '1' : '',
    cart_redirect_after_add: 'no',
  };
  const shopScripts = withShopScripts
    ? `<script src="${PREFIX}/jquery.js" id="jquery-core-js"></script><script src="${PREFIX}/wc-stand-in.js" id="wc-add-to-cart-js"></script>`
    : '';
  const { count } = totals(cart);
  return new Response(
    `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo shop: ${name} (${withShopScripts ? 'with' : 'without'} the shop's scripts)</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 60rem; padding: 0 1rem; }
.products { display: grid; gap: 1rem; grid-template-columns: repeat(3, 1fr); list-style: none; padding: 0; }
.elementor-menu-cart__container { display: none; }
.elementor-menu-cart--shown .elementor-menu-cart__container { display: block; position: fixed; inset: 0; background: rgb(0 0 0 / 0.3); }
.elementor-menu-cart__main { background: #fff; color: #222; margin-left: auto; max-width: 22rem; min-height: 100%; padding: 1rem; }
.elementor-menu-cart__close-button { cursor: pointer; height: 2rem; width: 2rem; }
.elementor-menu-cart__close-button::before { content: "×"; font-size: 1.5rem; }
.elementor-hidden { display: none; }
.button.loading { opacity: 0.5; }
.button.added::after { content: " ✓"; }
a, button { color: #0b57d0; }
.elementor-button { color: #0b3d91; }
</style>
<script>var elementorFrontendConfig = ${JSON.stringify(config)};
var ElementorProFrontendConfig = ${JSON.stringify(pro)};
var wc_add_to_cart_params = ${JSON.stringify(shopParams)};</script>
${shopScripts}
<script type="module" src="${isletSrc}"></script>
</head>
<body class="woocommerce-page">
<div data-elementor-type="header" data-elementor-id="10" class="elementor elementor-10"><header>${nav}${menu}</header></div>
<div data-elementor-type="wp-page" data-elementor-id="40" class="elementor elementor-40"><main>${bodies[name] ?? ''}<p hidden class="items-count">${count}</p></main></div>
<div class="widget_shopping_cart_live_region screen-reader-text" role="status"></div>
</body>
</html>`,
    { headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}
