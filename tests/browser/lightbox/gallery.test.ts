import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { recordedPath } from '../recorded-fixtures.ts';
import type { LayoutShiftEntry } from '../layout-shift.ts';

const demo = useDemoServer();
const browser = useBrowser();

const ITEMS = '[data-id="ga11e71"] .e-gallery-item';
const galleryPage = (settings: Record<string, unknown> = {}, query = '') =>
  demo.url(
    `/pages/lightbox/gallery?settings=${encodeURIComponent(JSON.stringify(settings))}${query}`,
  );

const boxes = (page: Page) =>
  page.$$eval(ITEMS, (items) =>
    items
      .filter((item) => getComputedStyle(item).display !== 'none')
      .map((item) => {
        const r = item.getBoundingClientRect();
        return {
          x: Math.round(r.x),
          y: Math.round(r.y),
          w: Math.round(r.width),
          h: Math.round(r.height),
        };
      }),
  );

const overlaps = (list: Array<{ x: number; y: number; w: number; h: number }>) =>
  list.some((a, i) =>
    list.some(
      (b, j) =>
        i < j &&
        a.x < b.x + b.w - 1 &&
        b.x < a.x + a.w - 1 &&
        a.y < b.y + b.h - 1 &&
        b.y < a.y + a.h - 1,
    ),
  );

async function laidOut(page: Page) {
  await waitForIsletReady(page);
  await expect
    .poll(async () => (await inspect(page)).find((row) => row.id === 'ga11e71')?.status)
    .toBe('active');
}

describe('gallery', () => {
  it('grid: columns per device, the aspect ratio from the settings', async () => {
    const { page, pageErrors } = await openPage(browser.context(), galleryPage());
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await laidOut(page);
      let list = await boxes(page);
      expect(new Set(list.map((box) => box.x)).size).toBe(4);
      // 3:2 tiles.
      expect(list[0]!.h / list[0]!.w).toBeCloseTo(2 / 3, 1);
      await page.setViewportSize({ width: 900, height: 800 });
      await expect.poll(async () => new Set((await boxes(page)).map((box) => box.x)).size).toBe(2);
      list = await boxes(page);
      expect(overlaps(list)).toBe(false);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  for (const layout of ['masonry', 'justified'] as const) {
    it(`${layout}: laid out from the server's sizes, no overlap, nothing moves as images load`, async () => {
      const { page, pageErrors } = await openPage(
        browser.context(),
        galleryPage({ gallery_layout: layout, columns: 3, ideal_row_height: { size: 150 } }),
        (page) =>
          page.addInitScript(() => {
            const win = window as unknown as { shift: number };
            win.shift = 0;
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as LayoutShiftEntry[])
                if (
                  (entry.sources ?? []).some((s) =>
                    (s.node instanceof Element ? s.node : s.node?.parentElement)?.closest(
                      '.elementor-widget-gallery',
                    ),
                  )
                )
                  win.shift += entry.value;
            }).observe({ type: 'layout-shift', buffered: true });
          }),
      );
      try {
        await page.setViewportSize({ width: 1200, height: 800 });
        await laidOut(page);
        const before = await boxes(page);
        expect(before).toHaveLength(8);
        expect(overlaps(before)).toBe(false);
        if (layout === 'masonry') expect(new Set(before.map((box) => box.x)).size).toBe(3);
        else expect(new Set(before.map((box) => box.y)).size).toBeGreaterThan(1);
        // Every image in: same boxes.
        await expect
          .poll(() => page.$$eval(`${ITEMS} .e-gallery-image-loaded`, (images) => images.length))
          .toBe(8);
        expect(await boxes(page)).toEqual(before);
        const containerHeight = await page.$eval(
          '[data-id="ga11e71"] .elementor-gallery__container',
          (el) => el.getBoundingClientRect().height,
        );
        expect(
          Math.max(...before.map((box) => box.y + box.h)) - Math.min(...before.map((box) => box.y)),
        ).toBeLessThanOrEqual(Math.ceil(containerHeight) + 1);
        expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
        expect(pageErrors.map(String)).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }

  it('lazy: images far below load only when scrolled near', async () => {
    const { page } = await openPage(browser.context(), galleryPage({ columns: 2 }, '&count=40'));
    try {
      await page.setViewportSize({ width: 1000, height: 700 });
      await laidOut(page);
      const loaded = (index: number) =>
        page.$eval(`${ITEMS} >> nth=${index}`, (item) =>
          item.querySelector('.e-gallery-image')!.classList.contains('e-gallery-image-loaded'),
        );
      await expect.poll(() => loaded(0)).toBe(true);
      expect(await loaded(39)).toBe(false);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect.poll(() => loaded(39)).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('filter bar: shows one tag, marks the pressed title, and the lightbox follows the filter', async () => {
    const { page, pageErrors } = await openPage(browser.context(), galleryPage({}, '&filter=1'));
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await laidOut(page);
      const red = page.locator('.elementor-gallery-title[data-gallery-index="Red"]');
      await red.click();
      await expect.poll(async () => (await boxes(page)).length).toBe(4);
      expect(await red.getAttribute('aria-pressed')).toBe('true');
      expect(
        await page
          .locator('.elementor-gallery-title[data-gallery-index="all"]')
          .getAttribute('aria-pressed'),
      ).toBe('false');
      expect(overlaps(await boxes(page))).toBe(false);
      // Keyboard: Space on a title.
      await page.focus('.elementor-gallery-title[data-gallery-index="Green"]');
      await page.keyboard.press('Space');
      await expect.poll(async () => (await boxes(page)).length).toBe(2);
      await page.click(`${ITEMS}:not(.e-gallery-item--hidden) >> nth=0`);
      await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe('1 / 2');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('skips a gallery without images with one warning', async () => {
    const { page, consoleWarnings } = await openPage(
      browser.context(),
      galleryPage({}, '&count=0'),
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === 'ga11e71')?.status)
        .toBe('skipped');
      expect(consoleWarnings.filter((text) => text.includes('ga11e71'))).toHaveLength(1);
    } finally {
      await page.close();
    }
  });
});

describe('gallery and lightbox on recorded pages', () => {
  it('a recorded gallery opens its images in the lightbox with their titles', async () => {
    const file =
      'ayyazahmad__grandwestvet.com__advanced-digital-radiography-at-grand-ave-vet-clinic_index.html';
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url(recordedPath(file)),
    );
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await waitForIsletReady(page);
      const links = page.locator('[data-id="0f2025d"] a.e-gallery-item');
      const count = await links.count();
      // From the keyboard: the recorded page's own layout may cover the link for a pointer.
      await links.nth(1).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe(`2 / ${count}`);
      expect(await page.locator('.pswp__islet-title').textContent()).toBe(
        await links.nth(1).getAttribute('data-elementor-lightbox-title'),
      );
      await expect
        .poll(() =>
          page.evaluate(() => !!document.querySelector('.pswp')?.contains(document.activeElement)),
        )
        .toBe(true);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe(`3 / ${count}`);
      await page.keyboard.press('Escape');
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.activeElement?.getAttribute('data-elementor-lightbox-slideshow'),
          ),
        )
        .toBe('0f2025d');
      expect(pageErrors.map(String)).toEqual([]);
      // Other features' warnings on this page are theirs; none may come from the gallery or lightbox.
      expect(consoleWarnings.filter((text) => /0f2025d|lightbox/.test(text))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a recorded image carousel opens its slides as one slideshow', async () => {
    const file = 'samedaydaas__samedaydaas.github.io__index.html';
    const { page, pageErrors } = await openPage(browser.context(), demo.url(recordedPath(file)));
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await waitForIsletReady(page);
      const link = page.locator('[data-id="334ae1b0"] a[data-elementor-open-lightbox] >> nth=0');
      await link.scrollIntoViewIfNeeded();
      await link.dispatchEvent('click');
      await expect.poll(() => page.locator('.pswp__counter').textContent()).toBe('1 / 6');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('recorded action links open a hosted video and an image with its title', async () => {
    const file = 'health-solution__health-solution.github.io__index.html';
    const { page, pageErrors } = await openPage(browser.context(), demo.url(recordedPath(file)));
    try {
      await page.setViewportSize({ width: 1280, height: 800 });
      await waitForIsletReady(page);
      const links = page.locator('a[href^="#elementor-action%3Aaction%3Dlightbox"]');
      // The video link is the one whose decoded settings say `"type":"video"`.
      const index = await links.evaluateAll((all) =>
        all.findIndex((link) =>
          atob(
            decodeURIComponent(link.getAttribute('href')!.split('%3D').slice(2).join('=')),
          ).includes('"video"'),
        ),
      );
      expect(index).toBeGreaterThanOrEqual(0);
      await links.nth(index).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.querySelector('.pswp video')?.getAttribute('src')))
        .toBe('http://localhost/wp-content/uploads/20201108485.mp4');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => !!document.querySelector('.pswp'))).toBe(false);
      const imageIndex = index === 0 ? 1 : 0;
      await links.nth(imageIndex).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.locator('.pswp__islet-title').textContent())
        .toBe('德立康养微信公众号');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
