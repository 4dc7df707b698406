import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { hydrationSettled, renderingSteps } from '../page-settled.ts';

const server = useDemoServer();
const browser = useBrowser();

// A local stand-in for the network's SDK: it records init and renders a marker per parse.
const SDK_STUB = `window.FB = {
  inits: [],
  parsed: [],
  init: function (options) { this.inits.push(options); },
  XFBML: { parse: function (element) {
    window.FB.parsed.push(element.getAttribute('data-id'));
    element.querySelector('.elementor-facebook-widget').insertAdjacentHTML('beforeend', '<iframe title="Facebook" class="stub-embed"></iframe>');
  } },
};`;

describe('social-network embeds', () => {
  it('loads the SDK once, only when an embed comes near, and renders each embed; one without an address is skipped', async () => {
    const context = browser.context();
    const opened = await openPage(context, server.url('/pages/interactive/social-embed'));
    const { page, pageErrors, consoleWarnings } = opened;
    const sdk: string[] = [];
    await page.route('https://connect.facebook.net/**', (route) => {
      sdk.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: SDK_STUB });
    });
    await page.setViewportSize({ width: 1024, height: 700 });
    await waitForIsletReady(page);
    await hydrationSettled(page);
    await renderingSteps(page);
    expect(sdk).toEqual([]);
    const rows = await inspect(page);
    expect(rows.find((row) => row.id === 'fbk0003')).toMatchObject({ status: 'skipped' });
    expect(rows.find((row) => row.id === 'fbk0001')).toMatchObject({ status: 'pending' });
    expect(consoleWarnings.filter((w) => w.includes('data-href'))).toHaveLength(1);
    await page.locator('.elementor-element-fbk0002').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.stub-embed').count()).toBe(2);
    expect(sdk).toEqual(['https://connect.facebook.net/de_DE/sdk.js']);
    expect(
      await page.evaluate(() => (window as unknown as { FB: { inits: unknown[] } }).FB.inits),
    ).toEqual([{ version: 'v2.10', status: false, xfbml: false }]);
    await expect
      .poll(async () => (await inspect(page)).find((row) => row.id === 'fbk0001')?.status)
      .toBe('active');
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
