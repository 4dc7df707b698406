import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useElementsDemoServer } from './elements-demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

const classesOf = (page: Page, id: string) =>
  page.evaluate((id) => {
    const element = document.querySelector(`[data-id="${id}"]`)!;
    return ['elementor-invisible', 'animated', 'fadeIn', 'fadeInUp', 'zoomIn'].filter((name) =>
      element.classList.contains(name),
    );
  }, id);

describe('entrance animations on a generated page', () => {
  it('keep an element below the fold hidden until scrolled to, then animate it after its delay', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/elements/entrance'),
      // The page's timers run on Playwright's clock, so the 3 s safety net is passed at once.
      (page) => page.clock.install(),
    );
    try {
      await page.setViewportSize({ width: 1366, height: 700 });
      await waitForIsletReady(page);
      await expect.poll(() => classesOf(page, 'e101')).toEqual(['animated', 'fadeIn']);
      // Longer than the 3 s safety net: with the chunk loaded, nothing is revealed unseen.
      await page.clock.runFor(3300);
      expect(await classesOf(page, 'e201')).toEqual(['elementor-invisible']);
      expect((await inspect(page)).find((row) => row.id === 'e201')?.status).toBe('pending');
      const hiddenStyle = await page.evaluate(
        () => getComputedStyle(document.querySelector('[data-id="e201"]')!).visibility,
      );
      expect(hiddenStyle).toBe('hidden');

      await page.evaluate(() => document.querySelector('[data-id="e201"]')!.scrollIntoView());
      const seenAt = Date.now();
      // The 400 ms delay: still hidden right after it comes into view.
      expect(await classesOf(page, 'e201')).toEqual(['elementor-invisible']);
      await expect.poll(() => classesOf(page, 'e201')).toEqual(['animated', 'fadeInUp']);
      expect(Date.now() - seenAt).toBeGreaterThanOrEqual(350);
      // `none` and an unknown name: shown as printed, no animation classes.
      expect(await classesOf(page, 'e202')).toEqual([]);
      expect(await classesOf(page, 'e203')).toEqual([]);
      expect(consoleWarnings.filter((text) => text.includes('spinForever'))).toHaveLength(1);
      expect(consoleWarnings.filter((text) => text.startsWith('[islet]'))).toHaveLength(1);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('use the device variant on a phone', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/entrance'), (p) =>
      p.setViewportSize({ width: 390, height: 700 }),
    );
    try {
      await waitForIsletReady(page);
      await page.evaluate(() => document.querySelector('[data-id="e300"]')!.scrollIntoView());
      await expect.poll(() => classesOf(page, 'e300')).toEqual(['animated', 'fadeIn']);
    } finally {
      await page.close();
    }
  });

  it('under reduced motion reveal in-view and scrolled-to elements without animation classes', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/entrance'), (p) =>
      p.emulateMedia({ reducedMotion: 'reduce' }),
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(() => classesOf(page, 'e101')).toEqual([]);
      await expect.poll(() => classesOf(page, 'e201')).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('reveal everything without animation when the chunk cannot load', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/entrance'), (p) =>
      p.route(/\/chunks\/entrance-/, (route) => route.abort()),
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(() => classesOf(page, 'e201'), { timeout: 8000 }).toEqual([]);
      expect(await classesOf(page, 'e101')).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
