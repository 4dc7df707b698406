import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Scrolls an infinite-scroll grid's anchor into view until the grid has loaded its last page
 * (`e-load-more-pagination-end`). A test that clicks a button just below such a grid brings it to
 * its end first: the click's scroll brings the anchor into view, and a page the grid appends
 * between the click's pointerdown and its pointerup moves the button from under the pointer, so
 * the click lands elsewhere and loads nothing (it failed so under load).
 */
export async function scrollGridToItsEnd(page: Page, gridId: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((id) => {
        const grid = document.querySelector(`.elementor-element-${id}`)!;
        grid.querySelector('.e-load-more-anchor')?.scrollIntoView({ block: 'end' });
        return grid.classList.contains('e-load-more-pagination-end');
      }, gridId),
    )
    .toBe(true);
}
