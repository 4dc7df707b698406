/**
 * Whether the page is the cart or the checkout page, where the menu cart is a plain link to the
 * cart. The original tests "cart AND checkout", which is never true (anchor-defects.md #44).
 * A page URL is compared as origin + path, or whole when the configured URL has a query.
 */
export function isCartOrCheckoutPage(
  location: { href: string; origin: string; pathname: string },
  urls: { cart?: unknown; checkout?: unknown },
): boolean {
  return [urls.cart, urls.checkout].some((url) => {
    if (typeof url !== 'string' || !url) return false;
    const here = url.includes('?') ? location.href : `${location.origin}${location.pathname}`;
    return stripSlash(here) === stripSlash(url);
  });
}

const stripSlash = (url: string) => url.replace(/\/+$/, '');
