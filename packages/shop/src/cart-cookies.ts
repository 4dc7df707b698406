/** The shop's cart cookies as the page sees them. */
export function readCartCookies(doc: Document): { hash: string; itemsInCart: number } {
  const cookies = new Map<string, string>();
  for (const part of doc.cookie.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  const items = Number(cookies.get('woocommerce_items_in_cart') ?? 0);
  return {
    hash: cookies.get('woocommerce_cart_hash') ?? '',
    itemsInCart: Number.isFinite(items) ? items : 0,
  };
}
