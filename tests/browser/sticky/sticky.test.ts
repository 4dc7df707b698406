import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { recordedPath } from '../recorded-fixtures.ts';
import { anchorOffset, documentTop, scrollTo, stickyState } from './sticky-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

/**
 * Resolves once a resize's re-check has run: sticky re-checks 300 ms after the last resize
 * event. A page timer set for the same delay from a resize listener added after sticky's fires
 * after sticky's (equal delays run in order), and two frames later the re-check's frame task has
 * run too, however busy the machine.
 */
const resizeRechecked = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        addEventListener('resize', () => {
          clearTimeout(timer);
          timer = setTimeout(
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            300,
          );
        });
      }),
  );

async function open(path: string, width = 1280, height = 800) {
  const opened = await openPage(browser.context(), demo.url(path), (page) =>
    page.setViewportSize({ width, height }),
  );
  await waitForIsletReady(opened.page);
  return opened;
}

describe('sticky elements on the generated page', () => {
  it('keep the header at its offset, add the effects class past its offset, keep the layout', async () => {
    const { page, pageErrors, consoleWarnings } = await open('/pages/sticky/');
    try {
      const below = '[data-id="s0cols1"]';
      const before = await documentTop(page, below);
      await scrollTo(page, 0);
      expect(await stickyState(page, 's0head1')).toMatchObject({
        top: 0,
        position: 'fixed',
        active: true,
        effects: false,
        spacers: 1,
      });
      for (const y of [100, 149]) {
        await scrollTo(page, y);
        expect(await stickyState(page, 's0head1')).toMatchObject({ top: 0, effects: false });
      }
      for (const y of [150, 700, 2500]) {
        await scrollTo(page, y);
        expect(await stickyState(page, 's0head1')).toMatchObject({
          top: 0,
          active: true,
          effects: true,
        });
      }
      // The spacer holds the header's place: nothing below it moved.
      expect(await documentTop(page, below)).toBe(before);
      await scrollTo(page, 0);
      expect(await stickyState(page, 's0head1')).toMatchObject({ effects: false });

      const spacer = await page.evaluate(() => {
        const element = document.querySelector('.elementor-sticky__spacer')!;
        return {
          hidden: element.getAttribute('aria-hidden'),
          inert: element.hasAttribute('inert'),
          ids: element.querySelectorAll('[id]').length + (element.id ? 1 : 0),
          connected: element.hasAttribute('data-element_type'),
        };
      });
      expect(spacer).toEqual({ hidden: 'true', inert: true, ids: 0, connected: false });
      expect(pageErrors.map(String)).toEqual([]);
      // Only the element with the bad setting warns, once.
      expect(consoleWarnings).toHaveLength(1);
      expect(consoleWarnings[0]).toMatch(
        /w0bad01.*sticky: expected one of top, bottom, got "middle"/,
      );
      const rows = await inspect(page);
      expect(rows.find((row) => row.id === 'w0bad01')?.status).toBe('skipped');
      expect(rows.find((row) => row.id === 's0head1')?.status).toBe('active');
      expect(await axeViolations(page, { selector: '[data-id="s0head1"]' })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a widget stays in its column and unsticks at the column end, then sticks again', async () => {
    const { page } = await open('/pages/sticky/');
    try {
      const columnStart = await documentTop(page, '[data-id="w0stk01"]');
      await scrollTo(page, columnStart - 300);
      expect(await stickyState(page, 'w0stk01')).toMatchObject({ active: false, spacers: 0 });
      await scrollTo(page, columnStart - 50);
      expect(await stickyState(page, 'w0stk01')).toMatchObject({
        top: 100,
        position: 'fixed',
        active: true,
        spacers: 1,
      });
      // Past the column's end the widget rides along with the column's bottom edge.
      await scrollTo(page, columnStart + 1400);
      const state = await stickyState(page, 'w0stk01');
      const columnBottom = await page.evaluate(() =>
        Math.round(
          document
            .querySelector('[data-id="s0colR1"] > .elementor-widget-wrap')!
            .getBoundingClientRect().bottom,
        ),
      );
      expect(state.position).toBe('absolute');
      expect(state.top).toBeLessThan(100);
      expect(state.bottom).toBe(columnBottom);
      await scrollTo(page, columnStart + 200);
      expect(await stickyState(page, 'w0stk01')).toMatchObject({ top: 100, position: 'fixed' });
    } finally {
      await page.close();
    }
  });

  it('a child container stays in its parent container', async () => {
    const { page } = await open('/pages/sticky/');
    try {
      const start = await documentTop(page, '[data-id="c0stk01"]');
      await scrollTo(page, start - 60);
      expect(await stickyState(page, 'c0stk01')).toMatchObject({ top: 100, active: true });
      await scrollTo(page, start + 1500);
      const state = await stickyState(page, 'c0stk01');
      const parentBottom = await page.evaluate(() =>
        Math.round(
          document.querySelector('[data-id="c0par01"] > .e-con-inner')!.getBoundingClientRect()
            .bottom,
        ),
      );
      expect(state.position).toBe('absolute');
      expect(state.bottom).toBe(parentBottom);
    } finally {
      await page.close();
    }
  });

  it('sticks to the bottom and lets go where the element comes into view', async () => {
    const { page } = await open('/pages/sticky/');
    try {
      await scrollTo(page, 0);
      expect(await stickyState(page, 'w0bot01')).toMatchObject({ active: true, position: 'fixed' });
      const { bottom } = await stickyState(page, 'w0bot01');
      expect(bottom).toBe(800 - 10);
      const natural = await documentTop(page, '[data-id="w0bot01"] + .elementor-sticky__spacer');
      await scrollTo(page, natural);
      expect(await stickyState(page, 'w0bot01')).toMatchObject({ active: false, spacers: 0 });
    } finally {
      await page.close();
    }
  });

  it('publishes the anchor offset: admin bar, tallest stuck element, anchor offset', async () => {
    const plain = await open('/pages/sticky/');
    try {
      await scrollTo(plain.page, 0);
      // Header 80 px + its sticky_anchor_link_offset 20.
      expect(await anchorOffset(plain.page)).toBe(100);
      // The in-column widget (200 px at 100 px) is the tallest stuck element here.
      const start = await documentTop(plain.page, '[data-id="w0stk01"]');
      await scrollTo(plain.page, start);
      expect(await anchorOffset(plain.page)).toBe(300);
    } finally {
      await plain.page.close();
    }
    const withBar = await open('/pages/sticky/?adminbar=1');
    // Native #hash navigation: the link target gets the header's anchor offset as scroll margin,
    // once the sticky chunk (and the scroll-position chunk it shares with motion) has connected.
    await expect
      .poll(() =>
        withBar.page.evaluate(
          () => getComputedStyle(document.getElementById('target')!).scrollMarginTop,
        ),
      )
      .toBe('20px');
    try {
      await scrollTo(withBar.page, 10);
      expect(await stickyState(withBar.page, 's0head1')).toMatchObject({ top: 32, active: true });
      expect(await anchorOffset(withBar.page)).toBe(32 + 80 + 20);
    } finally {
      await withBar.page.close();
    }
  });

  it('switches on and off across breakpoints, and keeps its state on a height-only resize', async () => {
    const { page } = await open('/pages/sticky/');
    try {
      await scrollTo(page, 0);
      expect(await stickyState(page, 'w0bot01')).toMatchObject({ marked: true, active: true });
      const spacerBefore = await page.evaluate(() => {
        (window as unknown as { headerSpacer: Element }).headerSpacer = document.querySelector(
          '[data-id="s0head1"] + .elementor-sticky__spacer',
        )!;
        return true;
      });
      expect(spacerBefore).toBe(true);
      // A mobile address bar: only the height changes; nothing is torn down and rebuilt.
      const rechecked = resizeRechecked(page);
      await page.setViewportSize({ width: 1280, height: 700 });
      await rechecked;
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { headerSpacer: Element }).headerSpacer ===
            document.querySelector('[data-id="s0head1"] + .elementor-sticky__spacer'),
        ),
      ).toBe(true);
      expect((await stickyState(page, 'w0bot01')).bottom).toBe(700 - 10);

      await page.setViewportSize({ width: 900, height: 700 });
      await expect.poll(async () => (await stickyState(page, 'w0bot01')).marked).toBe(false);
      expect(await stickyState(page, 'w0bot01')).toMatchObject({ active: false, spacers: 0 });
      // The header is sticky on every device and follows the new width.
      await expect
        .poll(() =>
          page.evaluate(
            () => document.querySelector<HTMLElement>('[data-id="s0head1"]')!.style.width,
          ),
        )
        .toBe('900px');
      await page.setViewportSize({ width: 1280, height: 700 });
      await expect.poll(async () => (await stickyState(page, 'w0bot01')).active).toBe(true);
    } finally {
      await page.close();
    }
  });
});

describe('sticky elements on recorded pages', () => {
  const vet =
    'ayyazahmad__grandwestvet.com__advanced-digital-radiography-at-grand-ave-vet-clinic_index.html';
  const health = 'health-solution__health-solution.github.io__index.html';

  it(`${vet}: the header stays at the top while scrolling`, async () => {
    const { page, pageErrors } = await open(recordedPath(vet));
    try {
      const id = await page.evaluate(
        () =>
          document.querySelector<HTMLElement>('[data-settings*="\\"sticky\\":\\"top\\""]')!.dataset
            .id!,
      );
      for (const y of [200, 800, 1600]) {
        await scrollTo(page, y);
        expect(await stickyState(page, id)).toMatchObject({ top: 0, active: true, effects: true });
      }
      expect(pageErrors.map(String)).toEqual([]);
      // Desktop and tablet only: on mobile it lets go.
      await page.setViewportSize({ width: 400, height: 800 });
      await expect.poll(async () => (await stickyState(page, id)).marked).toBe(false);
      expect(await stickyState(page, id)).toMatchObject({ active: false, spacers: 0 });
    } finally {
      await page.close();
    }
  });

  const fuyon = 'FuYon__love-darling-marketing-website__index.html';
  it(`${fuyon}: the share bar stays at the bottom edge`, async () => {
    const { page, pageErrors, consoleWarnings } = await open(recordedPath(fuyon));
    try {
      const id = await page.evaluate(
        () =>
          document.querySelector<HTMLElement>('[data-settings*="\\"sticky\\":\\"bottom\\""]')!
            .dataset.id!,
      );
      for (const y of [0, 1500, 3000]) {
        await scrollTo(page, y);
        expect(await stickyState(page, id)).toMatchObject({
          bottom: 800,
          position: 'fixed',
          active: true,
          spacers: 1,
        });
      }
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings.filter((text) => /sticky|motion/.test(text))).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it(`${health}: sticky only on mobile`, async () => {
    const { page } = await open(recordedPath(health));
    try {
      const id = await page.evaluate(
        () =>
          document.querySelector<HTMLElement>('[data-settings*="\\"sticky\\":\\"top\\""]')!.dataset
            .id!,
      );
      await scrollTo(page, 600);
      expect(await stickyState(page, id)).toMatchObject({ marked: false, active: false });
      await page.setViewportSize({ width: 400, height: 800 });
      await expect.poll(async () => (await stickyState(page, id)).marked).toBe(true);
      const natural = await documentTop(page, `[data-id="${id}"]`);
      await scrollTo(page, natural + 100);
      expect(await stickyState(page, id)).toMatchObject({ top: 0, active: true });
    } finally {
      await page.close();
    }
  });
});
