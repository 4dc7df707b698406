import type { Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useLoopDemoServer } from './loop-demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { renderingSteps } from '../page-settled.ts';
import { axeViolations } from '../axe.ts';
import { filterButton, gridItems, isBusy, search, titles } from './loop-page.ts';

const demo = useLoopDemoServer();
const browser = useBrowser();

const POSTS = 'a1b2c3d';
const PRODUCTS = 'b2c3d4e';
const CATEGORY = 'f1a2b3c';
const TAGS = 'f2b3c4d';
const PRODUCT_CATS = 'f3c4d5e';

async function open(path = '/pages/loop/two-grids/') {
  const opened = await openPage(browser.context(), demo.url(path));
  await waitForIsletReady(opened.page);
  return opened;
}

describe('loop grids with taxonomy filters (generated page)', () => {
  it('AND and OR filters rewrite the URL and refresh the right grid, overlay removed', async () => {
    const { page, pageErrors, consoleWarnings } = await open();
    try {
      const productsBefore = await titles(page, PRODUCTS);
      // Tags: multiple selection with AND.
      await filterButton(page, TAGS, 'family').click();
      await filterButton(page, TAGS, 'winter').click();
      await expect.poll(() => search(page)).toBe(`?e-filter-${POSTS}-post_tag=family+winter`);
      await expect.poll(() => isBusy(page, POSTS)).toBe(false);
      await expect
        .poll(async () =>
          (await gridItems(page, POSTS)).map(
            (item) => item.classes.includes('tag-family') && item.classes.includes('tag-winter'),
          ),
        )
        .toEqual([true, true]);
      expect(await filterButton(page, TAGS, '__all').getAttribute('aria-pressed')).toBe('false');
      expect(await titles(page, PRODUCTS)).toEqual(productsBefore);

      // Products: multiple selection with OR, while the posts filter stays in the URL.
      await filterButton(page, PRODUCT_CATS, 'music').click();
      await filterButton(page, PRODUCT_CATS, 'decor').click();
      await expect
        .poll(() => search(page))
        .toBe(
          `?e-filter-${POSTS}-post_tag=family+winter&e-filter-${PRODUCTS}-product_cat=music~decor`,
        );
      await expect.poll(() => isBusy(page, PRODUCTS)).toBe(false);
      await expect
        .poll(async () => {
          const items = await gridItems(page, PRODUCTS);
          return (
            items.length > 0 &&
            items.every(
              (i) =>
                i.classes.includes('product_cat-music') || i.classes.includes('product_cat-decor'),
            )
          );
        })
        .toBe(true);
      const productClasses = (await gridItems(page, PRODUCTS)).flatMap((item) => item.classes);
      expect(productClasses).toContain('product_cat-music');

      // Single selection: another category replaces the first.
      await filterButton(page, CATEGORY, 'news').click();
      await filterButton(page, CATEGORY, 'tips').click();
      await expect.poll(() => search(page)).toContain(`e-filter-${POSTS}-category=tips`);
      expect(await filterButton(page, CATEGORY, 'news').getAttribute('aria-pressed')).toBe('false');
      // Focus stays on the pressed button.
      expect(
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.filter),
      ).toBe('tips');

      // Back to All removes the posts' category parameter only.
      await filterButton(page, CATEGORY, '__all').click();
      await expect.poll(() => search(page)).not.toContain('category=');
      expect(search(page)).toContain('post_tag=family+winter');
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
      expect(await axeViolations(page, { selector: `.elementor-element-${TAGS}` })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('Back and Forward restore the filter state and the grid', async () => {
    const { page, pageErrors } = await open();
    try {
      const initial = await titles(page, POSTS);
      await filterButton(page, CATEGORY, 'travel').click();
      await expect.poll(() => search(page)).toBe(`?e-filter-${POSTS}-category=travel`);
      await expect.poll(() => isBusy(page, POSTS)).toBe(false);
      const travel = await titles(page, POSTS);
      expect(travel).not.toEqual(initial);

      await page.goBack();
      await expect.poll(() => search(page)).toBe('');
      await expect.poll(() => titles(page, POSTS)).toEqual(initial);
      expect(await filterButton(page, CATEGORY, '__all').getAttribute('aria-pressed')).toBe('true');
      expect(await filterButton(page, CATEGORY, 'travel').getAttribute('aria-pressed')).toBe(
        'false',
      );

      await page.goForward();
      await expect.poll(() => titles(page, POSTS)).toEqual(travel);
      expect(await filterButton(page, CATEGORY, 'travel').getAttribute('aria-pressed')).toBe(
        'true',
      );
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a page opened with filter parameters starts in that state', async () => {
    const { page } = await open(`/pages/loop/two-grids/?e-filter-${POSTS}-post_tag=camping+family`);
    try {
      expect(await filterButton(page, TAGS, 'camping').getAttribute('aria-pressed')).toBe('true');
      // Adding a term merges with the state read from the URL, without a refresh at load.
      await filterButton(page, TAGS, 'summer').click();
      await expect
        .poll(() => search(page))
        .toBe(`?e-filter-${POSTS}-post_tag=camping+family+summer`);
    } finally {
      await page.close();
    }
  });

  it('load more by button appends the next page, and after a filter starts from the new anchor', async () => {
    const { page, pageErrors } = await open();
    try {
      const first = await titles(page, POSTS);
      expect(first).toHaveLength(4);
      const button = page.locator(
        `.elementor-element-${POSTS} .elementor-button-wrapper a.elementor-button`,
      );
      await button.click();
      await expect.poll(async () => (await titles(page, POSTS)).length).toBe(8);
      expect((await titles(page, POSTS)).slice(0, 4)).toEqual(first);
      // The click did not jump: href="#" is prevented.
      expect(new URL(page.url()).hash).toBe('');

      await filterButton(page, CATEGORY, 'news').click();
      await expect.poll(() => isBusy(page, POSTS)).toBe(false);
      await expect
        .poll(async () =>
          (await gridItems(page, POSTS)).every((i) => i.classes.includes('category-news')),
        )
        .toBe(true);
      const newsCount = (await titles(page, POSTS)).length;
      await button.click();
      await expect.poll(async () => (await titles(page, POSTS)).length).toBeGreaterThan(newsCount);
      // Page 2 of the filtered list: the filter went with the request (#30327).
      expect((await gridItems(page, POSTS)).every((i) => i.classes.includes('category-news'))).toBe(
        true,
      );
      await expect
        .poll(() =>
          page.evaluate(
            (id) =>
              document
                .querySelector(`.elementor-element-${id}`)!
                .classList.contains('e-load-more-pagination-end'),
            POSTS,
          ),
        )
        .toBe(true);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('AJAX pagination keeps the active filter and updates e-page in the URL', async () => {
    const { page, pageErrors } = await open();
    try {
      await filterButton(page, PRODUCT_CATS, 'clothing').click();
      await filterButton(page, PRODUCT_CATS, 'accessories').click();
      await expect.poll(() => isBusy(page, PRODUCTS)).toBe(false);
      await expect
        .poll(() => search(page))
        .toBe(`?e-filter-${PRODUCTS}-product_cat=clothing~accessories`);
      const pageOne = await titles(page, PRODUCTS);
      // Click the inner span of the link (the original broke on that).
      await page
        .locator(`.elementor-element-${PRODUCTS} a.page-numbers >> text=2`)
        .locator('span')
        .click({ force: true });
      await expect.poll(() => search(page)).toContain(`e-page-${PRODUCTS}=2`);
      expect(search(page)).toContain(`e-filter-${PRODUCTS}-product_cat=clothing~accessories`);
      await expect.poll(() => isBusy(page, PRODUCTS)).toBe(false);
      await expect.poll(() => titles(page, PRODUCTS)).not.toEqual(pageOne);
      const items = await gridItems(page, PRODUCTS);
      expect(
        items.every(
          (i) =>
            i.classes.includes('product_cat-clothing') ||
            i.classes.includes('product_cat-accessories'),
        ),
      ).toBe(true);
      expect(
        await page.locator(`.elementor-element-${PRODUCTS} .page-numbers.current`).textContent(),
      ).toContain('2');

      await page.goBack();
      await expect.poll(() => search(page)).not.toContain('e-page');
      await expect.poll(() => titles(page, PRODUCTS)).toEqual(pageOne);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('20 rapid filter clicks end with the grid of the last click, whatever order answers arrive in', async () => {
    const { page, pageErrors } = await open();
    try {
      let n = 0;
      // Every refresh the page sent, and those it has heard the end of (answered or aborted).
      const refreshes = { sent: 0, over: 0 };
      const isRefresh = (request: Request) =>
        request.url().includes('/elementor-pro/v1/refresh-loop');
      page.on('request', (request) => void (isRefresh(request) && refreshes.sent++));
      const over = (request: Request) => void (isRefresh(request) && refreshes.over++);
      page.on('requestfinished', over);
      page.on('requestfailed', over);
      // The server's latency: earlier requests answer later, so a stale answer arrives last and
      // must not win.
      await page.route('**/elementor-pro/v1/refresh-loop', async (route) => {
        const delay = 300 + Math.max(0, 600 - n++ * 30);
        await new Promise((resolve) => setTimeout(resolve, delay));
        await route.continue().catch(() => undefined);
      });
      const terms = ['news', 'tips', 'travel', 'recipes', 'events'];
      await page.evaluate(
        ({ id, sequence }) => {
          for (const term of sequence)
            document
              .querySelector<HTMLElement>(`.elementor-element-${id} [data-filter="${term}"]`)!
              .click();
        },
        { id: CATEGORY, sequence: Array.from({ length: 20 }, (_, i) => terms[(i * 3 + 1) % 5]!) },
      );
      const last = terms[(19 * 3 + 1) % 5]!;
      // Every answer takes at least 300 ms: the overlay is on meanwhile.
      expect(await isBusy(page, POSTS)).toBe(true);
      await expect.poll(() => search(page)).toBe(`?e-filter-${POSTS}-category=${last}`);
      await expect.poll(() => isBusy(page, POSTS), { timeout: 10_000 }).toBe(false);
      // The stale answers have all arrived too, and the frames after them ran: had one won, the
      // grid would show it now.
      await expect.poll(() => refreshes.sent - refreshes.over, { timeout: 10_000 }).toBe(0);
      await renderingSteps(page);
      const items = await gridItems(page, POSTS);
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((i) => i.classes.includes(`category-${last}`))).toBe(true);
      expect(await isBusy(page, POSTS)).toBe(false);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
