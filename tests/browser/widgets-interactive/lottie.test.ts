import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { hydrationSettled, renderingSteps } from '../page-settled.ts';
import { readRecorded, recordedFiles, recordedPath } from '../recorded-fixtures.ts';

const server = useDemoServer();
const browser = useBrowser();

const PAGE = '/pages/interactive/lottie';

/** The square's x position in the rendered SVG (20 at the first frame, 80 at the last). */
const squareX = (page: Page, id: string) =>
  page.evaluate((widget) => {
    const svg = document.querySelector(`.elementor-element-${widget} svg`);
    const match = /matrix\(1,0,0,1,([\d.]+),50\)/.exec(svg?.innerHTML ?? '');
    return match ? Number(match[1]) : null;
  }, id);

async function open(query = '') {
  const opened = await openPage(browser.context(), server.url(PAGE + query));
  await opened.page.setViewportSize({ width: 1024, height: 700 });
  await waitForIsletReady(opened.page);
  return opened;
}

describe('animation player', () => {
  it('plays on load, on click (reversed, by keyboard too) and on hover; a broken file falls back with one warning', async () => {
    const { page, pageErrors, consoleWarnings } = await open();
    // On load, looping: the square moves.
    await expect.poll(() => squareX(page, 'lot0001')).not.toBeNull();
    const first = await squareX(page, 'lot0001');
    await expect.poll(() => squareX(page, 'lot0001')).not.toBe(first);
    // On click, reversed: still at the last frame until clicked, then moving back.
    await expect.poll(() => squareX(page, 'lot0002')).toBe(80);
    // A playing animation would have moved in these frames.
    await renderingSteps(page, 6);
    expect(await squareX(page, 'lot0002')).toBe(80);
    const control = page.locator('.elementor-element-lot0002 .e-lottie__container');
    expect(await control.getAttribute('role')).toBe('button');
    await control.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => squareX(page, 'lot0002')).toBeLessThan(80);
    await expect.poll(() => squareX(page, 'lot0002')).toBe(20);
    // On hover: still until pointed at.
    expect(await squareX(page, 'lot0003')).toBe(20);
    await page.locator('.elementor-element-lot0003').hover();
    await expect.poll(() => squareX(page, 'lot0003')).toBeGreaterThan(20);
    // The broken file.
    expect(await page.locator('.elementor-element-lot0004').getAttribute('class')).toContain(
      'e-lottie--fallback',
    );
    expect(await page.locator('.elementor-element-lot0004 svg').count()).toBe(0);
    const row = (await inspect(page)).find((r) => r.id === 'lot0004');
    expect(row).toMatchObject({ status: 'skipped' });
    expect(consoleWarnings.filter((w) => w.includes('broken.json'))).toHaveLength(1);
    expect(consoleWarnings).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('follows the scroll when bound to it', async () => {
    const { page, pageErrors } = await open();
    const widget = page.locator('.elementor-element-lot0005');
    await widget.scrollIntoViewIfNeeded();
    await page.evaluate(() => {
      const box = document.querySelector('.elementor-element-lot0005')!.getBoundingClientRect();
      scrollBy(0, box.top - innerHeight + 10); // just entering at the bottom
    });
    await expect.poll(() => squareX(page, 'lot0005')).not.toBeNull();
    await expect.poll(() => squareX(page, 'lot0005')).toBeLessThan(25);
    await page.evaluate(() => {
      const box = document.querySelector('.elementor-element-lot0005')!.getBoundingClientRect();
      scrollBy(0, box.top + box.height / 2 - innerHeight / 2); // in the middle
    });
    await expect.poll(() => squareX(page, 'lot0005')).toBeGreaterThan(40);
    expect(await squareX(page, 'lot0005')).toBeLessThan(60);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('loads the player and the file in idle time, before the animation is scrolled to, then plays in view', async () => {
    const { page, pageErrors } = await open('?only=viewport');
    const loaded = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('slide.json')),
      );
    await expect.poll(loaded).toBe(true);
    await expect
      .poll(() =>
        page.evaluate(() =>
          document
            .querySelector('.elementor-element-lot0006')!
            .classList.contains('e-lottie--loaded'),
        ),
      )
      .toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.locator('.elementor-element-lot0006').scrollIntoViewIfNeeded();
    await expect.poll(() => squareX(page, 'lot0006')).toBeGreaterThan(20);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('is not loaded on a page without the widget', async () => {
    const opened = await openPage(browser.context(), server.url('/pages/interactive/mega-menu'));
    const requests: string[] = [];
    opened.page.on('request', (request) => requests.push(request.url()));
    await waitForIsletReady(opened.page);
    await hydrationSettled(opened.page);
    expect(requests.filter((url) => /lottie/.test(url))).toEqual([]);
    await opened.page.close();
  });
});

describe('animation players of the recorded pages', () => {
  const withLottie = recordedFiles.filter((file) =>
    readRecorded(file).includes('widget_type="lottie.'),
  );
  it.each(withLottie)('%s: a file out of reach is skipped with one warning', async (file) => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      server.url(recordedPath(file)),
    );
    await waitForIsletReady(page);
    const rows = (await inspect(page)).filter((row) => row.widgetType === 'lottie.default');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      await page.locator(`.elementor-element-${row.id}`).scrollIntoViewIfNeeded();
    }
    await expect
      .poll(async () =>
        (await inspect(page))
          .filter((row) => row.widgetType === 'lottie.default')
          .every((row) => row.status !== 'pending'),
      )
      .toBe(true);
    // Its file is on the live site, out of reach here: one warning per animation, skipped.
    const final = (await inspect(page)).filter((row) => row.widgetType === 'lottie.default');
    const skipped = final.filter((row) => row.status === 'skipped');
    for (const row of final) expect(['active', 'skipped']).toContain(row.status);
    expect(consoleWarnings.filter((w) => w.includes('could not be played'))).toHaveLength(
      skipped.length,
    );
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
