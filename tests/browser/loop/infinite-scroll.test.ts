import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { renderingSteps } from '../page-settled.ts';
import { useLoopDemoServer } from './loop-demo-server.ts';
import { filterButton, gridItems, isBusy, titles } from './loop-page.ts';

const demo = useLoopDemoServer();
const browser = useBrowser();

const GRID = 'd4e5f6a';
const POSTS_WIDGET = 'e5f6a7b';
const FILTER = 'f4d5e6f';

const endClass = (id: string) =>
  `document.querySelector('.elementor-element-${id}').classList.contains('e-load-more-pagination-end')`;

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
      const scrollToAnchor = () =>
        page.evaluate((id) => {
          document
            .querySelector(`.elementor-element-${id} .e-load-more-anchor`)!
            .scrollIntoView({ block: 'end' });
        }, GRID);
      await scrollToAnchor();
      await expect.poll(async () => (await titles(page, GRID)).length).toBe(12);
      await scrollToAnchor();
      await expect.poll(async () => (await titles(page, GRID)).length).toBe(18);
      await scrollToAnchor();
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
      await scrollToAnchor();
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
      const button = page.locator(`.elementor-element-${POSTS_WIDGET} .e-load-more-container a`);
      await button.click();
      await expect.poll(async () => (await titles(page, POSTS_WIDGET)).length).toBe(6);
      await button.click();
      await expect.poll(async () => (await titles(page, POSTS_WIDGET)).length).toBe(9);
      expect(new Set(await titles(page, POSTS_WIDGET)).size).toBe(9);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
