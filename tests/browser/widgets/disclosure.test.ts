import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useWidgetsDemo } from './widgets-demo.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

/** The focused header's title, without its open and closed icons. */
const focusedText = (page: Page) =>
  page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/^[\s+−▸▾]+/, '').trim());

async function open(path: string) {
  const opened = await openPage(browser.context(), demo.url(path));
  await waitForIsletReady(opened.page);
  return opened;
}

describe('accordion, toggle and tabs in the browser', () => {
  it('accordion: Tab, arrows, Enter and Space; panels shown and hidden; axe clean', async () => {
    const { page, pageErrors, consoleErrors, consoleWarnings } = await open(
      '/pages/widgets/accordion',
    );
    try {
      const widget = '[data-id="a000001"]';
      await expect
        .poll(async () => (await inspect(page)).find((r) => r.id === 'a000001')?.status)
        .toBe('active');
      const headers = page.locator(`${widget} .elementor-tab-title`);
      const panels = page.locator(`${widget} .elementor-tab-content`);
      expect(await panels.nth(0).isVisible()).toBe(true);
      expect(await panels.nth(1).isVisible()).toBe(false);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);

      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('What is Islet?');
      await page.keyboard.press('ArrowDown');
      expect(await focusedText(page)).toBe('Does it need jQuery?');
      await page.keyboard.press('Enter');
      await expect.poll(() => headers.nth(1).getAttribute('aria-expanded')).toBe('true');
      expect(await headers.nth(0).getAttribute('aria-expanded')).toBe('false');
      await expect.poll(() => panels.nth(1).isVisible()).toBe(true);
      await expect.poll(() => panels.nth(0).isVisible()).toBe(false);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);

      await page.keyboard.press('Space');
      await expect.poll(() => panels.nth(1).isVisible()).toBe(false);
      expect(await headers.nth(1).getAttribute('aria-expanded')).toBe('false');
      // Space on a header toggles it and does not scroll the page.
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.keyboard.press('End');
      expect(await focusedText(page)).toBe('Is it accessible?');
      await page.keyboard.press('Home');
      expect(await focusedText(page)).toBe('What is Islet?');

      await headers.nth(2).click();
      await expect.poll(() => panels.nth(2).isVisible()).toBe(true);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('accordion: a hash link into a closed panel opens it', async () => {
    const { page } = await open('/pages/widgets/accordion#no-jquery');
    try {
      const panel = page.locator('#no-jquery');
      await expect.poll(() => panel.isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('toggle: items open independently; axe clean open and closed', async () => {
    const { page } = await open('/pages/widgets/toggle');
    try {
      const widget = '[data-id="a000002"]';
      const panels = page.locator(`${widget} .elementor-tab-content`);
      expect(await panels.nth(0).isVisible()).toBe(false);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Space');
      await expect.poll(() => panels.nth(1).isVisible()).toBe(true);
      expect(await panels.nth(0).isVisible()).toBe(true);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('tabs: one tab stop, arrows select, panels follow; stacked accordion on mobile', async () => {
    const { page, pageErrors } = await open('/pages/widgets/tabs');
    try {
      const widget = '[data-id="a000003"]';
      const tabs = page.locator(`${widget} [role="tab"]`);
      const panels = page.locator(`${widget} .elementor-tab-content`);
      expect(await tabs.count()).toBe(3);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);

      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('What is Islet?');
      await page.keyboard.press('ArrowRight');
      expect(await focusedText(page)).toBe('Does it need jQuery?');
      await expect.poll(() => tabs.nth(1).getAttribute('aria-selected')).toBe('true');
      expect(await panels.nth(1).isVisible()).toBe(true);
      expect(await panels.nth(0).isVisible()).toBe(false);
      await page.keyboard.press('End');
      await expect.poll(() => tabs.nth(2).getAttribute('aria-selected')).toBe('true');
      // Tab leaves the tab list for the panel: only the selected tab is a tab stop.
      expect(await tabs.evaluateAll((all) => all.map((t) => t.getAttribute('tabindex')))).toEqual([
        '-1',
        '-1',
        '0',
      ]);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);

      await page.setViewportSize({ width: 500, height: 800 });
      const mobile = page.locator(`${widget} .elementor-tab-mobile-title`);
      await expect.poll(() => mobile.nth(0).isVisible()).toBe(true);
      expect(await tabs.nth(0).isVisible()).toBe(false);
      await mobile.nth(0).click();
      await expect.poll(() => panels.nth(0).isVisible()).toBe(true);
      expect(await panels.nth(2).isVisible()).toBe(false);
      expect(await mobile.nth(0).getAttribute('aria-expanded')).toBe('true');
      expect(await axeViolations(page, { selector: widget })).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('nested accordion and nested tabs: keyboard and axe', async () => {
    const { page, pageErrors } = await open('/pages/widgets/nested-accordion');
    try {
      const widget = '[data-id="a000004"]';
      const details = page.locator(`${widget} details`);
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect
        .poll(() => details.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open)))
        .toEqual([false, true, false]);
      expect(await axeViolations(page, { selector: widget })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect
        .poll(() => details.evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open)))
        .toEqual([false, false, false]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
    const tabsPage = await open('/pages/widgets/nested-tabs');
    try {
      const { page: p } = tabsPage;
      const widget = '[data-id="a000005"]';
      await p.keyboard.press('Tab');
      await p.keyboard.press('ArrowRight');
      const panels = p.locator(`${widget} [role="tabpanel"]`);
      await expect.poll(() => panels.nth(1).isVisible()).toBe(true);
      expect(await panels.nth(0).isVisible()).toBe(false);
      expect(await axeViolations(p, { selector: widget })).toEqual([]);
    } finally {
      await tabsPage.page.close();
    }
  });
});
