import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { loadOnIntent } from '@islet/primitives';
import { itemForHash } from '../disclosure/hash-target.ts';
import type { AccordionActions } from './accordion-actions.ts';

export const settings = {
  default_state: schema.string({ oneOf: ['expanded', 'all_collapsed'] }),
  max_items_expended: schema.string({ oneOf: ['one', 'multiple'] }),
  n_accordion_animation_duration: schema.measure({ unit: 'ms' }),
};

export type Settings = SettingsOf<typeof settings>;

export interface Item {
  details: HTMLDetailsElement;
  summary: HTMLElement;
}

/** The keys the accordion answers: held for its code when they come before it. */
const KEYS = new Set(['Escape', 'ArrowDown', 'ArrowUp', 'Home', 'End']);
const NO_ITEMS = 'missing markup: no details.e-n-accordion-item with a summary';

/** The item whose header holds `target`. */
export const itemOf = (items: readonly Item[], target: Element | null) => {
  const summary = target?.closest('summary');
  return items.find((item) => item.summary === summary);
};

function readItems(ctx: BehaviourContext<Settings>): Item[] {
  const items: Item[] = [];
  for (const details of ctx.find('details.e-n-accordion-item')) {
    const summary = details.querySelector<HTMLElement>(':scope > summary');
    if (summary) items.push({ details: details as HTMLDetailsElement, summary });
  }
  return items;
}

/** The index of the item the URL's hash names (its header or anything in it), -1 for none. */
const hashedItem = (win: Window, items: readonly Item[]) =>
  itemForHash(
    win.location.hash,
    win.document,
    items.map(({ details, summary }) => ({ headers: [details, summary], panel: details })),
  );

/**
 * Opens the items that start open: the server's `open` attributes (default_state), or the item
 * the hash names (`hashed`, -1 for none); the first open one only when one at a time.
 */
function openAtStart(items: readonly Item[], hashed: number, settings: Settings) {
  const collapsed = settings.default_state === 'all_collapsed';
  const onlyOne = settings.max_items_expended !== 'multiple';
  let seenOpen = false;
  items.forEach(({ details, summary }, index) => {
    let open = hashed >= 0 ? index === hashed : details.open;
    if (collapsed && hashed < 0) open = false;
    if (open && onlyOne && seenOpen) open = false;
    seenOpen ||= open;
    summary.setAttribute('aria-expanded', String(open));
    details.open = open;
  });
}

/**
 * Nested accordion: `<details>` items whose `<summary>` opens and closes them. The native toggle
 * is replaced so the height can animate and so "one item at a time" holds.
 *
 * A gate (issue 21): at connect only the items' starting state is set. What a click or a key does
 * (`accordion-actions.ts`, chunk `accordion-actions`, with the slide and the arrow keys) loads when
 * the visitor heads for the accordion: a hover, a touch or the focus in it. A click or key that
 * comes first is held and answered once that code is in.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const items = readItems(ctx);
  if (!items.length) {
    ctx.warn(NO_ITEMS);
    ctx.report('skipped', NO_ITEMS);
    return;
  }
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const { signal } = ctx;
  const hashed = () => hashedItem(win, items);
  openAtStart(items, hashed(), ctx.settings);

  let actions: AccordionActions | undefined;
  const load = loadOnIntent(
    element,
    () =>
      ctx.chunks
        .load('accordion-actions', () => import('./accordion-actions.ts'))
        .then(({ createAccordionActions }) => {
          if (!signal.aborted) actions ??= createAccordionActions(items, ctx, win);
          return actions;
        }),
    signal,
  );
  /** Runs `use` now when the code is in, else once it is. */
  const act = (use: (loaded: AccordionActions) => void) => {
    if (actions) return use(actions);
    void load().then(
      (loaded) => loaded && !signal.aborted && use(loaded),
      (error: unknown) => ctx.warn(`the accordion's actions failed to load: ${String(error)}`),
    );
  };

  element.addEventListener(
    'click',
    (event: MouseEvent) => {
      const item = itemOf(items, event.target instanceof win.Element ? event.target : null);
      if (!item) return;
      // The native toggle would open it without the slide and regardless of the others.
      event.preventDefault();
      if (actions) return actions.click(item);
      // Enter on the focused header clicks it. An arrow key held just before has not moved the
      // focus yet; the click belongs to the header the focus will be on when it has.
      const keyed = event.detail === 0 && event.target === doc.activeElement;
      act((loaded) => loaded.click((keyed && itemOf(items, doc.activeElement)) || item));
    },
    { signal },
  );
  element.addEventListener(
    'keydown',
    (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (actions) return actions.key(event);
      // Focus in the accordion loaded its code already: only a key in the moment before it is
      // in gets here, and Escape anywhere in it or a navigation key on a header is held.
      const target = event.target instanceof win.Element ? event.target : null;
      if (!KEYS.has(event.key) || (event.key !== 'Escape' && !itemOf(items, target))) return;
      // Its default (a scroll) must be decided now; the code decides the rest when it is in.
      event.preventDefault();
      act((loaded) => loaded.key(event));
    },
    { signal },
  );
  win.addEventListener(
    'hashchange',
    () => {
      // A hash that names nothing in this accordion loads nothing.
      const index = hashed();
      if (index >= 0) act((loaded) => loaded.openHashed(index));
    },
    { signal },
  );

  return () => actions?.stop();
}
