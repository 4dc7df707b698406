import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser, waitForAnimations } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { renderingSteps, scrollAndRender } from '../page-settled.ts';

const demo = useDemoServer();
const browser = useBrowser();

const CAROUSEL = '[data-id="c0ffee1"]';

// Autoplay runs on Playwright's clock: time flows as usual, and `runFor` moves it on at once, so
// "nothing moves while paused" is checked without waiting for it.
const withClock = (page: Page) => page.clock.install();

/** The index of the first slide in view, from swiper's own active class. */
const activeLabel = (page: Page, scope = CAROUSEL) =>
  page.evaluate(
    (selector) =>
      document.querySelector(`${selector} .swiper-slide-active`)?.getAttribute('aria-label') ??
      null,
    scope,
  );

const imageCarousel = (settings: Record<string, unknown> = {}, query = '') =>
  demo.url(
    `/pages/carousel/image-carousel?settings=${encodeURIComponent(JSON.stringify(settings))}${query}`,
  );

async function ready(page: Page, selector = CAROUSEL) {
  await waitForIsletReady(page);
  await expect
    .poll(() =>
      page.evaluate(
        (s) => document.querySelector(`${s} .swiper-wrapper`)?.parentElement?.className ?? '',
        selector,
      ),
    )
    .toMatch(/initialized/);
}

describe('image carousel', () => {
  for (const legacy of [false, true]) {
    it(`moves by arrows, bullets, keyboard and swipe (${legacy ? 'swiper-container' : 'swiper'} markup)`, async () => {
      const { page, pageErrors, consoleWarnings } = await openPage(
        browser.context(),
        imageCarousel({}, legacy ? '&legacy=1' : ''),
      );
      try {
        await page.setViewportSize({ width: 1200, height: 800 });
        await ready(page);
        const wrapperClass = await page
          .locator(`${CAROUSEL} .elementor-image-carousel-wrapper`)
          .getAttribute('class');
        expect(wrapperClass).toContain(
          legacy ? 'swiper-container-initialized' : 'swiper-initialized',
        );
        expect(wrapperClass).toContain(
          legacy ? 'swiper-container-horizontal' : 'swiper-horizontal',
        );
        // Three slides in view on desktop, as set.
        const widths = await page.$$eval(`${CAROUSEL} .swiper-slide`, (slides) =>
          slides.slice(0, 3).map((slide) => Math.round(slide.getBoundingClientRect().width)),
        );
        expect(new Set(widths).size).toBe(1);
        expect(await activeLabel(page)).toBe('1 of 6');

        await page.click(`${CAROUSEL} .elementor-swiper-button-next`);
        await expect.poll(() => activeLabel(page)).toBe('2 of 6');
        await page.click(`${CAROUSEL} .elementor-swiper-button-prev`);
        await expect.poll(() => activeLabel(page)).toBe('1 of 6');

        // Bullets: one per position, clickable.
        const bullets = page.locator(`${CAROUSEL} .swiper-pagination-bullet`);
        await expect.poll(() => bullets.count()).toBe(4);
        await bullets.nth(3).click();
        await expect.poll(() => activeLabel(page)).toBe('4 of 6');

        // Keyboard: focus in the carousel, arrow keys move it.
        await page.focus(`${CAROUSEL} .elementor-swiper-button-prev`);
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => activeLabel(page)).toBe('3 of 6');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => activeLabel(page)).toBe('4 of 6');
        // Enter on the focused arrow button (role=button) activates it.
        await page.keyboard.press('Enter');
        await expect.poll(() => activeLabel(page)).toBe('3 of 6');

        // Swipe (a mouse drag: swiper treats pointer drags as swipes).
        const box = (await page.locator(`${CAROUSEL} .swiper-wrapper`).boundingBox())!;
        const y = box.y + box.height / 2;
        // The drag is dispatched inside the page, a pointer event per frame: driven from outside,
        // a machine busy with other tests can coalesce it into a jump swiper reads as a tap.
        const swipeRight = () =>
          page.evaluate(
            async ({ x, y, width, selector }) => {
              const target = document.querySelector(`${selector} .swiper-wrapper`)!;
              const event = (type: string, clientX: number) =>
                new PointerEvent(type, {
                  bubbles: true,
                  cancelable: true,
                  pointerId: 1,
                  pointerType: 'mouse',
                  isPrimary: true,
                  button: 0,
                  buttons: type === 'pointerup' ? 0 : 1,
                  clientX,
                  clientY: y,
                });
              target.dispatchEvent(event('pointerdown', x + width * 0.3));
              for (let step = 1; step <= 10; step++) {
                await new Promise((resolve) => requestAnimationFrame(resolve));
                target.dispatchEvent(event('pointermove', x + width * (0.3 + step * 0.04)));
              }
              target.dispatchEvent(event('pointerup', x + width * 0.7));
            },
            { x: box.x, y, width: box.width, selector: CAROUSEL },
          );
        // Swiper takes no drag while the last slide change is still moving.
        await waitForAnimations(page);
        await swipeRight();
        // A machine busy with other tests can drop frames of the gesture: try again, twice.
        for (let attempt = 0; attempt < 2; attempt++) {
          if (Number((await activeLabel(page))?.split(' ')[0]) < 3) break;
          await renderingSteps(page);
          await waitForAnimations(page);
          await swipeRight();
        }
        // Dragged to the right: back toward the first slide (how far depends on the drag speed).
        await expect
          .poll(async () => Number((await activeLabel(page))?.split(' ')[0]))
          .toBeLessThan(3);

        expect(pageErrors.map(String)).toEqual([]);
        expect(consoleWarnings).toEqual([]);
        expect((await inspect(page)).find((row) => row.id === 'c0ffee1')?.status).toBe('active');
      } finally {
        await page.close();
      }
    });
  }
});

describe('carousel accessibility, autoplay and loading', () => {
  it('passes axe-core once initialised', async () => {
    const { page } = await openPage(browser.context(), imageCarousel({ autoplay: 'yes' }));
    try {
      await ready(page);
      expect(await axeViolations(page, { selector: CAROUSEL })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('autoplay advances, pauses while hovered and while focus is inside', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      imageCarousel({
        autoplay: 'yes',
        autoplay_speed: 400,
        pause_on_hover: 'yes',
        infinite: 'yes',
        slides_to_show: '1',
      }),
      withClock,
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await ready(page);
      // Loop mode keeps the server's labels: the label of the active slide keeps changing.
      const seen = new Set<string | null>();
      await expect
        .poll(async () => {
          seen.add(await activeLabel(page));
          return seen.size;
        })
        .toBeGreaterThan(2);

      // The wrapper moves all the time, so the pointer goes to the carousel's box instead.
      const box = (await page
        .locator(`${CAROUSEL} .elementor-image-carousel-wrapper`)
        .boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await renderingSteps(page);
      const hovered = await activeLabel(page);
      await page.clock.runFor(1200);
      expect(await activeLabel(page)).toBe(hovered);

      // Away with the mouse, focus on the next arrow: still paused.
      await page.mouse.move(5, 5);
      await page.focus(`${CAROUSEL} .elementor-swiper-button-next`);
      const focused = await activeLabel(page);
      await page.clock.runFor(1200);
      expect(await activeLabel(page)).toBe(focused);

      // Focus leaves: it runs again.
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await expect.poll(() => activeLabel(page)).not.toBe(focused);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('has a rotation control: hidden until focused, stops rotation for good, starts it again', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      imageCarousel({ autoplay: 'yes', autoplay_speed: 400, infinite: 'yes', slides_to_show: '1' }),
      withClock,
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await ready(page);
      const button = page.locator(`${CAROUSEL} button.islet-carousel-rotation`);
      expect(await button.getAttribute('class')).toContain('elementor-screen-only');
      const size = () => button.evaluate((el) => Math.round(el.getBoundingClientRect().width));
      expect(await size()).toBeLessThanOrEqual(1);
      await button.focus();
      expect(await button.getAttribute('class')).not.toContain('elementor-screen-only');
      expect(await size()).toBeGreaterThan(20);
      expect(await button.textContent()).toBe('Stop automatic slide show');
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-pressed')).toBe('true');
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      expect(await size()).toBeLessThanOrEqual(1);
      const stopped = await activeLabel(page);
      await page.clock.runFor(1200);
      expect(await activeLabel(page)).toBe(stopped);
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.textContent()).toBe('Stop automatic slide show');
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      await expect.poll(() => activeLabel(page)).not.toBe(stopped);
      expect(await axeViolations(page, { selector: CAROUSEL })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('does not autoplay or slide under reduced motion', async () => {
    const { page } = await openPage(
      browser.context(),
      imageCarousel({ autoplay: 'yes', autoplay_speed: 300, infinite: 'yes', slides_to_show: '1' }),
      async (page) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await withClock(page);
      },
    );
    try {
      await ready(page);
      await page.clock.runFor(1200);
      expect(await activeLabel(page)).toBe('1 of 6');
      expect(
        await page.evaluate(() =>
          document.querySelector('.swiper-wrapper')!.getAttribute('aria-live'),
        ),
      ).toBe('polite');
    } finally {
      await page.close();
    }
  });

  it('downloads swiper for a carousel below the fold at load, with only the modules it uses, and builds it as it comes near', async () => {
    const id = 'c0ffee2';
    const { page, requests } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/below-fold'),
    );
    try {
      await waitForIsletReady(page);
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === id)?.reason)
        .toBe('carousel: waits until near the viewport');
      const chunks = requests
        .filter((url) => url.includes('/swiper-'))
        .map((url) => url.replace(/^.*\/(swiper-[a-z0-9-]+?)-[\w-]{7}\.js$/, '$1'));
      expect(chunks.sort()).toEqual(['swiper-a11y', 'swiper-core', 'swiper-navigation']);
      const place = () =>
        page.evaluate((id) => {
          const element = document.querySelector(`[data-id="${id}"]`)!;
          return {
            top: element.getBoundingClientRect().top,
            built: /initialized/.test(
              element.querySelector('.swiper-wrapper')!.parentElement!.className,
            ),
          };
        }, id);
      expect((await place()).built).toBe(false);
      // Half a viewport below the bottom of the view: inside the reach, not yet seen.
      const height = page.viewportSize()!.height;
      const { top } = await place();
      await scrollAndRender(page, top - 1.5 * height);
      await ready(page, `[data-id="${id}"]`);
      expect((await place()).top).toBeGreaterThan(height);
    } finally {
      await page.close();
    }
  });

  it('skips a carousel without slides with one warning, and still runs one with impossible numbers', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/carousel/broken'),
    );
    try {
      await ready(page, '[data-id="c0ffee5"]');
      const rows = await inspect(page);
      expect(rows.find((row) => row.id === 'bad0001')?.status).toBe('skipped');
      expect(rows.find((row) => row.id === 'c0ffee5')?.status).toBe('active');
      expect(consoleWarnings.filter((text) => text.includes('bad0001'))).toHaveLength(1);
      expect(consoleWarnings.filter((text) => text.includes('c0ffee5')).join('\n')).toMatch(
        /carousel: slides_to_show: got "-4": using the default/,
      );
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('carousel content replaced (as a loop refresh does)', () => {
  it('builds the carousel again on the new markup', async () => {
    const { page, pageErrors } = await openPage(browser.context(), imageCarousel());
    try {
      await ready(page);
      await page.evaluate((selector) => {
        const content = document.querySelector(`${selector} .elementor-widget-container`)!;
        const fresh = content.cloneNode(true) as HTMLElement;
        // The server's markup again, without swiper's classes and styles, with four slides.
        const wrapper = fresh.querySelector<HTMLElement>('.elementor-image-carousel-wrapper')!;
        wrapper.className = 'elementor-image-carousel-wrapper swiper';
        wrapper.removeAttribute('style');
        const slides = [...fresh.querySelectorAll<HTMLElement>('.swiper-slide')];
        slides.slice(4).forEach((slide) => slide.remove());
        slides.forEach((slide, i) => {
          slide.className = 'swiper-slide';
          slide.removeAttribute('style');
          slide.setAttribute('aria-label', `new ${i + 1}`);
        });
        fresh.querySelector('.swiper-pagination')!.replaceChildren();
        content.replaceWith(fresh);
      }, CAROUSEL);
      await ready(page);
      await expect.poll(() => activeLabel(page)).toBe('new 1');
      await page.click(`${CAROUSEL} .elementor-swiper-button-next`);
      await expect.poll(() => activeLabel(page)).toBe('new 2');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
