// @ts-check
// The demo shop's carts, one per shop session cookie, and what the shop derives from a cart:
// totals, the cart hash, and the cookies it sets and clears.
import { createHash, randomBytes } from 'node:crypto';
import { products } from '../../../../fixtures/data/catalog.mjs';

export const SESSION_COOKIE = 'wp_woocommerce_session_islet';
export const ITEMS_COOKIE = 'woocommerce_items_in_cart';
export const HASH_COOKIE = 'woocommerce_cart_hash';
/** The one coupon the demo shop knows: 10 % off. */
export const COUPON = 'islet10';

/** @typedef {import('../../../../fixtures/data/catalog.mjs').Product} Product */
/**
 * @typedef {object} Cart
 * @property {Map<number, number>} lines product id → quantity, in the order first added
 * @property {Set<string>} coupons
 * @property {string} [shipping] the chosen shipping method's id
 */

/** The demo shop's shipping methods, as the shop lists them in the cart totals. */
export const SHIPPING_METHODS = [
  { id: 'flat_rate:1', label: 'Flat rate', cost: 5 },
  { id: 'local_pickup:2', label: 'Local pickup', cost: 0 },
];

/** A variable product: a T-shirt in two sizes, the large one sold out. */
export const VARIABLE_PRODUCT = { id: 2900, name: 'Islet T-shirt', slug: 'islet-t-shirt' };
export const VARIATIONS = [
  { id: 3001, size: 'small', label: 'Small', price: 20, stock: 5 },
  { id: 3002, size: 'large', label: 'Large', price: 22, stock: 0 },
];

/**
 * A product, or a variation as the cart sees it (its own id, name and price).
 *
 * @param {number} id
 * @returns {{ id: number, name: string, price: number, stock: number } | undefined}
 */
export const productById = (id) => {
  const variation = VARIATIONS.find((v) => v.id === id);
  if (variation)
    return {
      id,
      name: `${VARIABLE_PRODUCT.name} - ${variation.label}`,
      price: variation.price,
      stock: variation.stock,
    };
  return products.find((p) => p.id === id);
};

/** The shop's cart item key: stable per product, as WooCommerce's md5 of the product and options. */
export const itemKey = (/** @type {number} */ id) =>
  createHash('md5').update(`item-${id}`).digest('hex');

export function createCarts() {
  /** @type {Map<string, Cart>} */
  const carts = new Map();
  return {
    /**
     * The cart of the request's session, and the session id (new when the request had none).
     *
     * @param {Request} request
     */
    of(request) {
      const cookies = parseCookies(request.headers.get('cookie') ?? '');
      let session = cookies.get(SESSION_COOKIE);
      if (!session || !carts.has(session)) {
        session = randomBytes(8).toString('hex');
        carts.set(session, { lines: new Map(), coupons: new Set() });
      }
      return { session, cart: /** @type {Cart} */ (carts.get(session)) };
    },
  };
}

/** @param {string} header */
export function parseCookies(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/** @param {Cart} cart */
export function totals(cart) {
  let count = 0;
  let subtotal = 0;
  for (const [id, quantity] of cart.lines) {
    const product = productById(id);
    if (!product) continue;
    count += quantity;
    subtotal += product.price * quantity;
  }
  const discount = cart.coupons.has(COUPON) ? Math.round(subtotal * 10) / 100 : 0;
  const method = SHIPPING_METHODS.find((m) => m.id === cart.shipping) ?? SHIPPING_METHODS[0];
  const shipping = cart.lines.size && method ? method.cost : 0;
  return { count, subtotal, discount, shipping, total: subtotal - discount + shipping };
}

export const money = (/** @type {number} */ amount) => `$${amount.toFixed(2)}`;

/** md5 of the cart's content, as the shop's cart-hash cookie; empty for an empty cart. */
export function cartHash(/** @type {Cart} */ cart) {
  if (!cart.lines.size) return '';
  return createHash('md5')
    .update(JSON.stringify([...cart.lines, ...cart.coupons]))
    .digest('hex');
}

/**
 * The cookies the shop sets after a cart change: items and hash while the cart has something,
 * expired when it empties; the session cookie always.
 *
 * @param {Cart} cart
 * @param {string} session
 */
export function cartCookies(cart, session) {
  const cookies = [`${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Lax`];
  if (cart.lines.size) {
    cookies.push(`${ITEMS_COOKIE}=1; Path=/; SameSite=Lax`);
    cookies.push(`${HASH_COOKIE}=${cartHash(cart)}; Path=/; SameSite=Lax`);
  } else {
    cookies.push(`${ITEMS_COOKIE}=; Path=/; Max-Age=0`);
    cookies.push(`${HASH_COOKIE}=; Path=/; Max-Age=0`);
  }
  return cookies;
}
