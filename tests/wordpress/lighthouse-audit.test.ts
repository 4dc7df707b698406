// `islet audit --lighthouse` on the real WordPress: the page as the site sends it without Islet
// (`islet_enabled` says no for the request) against the same page with Islet as the audit
// deploys it, which must load the scripts the plugin itself leaves on that page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareOnLighthouse } from '../../packages/cli/src/lighthouse-audit.ts';
import { launchChromium } from '../browser/launch-chromium.mjs';
import { sharedSite } from './shared-site.ts';
import { openView } from './side-by-side.ts';
import type { WordPressSite } from './wordpress-site.mjs';

let site: WordPressSite;
let browser: Awaited<ReturnType<typeof launchChromium>>;

beforeAll(async () => {
  site = sharedSite();
  browser = await launchChromium();
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

/** A script URL's path; Islet's lazy chunks (which load as the page needs them) left out. */
const scriptPaths = (urls: string[]) =>
  [
    ...new Set(
      urls
        .map((url) => new URL(url).pathname)
        .filter((path) => path.endsWith('.js') && !path.includes('/islet/bundle/chunks/')),
    ),
  ].sort();

describe('islet audit --lighthouse on the real WordPress', () => {
  // A limit, not a measure (180 s, at the end): two Lighthouse runs of a real WordPress page took
  // 44 s beside the other two sites in `npm test`, and over the project's 60 s with both cores
  // loaded as well.
  it('deploys Islet as the plugin does: the same scripts, jQuery kept for the add-on', async () => {
    // The add-on's page, whose own script needs jQuery (php/addon.php).
    const url = `${site.url}/?page_id=${site.ids.navigation}&islet-e2e-addon=1`;
    const result = await compareOnLighthouse(new URL(`${url}&islet-e2e-filter=disabled`), {
      runs: 1,
    });
    expect(result.failedRuns).toEqual([]);
    const view = await openView(browser.context, site, url, 'on');
    try {
      await expect
        .poll(() => view.page.locator('[data-id="anie001"]').getAttribute('data-addon-ready'))
        .toBe('yes');
      const byPlugin = scriptPaths(view.requests);
      expect(byPlugin).toContain('/wp-includes/js/jquery/jquery.min.js');
      expect(byPlugin).toContain('/wp-content/plugins/islet/bundle/islet.js');
      expect(scriptPaths(result.loaded.islet.scripts.map(({ url }) => url))).toEqual(byPlugin);
    } finally {
      await view.page.close();
    }
    // The page without Islet ran the builder's own frontend.
    expect(scriptPaths(result.loaded.original.scripts.map(({ url }) => url))).toContain(
      '/wp-content/plugins/elementor/assets/js/frontend.min.js',
    );
    expect(result.loaded.islet.failed).toEqual([]);
    expect(result.variants.islet.scriptBytes!.median).toBeLessThan(
      result.variants.original.scriptBytes!.median,
    );
  }, 180_000);
});
