import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-server.ts';
import { openPage, useBrowser } from './harness.ts';
import { inspect, waitForIsletReady } from './islet-api.ts';
import { recordedPath } from './recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

// Sticky sections and motion effects only: nothing on it needs a React island (no popup,
// off-canvas, loop filter or menu cart), so React may load only for the inspector.
const PAGE_WITHOUT_ISLANDS = 'FuYon__love-darling-marketing-website__index.html';

const isReactChunk = (url: string) => {
  const { pathname } = new URL(url);
  const file = pathname.slice(pathname.lastIndexOf('/') + 1);
  return pathname.startsWith('/islet/') && file.endsWith('.js') && /react/i.test(file);
};

describe('lazy loading', () => {
  it('does not download React on a page without islands', async () => {
    const { page, pageErrors, requests } = await openPage(
      browser.context(),
      demo.url(recordedPath(PAGE_WITHOUT_ISLANDS)),
    );
    try {
      await waitForIsletReady(page);
      await page.waitForLoadState('networkidle');
      expect(pageErrors.map(String)).toEqual([]);
      expect(requests.some((url) => new URL(url).pathname === '/islet/islet.js')).toBe(true);
      expect(requests.filter(isReactChunk)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('loads React and the inspector panel with ?islet-debug', async () => {
    const { page, pageErrors, requests, consoleTables } = await openPage(
      browser.context(),
      demo.url(recordedPath(PAGE_WITHOUT_ISLANDS, '?islet-debug')),
    );
    try {
      await waitForIsletReady(page);
      const rows = await inspect(page);
      expect(rows.length).toBeGreaterThan(0);

      // The island's container has no box of its own (the panel inside is position: fixed), so
      // what must be visible is the panel it renders.
      await page
        .locator('#islet-inspector > *')
        .first()
        .waitFor({ state: 'visible', timeout: 20_000 });
      // The island renders after its chunk arrives; wait until it shows the runtime's rows.
      await page.waitForFunction(
        (ids) => {
          const text = document.getElementById('islet-inspector')?.textContent ?? '';
          return ids.every((id) => text.includes(id));
        },
        rows.map((row) => row.id),
        { timeout: 20_000 },
      );

      expect(requests.filter(isReactChunk).length).toBeGreaterThan(0);
      expect(consoleTables.length).toBeGreaterThan(0);
      // Every listed element is highlighted on the page, with its status in its title.
      const highlighted = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll<HTMLElement>('[data-element_type][data-id]'),
          (el) => ({
            outline: el.style.outlineStyle,
            title: el.title,
          }),
        ),
      );
      const elementRows = rows.filter(
        (row) => row.elementType !== 'page' && row.elementType !== 'document',
      );
      expect(highlighted.length).toBe(elementRows.length);
      for (const element of highlighted) {
        expect(element.outline).toBe('dashed');
        expect(element.title).toMatch(/^islet: (active|pending|skipped|static|unsupported|failed)/);
      }
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('leaves the page working when a chunk fails, says so exactly, and retries on the next call', async () => {
    const attempts: string[] = [];
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url(recordedPath(PAGE_WITHOUT_ISLANDS, '?islet-debug')),
      (tab) =>
        tab.route('**/islet/chunks/debug-view-*.js*', (route) => {
          attempts.push(route.request().url());
          return attempts.length === 1 ? route.abort('connectionfailed') : route.continue();
        }),
    );
    try {
      await waitForIsletReady(page);
      await page.waitForFunction(() => document.readyState === 'complete');
      await expect
        .poll(() =>
          consoleWarnings.filter((text) => text.includes('Loading chunk inspector failed.')),
        )
        .toEqual(['[islet] Loading chunk inspector failed. The inspector stays off.']);
      expect(await page.locator('#islet-inspector').count()).toBe(0);
      expect((await inspect(page)).length).toBeGreaterThan(0);

      await page.evaluate(() =>
        (window as unknown as { islet: { debug(): Promise<void> } }).islet.debug(),
      );
      await page.locator('#islet-inspector > *').first().waitFor({ state: 'visible' });
      expect(attempts).toHaveLength(2);
      // Calling it again refreshes the one panel rather than adding a second.
      await page.evaluate(() =>
        (window as unknown as { islet: { debug(): Promise<void> } }).islet.debug(),
      );
      expect(await page.locator('#islet-inspector').count()).toBe(1);
      expect(new URL(attempts[1]!).searchParams.get('islet-retry')).toBe('1');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
