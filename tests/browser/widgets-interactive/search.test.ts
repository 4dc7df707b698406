import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { pauseClock } from '../page-clock.ts';
import { renderingSteps } from '../page-settled.ts';
import { readRecorded, recordedFiles, recordedPath } from '../recorded-fixtures.ts';

const server = useDemoServer();
const browser = useBrowser();

const PAGE = '/pages/interactive/search';
const overlay = '.elementor-element-srf0001 .elementor-search-form__container';
const toggle = '.elementor-element-srf0001 .elementor-search-form__toggle';
const live = '#search-srh0001';
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
const REFRESH = '/wp-json/elementor-pro/v1/refresh-search';
/** The titles of the results shown: the loop items of the loop-item template. */
const options = (page: Page) =>
  page
    .locator('.elementor-element-srh0001 .e-search-results-list .e-loop-item a')
    .allTextContents();
const termOf = (body: string | null) =>
  (JSON.parse(body ?? '{}') as { search_term?: string }).search_term;

/**
 * Whether a search is under way once the debounce of the last keystroke is over: the page's clock
 * (paused, `pauseClock`) moves past it, and a search marks the widget busy as it starts.
 */
async function searchingAfterDebounce(page: Page) {
  await page.clock.runFor(300);
  return page.evaluate(() =>
    document.querySelector('.elementor-element-srh0001')!.hasAttribute('aria-busy'),
  );
}

async function open(beforeNavigation?: (page: Page) => Promise<unknown>) {
  const opened = await openPage(browser.context(), server.url(PAGE), beforeNavigation);
  await opened.page.setViewportSize({ width: 1024, height: 700 });
  await waitForIsletReady(opened.page);
  return opened;
}

describe('search form, full screen skin', () => {
  it('opens from its toggle by keyboard, traps focus, closes with Escape and returns focus', async () => {
    const { page, pageErrors, consoleWarnings } = await open();
    expect(await page.locator(overlay).isVisible()).toBe(false);
    expect(await page.locator(toggle).getAttribute('aria-expanded')).toBe('false');
    await page.locator(toggle).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('elementor-search-form-srf0001');
    expect(await page.locator(overlay).isVisible()).toBe(true);
    expect(await page.locator(overlay).getAttribute('class')).toContain(
      'elementor-search-form--full-screen elementor-lightbox',
    );
    expect(await page.locator(toggle).getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(overlay).getAttribute('class')).toContain(
      'elementor-search-form--focus',
    );
    expect(await axeViolations(page, { selector: '.elementor-element-srf0001' })).toEqual([]);
    // Focus stays in the overlay: input, close button, input.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain(
      'dialog-close-button',
    );
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('elementor-search-form-srf0001');
    await page.keyboard.press('Escape');
    expect(await page.locator(overlay).isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toBe('elementor-search-form__toggle');
    expect(await axeViolations(page, { selector: '.elementor-element-srf0001' })).toEqual([]);
    // The close button and a click on the backdrop close it too.
    await page.locator(toggle).click();
    await expect.poll(() => page.locator(overlay).isVisible()).toBe(true);
    await page.locator(`${overlay} .dialog-close-button`).click();
    expect(await page.locator(overlay).isVisible()).toBe(false);
    await page.locator(toggle).click();
    await page.mouse.click(20, 20);
    expect(await page.locator(overlay).isVisible()).toBe(false);
    // Closed, the overlay's input is out of the tab order.
    await page.locator('#before').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.className)).toBe(
      'elementor-search-form__toggle',
    );
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('elementor-search-form-srf0002');
    expect(pageErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });
});

describe('search widget, live results', () => {
  it("asks Pro's refresh-search once per pause, shows its loop items and pagination, moves through them by keyboard", async () => {
    // The debounce runs on Playwright's clock (installed on this file's context: later pages get
    // it too, resumed, so their time flows as usual).
    const { page, pageErrors, consoleWarnings } = await open((page) => page.clock.install());
    const requests: { method: string; body: unknown }[] = [];
    page.on('request', (request) => {
      if (request.url().includes(REFRESH))
        requests.push({ method: request.method(), body: JSON.parse(request.postData() ?? '{}') });
    });
    // Pro prints the widget hidden; Islet shows it.
    expect(await page.locator('.elementor-element-srh0001 .e-search').getAttribute('class')).toBe(
      'e-search',
    );
    await page.locator(live).focus();
    await pauseClock(page);
    await page.keyboard.type('ca');
    // Below the minimum of 3 characters: once the debounce is over, no search has started.
    expect(await searchingAfterDebounce(page)).toBe(false);
    expect(requests).toEqual([]);
    await page.clock.resume();
    await page.keyboard.type('mp', { delay: 30 });
    await expect
      .poll(() => options(page))
      .toEqual(['Campfire cooking', 'Kids and camping', 'Campfire cooking (part 2)']);
    expect(requests).toEqual([
      {
        method: 'POST',
        body: { post_id: '73', widget_id: 'srh0001', search_term: 'camp', page_number: 1 },
      },
    ]);
    expect(await page.locator(live).getAttribute('aria-expanded')).toBe('true');
    expect(await axeViolations(page, { selector: '.elementor-element-srh0001' })).toEqual([]);
    // The pagination Pro renders: page 2 in place.
    await page
      .locator('.elementor-element-srh0001 nav.elementor-pagination a', { hasText: '2' })
      .first()
      .click();
    await expect.poll(() => options(page)).toEqual(['Kids and camping (part 2)']);
    expect(requests.at(-1)?.body).toMatchObject({ search_term: 'camp', page_number: 2 });
    // Arrows move the focus through the results' links; Escape closes and focus returns.
    await page.locator(live).focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Kids and camping (part 2)',
    );
    await page.keyboard.press('Escape');
    expect(await focusedId(page)).toBe('search-srh0001');
    expect(await page.locator(live).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('#results-srh0001').isVisible()).toBe(false);
    // Focusing again reopens; Enter on a result follows its link.
    await page.locator('#before').focus();
    await page.locator(live).focus();
    expect(await page.locator(live).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('ArrowDown');
    const href = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(href).toMatch(/\?p=\d+$/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.href.endsWith(href!));
    expect(pageErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });

  it('renders only the latest answer when an earlier one arrives late, and shows the nothing-found message', async () => {
    const { page, pageErrors } = await open();
    // The answer for "camp" is held back until "festival" has been answered and shown.
    let releaseCamp!: () => void;
    const campHeld = new Promise<void>((resolve) => (releaseCamp = resolve));
    let campAsked!: () => void;
    const campOut = new Promise<void>((resolve) => (campAsked = resolve));
    let campDone!: () => void;
    const campAnswered = new Promise<void>((resolve) => (campDone = resolve));
    await page.route(`**${REFRESH}`, async (route) => {
      const camp = termOf(route.request().postData()) === 'camp';
      if (camp) {
        campAsked();
        await campHeld;
      }
      await route.continue().catch(() => {});
      if (camp) campDone();
    });
    await page.locator(live).fill('camp');
    await campOut;
    await page.locator(live).fill('festival');
    await expect
      .poll(() => options(page))
      .toEqual(['Festival checklist', 'Festival checklist (part 2)']);
    releaseCamp();
    await campAnswered;
    await expect
      .poll(() => page.locator('.elementor-element-srh0001').getAttribute('aria-busy'))
      .toBeNull();
    await renderingSteps(page);
    expect(await options(page)).toEqual(['Festival checklist', 'Festival checklist (part 2)']);
    await page.locator(live).fill('zzzz');
    const nothing = page.locator('.elementor-element-srh0001 .e-search-nothing-found-message');
    await expect.poll(() => nothing.isVisible()).toBe(true);
    expect(await options(page)).toEqual([]);
    expect(await page.locator(live).getAttribute('aria-expanded')).toBe('false');
    // The clear icon empties the input and the results.
    await page.locator('.elementor-element-srh0001 .e-search-input-wrapper > svg').click();
    expect(await page.locator(live).inputValue()).toBe('');
    expect(await nothing.count()).toBe(0);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

describe('live search failure', () => {
  it('shows one notice in the open results with a retry that searches again, and warns once', async () => {
    const { page, pageErrors, consoleWarnings } = await open();
    let failing = true;
    let requests = 0;
    await page.route(`**${REFRESH}`, async (route) => {
      requests += 1;
      if (failing) await route.fulfill({ status: 500, body: '' });
      else await route.continue();
    });
    await page.locator(live).fill('festival');
    const notice = page.locator('.elementor-element-srh0001 .islet-failure-notice[role=alert]');
    await expect.poll(() => notice.textContent()).toContain('The search could not be completed.');
    expect(await notice.isVisible()).toBe(true);
    expect(await options(page)).toEqual([]);
    expect(await axeViolations(page, { selector: '.elementor-element-srh0001' })).toEqual([]);

    failing = false;
    await notice.locator('button').click();
    await expect
      .poll(() => options(page))
      .toEqual(['Festival checklist', 'Festival checklist (part 2)']);
    expect(await notice.count()).toBe(0);
    expect(requests).toBe(2);
    expect(consoleWarnings.filter((text) => text.includes('live search failed'))).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

describe('search forms of the recorded pages', () => {
  const withSearch = recordedFiles.filter((file) =>
    readRecorded(file).includes('widget_type="search-form.'),
  );
  it.each(withSearch)('%s: every search form active, focus marked', async (file) => {
    const { page, pageErrors } = await openPage(browser.context(), server.url(recordedPath(file)));
    await waitForIsletReady(page);
    const rows = (await inspect(page)).filter((row) => row.widgetType?.startsWith('search-form.'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ status: 'active' });
    const input = page.locator('.elementor-search-form__input').first();
    await input.focus();
    expect(
      await page.locator('.elementor-search-form__container').first().getAttribute('class'),
    ).toContain('elementor-search-form--focus');
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
