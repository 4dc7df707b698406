import type { BehaviourContext } from '@islet/core';
import { prefersReducedMotion, slide, stopSlide } from '@islet/primitives';
import { rovingStep } from '../disclosure/roving-keys.ts';
import { itemOf, type Item, type Settings } from './nested-accordion.ts';

/** What the accordion does once the visitor uses it; what the gate hands on. */
export interface AccordionActions {
  click(item: Item): void;
  /** A key pressed on `item`'s header, or inside an item (Escape). */
  key(event: KeyboardEvent): void;
  /** Opens the item the hash names, as a click would. */
  openHashed(index: number): void;
  stop(): void;
}

/** The slide's length: the setting in its unit ("ms" or "s"), none for reduced motion. */
function slideMs(ctx: BehaviourContext<Settings>, win: Window & typeof globalThis): number {
  const duration = ctx.settings.n_accordion_animation_duration;
  if (prefersReducedMotion(win)) return 0;
  return duration ? duration.size * (duration.unit === 's' ? 1000 : 1) : 400;
}

/**
 * The nested accordion's behaviour after its first use, loaded by the gate (`nested-accordion.ts`)
 * when the visitor heads for it: the open and close slide, "one item at a time", the arrow keys
 * between headers and Escape. Its state lives in the items' markup, which the gate set up.
 */
export function createAccordionActions(
  items: readonly Item[],
  ctx: BehaviourContext<Settings>,
  win: Window & typeof globalThis,
): AccordionActions {
  const ms = slideMs(ctx, win);
  const onlyOne = ctx.settings.max_items_expended !== 'multiple';
  // The server gives only the first header a tab stop and moves it with the arrow keys.
  const roving = items.some((item) => item.summary.getAttribute('tabindex') === '-1');

  const setOpen = ({ details, summary }: Item, open: boolean) => {
    summary.setAttribute('aria-expanded', String(open));
    // A closed <details> keeps its summary: the slide runs between its height and the full one.
    slide(details, open, {
      ms,
      state: (shown) => (details.open = shown),
      closedHeight: () => summary.getBoundingClientRect().height,
      easing: 'ease-out',
    });
  };
  const focusItem = (item: Item) => {
    if (roving) {
      for (const other of items)
        other.summary.setAttribute('tabindex', other === item ? '0' : '-1');
    }
    item.summary.focus();
  };
  const isOpen = (item: Item) => item.summary.getAttribute('aria-expanded') === 'true';
  const toggle = (item: Item) => {
    const open = !isOpen(item);
    if (open && onlyOne)
      for (const other of items) if (other !== item && isOpen(other)) setOpen(other, false);
    setOpen(item, open);
  };

  return {
    click(item) {
      if (roving) focusItem(item);
      toggle(item);
    },
    key(event) {
      const target = event.target instanceof win.Element ? event.target : null;
      if (event.key === 'Escape') {
        // Escape closes the item holding the focus and gives the focus to its header.
        const item = items.find((entry) => entry.details.contains(target));
        if (item && isOpen(item)) {
          event.preventDefault();
          setOpen(item, false);
          focusItem(item);
        }
        return;
      }
      const item = itemOf(items, target);
      if (!item) return;
      const next = rovingStep(event, items, item, {
        horizontal: false,
        vertical: true,
        rtl: ctx.config.rtl,
      });
      if (next) focusItem(next);
    },
    openHashed(index) {
      const item = items[index];
      if (item && !isOpen(item)) toggle(item);
    },
    stop() {
      for (const { details } of items) stopSlide(details);
    },
  };
}
