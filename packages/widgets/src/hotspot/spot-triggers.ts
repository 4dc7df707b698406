import type { BehaviourContext } from '@islet/core';
import { ACTIVE, setOpen, type Spot } from './spot-tooltip.ts';

/**
 * What opens the tooltips, one at a time: a click on the marker (or Enter and Space), or hover
 * and focus, per device; Escape and a click elsewhere close.
 */
export function listenForTriggers(element: HTMLElement, spots: Spot[], ctx: BehaviourContext) {
  const win = element.ownerDocument.defaultView ?? window;
  const on = { signal: ctx.signal };
  const trigger = () => (ctx.setting('tooltip_trigger') as string | undefined) ?? 'click';
  // Click and key targets are nodes (the document at most, which no spot contains).
  const spotOf = (target: EventTarget | null) =>
    spots.find((spot) => spot.root.contains(target as Node | null));
  const closeOthers = (except?: Spot) => {
    for (const spot of spots) {
      if (spot !== except && spot.root.classList.contains(ACTIVE)) setOpen(spot, false, ctx);
    }
  };
  const toggle = (spot: Spot) => {
    const open = !spot.root.classList.contains(ACTIVE);
    closeOthers(spot);
    setOpen(spot, open, ctx);
  };

  element.addEventListener(
    'click',
    (event: MouseEvent) => {
      const spot = spotOf(event.target);
      if (!spot || trigger() !== 'click' || !spot.button.contains(event.target as Node)) return;
      if (spot.button.tagName === 'A') return;
      toggle(spot);
    },
    on,
  );
  element.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      const spot = spotOf(event.target);
      if (!spot) return;
      if (event.key === 'Escape' && spot.root.classList.contains(ACTIVE)) {
        setOpen(spot, false, ctx);
        spot.button.focus();
        return;
      }
      if ((event.key === 'Enter' || event.key === ' ') && event.target === spot.button) {
        if (spot.button.tagName === 'A') return;
        event.preventDefault();
        toggle(spot);
      }
    },
    on,
  );
  for (const spot of spots) {
    const enter = () => {
      if (trigger() !== 'mouseenter') return;
      closeOthers(spot);
      setOpen(spot, true, ctx);
    };
    const leave = (event: Event) => {
      if (trigger() !== 'mouseenter') return;
      const next = (event as FocusEvent).relatedTarget;
      if (next instanceof win.Node && spot.root.contains(next)) return;
      setOpen(spot, false, ctx);
    };
    spot.root.addEventListener('mouseenter', enter, on);
    spot.root.addEventListener('mouseleave', leave, on);
    // Hover tooltips open on focus as well, so keyboard users can read them.
    spot.root.addEventListener('focusin', enter, on);
    spot.root.addEventListener('focusout', leave, on);
  }
  // A click elsewhere closes an open click tooltip.
  element.ownerDocument.addEventListener(
    'click',
    (event: MouseEvent) => {
      if (trigger() === 'click' && !spotOf(event.target)) closeOthers();
    },
    on,
  );
}
