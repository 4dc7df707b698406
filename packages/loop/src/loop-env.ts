import type { Events, IsletConfig } from '@islet/core';

/** What the shared loop code needs from whichever behaviour asks it to work. */
export interface LoopEnv {
  doc: Document;
  config: IsletConfig;
  events: Events;
  /** One console warning naming the element that asked. */
  warn(message: string): void;
}

export const loopWidget = (doc: Document, loopId: string) =>
  doc.querySelector<HTMLElement>(`.elementor-element-${loopId}`);

/** Loop-and-filter.md §7 step 6.4: lazy background images are on (3.33 setting, 3.21 experiment). */
export function lazyBackgrounds(config: IsletConfig): boolean {
  const settings = config.pro.settings as { lazy_load_background_images?: unknown } | undefined;
  return settings?.lazy_load_background_images === true || config.experiments.e_lazyload === true;
}
