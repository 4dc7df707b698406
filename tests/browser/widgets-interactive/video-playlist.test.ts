import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

const server = useDemoServer();
const browser = useBrowser();

const PAGE = '/pages/interactive/video-playlist';
const tab = (page: Page, n: number) => page.locator(`.e-tab-title[data-tab="${n}"]`);
const selectedTab = (page: Page) =>
  page.locator('.e-tab-title[aria-selected="true"]').getAttribute('data-tab');
const watched = (page: Page) =>
  page.$$eval('.e-tab-title.watched', (tabs) => tabs.map((t) => t.getAttribute('data-tab')));

describe('video playlist', () => {
  it('selects by keyboard, plays the service video in privacy mode, plays the next after a hosted one ends, keeps watched marks', async () => {
    const context = browser.context();
    const { page, pageErrors, consoleWarnings } = await openPage(context, server.url(PAGE));
    const youtube: string[] = [];
    await page.route('https://www.youtube-nocookie.com/**', (route) => {
      youtube.push(route.request().url());
      return route.fulfill({ contentType: 'text/html', body: '<title>stub player</title>' });
    });
    await page.setViewportSize({ width: 1024, height: 700 });
    await waitForIsletReady(page);
    await expect.poll(() => page.locator('.e-tab-content[data-tab="1"] video').count()).toBe(1);
    expect(youtube).toEqual([]);
    expect(await axeViolations(page, { selector: '.elementor-widget-video-playlist' })).toEqual([]);
    // Arrows move the focus only; Enter selects and plays.
    await tab(page, 1).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-tab'))).toBe('2');
    expect(await selectedTab(page)).toBe('1');
    await page.keyboard.press('Enter');
    expect(await selectedTab(page)).toBe('2');
    expect(await page.locator('.e-tab-content[data-tab="1"]').isVisible()).toBe(false);
    const frame = page.locator('.e-tab-content[data-tab="2"] iframe');
    expect(await frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/c67WE-1DYRo?autoplay=1',
    );
    expect(await watched(page)).toEqual(['2']);
    // Back to the first, a hosted file: when it ends, it is watched and the next one plays.
    await tab(page, 1).click();
    expect(await page.locator('.e-tab-content[data-tab="2"] iframe').count()).toBe(0);
    const video = page.locator('.e-tab-content[data-tab="1"] video');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState))
      .toBeGreaterThan(0);
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      v.currentTime = v.duration - 0.2;
      return v.play();
    });
    await expect.poll(() => selectedTab(page)).toBe('2');
    expect((await watched(page))?.sort()).toEqual(['1', '2']);
    expect(await frame.getAttribute('src')).toContain('autoplay=1');
    expect(youtube).toHaveLength(2);
    expect(await axeViolations(page, { selector: '.elementor-widget-video-playlist' })).toEqual([]);
    // The marks survive a reload.
    await page.reload();
    await waitForIsletReady(page);
    expect((await watched(page))?.sort()).toEqual(['1', '2']);
    expect(pageErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });
});
