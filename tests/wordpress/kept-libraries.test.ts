// Where the plugin prints the libraries it keeps for the page's own scripts (docs/wordpress.md,
// "What stays, and how it loads"): jQuery kept for an add-on (php/addon.php) goes to the footer
// when no head script needs it, takes a head script that needs it to the footer with it, is
// deferred when every script needing it is, and stays in the head, blocking, when a head script
// with inline code after it needs it; the add-on runs through compat in each case. And the
// builder's Font Awesome 4 shim, which only hands data on, is deferred.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.mjs';
import { sharedSite } from './shared-site.ts';
import { openView } from './side-by-side.ts';
import type { WordPressSite } from './wordpress-site.mjs';

interface PrintedScript {
  id: string;
  inHead: boolean;
  defer: boolean;
}

let site: WordPressSite;
let browser: Awaited<ReturnType<typeof launchChromium>>;
let context: BrowserContext;

beforeAll(async () => {
  site = sharedSite();
  browser = await launchChromium();
  context = browser.context;
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** The scripts of a page as the server printed it, before any script ran. */
async function printedScripts(url: string, headers: Record<string, string> = {}) {
  const html = await (await fetch(url, { headers })).text();
  const headEnd = html.indexOf('</head>');
  return Array.from(
    html.matchAll(/<script\b([^>]*)>/g),
    ({ 1: attributes = '', index }): PrintedScript => ({
      id: /\bid=["']([^"']+)["']/.exec(attributes)?.[1] ?? '',
      inHead: index < headEnd,
      defer: /\sdefer\b/.test(attributes),
    }),
  );
}

/**
 * The add-on's page with Islet: the scripts as printed, and whether the add-on ran without an
 * error.
 */
async function addonPage(query: string) {
  const url = `${site.url}/?page_id=${site.ids.navigation}&${query}`;
  const scripts = await printedScripts(url);
  const view = await openView(context, site, url, 'on');
  try {
    await expect
      .poll(() => view.page.locator('[data-id="anie001"]').getAttribute('data-addon-ready'))
      .toBe('yes');
    return { scripts, errors: view.errors };
  } finally {
    await view.page.close();
  }
}

const find = (scripts: PrintedScript[], id: string) => {
  const found = scripts.find((script) => script.id === id);
  if (!found) throw new Error(`${id} was not printed`);
  return { ...found, at: scripts.indexOf(found) };
};

describe('the libraries the plugin keeps for the page’s own scripts', () => {
  it('moves jQuery to the footer, before the add-on that needs it, when no head script does', async () => {
    const { scripts, errors } = await addonPage('islet-e2e-addon=1');
    const jquery = find(scripts, 'jquery-core-js');
    const addon = find(scripts, 'islet-e2e-addon-js');
    expect([jquery.inHead, jquery.defer, find(scripts, 'jquery-migrate-js').inHead]).toEqual([
      false,
      false,
      false,
    ]);
    expect(jquery.at).toBeLessThan(addon.at);
    expect(errors).toEqual([]);
  });

  it('defers jQuery when every script that needs it is deferred', async () => {
    const { scripts, errors } = await addonPage('islet-e2e-addon=defer');
    expect(find(scripts, 'islet-e2e-addon-js').defer).toBe(true);
    expect(find(scripts, 'jquery-core-js').defer).toBe(true);
    expect(find(scripts, 'jquery-migrate-js').defer).toBe(true);
    expect(errors).toEqual([]);
  });

  it('moves a head script that needs jQuery to the footer with it', async () => {
    const { scripts, errors } = await addonPage('islet-e2e-addon=head');
    const jquery = find(scripts, 'jquery-core-js');
    const addon = find(scripts, 'islet-e2e-addon-js');
    expect([addon.inHead, jquery.inHead, jquery.defer]).toEqual([false, false, false]);
    expect(jquery.at).toBeLessThan(addon.at);
    expect(errors).toEqual([]);
  });

  it('keeps jQuery in the head, blocking, when a head script with inline code after it needs it', async () => {
    const { scripts, errors } = await addonPage('islet-e2e-addon=head-after');
    const jquery = find(scripts, 'jquery-core-js');
    expect([
      find(scripts, 'islet-e2e-addon-js').inHead,
      find(scripts, 'islet-e2e-addon-js-after').inHead,
      jquery.inHead,
      jquery.defer,
    ]).toEqual([true, true, true, false]);
    expect(errors).toEqual([]);
  });

  it("defers the builder's Font Awesome 4 shim, which only hands data to Font Awesome's JavaScript", async () => {
    const url = `${site.url}/?page_id=${site.ids.navigation}&islet-e2e-fa4-shim=1`;
    const original = await printedScripts(`${url}&islet=off`, {
      cookie: `${site.cookie.name}=${site.cookie.value}`,
    });
    expect(find(original, 'font-awesome-4-shim-js')).toMatchObject({ inHead: true, defer: false });
    const islet = await printedScripts(url);
    expect(find(islet, 'font-awesome-4-shim-js')).toMatchObject({ inHead: true, defer: true });
    const view = await openView(context, site, url, 'on');
    try {
      // It ran, before DOMContentLoaded: Font Awesome's own JavaScript, where a site adds it,
      // finds the shims there.
      expect(
        await view.page.evaluate(
          () =>
            (window as { ___FONT_AWESOME___?: { shims?: unknown[] } }).___FONT_AWESOME___?.shims
              ?.length ?? 0,
        ),
      ).toBeGreaterThan(100);
      expect(view.errors).toEqual([]);
    } finally {
      await view.page.close();
    }
  });

  it('leaves jQuery where it was registered when the filter says so', async () => {
    const { scripts, errors } = await addonPage(
      'islet-e2e-addon=defer&islet-e2e-kept-libraries=in-place',
    );
    const jquery = find(scripts, 'jquery-core-js');
    expect([jquery.inHead, jquery.defer]).toEqual([true, false]);
    expect(errors).toEqual([]);
  });
});
