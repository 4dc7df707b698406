/**
 * What the lightbox's gate (`lightbox.ts`, loaded at boot) needs to tell a lightbox link from any
 * other: kept apart from the items and the opening, which load only with the visitor's intent.
 */

const IMAGE_URL = /^[^?#]+\.(png|jpe?g|gif|svg|webp|avif)(\?.*)?(#.*)?$/i;

/** Links running the `lightbox` action (their hover or focus loads the lightbox too). */
export const ACTION_LINK = 'a[href*="action%3Dlightbox"], a[href*="action=lightbox"]';

/** `kit.global_image_lightbox`: every link to an image file opens in the lightbox. */
export function globalLightbox(frontend: Readonly<Record<string, unknown>>): boolean {
  return (frontend.kit as Record<string, unknown> | undefined)?.global_image_lightbox === 'yes';
}

/**
 * The builder's rule: a link opens in the lightbox when it points to an image file (or carries a
 * video) and it says `data-elementor-open-lightbox="yes"`, or the kit's global switch is on and
 * the link does not say `no`. Download links never do.
 */
export function isLightboxLink(link: Element, globalLightbox: boolean): link is HTMLAnchorElement {
  if (link.tagName !== 'A') return false;
  const anchor = link as HTMLAnchorElement;
  const video = anchor.hasAttribute('data-elementor-lightbox-video');
  if (!video && (anchor.hasAttribute('download') || !IMAGE_URL.test(anchor.href))) return false;
  const own = anchor.getAttribute('data-elementor-open-lightbox');
  return own === 'yes' || (globalLightbox && own !== 'no');
}
