/**
 * Which of the shop's own scripts the page runs. WordPress prints each with the id
 * `{handle}-js`; the shop's scripts are jQuery plugins, so without jQuery they cannot run.
 */
export interface ShopScripts {
  /** `wc-add-to-cart`: ajax add to cart. */
  addToCart: boolean;
  /** `wc-cart-fragments`: the fragments cache and refresh. */
  fragments: boolean;
  /** `wc-cart`: the cart page's ajax updates and coupons. */
  cart: boolean;
  /** `wc-checkout`: the checkout's order review and coupons. */
  checkout: boolean;
  jquery: boolean;
}

const present = (doc: Document, handle: string, file: string) =>
  !!doc.querySelector(
    `script#${handle}-js, script[src*="woocommerce/assets/js/frontend/${file}."]`,
  );

export function detectShopScripts(doc: Document): ShopScripts {
  const jquery = typeof (doc.defaultView as { jQuery?: unknown } | null)?.jQuery === 'function';
  return {
    addToCart: jquery && present(doc, 'wc-add-to-cart', 'add-to-cart'),
    fragments: jquery && present(doc, 'wc-cart-fragments', 'cart-fragments'),
    cart: jquery && present(doc, 'wc-cart', 'cart'),
    checkout: jquery && present(doc, 'wc-checkout', 'checkout'),
    jquery,
  };
}

/** What `islet.inspect()` says about the page's situation. */
export function describeSituation(scripts: ShopScripts): string {
  const shop = (['addToCart', 'fragments', 'cart', 'checkout'] as const).filter(
    (key) => scripts[key],
  );
  if (!shop.length)
    return "without the shop's scripts: Islet adds to cart, refreshes fragments and updates the cart itself, and sends the shop's events natively";
  return `with the shop's scripts (${shop.join(', ')}): Islet runs only the builder widgets and listens to the shop's events through jQuery`;
}
