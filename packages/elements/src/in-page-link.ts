/** [spec §5] `#`, then a letter or underscore, then letters, digits, underscores or hyphens. */
const IN_PAGE_HASH = /^#[A-Za-z_][\w-]*$/;

export interface LinkLocation {
  origin: string;
  pathname: string;
  hash: string;
}

/**
 * The id an in-page link points to, or null: the link must lead to this very page (same origin
 * and path, as the original compares them) and carry a hash the spec counts as in-page.
 */
export function inPageTargetId(
  link: LinkLocation,
  page: Pick<LinkLocation, 'origin' | 'pathname'>,
): string | null {
  if (link.origin !== page.origin || link.pathname !== page.pathname) return null;
  return IN_PAGE_HASH.test(link.hash) ? link.hash.slice(1) : null;
}
