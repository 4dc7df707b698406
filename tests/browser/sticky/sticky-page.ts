import type { Page } from 'playwright-core';

/** Scrolls and waits two frames: the scheduler's read and write phases have both run. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }, y);
}

export interface StickyState {
  top: number;
  bottom: number;
  position: string;
  active: boolean;
  effects: boolean;
  marked: boolean;
  spacers: number;
}

export function stickyState(page: Page, id: string): Promise<StickyState> {
  return page.evaluate((dataId) => {
    const element = document.querySelector<HTMLElement>(`[data-id="${dataId}"]`)!;
    const rect = element.getBoundingClientRect();
    return {
      top: Math.round(rect.top),
      bottom: Math.round(rect.bottom),
      position: getComputedStyle(element).position,
      active: element.classList.contains('elementor-sticky--active'),
      effects: element.classList.contains('elementor-sticky--effects'),
      marked: element.classList.contains('elementor-sticky'),
      spacers: element.nextElementSibling?.classList.contains('elementor-sticky__spacer') ? 1 : 0,
    };
  }, id);
}

/** Where an element sits in the document (viewport top plus scroll), to see layout jumps. */
export function documentTop(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (css) => Math.round(document.querySelector(css)!.getBoundingClientRect().top + window.scrollY),
    selector,
  );
}

export function anchorOffset(page: Page): Promise<number> {
  return page.evaluate(() =>
    (
      window as unknown as { islet: { scrollOffsets: { top(): number } } }
    ).islet.scrollOffsets.top(),
  );
}
