import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { renderingSteps } from '../page-settled.ts';

const server = useDemoServer();
const browser = useBrowser();

const PAGE = '/pages/interactive/mega-menu';
const widget = '.elementor-widget-n-menu';
const button = (page: Page, label: string) =>
  page.locator(`${widget} .e-n-menu-dropdown-icon`, { hasText: `Open ${label}` });
const expanded = (page: Page, label: string) => button(page, label).getAttribute('aria-expanded');
const panel = (page: Page, n: number) => page.locator(`#e-n-menu-content-123${n}`);
const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

async function open(width: number, query = '') {
  const opened = await openPage(browser.context(), server.url(PAGE + query));
  await opened.page.setViewportSize({ width, height: 800 });
  await waitForIsletReady(opened.page);
  return opened;
}

describe('mega menu at 1366 px', () => {
  it('opens panels by keyboard, moves between items with arrows, closes with Escape', async () => {
    const { page, pageErrors, consoleWarnings } = await open(1366);
    const row = (await inspect(page)).find((r) => r.widgetType === 'mega-menu.default');
    expect(row).toMatchObject({ status: 'active' });
    expect(await axeViolations(page, { selector: widget })).toEqual([]);
    await page.keyboard.press('Tab'); // Home
    expect(await focusedText(page)).toBe('Home');
    await page.keyboard.press('ArrowRight');
    expect(await focusedText(page)).toBe('Products');
    await page.keyboard.press('End');
    expect(await focusedText(page)).toContain('Contact');
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab'); // Products link
    await page.keyboard.press('Tab'); // Products button
    expect(await expanded(page, 'Products')).toBe('false');
    await page.keyboard.press('Enter');
    expect(await expanded(page, 'Products')).toBe('true');
    expect(await panel(page, 2).isVisible()).toBe(true);
    expect(await axeViolations(page, { selector: widget })).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe('Tents');
    await page.keyboard.press('Escape');
    expect(await expanded(page, 'Products')).toBe('false');
    expect(await panel(page, 2).isVisible()).toBe(false);
    expect(await focusedText(page)).toContain('Open Products');
    // ArrowDown on the button opens and moves in; Tab out of the item closes it.
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Tents');
    for (let i = 0; i < 2; i++) await page.keyboard.press('Tab');
    expect(await expanded(page, 'Products')).toBe('false');
    expect(pageErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });

  it('opens on hover, one panel at a time, keeps panels on screen, closes after the pointer leaves', async () => {
    const { page } = await open(1366);
    await page.locator(`${widget} .e-n-menu-title`, { hasText: 'Products' }).hover();
    expect(await expanded(page, 'Products')).toBe('true');
    await page.locator(`${widget} .e-n-menu-title`, { hasText: 'Contact' }).hover();
    expect(await expanded(page, 'Contact')).toBe('true');
    expect(await expanded(page, 'Products')).toBe('false');
    // The last item sits at the right edge: its 28rem panel is shifted to stay on screen.
    await expect
      .poll(async () => {
        const box = await panel(page, 4).boundingBox();
        return box ? box.x + box.width <= 1366 && box.x >= 0 : false;
      })
      .toBe(true);
    await page.mouse.move(300, 700);
    await expect.poll(() => expanded(page, 'Contact')).toBe('false');
    await page.close();
  });

  it('with open_on click: hover does nothing, a click toggles, a click elsewhere closes', async () => {
    const { page } = await open(1366, '?open_on=click');
    await page.locator(`${widget} .e-n-menu-title`, { hasText: 'Services' }).hover();
    await renderingSteps(page);
    expect(await expanded(page, 'Services')).toBe('false');
    // A title that goes nowhere opens its panel too.
    await page.locator(`${widget} a.e-n-menu-title-container`, { hasText: 'Services' }).click();
    expect(await expanded(page, 'Services')).toBe('true');
    expect(new URL(page.url()).hash).toBe('');
    await page.mouse.click(100, 600);
    expect(await expanded(page, 'Services')).toBe('false');
    await page.close();
  });
});

describe('mega menu at 390 px', () => {
  it('opens the dropdown from its toggle, a panel inside it, and closes with Escape', async () => {
    const { page, pageErrors } = await open(390);
    const toggle = page.locator(`${widget} .e-n-menu-toggle`);
    expect(await page.locator(`${widget} .e-n-menu-wrapper`).isVisible()).toBe(false);
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`${widget} .e-n-menu-wrapper`).isVisible()).toBe(true);
    expect(await axeViolations(page, { selector: widget })).toEqual([]);
    await page.keyboard.press('Tab'); // Home
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe('Products');
    // Hover does not open panels in the dropdown.
    await page.locator(`${widget} .e-n-menu-title`, { hasText: 'Services' }).hover();
    expect(await expanded(page, 'Services')).toBe('false');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    expect(await expanded(page, 'Products')).toBe('true');
    const box = await panel(page, 2).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await axeViolations(page, { selector: widget })).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await expanded(page, 'Products')).toBe('false');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-toggle-123');
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
