import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';

const server = useDemoServer();
const browser = useBrowser();

const PAGE = '/pages/interactive/off-canvas';
const panel = '#off-canvas-ofc0001';
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const hidden = (page: Page) => page.locator(panel).getAttribute('aria-hidden');
const insidePanel = (page: Page) =>
  page.evaluate((selector) => !!document.activeElement?.closest(selector), panel);
const scrollLocked = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow === 'hidden');

async function open(query = '') {
  const opened = await openPage(browser.context(), server.url(PAGE + query));
  await opened.page.setViewportSize({ width: 1024, height: 700 });
  await waitForIsletReady(opened.page);
  return opened;
}

describe('off-canvas', () => {
  it('opens by action link, traps focus, closes with Escape and returns focus', async () => {
    const { page, pageErrors, consoleWarnings } = await open();
    expect(await hidden(page)).toBe('true');
    expect(await page.locator('#first-link').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.locator('#opener').getAttribute('aria-expanded')).toBe('false');
    await page.locator('#opener').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => hidden(page)).toBe('false');
    expect(await page.locator('#opener').getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => insidePanel(page)).toBe(true);
    expect(await focusedId(page)).toBe('first-link');
    // The server's content was moved into the island, not copied.
    expect(await page.locator('#first-link').count()).toBe(1);
    expect(
      await page.locator('[data-islet-island] .e-off-canvas__content #first-link').count(),
    ).toBe(1);
    expect(await scrollLocked(page)).toBe(true);
    expect(
      await page.evaluate(() => document.body.classList.contains('e-off-canvas__no-scroll')),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    // Tab past the last control wraps to the first; Shift+Tab from the first wraps to the last.
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('first-link');
    await page.keyboard.press('Shift+Tab');
    expect(await focusedId(page)).toBe('closer');
    await page.keyboard.press('Escape');
    expect(await hidden(page)).toBe('true');
    await expect.poll(() => focusedId(page)).toBe('opener');
    expect(await scrollLocked(page)).toBe(false);
    expect(await page.locator('#first-link').isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    const row = (await inspect(page)).find((r) => r.widgetType === 'off-canvas.default');
    expect(row).toMatchObject({ status: 'active' });
    expect(pageErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });

  it('closes from its close action link and from the overlay; toggles; opens from a link to its id', async () => {
    const { page, pageErrors } = await open();
    await page.locator('#toggler').click();
    await expect.poll(() => hidden(page)).toBe('false');
    await expect.poll(() => insidePanel(page)).toBe(true);
    await page.locator('#closer').click();
    expect(await hidden(page)).toBe('true');
    // Focus goes back to the opener a moment after the close; a click on the next opener
    // before that (a test's click on a loaded machine, never a person's) had its focus taken
    // back by the toggler, which the next close then returned to.
    await expect.poll(() => focusedId(page)).toBe('toggler');
    await page.locator('#hash-opener').click();
    await expect.poll(() => hidden(page)).toBe('false');
    expect(new URL(page.url()).hash).toBe('');
    // A click on the overlay, beside the panel.
    await page.mouse.click(900, 300);
    expect(await hidden(page)).toBe('true');
    await expect.poll(() => focusedId(page)).toBe('hash-opener');
    await page.locator('#toggler').click();
    await expect.poll(() => hidden(page)).toBe('false');
    await page.evaluate(() =>
      window.dispatchEvent(
        new CustomEvent('elementor-pro/off-canvas/toggle-display-mode', {
          detail: { id: 'ofc0001', displayMode: 'toggle' },
        }),
      ),
    );
    expect(await hidden(page)).toBe('true');
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('plays its exit animation before hiding', async () => {
    const { page, pageErrors } = await open('?animated=1');
    await page.locator('#opener').click();
    await expect.poll(() => hidden(page)).toBe('false');
    expect(await page.locator(`${panel} .e-off-canvas__main`).getAttribute('class')).toContain(
      'animated fadeInLeft',
    );
    await expect.poll(() => insidePanel(page)).toBe(true);
    // The panel's states as the page saw them: read after the key, on a loaded machine the
    // exit animation could be over before the first look.
    await page.evaluate((selector) => {
      const element = document.querySelector(selector)!;
      const states: string[] = [];
      (window as unknown as { panelStates: string[] }).panelStates = states;
      new MutationObserver(() => {
        const reversing = element.classList.contains('animated-reverse-wrapper');
        const shown = element.getAttribute('aria-hidden') === 'false';
        const state = `${reversing ? 'exit animation' : 'still'}, ${shown ? 'shown' : 'hidden'}`;
        if (states.at(-1) !== state) states.push(state);
      }).observe(element, { attributes: true, attributeFilter: ['class', 'aria-hidden'] });
    }, panel);
    await page.keyboard.press('Escape');
    await expect.poll(() => hidden(page)).toBe('true');
    expect(
      await page.evaluate(() => (window as unknown as { panelStates: string[] }).panelStates),
    ).toEqual(['exit animation, shown', 'still, hidden']);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
