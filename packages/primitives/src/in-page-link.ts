/**
 * Spec §5: a hash is in-page only when it is `#` followed by a letter or underscore, then
 * letters, digits, underscores or hyphens (no `#!/route`, no escaped or non-ASCII ids).
 */
export const IN_PAGE_HASH = /^#[A-Za-z_][\w-]*$/;

export interface LinkLocation {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The id an in-page link points to, or `null`. In-page means the browser's own sense: the link
 * leads to this very document (same origin, path **and query**: a different query is a different
 * document, which the browser would load) and its hash is one the spec counts as in-page.
 *
 * One meaning for every caller. The builder's anchor handler ignored the query (a link to
 * `?lang=en#team` scrolled in place and never loaded the English page) and the theme accepted any
 * hash, even on links to other pages (anchor-defects.md #40); both are fixed here.
 */
export function inPageTargetId(
  link: LinkLocation,
  page: Pick<LinkLocation, 'origin' | 'pathname' | 'search'>,
): string | null {
  if (link.origin !== page.origin || link.pathname !== page.pathname) return null;
  if (link.search !== page.search) return null;
  return IN_PAGE_HASH.test(link.hash) ? link.hash.slice(1) : null;
}
