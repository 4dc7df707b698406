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
  };
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
