import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';

const server = useDemoServer();
const browser = useBrowser();

describe('video in lightbox mode', () => {
  it('opens the video in the lightbox through the core action, by click and by keyboard', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      server.url('/pages/interactive/video-lightbox'),
    );
    const youtube: string[] = [];
    await page.route('https://www.youtube.com/**', (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>stub player</title>' });
    });
    await page.setViewportSize({ width: 1024, height: 800 });
    await waitForIsletReady(page);
    const rows = await inspect(page);
    expect(rows.find((row) => row.id === 'vlb0001')).toMatchObject({ status: 'active' });
    expect(rows.find((row) => row.id === 'vlb0003')).toMatchObject({ status: 'skipped' });
    expect(consoleWarnings.filter((w) => w.includes('lightbox options'))).toHaveLength(1);
    await page.locator('.elementor-element-vlb0001 .elementor-custom-embed-image-overlay').click();
    const hosted = page.locator('.pswp__islet-video video');
    await expect.poll(() => hosted.count()).toBe(1);
    expect(await hosted.getAttribute('src')).toMatch(/\/pages\/interactive\/clip\.wav$/);
    // Nothing played inline: the overlay is still in the page.
    expect(
      await page
        .locator('.elementor-element-vlb0001 .elementor-custom-embed-image-overlay')
        .count(),
    ).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => hosted.count()).toBe(0);
    expect(youtube).toEqual([]);
    await page.locator('.elementor-element-vlb0002 .elementor-custom-embed-play').focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('.pswp__islet-video iframe');
    await expect.poll(() => frame.count()).toBe(1);
    expect(await frame.getAttribute('src')).toContain('youtube.com/embed/c67WE-1DYRo');
    expect(pageErrors).toEqual([]);
    // Only the one warning for the video without options. (Chromium also notes that the
    // lightbox's iframe has both `allow` and `allowfullscreen`: that is the lightbox's markup.)
    expect(consoleWarnings.filter((w) => w.startsWith('[islet]'))).toHaveLength(1);
    await page.close();
  });
});
