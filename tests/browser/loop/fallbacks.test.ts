import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { useLoopDemoServer } from './loop-demo-server.ts';
import { filterButton, gridItems, isBusy, search } from './loop-page.ts';

const demo = useLoopDemoServer();
const browser = useBrowser();

const LEGACY = '7f969a2a';
const CAROUSEL = 'c7d8e9f';

describe('filters where refresh-loop cannot answer (generated page)', () => {
  it('an 8-character loop id and a loop carousel refresh from the filtered page', async () => {
    const { page, pageErrors, requests } = await openPage(
      browser.context(),
      demo.url('/pages/loop/fallbacks/'),
    );
    try {
      await waitForIsletReady(page);
      await filterButton(page, 'f5e6f7a', 'news').click();
      await expect.poll(() => search(page)).toBe(`?e-filter-${LEGACY}-category=news`);
      await expect.poll(() => isBusy(page, LEGACY)).toBe(false);
      await expect
        .poll(async () => {
          const items = await gridItems(page, LEGACY);
          return items.length > 0 && items.every((i) => i.classes.includes('category-news'));
        })
        .toBe(true);

      const carouselRow = async () => (await inspect(page)).find((row) => row.id === CAROUSEL);
      await expect.poll(async () => (await carouselRow())?.status).toBe('active');
      await page.evaluate((id) => {
        (window as unknown as { oldCarousel: Element }).oldCarousel = document.querySelector(
          `.elementor-element-${id}`,
        )!;
      }, CAROUSEL);
      await filterButton(page, 'f6a7b8c', 'decor').click();
      await expect
        .poll(() =>
          page.evaluate((id) => {
            const slides = [...document.querySelectorAll(`.elementor-element-${id} .swiper-slide`)];
            return (
              slides.length > 0 &&
              slides.every((slide) => slide.classList.contains('product_cat-decor'))
            );
          }, CAROUSEL),
        )
        .toBe(true);
      // A new widget element: the old slider was disconnected and @islet/carousel connected anew.
      expect(
        await page.evaluate(
          () => (window as unknown as { oldCarousel: Element }).oldCarousel.isConnected,
        ),
      ).toBe(false);
      await expect.poll(async () => (await carouselRow())?.status).toBe('active');
      expect(requests.filter((url) => url.includes('refresh-loop'))).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
