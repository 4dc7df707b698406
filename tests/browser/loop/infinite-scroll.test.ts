import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { renderingSteps } from '../page-settled.ts';
import { useLoopDemoServer } from './loop-demo-server.ts';
import { filterButton, gridItems, isBusy, scrollGridToItsEnd, titles } from './loop-page.ts';

const demo = useLoopDemoServer();
const browser = useBrowser();

const GRID = 'd4e5f6a';
const POSTS_WIDGET = 'e5f6a7b';
const FILTER = 'f4d5e6f';

const endClass = (id: string) =>
  `document.querySelector('.elementor-element-${id}').classList.contains('e-load-more-pagination-end')`;

const scrollToAnchor = (page: Page) =>
  page.evaluate((id) => {
    document
      .querySelector(`.elementor-element-${id} .e-load-more-anchor`)!
      .scrollIntoView({ block: 'end' });
  }, GRID);

/** The next-page requests of load more and infinite scroll, as `?e-page-<widget>=<n>`. */
function pageRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { search } = new URL(request.url());
    if (search.includes('e-page-')) seen.push(decodeURIComponent(search));
  });
  return seen;
}

describe('infinite scroll and the posts widget (generated page)', () => {
  it('scrolling to the anchor loads the next pages until the last, and follows a filter refresh', async () => {
    // Short enough that the anchor starts below the fold.
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/loop/infinite/'),
      (p) => p.setViewportSize({ width: 1200, height: 500 }),
    );
    try {
      await waitForIsletReady(page);
      // With the anchor below the fold, nothing loads on its own: a few frames later still 6.
      await renderingSteps(page, 4);
      expect(await titles(page, GRID)).toHaveLength(6);
      await scrollToAnchor(page);
      await expect.poll(async () => (await titles(page, GRID)).length).toBe(12);
      await scrollToAnchor(page);
      await expect.poll(async () => (await titles(page, GRID)).length).toBe(18);
      await scrollToAnchor(page);
      // 23 published posts: the fourth page has 5, and then the list ends.
      await expect.poll(async () => (await titles(page, GRID)).length).toBe(23);
      await expect.poll(() => page.evaluate(endClass(GRID))).toBe(true);
      expect(new Set(await titles(page, GRID)).size).toBe(23);

      // A filter refresh brings a new anchor; scrolling continues from it (#35551).
      await page.evaluate(() => window.scrollTo(0, 0));
      await filterButton(page, FILTER, 'tips').click();
      await expect.poll(() => isBusy(page, GRID)).toBe(false);
      await expect.poll(() => page.evaluate(endClass(GRID))).toBe(false);
      await expect
        .poll(async () =>
          (await gridItems(page, GRID)).every((i) => i.classes.includes('category-tips')),
        )
        .toBe(true);
      // Seven posts in "tips": page 1 shows six, scrolling brings the seventh and the end.
      expect(await titles(page, GRID)).toHaveLength(6);
      await scrollToAnchor(page);
      await expect.poll(async () => (await titles(page, GRID)).length).toBe(7);
      expect((await gridItems(page, GRID)).every((i) => i.classes.includes('category-tips'))).toBe(
        true,
      );
      await expect.poll(() => page.evaluate(endClass(GRID))).toBe(true);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('the posts widget loads more articles by button', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/loop/infinite/'),
    );
    try {
      await waitForIsletReady(page);
      expect(await titles(page, POSTS_WIDGET)).toHaveLength(3);
      // The infinite-scroll grid sits right above: at its end first, so only the posts widget's
      // pages may be requested while the button is clicked.
      await scrollGridToItsEnd(page, GRID);
      await expect.poll(() => isBusy(page, GRID)).toBe(false);
      const requested = pageRequests(page);
      const button = page.locator(
        `.elementor-element-${POSTS_WIDGET} .elementor-button-wrapper a.elementor-button`,
      );
      await button.click();
      await expect.poll(async () => (await titles(page, POSTS_WIDGET)).length).toBe(6);
      await button.click();
      await expect.poll(async () => (await titles(page, POSTS_WIDGET)).length).toBe(9);
      expect(new Set(await titles(page, POSTS_WIDGET)).size).toBe(9);
      expect(requested).toEqual([`?e-page-${POSTS_WIDGET}=2`, `?e-page-${POSTS_WIDGET}=3`]);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
