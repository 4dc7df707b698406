import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useElementsDemoServer } from './elements-demo-server.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

function state(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>(
      '[data-id="w100"] > .elementor-background-slideshow',
    );
    if (!root) return null;
    const slides = Array.from(
      root.querySelectorAll<HTMLElement>('.elementor-background-slideshow__slide'),
    );
    return {
      active: Number(root.dataset.activeSlide),
      opacities: slides.map((slide) => getComputedStyle(slide).opacity),
      images: slides.map((slide) => (slide.firstElementChild as HTMLElement).style.backgroundImage),
      kenBurns: slides.map((slide) =>
        slide.firstElementChild!.classList.contains('elementor-ken-burns--active'),
      ),
    };
  });
}

// The page's timers run on Playwright's clock: time flows as usual, and `seenDuring` moves it on at
// once, so "nothing changes for a while" is checked without waiting for it.
const withClock = (page: Page) => page.clock.install();

/** Every slide shown while the clock moves on `ms`, the one showing at the start included. */
async function seenDuring(page: Page, ms: number) {
  await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>(
      '[data-id="w100"] > .elementor-background-slideshow',
    )!;
    const seen = new Set([Number(root.dataset.activeSlide)]);
    // Mutation records keep every old value, even when several changes come in one batch.
    new MutationObserver((records) => {
      for (const record of records) seen.add(Number(record.oldValue));
      seen.add(Number(root.dataset.activeSlide));
    }).observe(root, { attributeFilter: ['data-active-slide'], attributeOldValue: true });
    (window as unknown as { seenSlides: Set<number> }).seenSlides = seen;
  });
  await page.clock.runFor(ms);
  // Mutation callbacks run after the timers: read in a later task.
  return page.evaluate(() =>
    [...(window as unknown as { seenSlides: Set<number> }).seenSlides].sort(),
  );
}

/**
 * Resolves once an observer of the test's own has seen the section in view. The rotation starts
 * on the runtime's observer, which was made earlier and so has answered by then; the clock must
 * not be moved on before, or no timer is there to run.
 */
const seenInView = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new IntersectionObserver(([entry]) => entry?.isIntersecting && resolve()).observe(
          document.querySelector('[data-id="w100"]')!,
        );
      }),
  );

/** Resolves once the section has left the view (an observer of the test's own). */
const scrolledAway = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo(0, document.body.scrollHeight);
        new IntersectionObserver(([entry]) => entry?.isIntersecting || resolve()).observe(
          document.querySelector('[data-id="w100"]')!,
        );
      }),
  );

describe('background slideshow', () => {
  it('builds the builder markup and cross-fades through every image, looping', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?transition=fade&duration=400&speed=100&kenburns=1'),
      withClock,
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await state(page))?.images)
        .toEqual([
          'url("/wp-content/uploads/slide-1.jpg")',
          'url("/wp-content/uploads/slide-2.jpg")',
          'url("/wp-content/uploads/slide-3.jpg")',
        ]);
      await seenInView(page);
      expect(await seenDuring(page, 2000)).toEqual([0, 1, 2]);
      // Between changes only the slide showing is opaque and zooming.
      await expect
        .poll(async () => {
          const now = (await state(page))!;
          const at = (flags: boolean[]) => flags.flatMap((flag, index) => (flag ? [index] : []));
          return {
            opaque: at(now.opacities.map((opacity) => opacity === '1')),
            zooming: at(now.kenBurns),
            active: now.active,
          };
        })
        .toSatisfy(
          ({ opaque, zooming, active }) =>
            opaque.join() === String(active) && zooming.join() === String(active),
        );
      expect(
        await page.getAttribute(
          '[data-id="w100"] > .elementor-background-slideshow',
          'aria-hidden',
        ),
      ).toBe('true');
      expect(await axeViolations(page, { selector: '[data-id="w100"]' })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('slides, and stops on the last image without loop', async () => {
    const { page } = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?transition=slide_up&duration=300&speed=100&loop=0'),
      withClock,
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await state(page))?.active, { timeout: 5000 }).toBe(2);
      expect(await seenDuring(page, 900)).toEqual([2]);
      const transform = await page.evaluate(
        () =>
          document.querySelectorAll<HTMLElement>('.elementor-background-slideshow__slide')[1]!.style
            .transform,
      );
      expect(transform).toBe('translateY(-100%)');
    } finally {
      await page.close();
    }
  });

  it('loads lazily: only the first images at first', async () => {
    const { page } = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?lazy=1&duration=60000'),
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await state(page))?.images[1])
        .toBe('url("/wp-content/uploads/slide-2.jpg")');
      expect((await state(page))?.images[2]).toBe('');
    } finally {
      await page.close();
    }
  });

  it('skips a broken image with one warning', async () => {
    const { page, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?broken=1&duration=300&speed=50'),
      withClock,
    );
    try {
      await waitForIsletReady(page);
      // Image loads are not on the clock: moved on only once every image is known.
      await expect
        .poll(async () => (await state(page))?.images[2])
        .toBe('url("/wp-content/uploads/slide-3.jpg")');
      await expect
        .poll(() => consoleWarnings.some((text) => text.includes('broken.jpg')))
        .toBe(true);
      await seenInView(page);
      expect(await seenDuring(page, 2000)).toEqual([0, 2]);
      expect(consoleWarnings.filter((text) => text.startsWith('[islet]'))).toHaveLength(1);
      expect(consoleWarnings.find((text) => text.startsWith('[islet]'))).toContain('broken.jpg');
    } finally {
      await page.close();
    }
  });

  it('stops when reduced motion is switched on during the visit', async () => {
    const { page } = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?duration=300&speed=50&kenburns=1'),
      withClock,
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await state(page))?.active).toBe(1);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The zoom stops with the timer, in the same change.
      await expect.poll(async () => (await state(page))?.kenBurns.some(Boolean)).toBe(false);
      const parked = (await state(page))!;
      expect(await seenDuring(page, 1000)).toEqual([parked.active]);
    } finally {
      await page.close();
    }
  });

  it('does not advance under reduced motion, nor out of view', async () => {
    const reduced = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?duration=200&speed=50'),
      async (p) => {
        await p.emulateMedia({ reducedMotion: 'reduce' });
        await withClock(p);
      },
    );
    try {
      await waitForIsletReady(reduced.page);
      await expect.poll(async () => (await state(reduced.page))?.active).toBe(0);
      expect(await seenDuring(reduced.page, 1000)).toEqual([0]);
    } finally {
      await reduced.page.close();
    }
    const { page } = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?duration=300&speed=50'),
      withClock,
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await state(page))?.active).toBe(1);
      await scrolledAway(page);
      // Past a frame, so the runtime's own observer has answered too.
      await page.clock.runFor(50);
      const parked = (await state(page))!.active;
      expect(await seenDuring(page, 1000)).toEqual([parked]);
    } finally {
      await page.close();
    }
  });
});
