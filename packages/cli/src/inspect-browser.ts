import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Route } from 'playwright-core';
// The shared page preparation: the page's scripts out (the builder's configuration stays),
// the bundle in, exactly as the demo and the browser tests serve recorded pages.
import { transformRecordedPage } from '@islet/page-html';
import type { Inspect } from './audit-page.ts';
import { inspectionSettled, seenRows, type SeenRow } from './element-rows.ts';
import { DEFAULT_BUNDLE_DIR } from './islet-bundle.ts';
import { chromiumPath } from './chromium-path.ts';

const ORIGIN = 'http://127.0.0.1:9';
const ISLET_PATH = '/__islet/';

/**
 * `--browser`: each page, its scripts replaced by Islet, in headless Chromium, answered from
 * memory (no server, nothing from the network: every other request gets an empty answer), then
 * `islet.inspect()` read once Islet is ready and every popup has been released.
 */
export async function openBrowserInspector(
  bundleDir = DEFAULT_BUNDLE_DIR,
): Promise<{ inspect: Inspect; close(): Promise<void> }> {
  // Loaded only here: the static audit never pays for Playwright.
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
  });
  const context = await browser.newContext();
  const inspect: Inspect = async (source) => {
    const page = await context.newPage();
    // URLs stay as printed: every request but the page's and the bundle's is answered empty.
    const { html } = transformRecordedPage(source.html, { isletSrc: `${ISLET_PATH}islet.js` });
    await page.route('**/*', async (route: Route) => {
      const url = new URL(route.request().url());
      if (url.origin === ORIGIN && url.pathname === '/page.html') {
        return route.fulfill({ contentType: 'text/html', body: html });
      }
      if (url.origin === ORIGIN && url.pathname.startsWith(ISLET_PATH)) {
        const file = join(bundleDir, url.pathname.slice(ISLET_PATH.length));
        const body = await readFile(file).catch(() => null);
        if (body) return route.fulfill({ contentType: 'text/javascript', body });
      }
      return route.fulfill({ status: 204, body: '' });
    });
    try {
      await page.goto(`${ORIGIN}/page.html${source.url.search}`);
      await page.waitForFunction(() => 'islet' in window);
      await page.evaluate(async () => {
        await window.islet.ready;
        // Ready, `window.islet` is the runtime (before, it is the early stand-in).
        const islet = window.islet;
        if ('release' in islet)
          for (const popup of document.querySelectorAll('[data-elementor-type="popup"]'))
            islet.release(popup);
      });
      await page.waitForFunction(
        `(${inspectionSettled.toString()})(window.islet.inspect(), document)`,
      );
      return (await page.evaluate(`(${seenRows.toString()})(window.islet.inspect())`)) as SeenRow[];
    } finally {
      await page.close();
    }
  };
  return { inspect, close: () => browser.close() };
}
