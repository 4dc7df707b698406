import type { BehaviourContext } from '@islet/core';
import { onReducedMotionChange, prefersReducedMotion } from '@islet/primitives';
import { createInstance, type MotionInstance } from './motion-instance.ts';
import {
  readMotionConfig,
  settings,
  type MotionPrefix,
  type MotionSettings,
} from './motion-options.ts';

/**
 * Scroll and mouse motion effects of one element: up to two instances (the element itself and its
 * background layer, `motion-instance.ts`), started and stopped together with the device and the
 * visitor's motion preference.
 */

export { settings };

const PREFIXES: readonly MotionPrefix[] = ['motion_fx', 'background_motion_fx'];
const RESIZE_WAIT_MS = 200;

export function connect(element: HTMLElement, ctx: BehaviourContext<MotionSettings>): void {
  const instances: MotionInstance[] = [];
  for (const prefix of PREFIXES) {
    const config = readMotionConfig(ctx.settings, prefix);
    if (config && (config.scroll.length || config.mouse.length))
      instances.push(createInstance(element, ctx, config));
  }
  if (!instances.length) {
    ctx.report('skipped', 'no motion effect is switched on');
    return;
  }
  const win = element.ownerDocument.defaultView ?? window;
  const update = () => {
    const reduced = prefersReducedMotion(win);
    for (const instance of instances) instance.update(reduced);
    if (reduced) ctx.report('skipped', 'the visitor prefers reduced motion');
    else if (!instances.some((instance) => instance.running))
      ctx.report('skipped', `no motion effect on ${ctx.devices.current()}`);
    else ctx.report('active');
  };
  // Each instance stops on its own: one that throws leaves the other's markup clean.
  for (const instance of instances) ctx.own(() => instance.stop());
  ctx.own(onReducedMotionChange(win, update));
  ctx.scheduler.onResize(update, RESIZE_WAIT_MS);
  update();
}
