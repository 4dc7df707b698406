import type { BehaviourContext } from '@islet/core';
import type { CarouselProfile } from './carousel-profiles.ts';

/** The slides of a swiper container: the `swiper-slide` children of its `swiper-wrapper`. */
export function slidesOf(container: HTMLElement): HTMLElement[] {
  const wrapper = [...container.children].find((child) =>
    child.classList.contains('swiper-wrapper'),
  );
  if (!wrapper) return [];
  return [...wrapper.children].filter((child): child is HTMLElement =>
    child.classList.contains('swiper-slide'),
  );
}

/** The widget's swiper container: the first of the profile's selectors with slides in it. */
export function findContainer(
  ctx: BehaviourContext,
  profile: CarouselProfile,
): HTMLElement | undefined {
  for (const selector of profile.container.split(',')) {
    const found = ctx.find(selector.trim()).find((candidate) => slidesOf(candidate).length > 0);
    if (found) return found;
  }
  return undefined;
}
