import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { hydrationSettled, renderingSteps } from '../page-settled.ts';

const server = useDemoServer();
const browser = useBrowser();

const hits = async (page: Page, path: string): Promise<number> =>
  (
    (await (await page.request.get(server.url('/pages/acceleration/hits'))).json()) as Record<
      string,
      number
    >
  )[path] ?? 0;

const registrations = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.active?.scriptURL ?? ''),
  );

const PAGE = '/pages/acceleration/page';

/**
 * The cookies in the state the worker last stored. It stores each state it is told right after
 * taking it, so a cookie seen here is one the worker acts on.
 */
const cookiesTheWorkerKnows = (page: Page) =>
  page.evaluate(async () => {
    const stored = await (
      await caches.open('islet-acceleration-state')
    ).match('/__islet-acceleration-state');
    return stored ? ((await stored.json()) as { cookies: string }).cookies : '';
  });

/** Tests share one browser profile: start from one without workers or caches. */
async function withoutWorkers() {
  const page = await browser.context().newPage();
  await page.goto(server.url('/pages/acceleration/hits'));
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
    for (const name of await caches.keys()) await caches.delete(name);
  });
  await page.close();
}

/** Opens the enabled page until its worker controls it and knows the page's state. */
async function controlledPage(path = `${PAGE}?enabled`) {
  const opened = await openPage(browser.context(), server.url(path));
  await waitForIsletReady(opened.page);
  await opened.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
  });
  await expect
    .poll(() =>
      opened.page.evaluate(() =>
        'inspect' in window.islet
          ? window.islet.inspect().find((row) => row.id === 'page')?.details?.acceleration
          : undefined,
      ),
    )
    .toMatchObject({ state: 'enabled', worker: 'active' });
  return opened;
}

describe('page acceleration, disabled (the site as configured)', () => {
  it('registers nothing and sends nothing on a clean browser', async () => {
    await withoutWorkers();
    const { page, requests, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      server.url(PAGE),
    );
    await waitForIsletReady(page);
    // Nothing left on its way that could still register a worker or send a beacon.
    await hydrationSettled(page);
    await renderingSteps(page);
    expect(await registrations(page)).toEqual([]);
    const hosts = new Set(requests.map((url) => new URL(url).host));
    expect([...hosts]).toEqual([new URL(server.url('/')).host]);
    expect(requests.filter((url) => /sw\.js|rum|beacon|baqend/.test(url))).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });

  it('removes the worker, caches and data an earlier enabled time left, and sends nothing', async () => {
    const earlier = await controlledPage();
    await earlier.page.evaluate(async () => {
      // The service names its caches after the absolute scope URL; older setups the relative.
      await caches.open('baqend-speedkit/');
      await caches.open(`baqend-speedkit${new URL('/', location.href).href}`);
      await new Promise((resolve) => {
        const request = indexedDB.open('baqend-speedkit-store');
        request.onsuccess = () => {
          request.result.close();
          resolve(undefined);
        };
      });
    });
    expect(await registrations(earlier.page)).toHaveLength(1);
    await earlier.page.close();

    const { page, requests, pageErrors } = await openPage(browser.context(), server.url(PAGE));
    await waitForIsletReady(page);
    await expect.poll(() => registrations(page)).toEqual([]);
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          caches: (await caches.keys()).filter((name) => /speedkit|islet-acceleration/.test(name)),
          databases: (await indexedDB.databases()).map((db) => db.name),
        })),
      )
      .toEqual({ caches: [], databases: [] });
    const details = await page.evaluate(() =>
      'inspect' in window.islet
        ? window.islet.inspect().find((row) => row.id === 'page')?.details?.acceleration
        : undefined,
    );
    expect(details).toMatchObject({
      state: 'disabled',
      removed: { workers: [expect.stringContaining('/sw.js')] },
    });
    expect(
      (details as { removed: { caches: string[] } }).removed.caches
        .filter((name) => name.startsWith('baqend-speedkit'))
        .sort(),
    ).toEqual(['baqend-speedkit/', `baqend-speedkit${server.url('/')}`]);
    expect(requests.filter((url) => !url.startsWith(server.url('/')))).toEqual([]);
    expect(requests.filter((url) => /sw\.js/.test(url))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});

describe('page acceleration, enabled (the open worker)', () => {
  it('serves a document again from the worker, and never PDFs, /wp-json or GIFs with a query', async () => {
    await withoutWorkers();
    const first = await controlledPage(`${PAGE}?enabled&utm_source=test`);
    const before = await hits(first.page, '/pages/acceleration/page');
    await first.page.close();

    const second = { page: await browser.context().newPage() };
    const response = await second.page.goto(server.url(`${PAGE}?enabled&utm_source=other`));
    expect(response?.fromServiceWorker()).toBe(true);
    await waitForIsletReady(second.page);
    const third = await second.page.goto(server.url(`${PAGE}?enabled`));
    expect(third?.fromServiceWorker()).toBe(true);
    expect(await third?.headerValue('x-islet-acceleration')).toBe('cache');
    // One origin fetch stored the copy; the tracking parameter is not part of its key.
    expect(await hits(second.page, '/pages/acceleration/page')).toBeLessThanOrEqual(before + 1);

    for (const path of [
      '/pages/acceleration/menu.pdf',
      '/wp-json/islet-demo/ping',
      '/pages/acceleration/pixel.gif?v=2',
    ]) {
      const seen = await hits(second.page, path.split('?')[0]!);
      const [passed] = await Promise.all([
        second.page.waitForResponse((r) => r.url().endsWith(path)),
        second.page.evaluate((url) => fetch(url).then((r) => r.status), path),
      ]);
      expect({ path, fromWorker: passed.fromServiceWorker() }).toEqual({ path, fromWorker: false });
      expect(await hits(second.page, path.split('?')[0]!)).toBe(seen + 1);
    }
    await second.page.close();
  });

  it.each([
    ['the logged-in cookie', 'wordpress_logged_in_5c1e=editor'],
    ['the cart cookie', 'woocommerce_cart_hash=8d2f'],
    ['the items cookie', 'woocommerce_items_in_cart=1'],
  ])('sends the next document to the origin once %s is set', async (_name, cookie) => {
    const { page } = await controlledPage();
    // Warm the copy, then make sure it is what a cookie-less visitor gets.
    await page.goto(server.url(`${PAGE}?enabled`));
    const cached = await page.goto(server.url(`${PAGE}?enabled`));
    expect(await cached?.headerValue('x-islet-acceleration')).toBe('cache');
    await waitForIsletReady(page);
    const before = await hits(page, '/pages/acceleration/page');
    await page.evaluate((value) => {
      document.cookie = `${value}; path=/`;
    }, cookie);
    // The page tells the worker after the write; the worker stores what it was told.
    await expect.poll(() => cookiesTheWorkerKnows(page)).toContain(cookie);
    const fresh = await page.goto(server.url(`${PAGE}?enabled`));
    expect(fresh?.fromServiceWorker()).toBe(false);
    expect(await hits(page, '/pages/acceleration/page')).toBe(before + 1);
    await page.evaluate((value) => {
      document.cookie = `${value.split('=')[0]}=; path=/; max-age=0`;
    }, cookie);
    await expect.poll(() => cookiesTheWorkerKnows(page)).not.toContain(cookie);
    await page.close();
  });
});

describe('page acceleration, bad input', () => {
  it.each([
    [
      'a worker that cannot be installed',
      'missing-worker',
      /the accelerator's worker could not be installed \(.*\); acceleration stays off\./,
    ],
    [
      'a malformed configuration',
      'malformed',
      /the acceleration configuration is malformed \(disabled must be true or false\); acceleration stays off\./,
    ],
    [
      "the plugin's rule key with a stray space",
      'stray-key',
      /acceleration configuration: blacklist rule 1 is skipped: it has the unknown key "pathname "\./,
    ],
  ])('%s: one warning, no worker, the page runs', async (_name, variant, warning) => {
    await withoutWorkers();
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      server.url(`${PAGE}?variant=${variant}`),
    );
    await waitForIsletReady(page);
    await expect.poll(() => consoleWarnings.length).toBe(1);
    expect(consoleWarnings[0]).toMatch(warning);
    expect(await registrations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
