import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { whenInView } from '../dom/behaviour-dom.ts';
import { sequenceDelays } from './sequence-delays.ts';
import { listenForTriggers } from './spot-triggers.ts';
import { findSpots, markUpSpot } from './spots.ts';

export const settings = {
  tooltip_trigger: schema.string({ oneOf: ['click', 'mouseenter', 'none'], responsive: true }),
  tooltip_position: schema.string({ oneOf: ['top', 'bottom', 'left', 'right'], responsive: true }),
  hotspot_sequenced_animation: schema.string({ oneOf: ['yes', 'no'] }),
  hotspot_sequenced_animation_duration: schema.slider(),
  /** The repeater, for each hotspot's own tooltip position; its items are read one by one. */
  hotspot: schema.raw(),
};

export type HotspotContext = BehaviourContext<SettingsOf<typeof settings>>;

/**
 * Hotspot: markers over an image whose tooltips open on click or hover (per device), placed on
 * the side the settings choose and flipped or shifted to stay on screen (@floating-ui/dom), with
 * the sequenced entrance and keyboard access (Enter, Space, Escape) the original lacked.
 */
export function connect(element: HTMLElement, ctx: HotspotContext) {
  const spots = findSpots(ctx);
  if (!spots.length) {
    ctx.warn('missing markup: no .e-hotspot with a .e-hotspot__button');
    ctx.report('skipped', 'missing markup: no .e-hotspot with a .e-hotspot__button');
    return;
  }
  const still = prefersReducedMotion(element.ownerDocument.defaultView ?? window);
  spots.forEach((spot, index) => markUpSpot(spot, index, still, ctx));
  listenForTriggers(element, spots, ctx);

  if (ctx.settings.hotspot_sequenced_animation === 'yes' && !still) {
    const total = ctx.settings.hotspot_sequenced_animation_duration;
    const delays = sequenceDelays(spots.length, typeof total === 'number' ? total : 1000);
    whenInView(ctx, element, () => {
      spots.forEach((spot, index) => {
        if (index) spot.root.style.animationDelay = `${delays[index]}ms`;
      });
    });
  }
}
