// The four script-injection families of issue 25 and their hostile variants (fast-check: letter
// case, leading controls and spaces, tabs and newlines inside the scheme, character references in
// attributes), each put through its sink in a real page: none may run. A probe function exposed in
// every frame counts executions; a positive control shows the probe sees a payload that does run.
import fc from 'fast-check';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../fixtures/generate/escape-html.mjs';
import {
  hostileAttributeUrl,
  hostileUrl,
  PROBE_BODY,
  fuzzSeeds,
} from '@islet/test-support/hostile-urls';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser, type OpenedPage } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

const demo = useDemoServer();
const browser = useBrowser();

/** Variants per family and run, from each seed (`ISLET_FUZZ_SEED` adds one; printed on failure). */
const RUNS = 8;
const seeds = fuzzSeeds();
const variants = (arbitrary: fc.Arbitrary<string>) =>
  seeds.flatMap((seed) => fc.sample(arbitrary, { seed, numRuns: RUNS }));
const withSeed = (what: string) => `${what} (seeds ${seeds.join(', ')})`;

/** Opens `path` with the probe installed in every frame; `executions()` counts payloads that ran. */
async function openProbed(
  path: string,
  beforeNavigation?: (page: Page) => Promise<unknown>,
): Promise<OpenedPage & { executions(): number }> {
  let count = 0;
  const opened = await openPage(browser.context(), demo.url(path), async (page) => {
    await page.exposeFunction('__isletPwned', () => void count++);
    await beforeNavigation?.(page);
  });
  await waitForIsletReady(opened.page);
  return { ...opened, executions: () => count };
}

const refusals = (opened: OpenedPage) =>
  opened.consoleWarnings.filter((text) => /refused; it is not followed/.test(text)).length;

const actionHash = (settings: Record<string, unknown>) =>
  `#elementor-action:action=lightbox&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}`;

/** Nothing ran, and nothing will: a payload's handlers fire on insertion or the next frames. */
async function settleFrames(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

describe('script injection payloads do not run', () => {
  it('positive control: the probe counts a javascript: URL that does run', async () => {
    const opened = await openProbed('/pages/interactive/form');
    try {
      await opened.page.evaluate((body) => {
        location.href = `javascript:${body}`;
      }, PROBE_BODY);
      await expect.poll(() => opened.executions()).toBe(1);
    } finally {
      await opened.page.close();
    }
  });

  it('lightbox action links (image and video) and a crafted URL hash', async () => {
    const urls = variants(hostileUrl());
    const opened = await openProbed('/pages/lightbox/action');
    const { page } = opened;
    try {
      await page.evaluate(
        (hrefs) => {
          for (const [index, href] of hrefs.entries()) {
            const link = document.createElement('a');
            link.id = `hostile-${index}`;
            link.href = href;
            link.textContent = 'open';
            document.body.append(link);
          }
        },
        urls.map((url, index) =>
          actionHash(index % 2 ? { type: 'video', videoType: 'hosted', url } : { url }),
        ),
      );
      for (const [index] of urls.entries()) {
        await page.click(`#hostile-${index}`);
        await expect
          .poll(() => refusals(opened), { message: withSeed(urls[index]!) })
          .toBe(index + 1);
      }
      await settleFrames(page);
      expect(await page.locator('.pswp').count()).toBe(0);
      expect(opened.executions(), withSeed('lightbox action')).toBe(0);
    } finally {
      await page.close();
    }

    // The hash route: the page offers the link, the visitor arrives with its hash in the URL.
    for (const url of variants(hostileUrl()).slice(0, 4)) {
      const hash = actionHash({ type: 'video', videoType: 'youtube', url });
      const arrived = await openProbed(
        `/pages/lightbox/action${hash.replace(/#/, '#')}`,
        (probed) =>
          probed.route('**/pages/lightbox/action', async (route) => {
            const response = await route.fetch();
            const body = (await response.text()).replace(
              '</body>',
              `<a href="${escapeHtml(hash)}">offered</a></body>`,
            );
            await route.fulfill({ response, body });
          }),
      );
      try {
        await expect.poll(() => refusals(arrived), { message: withSeed(url) }).toBe(1);
        await settleFrames(arrived.page);
        expect(arrived.executions()).toBe(0);
      } finally {
        await arrived.page.close();
      }
    }
  });

  it('lightbox video links in the page, with character references in the attribute', async () => {
    const attributes = variants(hostileAttributeUrl());
    const opened = await openProbed('/pages/lightbox/action', (page) =>
      page.route('**/pages/lightbox/action', async (route) => {
        const response = await route.fetch();
        const links = attributes
          .map(
            (value, index) =>
              `<a id="video-${index}" href="#" data-elementor-open-lightbox="yes" data-elementor-lightbox-video="${value}">video</a>`,
          )
          .join('');
        const body = (await response.text()).replace('</body>', `${links}</body>`);
        await route.fulfill({ response, body });
      }),
    );
    try {
      for (const [index] of attributes.entries()) {
        await opened.page.click(`#video-${index}`);
        await expect
          .poll(() => refusals(opened), { message: withSeed(attributes[index]!) })
          .toBe(index + 1);
      }
      await settleFrames(opened.page);
      expect(opened.executions()).toBe(0);
    } finally {
      await opened.page.close();
    }
  });

  it('nav menu sub-menu icons with handlers and script URLs', async () => {
    const icons = [
      `<svg><image href="x" onerror="${PROBE_BODY}"></image></svg>`,
      `<svg><animate onbegin="${PROBE_BODY}" attributeName="x" dur="1s"></animate></svg>`,
      `<svg><set onbegin="${PROBE_BODY}" attributeName="x" to="1"></set></svg>`,
      `<svg onload="${PROBE_BODY}"><path d="M0 0"/></svg>`,
      ...variants(hostileUrl())
        .slice(0, 4)
        .map((url) => `<svg><a href="${escapeHtml(url)}"><path d="M0 0h9v9H0z"/></a></svg>`),
    ];
    for (const icon of icons) {
      const settings = escapeHtml(
        JSON.stringify({ submenu_icon: { value: icon, library: 'svg' }, layout: 'horizontal' }),
      );
      const opened = await openProbed('/pages/interactive/nav-menu', (page) =>
        page.route('**/pages/interactive/nav-menu', async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replace(
            /data-settings="[^"]*" data-widget_type="nav-menu.default"/,
            `data-settings="${settings}" data-widget_type="nav-menu.default"`,
          );
          await route.fulfill({ response, body });
        }),
      );
      try {
        await expect.poll(() => opened.page.locator('.sub-arrow svg').count()).toBeGreaterThan(0);
        await opened.page.locator('a.has-submenu').first().click();
        await settleFrames(opened.page);
        expect(opened.executions(), icon).toBe(0);
        expect(opened.pageErrors.map(String)).toEqual([]);
      } finally {
        await opened.page.close();
      }
    }
  });

  it('form redirect URLs in the server reply', async () => {
    const urls = variants(hostileUrl());
    let current = '';
    const opened = await openProbed('/pages/interactive/form?redirect', (page) =>
      page.route('**/wp-admin/admin-ajax.php', (route) =>
        route.fulfill({
          json: { success: true, data: { message: 'Sent.', data: { redirect_url: current } } },
        }),
      ),
    );
    const { page } = opened;
    try {
      for (const [index, url] of urls.entries()) {
        current = url;
        // A sent form is reset, as the builder does; fill it again for the next reply.
        await page.fill('#form-field-name', 'Ada');
        await page.fill('#form-field-email', 'ada@example.com');
        await page.evaluate(() => document.querySelector('form')!.requestSubmit());
        await expect.poll(() => refusals(opened), { message: withSeed(url) }).toBe(index + 1);
      }
      await settleFrames(page);
      expect(opened.executions()).toBe(0);
      expect(new URL(page.url()).search).toBe('?redirect');
    } finally {
      await page.close();
    }
  });

  it('add-to-cart product URLs in the shop error reply', async () => {
    const urls = variants(hostileUrl());
    let current = '';
    const opened = await openProbed('/pages/shop/', (page) =>
      page.route(
        (url) => url.searchParams.get('wc-ajax') === 'add_to_cart',
        (route) => route.fulfill({ json: { error: true, product_url: current } }),
      ),
    );
    const { page } = opened;
    try {
      const button = page.locator('.ajax_add_to_cart').first();
      for (const [index, url] of urls.entries()) {
        current = url;
        await button.click();
        await expect.poll(() => refusals(opened), { message: withSeed(url) }).toBe(index + 1);
        await expect.poll(() => button.getAttribute('aria-busy')).toBe(null);
      }
      await settleFrames(page);
      expect(opened.executions()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/pages/shop/');
    } finally {
      await page.close();
    }
  });
});
