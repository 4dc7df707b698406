import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { itemForHash } from '../disclosure/hash-target.ts';
import { prefersReducedMotion, slide, stopSlide } from '@islet/primitives';
import { rovingStep } from '../disclosure/roving-keys.ts';

export const settings = {
  default_state: schema.string({ oneOf: ['expanded', 'all_collapsed'] }),
  max_items_expended: schema.string({ oneOf: ['one', 'multiple'] }),
  n_accordion_animation_duration: schema.measure({ unit: 'ms' }),
};

type Settings = SettingsOf<typeof settings>;

interface Item {
  details: HTMLDetailsElement;
  summary: HTMLElement;
}

function readItems(ctx: BehaviourContext<Settings>): Item[] {
  const items: Item[] = [];
  for (const details of ctx.find('details.e-n-accordion-item')) {
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    if (summary) items.push({ details: details as HTMLDetailsElement, summary });
  }
  return items;
}

/** The slide's length: the setting in its unit ("ms" or "s"), none for reduced motion. */
function slideMs(ctx: BehaviourContext<Settings>, win: Window): number {
  const duration = ctx.settings.n_accordion_animation_duration;
  if (prefersReducedMotion(win)) return 0;
  return duration ? duration.size * (duration.unit === 's' ? 1000 : 1) : 400;
}

/**
 * Which items start open: the server's `open` attributes (default_state), or the item the hash
 * names (`hashed`, -1 for none); the first open one only when one at a time.
 */
function initiallyOpen(
  items: readonly Item[],
  hashed: number,
  collapsed: boolean,
  onlyOne: boolean,
): boolean[] {
  let seenOpen = false;
  return items.map((item, index) => {
    let open = hashed >= 0 ? index === hashed : item.details.open;
    if (collapsed && hashed < 0) open = false;
    if (open && onlyOne && seenOpen) open = false;
    seenOpen ||= open;
    return open;
  });
}

/** Opening, closing and focusing the items: the accordion's state lives in their markup. */
function itemStates(items: readonly Item[], ms: number, onlyOne: boolean) {
  const setOpen = (item: Item, open: boolean, animate: boolean) => {
    const { details, summary } = item;
    summary.setAttribute('aria-expanded', String(open));
    // A closed <details> keeps its summary: the slide runs between its height and the full one.
    slide(details, open, {
      ms: animate ? ms : 0,
      state: (shown) => (details.open = shown),
      closedHeight: () => summary.getBoundingClientRect().height,
      easing: 'ease-out',
    });
  };

  // The server gives only the first header a tab stop and moves it with the arrow keys.
  const roving = items.some((item) => item.summary.getAttribute('tabindex') === '-1');
  const focusItem = (item: Item) => {
    if (roving) {
      for (const other of items)
        other.summary.setAttribute('tabindex', other === item ? '0' : '-1');
    }
    item.summary.focus();
  };

  const isOpen = (item: Item) => item.summary.getAttribute('aria-expanded') === 'true';

  const toggle = (item: Item, animate = true) => {
    const open = !isOpen(item);
    if (open && onlyOne) {
      for (const other of items)
        if (other !== item && isOpen(other)) setOpen(other, false, animate);
    }
    setOpen(item, open, animate);
  };

  return { setOpen, focusItem, isOpen, toggle, roving };
}

/**
 * Nested accordion: `<details>` items whose `<summary>` opens and closes them. The native toggle
 * is replaced so the height can animate and so "one item at a time" holds.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const items = readItems(ctx);
  if (!items.length) {
    ctx.warn('missing markup: no details.e-n-accordion-item with a summary');
    ctx.report('skipped', 'missing markup: no details.e-n-accordion-item with a summary');
    return;
  }
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const onlyOne = ctx.settings.max_items_expended !== 'multiple';
  const ms = slideMs(ctx, win);
  const { setOpen, focusItem, isOpen, toggle, roving } = itemStates(items, ms, onlyOne);

  // Initial state: the server's `open` attributes (default_state), or the item the hash names.
  const hashed = () =>
    itemForHash(
      win.location.hash,
      doc,
      items.map(({ details, summary }) => ({ headers: [details, summary], panel: details })),
    );
  const collapsed = ctx.settings.default_state === 'all_collapsed';
  initiallyOpen(items, hashed(), collapsed, onlyOne).forEach((open, index) =>
    setOpen(items[index]!, open, false),
  );

  const itemOf = (target: EventTarget | null) => {
    if (!(target instanceof win.Element)) return undefined;
    const summary = target.closest('summary');
    return items.find((item) => item.summary === summary);
  };

  element.addEventListener(
    'click',
    (event: MouseEvent) => {
      const item = itemOf(event.target);
      if (!item) return;
      event.preventDefault();
      if (roving) focusItem(item);
      toggle(item);
    },
    { signal: ctx.signal },
  );

  element.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'Escape') {
        // Escape closes the item holding the focus and gives the focus to its header.
        const target = event.target instanceof win.Element ? event.target : null;
        const item = items.find((entry) => entry.details.contains(target));
        if (item && isOpen(item)) {
          event.preventDefault();
          setOpen(item, false, true);
          focusItem(item);
        }
        return;
      }
      const item = itemOf(event.target);
      if (!item) return;
      const layout = { horizontal: false, vertical: true, rtl: ctx.config.rtl };
      const next = rovingStep(event, items, item, layout);
      if (next) focusItem(next);
    },
    { signal: ctx.signal },
  );

  win.addEventListener(
    'hashchange',
    () => {
      const item = items[hashed()];
      if (item && !isOpen(item)) toggle(item);
    },
    { signal: ctx.signal },
  );

  return () => {
    for (const { details } of items) stopSlide(details);
  };
}
