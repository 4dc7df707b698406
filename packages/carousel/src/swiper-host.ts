import type { Cleanup } from '@islet/core';

const WIDGET_CLASS = 'e-widget-swiper';
const WRAP_CLASS = 'e-swiper-container';
/** The oldest builder version known to mark its swiper hosts: 3.11 does on the recorded pages, 3.0 not. */
const SINCE: readonly [number, number] = [3, 11];

/**
 * Marks the widget and column around a swiper as the builder does when it creates one: the
 * widget gets `e-widget-swiper` (its CSS makes such a widget full width inside a flex container)
 * and the column's widget wrap `e-swiper-container`. Done before swiper loads, since it is layout.
 * Builders older than `SINCE` print CSS without these classes and do not add them.
 */
export function markSwiperHost(container: HTMLElement, builderVersion: unknown): Cleanup {
  const match = /^(\d+)\.(\d+)/.exec(String(builderVersion ?? ''));
  const [major, minor] = match ? [Number(match[1]), Number(match[2])] : [Infinity, 0];
  if (major < SINCE[0] || (major === SINCE[0] && minor < SINCE[1])) return () => {};
  const added: Array<[Element, string]> = [];
  for (const [selector, name] of [
    ['.elementor-widget-wrap', WRAP_CLASS],
    ['.elementor-widget', WIDGET_CLASS],
  ] as const) {
    const host = container.closest(selector);
    if (host && !host.classList.contains(name)) {
      host.classList.add(name);
      added.push([host, name]);
    }
  }
  return () => {
    for (const [host, name] of added) host.classList.remove(name);
  };
}
