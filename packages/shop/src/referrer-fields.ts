/**
 * The server re-renders the widget during the shop's ajax from the referrer fields: the current
 * URL with the page and widget ids, whole, as Pro's `updateWpReferers` writes it.
 */
export function rewriteReferrers(
  root: ParentNode,
  href: string,
  pageId: string | null,
  widgetId: string,
) {
  const url = new URL(href);
  if (pageId) url.searchParams.set('elementorPageId', pageId);
  url.searchParams.set('elementorWidgetId', widgetId);
  for (const field of root.querySelectorAll<HTMLInputElement>('[name="_wp_http_referer"]'))
    field.value = url.href;
}
