import type { Page } from 'playwright-core';

/** Reads of the popup's dialog as a visitor's browser shows it. */
export function popupView(page: Page, id = '501') {
  const modal = `#elementor-popup-modal-${id}`;
  return {
    modal,
    /** Visible to the visitor (laid out and not `display:none`). */
    visible: () =>
      page.evaluate((selector) => {
        const root = document.querySelector<HTMLElement>(selector);
        return !!root && root.getClientRects().length > 0;
      }, modal),
    /** Where focus is: `inside`, `body`, or the focused element's class list. */
    focus: () =>
      page.evaluate((selector) => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'body';
        if (document.querySelector(selector)?.contains(active)) return 'inside';
        return active.className || active.tagName;
      }, modal),
    events: () =>
      page.evaluate(() => (window as unknown as { popupEvents?: string[] }).popupEvents ?? []),
    /**
     * What the popup behaviour explained in `islet.inspect()` (armed triggers, the one that
     * fired, the last open and why it was refused). A trigger's listener explains synchronously
     * when it fires, so reading this right after an input shows whether that input fired it.
     */
    details: () =>
      page.evaluate((popupId) => {
        type Row = { id: string; details?: { popup?: Record<string, unknown> } };
        const islet = (window as unknown as { islet?: { inspect?(): Row[] } }).islet;
        return islet?.inspect?.().find((row) => row.id === popupId)?.details?.popup ?? {};
      }, id),
  };
}

/** One class list the popup's content box took, and whether the dialog was shown then. */
export interface ContentClasses {
  classes: string;
  shown: boolean;
}

/**
 * Records every class list the popup's content box takes, in order, from now on (its entrance and
 * exit classes last a few hundred milliseconds: polling for them can miss them on a busy machine).
 */
export async function recordContentClasses(
  page: Page,
  id = '501',
): Promise<() => Promise<ContentClasses[]>> {
  await page.evaluate((modal) => {
    const seen: { classes: string; shown: boolean }[] = [];
    (window as unknown as { contentClasses: typeof seen }).contentClasses = seen;
    const note = (element: Element) => {
      if (!element.matches(`${modal} .dialog-widget-content`)) return;
      if (seen.at(-1)?.classes === element.className) return;
      const root = document.querySelector(modal);
      seen.push({ classes: element.className, shown: !!root && root.getClientRects().length > 0 });
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') note(record.target as Element);
        for (const node of record.addedNodes)
          if (node instanceof Element)
            for (const element of [node, ...node.querySelectorAll('*')]) note(element);
      }
    }).observe(document, { subtree: true, childList: true, attributeFilter: ['class'] });
    const present = document.querySelector(`${modal} .dialog-widget-content`);
    if (present) note(present);
  }, `#elementor-popup-modal-${id}`);
  return () =>
    page.evaluate(() => (window as unknown as { contentClasses: ContentClasses[] }).contentClasses);
}

/** Records `elementor/popup/show|hide` as `show:{id}` / `hide:{id}` before the page's scripts. */
export async function recordPopupEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as unknown as { popupEvents: string[] }).popupEvents = events;
    for (const type of ['show', 'hide'])
      window.addEventListener(`elementor/popup/${type}`, (event) =>
        events.push(`${type}:${(event as CustomEvent<{ id: number }>).detail.id}`),
      );
  });
}
