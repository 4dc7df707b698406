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

const seenSlides = async (page: Page, ms: number) => {
  const seen = new Set<number>();
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const now = await state(page);
    if (now) seen.add(now.active);
    await page.waitForTimeout(50);
  }
  return [...seen].sort();
};

describe('background slideshow', () => {
  it('builds the builder markup and cross-fades through every image, looping', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?transition=fade&duration=400&speed=100&kenburns=1'),
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
      expect(await seenSlides(page, 2000)).toEqual([0, 1, 2]);
      // Settled on one slide: only it is opaque and zooming.
      const now = (await state(page))!;
      await page.waitForTimeout(150);
      const settled = (await state(page))!;
      if (settled.active === now.active) {
        expect(settled.opacities.filter((opacity) => opacity === '1')).toHaveLength(1);
        expect(settled.kenBurns.filter(Boolean)).toHaveLength(1);
        expect(settled.kenBurns[settled.active]).toBe(true);
      }
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
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await state(page))?.active, { timeout: 5000 }).toBe(2);
      await page.waitForTimeout(900);
      expect((await state(page))?.active).toBe(2);
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
    );
    try {
      await waitForIsletReady(page);
      expect(await seenSlides(page, 2000)).toEqual([0, 2]);
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
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await state(page))?.active).toBe(1);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.waitForTimeout(100);
      const parked = (await state(page))!;
      expect(parked.kenBurns.some(Boolean)).toBe(false);
      expect(await seenSlides(page, 1000)).toEqual([parked.active]);
    } finally {
      await page.close();
    }
  });

  it('does not advance under reduced motion, nor out of view', async () => {
    const reduced = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?duration=200&speed=50'),
      (p) => p.emulateMedia({ reducedMotion: 'reduce' }),
    );
    try {
      await waitForIsletReady(reduced.page);
      await expect.poll(async () => (await state(reduced.page))?.active).toBe(0);
      expect(await seenSlides(reduced.page, 1000)).toEqual([0]);
    } finally {
      await reduced.page.close();
    }
    const { page } = await openPage(
      browser.context(),
      demo.url('/pages/elements/slideshow?duration=300&speed=50'),
    );
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await state(page))?.active).toBe(1);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForTimeout(200);
      const parked = (await state(page))!.active;
      expect(await seenSlides(page, 1000)).toEqual([parked]);
    } finally {
      await page.close();
    }
  });
});
