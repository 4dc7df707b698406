import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser, waitForAnimations } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { renderingSteps } from '../page-settled.ts';

const demo = useDemoServer();
const browser = useBrowser();

const GALLERY_ITEM = '[data-id="ga11e71"] a.e-gallery-item';
const counter = (page: Page) => page.locator('.pswp__counter').textContent();
const caption = (page: Page) => page.locator('.pswp__islet-caption').textContent();
/** Open and done opening: photoswipe moves focus into itself at the end of its opening. */
const isOpen = (page: Page) =>
  page.evaluate(
    () => !!document.querySelector('.pswp.pswp--open')?.contains(document.activeElement),
  );

describe('lightbox', () => {
  it('loads photoswipe on hover, opens a gallery image, moves with arrow keys, closes on Escape and returns focus', async () => {
    const { page, requests, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/lightbox/gallery'),
    );
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await waitForIsletReady(page);
      const viewLoaded = () => requests.some((url) => url.includes('/lightbox-view-'));
      expect(viewLoaded()).toBe(false);
      // Only the gate before any intent: the opening part comes with the hover too (issue 21).
      expect(requests.filter((url) => url.includes('/lightbox-'))).toEqual([
        expect.stringMatching(/\/lightbox-[0-9a-f]{7}\.js$/),
      ]);
      await page.hover(`${GALLERY_ITEM} >> nth=1`);
      await expect.poll(viewLoaded).toBe(true);

      await page.click(`${GALLERY_ITEM} >> nth=1`);
      await expect.poll(() => isOpen(page)).toBe(true);
      await expect.poll(() => counter(page)).toBe('2 / 8');
      expect(await caption(page)).toBe('Gallery image 2Description of image 2');
      // The page did not follow the link to the image file.
      expect(new URL(page.url()).pathname).toBe('/pages/lightbox/gallery');

      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter(page)).toBe('3 / 8');
      expect(await caption(page)).toContain('Gallery image 3');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => counter(page)).toBe('1 / 8');

      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => !!document.querySelector('.pswp'))).toBe(false);
      const focused = await page.evaluate(
        () =>
          document.activeElement?.getAttribute('data-elementor-lightbox-title') ??
          document.activeElement?.tagName,
      );
      expect(focused).toBe('Gallery image 2');
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('opens on a click that came with no hover or focus before it (the parts load then)', async () => {
    const { page, requests, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/lightbox/gallery'),
    );
    try {
      await waitForIsletReady(page);
      expect(requests.some((url) => url.includes('/lightbox-open-'))).toBe(false);
      await page.locator(`${GALLERY_ITEM} >> nth=2`).dispatchEvent('click');
      await expect.poll(() => isOpen(page)).toBe(true);
      await expect.poll(() => counter(page)).toBe('3 / 8');
      expect(new URL(page.url()).pathname).toBe('/pages/lightbox/gallery');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('opens from the keyboard and passes axe-core while open', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/lightbox/gallery'));
    try {
      await waitForIsletReady(page);
      await page.focus(`${GALLERY_ITEM} >> nth=0`);
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(page)).toBe(true);
      await expect.poll(() => counter(page)).toBe('1 / 8');
      // Focus moved into the dialog.
      expect(await page.evaluate(() => !!document.activeElement?.closest('.pswp'))).toBe(true);
      // Checked once the opening transition has played, not mid-fade.
      await waitForAnimations(page);
      expect(await axeViolations(page, { selector: '.pswp' })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('moves by swipe (a pointer drag)', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/lightbox/gallery'));
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await waitForIsletReady(page);
      await page.focus(`${GALLERY_ITEM} >> nth=0`);
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(page)).toBe(true);
      // photoswipe takes no gesture while its opening transition runs.
      await expect.poll(() => counter(page)).toBe('1 / 8');
      await waitForAnimations(page);
      // Past half the viewport's width, photoswipe moves on at any release speed. A drag of
      // exactly half (600 px) moved only on a fast release, and a loaded machine can stall just
      // before the release.
      await page.mouse.move(1100, 400);
      await page.mouse.down();
      for (let x = 1100; x >= 100; x -= 50) {
        await page.mouse.move(x, 400);
        // One move per frame, as a hand drags.
        await renderingSteps(page, 1);
      }
      await page.mouse.up();
      await expect.poll(() => counter(page)).toBe('2 / 8');
    } finally {
      await page.close();
    }
  });

  it('shows a single image link on its own', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/lightbox/gallery'));
    try {
      await waitForIsletReady(page);
      await page.click('[data-id="abc1234"] a');
      await expect.poll(() => isOpen(page)).toBe(true);
      expect(await page.locator('.pswp__counter').count()).toBe(0);
      expect(await caption(page)).toBe('A single image');
    } finally {
      await page.close();
    }
  });

  it('opens images and videos of lightbox action links', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url('/pages/lightbox/action'),
    );
    try {
      await waitForIsletReady(page);
      await page.click('a.elementor-button >> nth=0');
      await expect.poll(() => isOpen(page)).toBe(true);
      await expect
        .poll(() =>
          page.evaluate(() =>
            document.querySelector('.pswp__img:not(.pswp__img--placeholder)')?.getAttribute('src'),
          ),
        )
        .toMatch(/\/pages\/carousel\/img\/3\.svg$/);
      expect(await caption(page)).toBe('From an action link');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.evaluate(() => !!document.querySelector('.pswp'))).toBe(false);

      await page.click('a.demo-video');
      await expect
        .poll(() => page.evaluate(() => document.querySelector('.pswp video')?.getAttribute('src')))
        .toBe('http://' + new URL(page.url()).host + '/pages/carousel/video.mp4');
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('lightbox kit switches', () => {
  it('shows zoom, share, full screen and counter when the kit enables them', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/lightbox/gallery'));
    try {
      await waitForIsletReady(page);
      await page.focus(`${GALLERY_ITEM} >> nth=0`);
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(page)).toBe(true);
      for (const name of ['zoom', 'islet-share', 'islet-fullscreen'])
        expect(await page.locator(`.pswp__button--${name}`).count(), name).toBe(1);
      expect(await page.locator('.pswp__counter').count()).toBe(1);
      // The share menu: a button that opens a list of links, focus moving into it.
      await page.click('.pswp__button--islet-share');
      await expect.poll(() => page.locator('.pswp__islet-share a').count()).toBe(4);
      expect(await page.getAttribute('.pswp__button--islet-share', 'aria-expanded')).toBe('true');
      expect(
        await page.evaluate(() => document.activeElement?.closest('.pswp__islet-share') !== null),
      ).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('hides them, and the titles, when the kit switches them off', async () => {
    const kit = {
      lightbox_enable_zoom: 'no',
      lightbox_enable_share: 'no',
      lightbox_enable_fullscreen: 'no',
      lightbox_enable_counter: 'no',
      lightbox_title_src: '',
      lightbox_description_src: '',
    };
    const { page } = await openPage(
      browser.context(),
      demo.url(`/pages/lightbox/gallery?kit=${encodeURIComponent(JSON.stringify(kit))}`),
    );
    try {
      await waitForIsletReady(page);
      await page.focus(`${GALLERY_ITEM} >> nth=0`);
      await page.keyboard.press('Enter');
      await expect.poll(() => isOpen(page)).toBe(true);
      for (const name of ['zoom', 'islet-share', 'islet-fullscreen'])
        expect(await page.locator(`.pswp__button--${name}`).count(), name).toBe(0);
      expect(await page.locator('.pswp__counter').count()).toBe(0);
      expect(await caption(page)).toBe('');
      // Still a slideshow: the arrows move.
      await page.keyboard.press('ArrowRight');
      await expect
        .poll(() =>
          page.evaluate(() =>
            document
              .querySelector('.pswp__item[aria-hidden="false"] img.pswp__img')
              ?.getAttribute('src'),
          ),
        )
        .toMatch(/\/2\.svg$/);
    } finally {
      await page.close();
    }
  });
});
