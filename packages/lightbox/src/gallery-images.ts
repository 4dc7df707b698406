import type { BehaviourContext } from '@islet/core';

const LOADED = 'e-gallery-image-loaded';
/** Images start loading this far before they scroll into view. */
const LAZY_MARGIN = '400px 0px';

/**
 * The tiles' background images from `data-thumbnail`, near the viewport when lazy. A failed one
 * is added to what the inspector shows (`facts`, the gallery's own explanation).
 */
export function loadImages(
  images: (HTMLElement | null)[],
  lazy: boolean,
  facts: Record<string, unknown>,
  ctx: BehaviourContext,
) {
  const broken: string[] = [];
  const load = (image: HTMLElement) => {
    const url = image.dataset.thumbnail;
    if (!url || image.classList.contains(LOADED)) return;
    const probe = new Image();
    probe.onload = () => {
      image.style.backgroundImage = `url("${url.replace(/"/g, '\\"')}")`;
      image.classList.add(LOADED);
    };
    probe.onerror = () => {
      // A same-site image that fails is a broken link on this site: one warning. Another host's
      // may be blocked by the visitor's privacy tools or offline; the inspector lists those.
      const base = image.ownerDocument.baseURI;
      const sameSite = new URL(url, base).origin === new URL(base).origin;
      if (sameSite && !broken.length)
        ctx.warn(`gallery image ${url} did not load; its tile stays empty.`);
      broken.push(url);
      ctx.explain({ ...facts, broken });
    };
    probe.src = url;
  };
  for (const image of images) {
    if (!image) continue;
    if (!lazy) {
      load(image);
      continue;
    }
    const stop = ctx.scheduler.observeIntersection(
      image,
      (entry) => {
        if (!entry.isIntersecting) return;
        stop();
        load(image);
      },
      { rootMargin: LAZY_MARGIN },
    );
    ctx.own(stop);
  }
}
