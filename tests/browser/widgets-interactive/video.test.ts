import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { hydrationSettled, renderingSteps } from '../page-settled.ts';

const server = useDemoServer();
const browser = useBrowser();

// Local stand-ins for the two services' script interfaces: the tests never reach the services.
const YOUTUBE_STUB = `window.__players = window.__players || [];
window.YT = { loaded: 1, Player: function (target, options) {
  var frame = document.createElement('iframe');
  frame.title = 'YouTube video player';
  target.replaceWith(frame);
  var record = { service: 'youtube', id: options.videoId, host: options.host, vars: options.playerVars, playing: false };
  window.__players.push(record);
  var player = { playVideo: function () { record.playing = true; }, mute: function () { record.muted = true; } };
  setTimeout(function () { options.events.onReady({ target: player }); }, 0);
} };`;
const VIMEO_STUB = `window.__players = window.__players || [];
window.Vimeo = { Player: function (target, options) {
  var record = { service: 'vimeo', id: options.id, autoplay: options.autoplay, playing: false };
  window.__players.push(record);
  this.play = function () { record.playing = true; return Promise.resolve(); };
} };`;

async function openVideos() {
  const scripts: string[] = [];
  const opened = await openPage(
    browser.context(),
    server.url('/pages/interactive/video'),
    async (page: Page) => {
      await page.route('https://www.youtube.com/iframe_api', (route) => {
        scripts.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: YOUTUBE_STUB });
      });
      await page.route('https://player.vimeo.com/api/player.js', (route) => {
        scripts.push(route.request().url());
        return route.fulfill({ contentType: 'text/javascript', body: VIMEO_STUB });
      });
    },
  );
  await waitForIsletReady(opened.page);
  return { ...opened, scripts };
}

const players = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __players?: Record<string, unknown>[] }).__players ?? [],
  );

describe('video widget', () => {
  it('loads the service interface only when its video is about to play, and starts from the overlay', async () => {
    const { page, scripts, pageErrors, consoleWarnings } = await openVideos();
    await hydrationSettled(page);
    await renderingSteps(page);
    expect(scripts).toEqual([]);
    const overlay = page.locator('.elementor-element-vid0001 .elementor-custom-embed-play');
    await overlay.hover();
    await expect.poll(() => scripts).toEqual(['https://www.youtube.com/iframe_api']);
    await overlay.click();
    await expect
      .poll(() => players(page))
      .toEqual([
        {
          service: 'youtube',
          id: 'c67WE-1DYRo',
          host: 'https://www.youtube-nocookie.com',
          vars: expect.objectContaining({ autoplay: 1, start: 5, controls: 1 }),
          playing: true,
        },
      ]);
    expect(
      await page
        .locator('.elementor-element-vid0001 .elementor-custom-embed-image-overlay')
        .count(),
    ).toBe(0);
    expect(await page.locator('.elementor-element-vid0001 iframe').count()).toBe(1);
    // The Vimeo video below the fold loads its interface only when scrolled near.
    expect(scripts).not.toContain('https://player.vimeo.com/api/player.js');
    await page.locator('.elementor-element-vid0004').scrollIntoViewIfNeeded();
    await expect.poll(() => scripts).toContain('https://player.vimeo.com/api/player.js');
    await expect.poll(async () => (await players(page)).length).toBe(2);
    expect((await players(page))[1]).toMatchObject({
      service: 'vimeo',
      id: 235215203,
      autoplay: false,
      playing: false,
    });
    // The broken link: one warning, the widget skipped, the rest working.
    expect(consoleWarnings).toEqual([
      expect.stringMatching(/vid0003 .*"not a video" is not a video address/),
    ]);
    expect((await inspect(page)).find((row) => row.id === 'vid0003')).toMatchObject({
      status: 'skipped',
    });
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('plays a hosted video from its overlay by keyboard, from its start time', async () => {
    const { page, pageErrors } = await openVideos();
    const play = page.locator('.elementor-element-vid0002 .elementor-custom-embed-play');
    await play.focus();
    await page.keyboard.press('Enter');
    expect(
      await page
        .locator('.elementor-element-vid0002 .elementor-custom-embed-image-overlay')
        .count(),
    ).toBe(0);
    await expect
      .poll(() =>
        page
          .locator('.elementor-element-vid0002 video')
          .evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime >= 2),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('VIDEO');
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
