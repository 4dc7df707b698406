import type { BehaviourContext } from '@islet/core';
import type { HotspotContext } from './hotspot.ts';
import { itemOf } from './own-position.ts';
import { OVERRIDE, resetTooltip, sideOf, slideFrom, type Spot } from './spot-tooltip.ts';

/** The markers with a button, each with its tooltip, its box and its own position. */
export function findSpots(ctx: HotspotContext): Spot[] {
  return ctx
    .find('.e-hotspot')
    .map((root) => {
      const tooltip = root.querySelector<HTMLElement>('.e-hotspot__tooltip');
      const mask = tooltip?.parentElement;
      return {
        root,
        button: root.querySelector<HTMLElement>('.e-hotspot__button')!,
        tooltip,
        // Direction animations: the server wraps the tooltip in a clipping mask, which is what
        // sits beside the marker while the tooltip slides inside it.
        box: mask?.classList.contains('e-hotspot__direction-mask') ? mask : tooltip,
        item: itemOf(root, ctx.settings.hotspot),
        mark: new RegExp(`${OVERRIDE}(\\w+)`).exec(tooltip?.className ?? ''),
      };
    })
    .filter((spot) => spot.button);
}

/**
 * A marker's starting state: its slide side, the tooltip it controls, and for a bare div the
 * button semantics (each attribute it adds taken away on disconnect).
 */
export function markUpSpot(spot: Spot, index: number, still: boolean, ctx: BehaviourContext) {
  const { button, tooltip, root } = spot;
  slideFrom(spot, sideOf(spot, ctx));
  if (tooltip && still) {
    // Reduced motion: the tooltip shows and hides at once, without growing, sliding or fading.
    tooltip.style.transitionDuration = '0s';
    ctx.own(() => tooltip.style.removeProperty('transition-duration'));
  }
  const isLink = button.tagName === 'A' || root.classList.contains('e-hotspot--link');
  if (tooltip) {
    tooltip.id ||= `${ctx.info.id}-hotspot-tooltip-${index + 1}`;
    button.setAttribute('aria-controls', tooltip.id);
  }
  if (!isLink) {
    // A bare div marker becomes a disclosure button for keyboards and screen readers.
    const label = tooltip?.textContent?.trim().slice(0, 80) ?? '';
    for (const [name, value] of [
      ['role', 'button'],
      ['tabindex', '0'],
      ['aria-label', button.getAttribute('aria-label') ?? (label || `Hotspot ${index + 1}`)],
    ] as const) {
      if (button.hasAttribute(name)) continue;
      button.setAttribute(name, value);
      ctx.own(() => button.removeAttribute(name));
    }
  }
  button.setAttribute('aria-expanded', 'false');
  ctx.own(() => resetTooltip(spot));
}
