import type { Page } from 'playwright-core';

/** What a loop grid shows now: each item's classes and title. */
export function gridItems(page: Page, loopId: string) {
  return page.evaluate((id) => {
    const widget = document.querySelector(`.elementor-element-${id}`);
    return [...(widget?.querySelectorAll('.e-loop-item, article') ?? [])].map((item) => ({
      classes: [...item.classList],
      title: item.querySelector('h2, h3')?.textContent ?? '',
    }));
  }, loopId);
}

export function titles(page: Page, loopId: string) {
  return gridItems(page, loopId).then((items) => items.map((item) => item.title));
}

/** Whether the loop shows its loading overlay or busy state. */
export function isBusy(page: Page, loopId: string) {
  return page.evaluate((id) => {
    const widget = document.querySelector(`.elementor-element-${id}`);
    return (
      !!widget?.classList.contains('e-loading-overlay') ||
      widget?.getAttribute('aria-busy') === 'true'
    );
  }, loopId);
}

export const search = (page: Page) => decodeURIComponent(new URL(page.url()).search);

export const filterButton = (page: Page, filterId: string, term: string) =>
  page.locator(`.elementor-element-${filterId} .e-filter-item[data-filter="${term}"]`);
