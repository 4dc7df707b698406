import type { Cleanup } from '@islet/core';
import { olderThan } from './builder-version.ts';
import type { OffsetSides } from './carousel-options.ts';

const WIDGET_CLASS = 'e-widget-swiper';
const WRAP_CLASS = 'e-swiper-container';
/** The oldest builder version known to mark its swiper hosts: 3.11 does on the recorded pages, 3.0 not. */
const SINCE: readonly [number, number] = [3, 11];

/**
 * Marks the widget and column around a swiper as the builder does when it creates one: the
 * widget gets `e-widget-swiper` (its CSS makes such a widget full width inside a flex container)
 * and the column's widget wrap `e-swiper-container`. Done before swiper loads, since it is layout.
 * Builders older than `SINCE` print CSS without these classes and do not add them. With offset
 * sides, the swiper container itself gets `offset-{side}`, which the widget's CSS pads.
 */
export function markSwiperHost(
  container: HTMLElement,
  builderVersion: unknown,
  offsetSides: OffsetSides | null = null,
): Cleanup {
  const added: Array<[Element, string]> = [];
  const add = (host: Element | null, name: string) => {
    if (host && !host.classList.contains(name)) {
      host.classList.add(name);
      added.push([host, name]);
    }
  };
  if (offsetSides) add(container, `offset-${offsetSides}`);
  if (!olderThan(builderVersion, SINCE)) {
    add(container.closest('.elementor-widget-wrap'), WRAP_CLASS);
    add(container.closest('.elementor-widget'), WIDGET_CLASS);
  }
  return () => {
    for (const [host, name] of added) host.classList.remove(name);
  };
}
