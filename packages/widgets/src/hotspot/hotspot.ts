import { autoUpdate, computePosition, flip, offset, shift, type Placement } from '@floating-ui/dom';
import { schema, type BehaviourContext, type Cleanup, type SettingsOf } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { whenInView } from '../dom/behaviour-dom.ts';
import { itemOf, ownPosition } from './own-position.ts';
import { animationSide, placementOf } from './tooltip-placement.ts';
import { sequenceDelays } from './sequence-delays.ts';

export const settings = {
  tooltip_trigger: schema.string({ oneOf: ['click', 'mouseenter', 'none'], responsive: true }),
  tooltip_position: schema.string({ oneOf: ['top', 'bottom', 'left', 'right'], responsive: true }),
  hotspot_sequenced_animation: schema.string({ oneOf: ['yes', 'no'] }),
  hotspot_sequenced_animation_duration: schema.slider(),
  /** The repeater, for each hotspot's own tooltip position; its items are read one by one. */
  hotspot: schema.raw(),
};

type Settings = SettingsOf<typeof settings>;

const ACTIVE = 'e-hotspot--active';
const FROM = 'e-hotspot--tooltip-animation-from-';
const OVERRIDE = 'e-hotspot--override-tooltip-animation-from-';
const SIDES = ['top', 'bottom', 'left', 'right'];

interface Spot {
  root: HTMLElement;
  button: HTMLElement;
  tooltip: HTMLElement | null;
  /** What Floating UI moves: the tooltip, or the mask that clips a sliding one. */
  box: HTMLElement | null;
  /** Its repeater item, whose own tooltip position wins over the widget's. */
  item: Readonly<Record<string, unknown>> | undefined;
  /** The server's `e-hotspot--override-tooltip-animation-from-{side}` class and side, if any. */
  mark: RegExpExecArray | null;
  stopTracking?: Cleanup;
}

/**
 * Hotspot: markers over an image whose tooltips open on click or hover (per device), placed on
 * the side the settings choose and flipped or shifted to stay on screen (@floating-ui/dom), with
 * the sequenced entrance and keyboard access (Enter, Space, Escape) the original lacked.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const spots: Spot[] = ctx
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
        item: itemOf(root, ctx.rawSettings.hotspot),
        mark: new RegExp(`${OVERRIDE}(\\w+)`).exec(tooltip?.className ?? ''),
      };
    })
    .filter((spot) => spot.button);
  if (!spots.length) {
    ctx.warn('missing markup: no .e-hotspot with a .e-hotspot__button');
    ctx.report('skipped', 'missing markup: no .e-hotspot with a .e-hotspot__button');
    return;
  }
  const win = element.ownerDocument.defaultView ?? window;

  const place = (spot: Spot) => {
    const { button, tooltip, box } = spot;
    if (!tooltip || !box) return;
    void computePosition(button, box, {
      placement: side(spot),
      strategy: 'fixed',
      middleware: [offset(8), flip(), shift({ padding: 8 })],
    }).then(({ x, y, placement }) => {
      // Fixed coordinates replace the site CSS's own offsets, through left/top only: the
      // transform stays the site CSS's, so its grow and slide animations still run.
      Object.assign(box.style, {
        position: 'fixed',
        left: `${x}px`,
        top: `${y}px`,
        right: 'auto',
        bottom: 'auto',
        margin: '0',
      });
      box.dataset.placement = placement;
      slideFrom(spot, placement);
    });
  };
  // A sliding tooltip (direction animations) comes out of its marker: the original set the class
  // for the setting's side; this follows the side the tooltip was flipped to. A hotspot with its
  // own position keeps the family of the server's mark (`override`), moved to that side.
  const slideFrom = ({ tooltip, box, mark }: Spot, placement: Placement) => {
    if (!tooltip || box === tooltip) return;
    const family = mark ? OVERRIDE : FROM;
    for (const from of SIDES)
      tooltip.classList.toggle(family + from, from === animationSide(placement));
  };
  const side = ({ item, mark }: Spot) =>
    placementOf(
      ownPosition(item, mark?.[1], (own, key) => ctx.devices.value(own, key)) ??
        (ctx.setting('tooltip_position') as string | undefined),
    );

  const setOpen = (spot: Spot, open: boolean) => {
    spot.root.classList.toggle(ACTIVE, open);
    spot.button.setAttribute('aria-expanded', String(open));
    spot.stopTracking?.();
    spot.stopTracking = undefined;
    if (open && spot.box) {
      spot.stopTracking = autoUpdate(spot.button, spot.box, () => place(spot));
    }
  };
  const closeOthers = (except?: Spot) => {
    for (const spot of spots) {
      if (spot !== except && spot.root.classList.contains(ACTIVE)) setOpen(spot, false);
    }
  };
  const toggle = (spot: Spot) => {
    const open = !spot.root.classList.contains(ACTIVE);
    closeOthers(spot);
    setOpen(spot, open);
  };

  const restore: Cleanup[] = [];
  const still = prefersReducedMotion(win);
  spots.forEach((spot, index) => {
    const { button, tooltip, root } = spot;
    slideFrom(spot, side(spot));
    if (tooltip && still) {
      // Reduced motion: the tooltip shows and hides at once, without growing, sliding or fading.
      tooltip.style.transitionDuration = '0s';
      restore.push(() => tooltip.style.removeProperty('transition-duration'));
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
        restore.push(() => button.removeAttribute(name));
      }
    }
    button.setAttribute('aria-expanded', 'false');
  });

  const spotOf = (target: EventTarget | null) =>
    target instanceof win.Element ? spots.find((spot) => spot.root.contains(target)) : undefined;
  const trigger = () => (ctx.setting('tooltip_trigger') as string | undefined) ?? 'click';

  element.addEventListener(
    'click',
    (event: MouseEvent) => {
      const spot = spotOf(event.target);
      if (!spot || trigger() !== 'click' || !spot.button.contains(event.target as Node)) return;
      if (spot.button.tagName === 'A') return;
      toggle(spot);
    },
    { signal: ctx.signal },
  );
  element.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      const spot = spotOf(event.target);
      if (!spot) return;
      if (event.key === 'Escape' && spot.root.classList.contains(ACTIVE)) {
        setOpen(spot, false);
        spot.button.focus();
        return;
      }
      if ((event.key === 'Enter' || event.key === ' ') && event.target === spot.button) {
        if (spot.button.tagName === 'A') return;
        event.preventDefault();
        toggle(spot);
      }
    },
    { signal: ctx.signal },
  );
  for (const spot of spots) {
    const enter = () => {
      if (trigger() !== 'mouseenter') return;
      closeOthers(spot);
      setOpen(spot, true);
    };
    const leave = (event: Event) => {
      if (trigger() !== 'mouseenter') return;
      const next = (event as FocusEvent).relatedTarget;
      if (next instanceof win.Node && spot.root.contains(next)) return;
      setOpen(spot, false);
    };
    spot.root.addEventListener('mouseenter', enter, { signal: ctx.signal });
    spot.root.addEventListener('mouseleave', leave, { signal: ctx.signal });
    // Hover tooltips open on focus as well, so keyboard users can read them.
    spot.root.addEventListener('focusin', enter, { signal: ctx.signal });
    spot.root.addEventListener('focusout', leave, { signal: ctx.signal });
  }
  // A click elsewhere closes an open click tooltip.
  element.ownerDocument.addEventListener(
    'click',
    (event: MouseEvent) => {
      if (trigger() === 'click' && !spotOf(event.target)) closeOthers();
    },
    { signal: ctx.signal },
  );

  if (ctx.settings.hotspot_sequenced_animation === 'yes' && !still) {
    const total = ctx.settings.hotspot_sequenced_animation_duration;
    const delays = sequenceDelays(spots.length, typeof total === 'number' ? total : 1000);
    whenInView(ctx, element, () => {
      spots.forEach((spot, index) => {
        if (index) spot.root.style.animationDelay = `${delays[index]}ms`;
      });
    });
  }

  return () => {
    for (const spot of spots) {
      spot.stopTracking?.();
      spot.tooltip?.classList.remove(...SIDES.flatMap((from) => [FROM + from, OVERRIDE + from]));
      // The server's mark goes back as it was: slideFrom may have moved it to another side.
      if (spot.mark) spot.tooltip!.classList.add(spot.mark[0]);
    }
    for (const undo of restore) undo();
  };
}
