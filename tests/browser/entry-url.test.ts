import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-server.ts';
import { openPage, useBrowser } from './harness.ts';
import { inspect, waitForIsletReady } from './islet-api.ts';
import { recordedPath } from './recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

// Entrance animations: their chunk imports the runtime, so a chunk that imported the entry by
// the page's URL would load a second copy of it here.
const PAGE_WITH_ANIMATIONS = 'FuYon__love-darling-marketing-website__index.html';

/**
 * Counts every assignment of a runtime to `window.islet`: each copy of the runtime makes one
 * (islet.js's early stand-in, which has no `inspect`, is not one).
 */
async function countRuntimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let value: unknown;
    const scope = window as unknown as { isletAssignments: number };
    scope.isletAssignments = 0;
    Object.defineProperty(window, 'islet', {
      configurable: true,
      get: () => value,
      set(next) {
        if (typeof next === 'object' && next !== null && 'inspect' in next)
          scope.isletAssignments += 1;
        value = next;
      },
    });
  });
}

/**
 * Serves the page with its bundle tag, and the head's module preload of it, pointed at `src`
 * instead of `/islet/islet.js`.
 */
async function withEntry(page: Page, src: string): Promise<void> {
  await countRuntimes(page);
  await page.route('**/recorded/**', async (route) => {
    const response = await route.fetch();
    const html = (await response.text())
      .replace('src="/islet/islet.js"', `src="${src}"`)
      .replace('rel="modulepreload" href="/islet/islet.js"', `rel="modulepreload" href="${src}"`);
    await route.fulfill({ response, body: html });
  });
}

const isRuntimeChunk = (url: string) => /\/chunks\/islet-runtime-[\w-]+\.js$/.test(url);

/** The page ran exactly one runtime: one runtime chunk fetched, one `window.islet`, no errors. */
async function expectOneRuntime(opened: {
  page: Page;
  requests: string[];
  pageErrors: unknown[];
}): Promise<void> {
  expect(opened.requests.filter(isRuntimeChunk)).toHaveLength(1);
  expect(
    await opened.page.evaluate(() => (window as never as Record<string, number>).isletAssignments),
  ).toBe(1);
  expect(opened.pageErrors.map(String)).toEqual([]);
}

describe('the entry URL', () => {
  it('starts one runtime when islet.js carries a version query', async () => {
    const { page, pageErrors, requests } = await openPage(
      browser.context(),
      demo.url(recordedPath(PAGE_WITH_ANIMATIONS)),
      (tab) => withEntry(tab, '/islet/islet.js?ver=1.2.3'),
    );
    try {
      await waitForIsletReady(page);
      await page.waitForLoadState('networkidle');
      const rows = await inspect(page);
      expect(rows.some((row) => row.behaviours.some((b) => b.startsWith('entrance')))).toBe(true);
      // The entrance chunk came, and with it no second request for the entry or the runtime.
      expect(requests.some((url) => /\/chunks\/entrance-/.test(url))).toBe(true);
      const entries = requests.filter((url) => new URL(url).pathname === '/islet/islet.js');
      expect(entries).toEqual([demo.url('/islet/islet.js?ver=1.2.3')]);
      await expectOneRuntime({ page, requests, pageErrors });
    } finally {
      await page.close();
    }
  });

  it('starts one runtime when the bundle is served from another path (a CDN copy)', async () => {
    const { page, pageErrors, requests } = await openPage(
      browser.context(),
      demo.url(recordedPath(PAGE_WITH_ANIMATIONS)),
      async (tab) => {
        await withEntry(tab, '/cdn/islet@1/islet.js?ver=1');
        await tab.route('**/cdn/islet@1/**', async (route) => {
          const url = new URL(route.request().url());
          url.pathname = url.pathname.replace('/cdn/islet@1/', '/islet/');
          await route.fulfill({ response: await route.fetch({ url: url.href }) });
        });
      },
    );
    try {
      await waitForIsletReady(page);
      await page.waitForLoadState('networkidle');
      expect(requests.some((url) => /\/cdn\/islet@1\/chunks\/entrance-/.test(url))).toBe(true);
      // Nothing of the module bundle comes from the original path (a head script would).
      expect(
        requests.filter((url) => /^\/islet\/(islet\.js|chunks\/)/.test(new URL(url).pathname)),
      ).toEqual([]);
      await expectOneRuntime({ page, requests, pageErrors });
    } finally {
      await page.close();
    }
  });
});
