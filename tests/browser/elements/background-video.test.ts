import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { useElementsDemoServer } from './elements-demo-server.ts';
import { VIMEO_STUB } from './vimeo-stub.ts';
import { YOUTUBE_STUB } from './youtube-stub.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

function hosted(page: Page, id: string) {
  return page.evaluate((id) => {
    const video = document.querySelector<HTMLVideoElement>(`[data-id="${id}"] video`)!;
    return { src: video.getAttribute('src'), paused: video.paused, time: video.currentTime };
  }, id);
}

/** Resolves once the page has answered an observer of the box (as the runtime's, made earlier). */
const boxObserved = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      new Promise<void>((resolve) =>
        new IntersectionObserver(() => resolve(), { rootMargin: '300px 0px' }).observe(
          document.querySelector(`[data-id="${id}"] .elementor-background-video-container`)!,
        ),
      ),
    id,
  );

const scrollTo = (page: Page, id: string) =>
  page.evaluate((id) => document.querySelector(`[data-id="${id}"]`)!.scrollIntoView(), id);

describe('background video', () => {
  it('loads a hosted file near the viewport, plays it in view and pauses it out of view', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/elements/video'),
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await hosted(page, 'v100')).paused).toBe(false);
      expect((await hosted(page, 'v100')).src).toBe('/pages/elements/media/silence.wav');
      await expect.poll(async () => (await hosted(page, 'v100')).time).toBeGreaterThan(0.2);
      // Far below: not even loaded yet.
      expect((await hosted(page, 'v200')).src).toBeNull();

      await scrollTo(page, 'v200');
      await expect.poll(async () => (await hosted(page, 'v200')).paused).toBe(false);
      await expect.poll(async () => (await hosted(page, 'v100')).paused).toBe(true);
      const pausedAt = (await hosted(page, 'v100')).time;
      // While the other one plays on, this one stays where it paused.
      const playing = (await hosted(page, 'v200')).time;
      await expect
        .poll(async () => (await hosted(page, 'v200')).time)
        .toBeGreaterThan(playing + 0.3);
      expect((await hosted(page, 'v100')).time).toBe(pausedAt);

      await scrollTo(page, 'v100');
      await expect.poll(async () => (await hosted(page, 'v100')).paused).toBe(false);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('starts at the start time and loops back to it at the end time', async () => {
    const { page } = await openPage(
      browser.context(),
      demo.url('/pages/elements/video?start=2&end=3'),
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await hosted(page, 'v100')).src)
        .toBe('/pages/elements/media/silence.wav#t=2,3');
      await expect.poll(async () => (await hosted(page, 'v100')).time).toBeGreaterThan(2.5);
      // Past the end it goes back to 2 s, not to 0 s, and keeps playing.
      await page.evaluate(() => {
        const video = document.querySelector<HTMLVideoElement>('[data-id="v100"] video')!;
        const times: number[] = [];
        video.addEventListener('timeupdate', () => times.push(video.currentTime));
        (window as unknown as { videoTimes: number[] }).videoTimes = times;
      });
      const times = () =>
        page.evaluate(() => (window as unknown as { videoTimes: number[] }).videoTimes);
      await expect
        .poll(async () => (await times()).some((time, index, all) => time < all[index - 1]!), {
          timeout: 5000,
        })
        .toBe(true);
      expect(Math.min(...(await times()))).toBeGreaterThanOrEqual(2);
      expect(Math.max(...(await times()))).toBeLessThan(3.3);
      expect((await hosted(page, 'v100')).paused).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('does not play under reduced motion: the start frame stays', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/video'), (p) =>
      p.emulateMedia({ reducedMotion: 'reduce' }),
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await hosted(page, 'v100')).src)
        .toBe('/pages/elements/media/silence.wav');
      // Loaded far enough to play, had it been asked to.
      await expect
        .poll(() =>
          page.evaluate(
            () => document.querySelector<HTMLVideoElement>('[data-id="v100"] video')!.readyState,
          ),
        )
        .toBeGreaterThanOrEqual(1);
      expect(await hosted(page, 'v100')).toEqual({
        src: '/pages/elements/media/silence.wav',
        paused: true,
        time: 0,
      });
    } finally {
      await page.close();
    }
  });

  it('pauses when reduced motion is switched on during the visit, and plays again when off', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/video'));
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await hosted(page, 'v100')).paused).toBe(false);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect.poll(async () => (await hosted(page, 'v100')).paused).toBe(true);
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect.poll(async () => (await hosted(page, 'v100')).paused).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('plays on a phone only when set to play on mobile', async () => {
    for (const [query, plays] of [
      ['', false],
      ['?mobile=1', true],
    ] as const) {
      const { page } = await openPage(
        browser.context(),
        demo.url(`/pages/elements/video${query}`),
        (p) => p.setViewportSize({ width: 390, height: 800 }),
      );
      try {
        await waitForIsletReady(page);
        if (plays) await expect.poll(async () => (await hosted(page, 'v100')).paused).toBe(false);
        else {
          await boxObserved(page, 'v100');
          expect(await hosted(page, 'v100')).toEqual({ src: null, paused: true, time: 0 });
        }
      } finally {
        await page.close();
      }
    }
  });

  it('plays a YouTube video through its API, loaded once, paused out of view', async () => {
    const apiRequests: string[] = [];
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/elements/video?kind=youtube&start=4'),
      (p) =>
        p.route('https://www.youtube.com/iframe_api', (route) => {
          apiRequests.push(route.request().url());
          return route.fulfill({ contentType: 'text/javascript', body: YOUTUBE_STUB });
        }),
    );
    const calls = () =>
      page.evaluate(() => (window as unknown as { ytCalls: unknown[][] }).ytCalls ?? []);
    try {
      await waitForIsletReady(page);
      await expect.poll(calls).toContainEqual(['playVideo']);
      const created = (await calls()).filter((call) => call[0] === 'new');
      // Only the section in view has a player; the one far below waits.
      expect(created).toEqual([
        ['new', 'XHOmBV4js_E', expect.objectContaining({ start: 4, mute: 1, controls: 0 })],
      ]);
      const box = page.locator('[data-id="v100"] .elementor-background-video-container');
      await expect
        .poll(() => box.getAttribute('class'))
        .toBe('elementor-background-video-container');
      // The iframe covers the section.
      const cover = await page.evaluate(() => {
        const frame = document.querySelector('[data-id="v100"] iframe')!.getBoundingClientRect();
        const section = document.querySelector('[data-id="v100"]')!.getBoundingClientRect();
        return frame.width >= section.width - 1 && frame.height >= section.height - 1;
      });
      expect(cover).toBe(true);

      await scrollTo(page, 'v200');
      await expect.poll(calls).toContainEqual(['pauseVideo']);
      await expect
        .poll(async () => (await calls()).filter((call) => call[0] === 'new').length)
        .toBe(2);
      expect(apiRequests).toHaveLength(1);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('plays a Vimeo video in background mode, jumping to the start time and looping at the end', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/elements/video?kind=vimeo&start=4&end=9'),
      (p) =>
        p.route('https://player.vimeo.com/api/player.js', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: VIMEO_STUB }),
        ),
    );
    const calls = () =>
      page.evaluate(() => (window as unknown as { vimeoCalls: unknown[][] }).vimeoCalls ?? []);
    try {
      await waitForIsletReady(page);
      await expect.poll(calls).toContainEqual(['play']);
      const created = (await calls()).find((call) => call[0] === 'new');
      expect(created?.[1]).toMatchObject({
        url: 'https://vimeo.com/235215203',
        background: true,
        muted: true,
        loop: true,
      });
      expect(await calls()).toContainEqual(['setCurrentTime', 4]);
      await page.evaluate(() =>
        (
          window as unknown as { vimeoPlayer: { emit(n: string, d: object): void } }
        ).vimeoPlayer.emit('timeupdate', { seconds: 9.2 }),
      );
      expect((await calls()).filter((call) => call[0] === 'setCurrentTime')).toHaveLength(2);
      await expect
        .poll(() =>
          page.evaluate(() =>
            document
              .querySelector('[data-id="v100"] iframe')!
              .classList.contains('elementor-background-video-embed'),
          ),
        )
        .toBe(true);
      await scrollTo(page, 'v200');
      await expect.poll(calls).toContainEqual(['pause']);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('loads no service API under reduced motion', async () => {
    const apiRequests: string[] = [];
    const { page } = await openPage(
      browser.context(),
      demo.url('/pages/elements/video?kind=youtube'),
      async (p) => {
        await p.emulateMedia({ reducedMotion: 'reduce' });
        await p.route('https://www.youtube.com/iframe_api', (route) => {
          apiRequests.push(route.request().url());
          return route.fulfill({ contentType: 'text/javascript', body: YOUTUBE_STUB });
        });
      },
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === 'v100')?.reason)
        .toContain('fallback image stays');
      expect(apiRequests).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('leaves a section without a video link as rendered, with one warning', async () => {
    const { page, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/elements/video?kind=missing'),
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(() => consoleWarnings.filter((text) => text.includes('names no video')).length)
        .toBe(2);
      expect(consoleWarnings.filter((text) => text.includes('v100'))).toHaveLength(1);
      expect((await hosted(page, 'v100')).src).toBeNull();
    } finally {
      await page.close();
    }
  });
});
