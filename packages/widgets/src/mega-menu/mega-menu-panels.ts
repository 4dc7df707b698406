import { autoUpdate, computePosition, flip, shift } from '@floating-ui/dom';
import type { BehaviourContext } from '@islet/core';

/** Moving the pointer across a gap must not close a panel at once. */
const HIDE_DELAY_MS = 300;

export interface Item {
  item: HTMLElement;
  title: HTMLElement;
  /** The title's link (or container) and the dropdown button. */
  link: HTMLElement | null;
  button: HTMLElement | null;
  panel: HTMLElement | null;
}

export type Panels = ReturnType<typeof createPanels>;

/** The menu's items as the markup prints them; items without a title are left out. */
export function readItems(ctx: BehaviourContext): Item[] {
  return ctx.find('.e-n-menu-item').flatMap((item) => {
    const title = item.querySelector<HTMLElement>(':scope > .e-n-menu-title');
    if (!title) return [];
    const panel =
      item.querySelector<HTMLElement>(':scope > .e-n-menu-content > [id^="e-n-menu-content"]') ??
      item.querySelector<HTMLElement>(':scope > .e-n-menu-content > *');
    return [
      {
        item,
        title,
        link: title.querySelector<HTMLElement>('.e-n-menu-title-container'),
        button: title.querySelector<HTMLElement>('.e-n-menu-dropdown-icon'),
        panel,
      },
    ];
  });
}

/**
 * The one open panel: its state (`current`), the pending delayed close and the Floating UI
 * placement of a panel that fits its content (outside the dropdown).
 */
export function createPanels(ctx: BehaviourContext, rtl: boolean, placed: () => boolean) {
  let open: Item | null = null;
  let stopPlacement: (() => void) | null = null;
  let stopHide: (() => void) | null = null;

  const place = (entry: Item) => {
    const panel = entry.panel!;
    return autoUpdate(entry.title, panel, () => {
      void computePosition(entry.title, panel, {
        placement: rtl ? 'bottom-end' : 'bottom-start',
        middleware: [flip(), shift({ padding: 8 })],
      }).then(({ x, y }) => {
        if (open !== entry) return;
        Object.assign(panel.style, { position: 'absolute', left: `${x}px`, top: `${y}px` });
      });
    });
  };
  const set = (entry: Item, next: boolean) => {
    if (!entry.panel) return;
    stopHide?.();
    stopHide = null;
    if (next && open && open !== entry) set(open, false);
    if (next === (open === entry)) return;
    open = next ? entry : null;
    entry.button?.setAttribute('aria-expanded', String(next));
    entry.title.classList.toggle('e-active', next);
    entry.panel.classList.toggle('e-active', next);
    stopPlacement?.();
    stopPlacement = null;
    if (next && placed()) stopPlacement = place(entry);
    else if (!next)
      for (const key of ['position', 'left', 'top'] as const) entry.panel.style[key] = '';
  };
  const closeOpen = () => open && set(open, false);
  ctx.own(() => {
    stopPlacement?.();
    closeOpen();
  });
  return {
    current: () => open,
    set,
    toggle: (entry: Item) => set(entry, open !== entry),
    closeOpen,
    closeLater(entry: Item) {
      stopHide?.();
      stopHide = ctx.setTimeout(() => set(entry, false), HIDE_DELAY_MS);
    },
  };
}
