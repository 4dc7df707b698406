import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { drawHighlight } from './highlight.ts';
import { HIGHLIGHT_PATHS } from './highlight-paths.ts';
import { loopTimers } from './loop-timers.ts';
import { ROTATE_STYLES } from './rotation-timing.ts';
import { rotateWords } from './rotating-words.ts';

export const settings = {
  headline_style: schema.string({ oneOf: ['highlight', 'rotate'] }),
  animation_type: schema.string({ oneOf: ROTATE_STYLES }),
  marker: schema.string({ oneOf: Object.keys(HIGHLIGHT_PATHS) }),
  loop: schema.yes(),
  rotate_iteration_delay: schema.number({ min: 0 }),
  highlight_animation_duration: schema.number({ min: 0 }),
  highlight_iteration_delay: schema.number({ min: 0 }),
};

export type Settings = SettingsOf<typeof settings>;

/**
 * Animated headline: the highlighted style draws its marker shape around the words and redraws
 * it in a loop (`highlight.ts`); the rotating style swaps words with the chosen animation
 * (`rotating-words.ts`). The visuals are the site CSS's, driven by the builder's classes; this
 * only sequences them. Under reduced motion the marker is drawn at once and the first word stays.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const headline = ctx.find('.elementor-headline')[0];
  const wrapper = ctx.find('.elementor-headline-dynamic-wrapper')[0];
  const words = ctx.find('.elementor-headline-dynamic-text');
  if (!headline || !wrapper || !words.length) {
    const reason = 'missing markup: no .elementor-headline with dynamic text';
    ctx.warn(reason);
    ctx.report('skipped', reason);
    return;
  }
  const reduced = prefersReducedMotion(element.ownerDocument.defaultView ?? window);
  const later = loopTimers(ctx, headline);
  if (ctx.settings.headline_style !== 'rotate')
    drawHighlight(ctx, headline, wrapper, reduced, later);
  else rotateWords(ctx, headline, wrapper, words, reduced, later);
}
