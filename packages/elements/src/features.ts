import { lazy, type LazyBehaviour } from '@islet/core';

const HIDDEN = 'elementor-invisible';
// Far longer than the chunk takes on any working connection, far shorter than its 120 s timeout.
const REVEAL_FALLBACK_MS = 3000;
// Set once the entrance chunk has arrived; until then the safety net below owns hidden elements.
let entranceLoaded = false;

/**
 * What the drop-in bundle registers for @islet/elements: names, matches and chunk loaders only, since
 * this file ships in the always-loaded entry. The behaviours themselves live in lazy chunks.
 */
export const features: LazyBehaviour[] = [
  lazy(
    'entrance',
    'global',
    () => import('./entrance.ts').then((module) => ((entranceLoaded = true), module)),
    // The server prints `elementor-invisible` on exactly the elements with an entrance animation
    // (any device); an element without it has nothing to reveal, whatever its settings say.
    (_raw, _info, element) => {
      const hidden = element.classList.contains(HIDDEN);
      // No element may stay hidden for good: should the chunk never arrive, reveal it without
      // animation. Armed only for hidden elements, and for popup content only once it is shown.
      if (hidden)
        setTimeout(() => entranceLoaded || element.classList.remove(HIDDEN), REVEAL_FALLBACK_MS);
      return hidden;
    },
  ),
  lazy(
    'stretch',
    'section',
    () => import('./stretch.ts'),
    (raw) => raw.stretch_section === 'section-stretched',
  ),
  lazy(
    'background-video',
    ['section', 'container'],
    () => import('./background-video.ts'),
    (raw) => raw.background_background === 'video',
  ),
  lazy(
    'background-slideshow',
    ['section', 'container'],
    () => import('./background-slideshow.ts'),
    (raw) => raw.background_background === 'slideshow',
  ),
  lazy(
    'lazy-backgrounds',
    'global',
    () => import('./lazy-backgrounds.ts'),
    // Elements not loaded yet, as the builder's own script picks them. The older form (3.16–3.18)
    // marks them with an attribute, on any element. The current one picks top-level containers,
    // on pages that hide their backgrounds until then: the builder prints that rule exactly when
    // its lazy-load option is on.
    (_raw, info, element) =>
      element.hasAttribute('data-e-bg-lazyload')
        ? !element.classList.contains('lazyloaded')
        : info.elementType === 'container' &&
          element.matches('.e-parent:not(.e-lazyloaded)') &&
          [...element.ownerDocument.querySelectorAll('style')].some((style) =>
            style.textContent!.includes(':not(.e-lazyloaded)'),
          ),
  ),
  // Only pages with an in-page link load it: a link with a hash to this very document (same
  // origin, path and query, as `inPageTargetId` judges a click, which is not imported here to
  // keep it out of the entry; a link to another site's `/#/swap` or Cloudflare's e-mail
  // protection path is not one), no listener before then. Not counted: the theme's skip link (to
  // the theme's own main element, never a builder element), which many pages have and nothing
  // else.
  lazy(
    'anchors',
    'page',
    () => import('./anchors.ts'),
    (_raw, _info, root) => {
      const page = root.ownerDocument.location;
      return [...root.querySelectorAll<HTMLAnchorElement>('a[href*="#"]:not(.skip-link)')].some(
        (link) =>
          link.origin === page.origin &&
          link.pathname === page.pathname &&
          link.search === page.search,
      );
    },
  ),
];
