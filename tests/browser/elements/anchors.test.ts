import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useElementsDemoServer } from './elements-demo-server.ts';
import { renderingSteps } from '../page-settled.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

/** Where the target's top sits below the header's bottom, with the hash and focus. */
function landing(page: Page, targetSelector: string, headerSelector: string) {
  return page.evaluate(
    ([target, header]) => ({
      gap: Math.round(
        document.querySelector(target)!.getBoundingClientRect().top -
          document.querySelector(header)!.getBoundingClientRect().bottom,
      ),
      hash: location.hash,
      focused: document.activeElement === document.querySelector(target),
    }),
    [targetSelector, headerSelector] as const,
  );
}

describe('anchor scrolling', () => {
  it('lands a builder element just below a fixed header, updates the hash and moves focus', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/elements/anchors'),
    );
    try {
      await page.setViewportSize({ width: 1366, height: 700 });
      await waitForIsletReady(page);
      await page.click('.test-header #to-pricing');
      await expect
        .poll(() => landing(page, '#pricing', '.test-header'))
        .toEqual({
          gap: 0,
          hash: '#pricing',
          focused: true,
        });
      // A menu anchor (an empty div in its widget) gets tabindex -1 to take focus.
      await page.click('.test-header #to-contact');
      await expect
        .poll(() => landing(page, '#contact', '.test-header'))
        .toEqual({
          gap: 0,
          hash: '#contact',
          focused: true,
        });
      expect(await page.getAttribute('#contact', 'tabindex')).toBe('-1');
      // A focus target made with tabindex -1 is no accessibility defect.
      expect(await axeViolations(page, { selector: '[data-elementor-type="wp-page"]' })).toEqual(
        [],
      );
      // Back goes to the previous hash: each jump is a history entry.
      await page.goBack();
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pricing');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('scrolls smoothly, in more than one step', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/anchors'));
    try {
      await waitForIsletReady(page);
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { seen: number[] }).seen = seen;
        addEventListener('scroll', () => seen.push(scrollY), { passive: true });
      });
      await page.click('.test-header #to-pricing');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pricing');
      const steps = await page.evaluate(
        () => new Set((window as unknown as { seen: number[] }).seen).size,
      );
      expect(steps).toBeGreaterThan(3);
    } finally {
      await page.close();
    }
  });

  it('jumps in one step under reduced motion', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/anchors'), (p) =>
      p.emulateMedia({ reducedMotion: 'reduce' }),
    );
    try {
      await waitForIsletReady(page);
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { seen: number[] }).seen = seen;
        addEventListener('scroll', () => seen.push(scrollY), { passive: true });
      });
      await page.click('.test-header #to-pricing');
      await expect.poll(() => landing(page, '#pricing', '.test-header')).toMatchObject({ gap: 0 });
      // A smooth scroll would go on in the frames after landing.
      await renderingSteps(page, 4);
      const steps = await page.evaluate(
        () => new Set((window as unknown as { seen: number[] }).seen).size,
      );
      expect(steps).toBe(1);
    } finally {
      await page.close();
    }
  });

  it('works from the keyboard: Enter on a link lands and focuses the target', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/anchors'));
    try {
      await waitForIsletReady(page);
      await page.focus('.test-header #to-pricing');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => landing(page, '#pricing', '.test-header'))
        .toEqual({
          gap: 0,
          hash: '#pricing',
          focused: true,
        });
      // The next Tab continues from the target, not from the menu.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('after-pricing');
    } finally {
      await page.close();
    }
  });

  it('lands below a header made sticky by the sticky package', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/elements/anchors?header=sticky'),
    );
    try {
      await page.setViewportSize({ width: 1366, height: 700 });
      await waitForIsletReady(page);
      await page.click('.test-sticky-header #to-pricing');
      await expect
        .poll(() => landing(page, '#pricing', '.test-sticky-header.elementor-sticky--active'))
        .toEqual({ gap: 0, hash: '#pricing', focused: true });
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lands below the header when the page is opened with a hash', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/anchors#contact'));
    try {
      await waitForIsletReady(page);
      await expect.poll(async () => (await landing(page, '#contact', '.test-header')).gap).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('leaves links to other elements to the browser', async () => {
    const { page } = await openPage(browser.context(), demo.url('/pages/elements/anchors'));
    try {
      await waitForIsletReady(page);
      await page.click('.test-header #to-plain');
      await expect.poll(() => page.evaluate(() => location.hash)).toBe('#not-builder');
      // The browser's own jump puts the target at the very top, under the header.
      const top = await page.evaluate(
        () => Math.round(document.querySelector('#not-builder')!.getBoundingClientRect().top) || 0,
      );
      expect(top).toBe(0);
    } finally {
      await page.close();
    }
  });
});
