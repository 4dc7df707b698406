// What contact buttons and floating bars (the builder's floating elements) share; one module,
// so a page with both loads it as one small chunk.
import { schema, type BehaviourContext, type IsletConfig } from '@islet/core';

/**
 * Why a floating element (every contact-buttons and floating-bars widget) must stay untouched, or
 * `undefined` when it may run. The builder registers these widgets only while its container feature
 * is on, and its front-end never runs them otherwise. A config that prints no feature list at all
 * says nothing either way; the server printed the widget, so it runs.
 */
function containerFeatureOff(config: IsletConfig): string | undefined {
  if (config.frontend.experimentalFeatures === undefined) return undefined;
  if (config.experiments.container === true) return undefined;
  return "needs the page builder's container feature, which this page's config has off (experimentalFeatures.container)";
}

/**
 * A delay setting in milliseconds. The builder's number control is saved as a number, a numeric
 * string or `""` when cleared; anything that is not a non-negative number reads as absent (no
 * delay), since the site CSS (which the delay also drives) ignores it the same way.
 */
export const delaySetting = () => schema.lenient(schema.number({ min: 0 }));

/**
 * The widget's root (`.e-contact-buttons`, `.e-floating-bars`), or `undefined` with the widget
 * reported `skipped`: untouched while the container feature is off, warned about when the markup
 * lacks the root.
 */
export function floatingRoot(ctx: BehaviourContext, selector: string): HTMLElement | undefined {
  const off = containerFeatureOff(ctx.config);
  if (off) {
    ctx.report('skipped', off);
    return undefined;
  }
  const main = ctx.find(selector)[0];
  if (!main) {
    const reason = `missing markup: no ${selector}`;
    ctx.warn(reason);
    ctx.report('skipped', reason);
  }
  return main;
}

/**
 * Runs `show` when the button's own entrance animation ends (not a child's), or after `wait` ms
 * at the latest: a site whose animation CSS is missing (or an animation name it does not know)
 * sends no `animationend`, and would otherwise keep the button at `opacity: 0` for good.
 */
export function showAfterEntrance(
  ctx: BehaviourContext,
  button: HTMLElement,
  show: () => void,
  wait: number,
): void {
  button.addEventListener(
    'animationend',
    (event: AnimationEvent) => {
      if (event.target === button) show();
    },
    { signal: ctx.signal },
  );
  ctx.setTimeout(show, wait);
}
