/**
 * Spec §5: a hash is in-page only when it is `#` followed by a letter or underscore, then
 * letters, digits, underscores or hyphens. The theme accepted any hash, even on links to other
 * pages (anchor-defects.md #40).
 */
export const IN_PAGE_HASH = /^#[A-Za-z_][A-Za-z0-9_-]*$/;

export interface LinkLocation {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The id to scroll to when a click on `link` stays in the current document, else `null`. A
 * different query is a different document (the browser would load it), so it counts as leaving.
 */
export function inPageAnchorId(link: LinkLocation, current: LinkLocation): string | null {
  if (!IN_PAGE_HASH.test(link.hash)) return null;
  if (
    link.origin !== current.origin ||
    link.pathname !== current.pathname ||
    link.search !== current.search
  )
    return null;
  return link.hash.slice(1);
}
