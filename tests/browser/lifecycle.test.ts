import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-server.ts';
import { openPage, useBrowser } from './harness.ts';
import { inspect, waitForIsletReady } from './islet-api.ts';

const demo = useDemoServer();
const browser = useBrowser();

describe('lifecycle in the browser', () => {
  it('follows the device as the viewport changes, with the site CSS breakpoints', async () => {
    const { page, pageErrors } = await openPage(browser.context(), demo.url('/generated/?count=3'));
    try {
      await waitForIsletReady(page);
      const mode = () => page.evaluate(() => document.body.dataset.elementorDeviceMode);
      for (const [width, device] of [
        [500, 'mobile'],
        [767, 'mobile'],
        [768, 'tablet'],
        [1024, 'tablet'],
        [1025, 'desktop'],
      ] as const) {
        await page.setViewportSize({ width, height: 700 });
        await expect.poll(mode).toBe(device);
      }
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('connects inserted elements and disconnects removed ones, listeners included', async () => {
    const { page, pageErrors } = await openPage(browser.context(), demo.url('/generated/?count=3'));
    try {
      await waitForIsletReady(page);
      await page.evaluate(() => {
        const first = document.querySelector<HTMLElement>(
          '[data-widget_type="islet-demo.default"]',
        )!;
        const copy = first.cloneNode(true) as HTMLElement;
        copy.dataset.id = 'fff0001';
        copy.classList.remove('islet-demo--active');
        copy.dataset.settings = JSON.stringify({ label: 'Inserted', start: 5 });
        first.parentElement!.append(copy);
      });
      const inserted = page.locator('[data-id="fff0001"]');
      await expect.poll(() => inserted.getAttribute('class')).toContain('islet-demo--active');
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === 'fff0001')?.status)
        .toBe('active');
      const button = inserted.locator('.islet-demo__button');
      const count = inserted.locator('.islet-demo__count');
      await button.click();
      await expect.poll(() => count.textContent()).toBe('6');

      // Detach it, keep a handle, and click: a released listener no longer counts.
      await page.evaluate(() => {
        const element = document.querySelector('[data-id="fff0001"]')!;
        (window as unknown as { detached: Element }).detached = element;
        element.remove();
      });
      await expect
        .poll(async () => (await inspect(page)).some((row) => row.id === 'fff0001'))
        .toBe(false);
      const after = await page.evaluate(() => {
        const element = (window as unknown as { detached: HTMLElement }).detached;
        element.querySelector<HTMLButtonElement>('.islet-demo__button')!.click();
        return {
          count: element.querySelector('.islet-demo__count')!.textContent,
          active: element.classList.contains('islet-demo--active'),
        };
      });
      expect(after).toEqual({ count: '6', active: false });
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
