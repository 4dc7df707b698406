// Inline code in the content that uses jQuery without declaring it (docs/wordpress.md, "What
// stays, and how it loads"): an HTML widget's `<script>jQuery(…)</script>` and a custom code
// snippet of the Pro add-on ran in the original because the builder's scripts put jQuery in the
// head. With Islet, jQuery stays in the head on a page where such code may render, and nowhere
// else it is not needed (php/content-jquery.php makes the page and the snippet).
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.mjs';
import { sharedSite } from './shared-site.ts';
import { openView, type Mode } from './side-by-side.ts';
import type { WordPressSite } from './wordpress-site.mjs';

let site: WordPressSite;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let context: BrowserContext;
let inlinePage: string;

beforeAll(async () => {
  site = sharedSite();
  inlinePage = `${site.url}/?page_id=${site.php('content-jquery.php', 'page').trim()}`;
  browser = await launchChromium();
  context = browser.context;
}, 120_000);

afterAll(async () => {
  site?.php('content-jquery.php', 'remove-snippet');
  await browser?.close();
});

/** Where the server printed jQuery on `url` for a visitor: 'head', 'body' or 'none'. */
async function jqueryPrinted(url: string): Promise<'head' | 'body' | 'none'> {
  const html = await (await fetch(url)).text();
  const at = html.search(/<script\b[^>]*\bid=["']jquery-core-js["']/);
  if (at < 0) return 'none';
  return at < html.indexOf('</head>') ? 'head' : 'body';
}

/** What the inline code wrote, and the view's errors, once the page has loaded. */
async function inlineRan(mode: Mode) {
  const view = await openView(context, site, inlinePage, mode);
  try {
    return {
      text: await view.page.locator('#islet-e2e-inline').textContent(),
      errors: view.errors,
    };
  } finally {
    await view.page.close();
  }
}

describe('inline code in the content that uses jQuery', () => {
  it('an HTML widget’s inline jQuery code runs with Islet as in the original: jQuery stays in the head there', async () => {
    expect(await inlineRan('off')).toEqual({ text: 'ran', errors: [] });
    expect(await jqueryPrinted(inlinePage)).toBe('head');
    expect(await inlineRan('on')).toEqual({ text: 'ran', errors: [] });
    // A page without such code still loses jQuery, which nothing on it needs.
    expect(await jqueryPrinted(`${site.url}/?page_id=${site.ids.widgets}`)).toBe('none');
  });

  it('a custom code snippet that uses jQuery keeps it in the head on every page, until it is deleted', async () => {
    const other = `${site.url}/?page_id=${site.ids.widgets}`;
    site.php('content-jquery.php', 'snippet');
    try {
      expect(await jqueryPrinted(other)).toBe('head');
      const view = await openView(context, site, other, 'on');
      try {
        // The add-on printed the snippet at the end of the body, and its code ran.
        expect(
          await view.page.evaluate(() => document.documentElement.dataset.isletE2eSnippet),
        ).toBe('ran');
        expect(view.errors).toEqual([]);
      } finally {
        await view.page.close();
      }
    } finally {
      site.php('content-jquery.php', 'remove-snippet');
    }
    expect(await jqueryPrinted(other)).toBe('none');
  });
});
