import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBackends } from '../../../examples/demo/backends.mjs';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { hydrationSettled, ON_ITS_WAY } from '../page-settled.ts';
import { scrollGridToItsEnd } from '../loop/loop-page.ts';

/**
 * Every demo page served with the strictest header Islet supports (`script-src 'self'` with a
 * nonce for the inline configuration, and Trusted Types: docs/security.md), asserting that
 * nothing is refused: no `securitypolicyviolation` event in any frame, no console error, no page
 * error. One browser; a few tabs take the pages in turn. The recorded pages run under the Trusted
 * Types header in tests/browser/recorded-pages.test.ts (their own markup has inline event
 * handlers, which `script-src 'self'` refuses whatever runtime the page has).
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
}

interface PageReport {
  path: string;
  violations: Violation[];
  errors: string[];
  /** Islet's own console warnings (`[islet] …`). */
  warnings: string[];
  /** The bundle's chunk files the page requested (`/islet/chunks/…`), by path. */
  chunks: string[];
  /** Inspector rows whose behaviours run (`active`) once the page settled. */
  active: number;
}

const demoPages = (await createBackends({ isletSrc: '/islet/islet.js', flags: {} })).flatMap(
  (backend) => (backend.pages ?? []).map((page) => page.href),
);
const bundleDir = fileURLToPath(new URL('../../../packages/runtime/dist/', import.meta.url));

/** The bundle files `file` imports statically, and theirs, relative to the bundle's directory. */
function staticImports(file: string, found = new Set<string>()): string[] {
  const code = readFileSync(join(bundleDir, file), 'utf8');
  for (const [, specifier] of code.matchAll(/(?:\bimport|\bfrom)\s*"(\.[^"]+)"/g)) {
    const target = posix.join(posix.dirname(file), specifier!);
    if (!found.has(target)) {
      found.add(target);
      staticImports(target, found);
    }
  }
  return [...found];
}

/** Tabs working through the pages at once: the pages wait on the network more than the CPU. */
const TABS = 3;

/** Console errors that say nothing about the policy or Islet: a failed offsite or missing file. */
const UNRELATED_ERROR = /^Failed to load resource: the server responded with a status of 404/;
/** The browser's own line for a request the test aborted: the failure under test, not Islet's. */
const ABORTED_REQUEST = /^Failed to load resource: net::ERR_/;
const CHUNK_PATH = /^\/islet\/chunks\/[^?]+\.js/;

describe('Content-Security-Policy: script-src self + nonce, Trusted Types', () => {
  const demo = useDemoServer({ csp: 'script-self' });
  const browser = useBrowser();

  async function openTab(): Promise<{ page: Page; report: PageReport }> {
    const page = await browser.context().newPage();
    const report: PageReport = {
      path: '',
      violations: [],
      errors: [],
      warnings: [],
      chunks: [],
      active: 0,
    };
    await page.exposeFunction('__isletCspViolation', (violation: Violation) => {
      report.violations.push(violation);
    });
    await page.addInitScript(() => {
      document.addEventListener(
        'securitypolicyviolation',
        (event) => {
          (window as unknown as { __isletCspViolation(v: unknown): void }).__isletCspViolation({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}`,
            sample: event.sample,
          });
        },
        true,
      );
    });
    page.on('pageerror', (error) => report.errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (message.type() === 'error' && !UNRELATED_ERROR.test(text) && !ABORTED_REQUEST.test(text))
        report.errors.push(text);
      if (message.type() === 'warning' && text.startsWith('[islet]')) report.warnings.push(text);
    });
    page.on('request', (request) => {
      const chunk = CHUNK_PATH.exec(new URL(request.url()).pathname)?.[0];
      if (chunk && !report.chunks.includes(chunk)) report.chunks.push(chunk);
    });
    return { page, report };
  }

  /** Scrolls through the page a screen at a time, so what mounts on sight mounts. */
  async function scrollThrough(page: Page): Promise<void> {
    await page.evaluate(async () => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
      const step = Math.max(200, innerHeight);
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        scrollTo(0, y);
        await frame();
      }
    });
  }

  /** Waits until the page has requested nothing new for two polls (its lazy chunks loaded). */
  async function settle(page: Page): Promise<void> {
    let last = -1;
    await expect
      .poll(
        async () => {
          const count = await page.evaluate(() => performance.getEntriesByType('resource').length);
          const still = count === last;
          last = count;
          return still;
        },
        { interval: 100 },
      )
      .toBe(true);
  }

  it('the header takes effect: a string into innerHTML, a new policy and a script of another host are refused; the nonced configuration runs', async () => {
    const { page, report } = await openTab();
    const response = await page.goto(demo.url('/pages/widgets/accordion'));
    expect(response?.headers()['content-security-policy']).toMatch(
      /^script-src 'self' 'nonce-[^']+' [^;]*; require-trusted-types-for 'script'; trusted-types islet dompurify$/,
    );
    await waitForIsletReady(page);
    expect(report.violations).toEqual([]);
    const outcomes = await page.evaluate(async () => {
      const attempt = async (run: () => unknown) => {
        try {
          await run();
          return 'ran';
        } catch {
          return 'refused';
        }
      };
      return [
        await attempt(() => {
          document.body.innerHTML = '<b>not trusted</b>';
        }),
        await attempt(() =>
          (
            window as unknown as { trustedTypes: { createPolicy(n: string, r: object): unknown } }
          ).trustedTypes.createPolicy('pass-through', {}),
        ),
        await attempt(() => {
          // Checked against script-src like a script, and no Trusted Types sink.
          const preload = document.createElement('link');
          preload.rel = 'modulepreload';
          preload.href = 'https://example.com/not-allowed.mjs';
          document.head.append(preload);
        }),
        // The nonce let the page's inline configuration run.
        typeof (window as unknown as { elementorFrontendConfig?: object }).elementorFrontendConfig,
      ];
    });
    expect(outcomes).toEqual(['refused', 'refused', 'ran', 'object']);
    await expect
      .poll(() => report.violations.map((violation) => violation.directive).sort())
      .toEqual(['require-trusted-types-for', 'script-src-elem', 'trusted-types']);
    await page.close();
  });

  it('behaviours that insert markup work under the header: lightbox, load more, filter, live search, add to cart and the mini-cart', async () => {
    const { page, report } = await openTab();
    const items = (id: string) =>
      page.locator(`.elementor-element-${id} article, .elementor-element-${id} .e-loop-item`);

    await page.goto(demo.url('/pages/lightbox/gallery'));
    await waitForIsletReady(page);
    await page.click('[data-id="ga11e71"] a.e-gallery-item >> nth=1');
    // photoswipe's buttons carry their icons: its UI markup passed the policy.
    await expect.poll(() => page.locator('.pswp .pswp__button--close svg').count()).toBe(1);
    await page.keyboard.press('Escape');

    await page.goto(demo.url('/pages/loop/infinite/'));
    await waitForIsletReady(page);
    await expect.poll(() => items('e5f6a7b').count()).toBe(3);
    // The infinite-scroll grid above could move the button from under the click.
    await scrollGridToItsEnd(page, 'd4e5f6a');
    await page.click('.elementor-element-e5f6a7b .elementor-button-wrapper a.elementor-button');
    await expect.poll(() => items('e5f6a7b').count()).toBe(6);
    await page.click('.elementor-element-f4d5e6f .e-filter-item[data-filter="tips"]');
    await expect
      .poll(() =>
        items('d4e5f6a').evaluateAll((found) =>
          found.every((item) => item.classList.contains('category-tips')),
        ),
      )
      .toBe(true);

    await page.goto(demo.url('/pages/interactive/search'));
    await waitForIsletReady(page);
    await page.locator('#search-srh0001').fill('festival');
    await expect
      .poll(() =>
        page.locator('.elementor-element-srh0001 .e-search-results-list .e-loop-item').count(),
      )
      .toBeGreaterThan(0);

    // The shop: add to cart from the loop, the cart fragments replace the mini-cart's markup, and
    // the side cart opens and is closed again by the toggle.
    await browser.context().clearCookies();
    await page.goto(demo.url('/pages/shop/'));
    await waitForIsletReady(page);
    const cartToggle = page.locator('.elementor-menu-cart__toggle_button');
    const counter = () =>
      cartToggle.locator('.elementor-button-icon-qty').getAttribute('data-counter');
    expect(await counter()).toBe('0');
    await page.locator('.ajax_add_to_cart').nth(0).click();
    await expect.poll(counter).toBe('1');
    const miniCart = page.locator('.elementor-widget-woocommerce-menu-cart');
    await expect.poll(() => miniCart.getAttribute('class')).toContain('elementor-menu-cart--shown');
    expect(await page.locator('.elementor-menu-cart__products .cart_item').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => miniCart.getAttribute('class'))
      .not.toContain('elementor-menu-cart--shown');
    await cartToggle.click();
    await expect.poll(() => miniCart.getAttribute('class')).toContain('elementor-menu-cart--shown');
    await expect
      .poll(() => cartToggle.locator('.elementor-button-text').textContent())
      .toBe('$19.00');

    expect({ violations: report.violations, errors: report.errors }).toEqual({
      violations: [],
      errors: [],
    });
    await page.close();
  });

  /**
   * Runs `visit` on every job, `TABS` tabs at a time, each tab reporting into a fresh report per
   * job; returns the reports in the order the jobs finished.
   */
  async function inTabs<T>(
    jobs: T[],
    visit: (page: Page, job: T, report: PageReport) => Promise<void>,
  ): Promise<PageReport[]> {
    const queue = [...jobs];
    const reports: PageReport[] = [];
    const work = async () => {
      const { page, report } = await openTab();
      for (let job = queue.shift(); job !== undefined; job = queue.shift()) {
        // The last page may still be working (a popup opening 0.5 s after load, its chunk
        // failing): left first, so nothing it says lands in this job's report.
        await page.goto('about:blank');
        Object.assign(report, {
          path: '',
          violations: [],
          errors: [],
          warnings: [],
          chunks: [],
          active: 0,
        });
        await visit(page, job, report);
        reports.push({ ...report });
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: TABS }, work));
    return reports;
  }

  /** Loads a page, scrolls through it and lets it settle: every chunk it loads is loaded. */
  async function visitPage(page: Page, path: string, report: PageReport): Promise<void> {
    report.path = path;
    await page.goto(demo.url(path), { waitUntil: 'load' });
    await waitForIsletReady(page);
    await scrollThrough(page);
    await settle(page);
    await transientRowsResolved(page);
    report.active = (await inspect(page)).filter((row) => row.status === 'active').length;
  }

  /**
   * Waits (up to 30 s: the whole suite may load both cores) until no behaviour is still on its
   * way: a chunk loading, a connect promise pending, idle hydration not reached. Counting active
   * rows before that counts a behaviour that is merely slow as one the failure turned off (seen
   * once: a carousel still connecting after 10 s was counted as "off without a warning"). A row
   * still on its way after the wait is reported by the chunk-failure test as hanging, by name.
   */
  async function transientRowsResolved(page: Page): Promise<void> {
    await hydrationSettled(page, 30_000).catch(() => {
      /* still on its way after 30 s: the hanging-row check names it */
    });
  }

  /** Every demo page, visited once for the whole file (the chunk-failure test reuses the run). */
  let everyPage: Promise<PageReport[]> | undefined;
  const visitEveryPage = () =>
    (everyPage ??= inTabs(demoPages, async (page, path, report) => {
      await visitPage(page, path, report);
      if (path.includes('acceleration/page?enabled')) {
        // The service worker runs under the same header (its script is served with it).
        await page.evaluate(() => navigator.serviceWorker.ready);
      }
    }));

  it(`${demoPages.length} demo pages run with 0 violations and 0 errors`, async () => {
    const reports = await visitEveryPage();
    const failing = reports.filter((entry) => entry.violations.length || entry.errors.length);
    const violations = reports.reduce((sum, entry) => sum + entry.violations.length, 0);
    console.log(
      `CSP run (script-src 'self' + nonce, Trusted Types): ${reports.length} demo pages, ${failing.length} with violations or errors, ${violations} violations`,
    );
    expect(
      failing.map(
        (entry) =>
          `${entry.path}: ${JSON.stringify(entry.violations.slice(0, 5))} ${JSON.stringify(entry.errors.slice(0, 5))}`,
      ),
    ).toEqual([]);
    expect(reports).toHaveLength(demoPages.length);
  }, 300_000);

  it('every chunk the demo pages load, failed in turn: one warning per failed chunk, no error, the rest of the page runs', async () => {
    // Each chunk once, on the page loading the fewest chunks among those that load it.
    const byChunk = new Map<string, PageReport>();
    const reports = [...(await visitEveryPage())].sort((a, b) => a.chunks.length - b.chunks.length);
    for (const report of reports)
      for (const chunk of report.chunks) if (!byChunk.has(chunk)) byChunk.set(chunk, report);
    // Without the runtime's chunk (and what it imports) nothing of Islet runs: the page stays as
    // served, with nothing to warn about but the one error islet.js reports.
    const runtime = /\.\/(chunks\/islet-runtime-\w+\.js)/.exec(
      readFileSync(join(bundleDir, 'islet.js'), 'utf8'),
    )?.[1];
    expect(runtime).toBeDefined();
    const essential = [runtime!, ...staticImports(runtime!)];
    for (const chunk of essential) byChunk.delete(`/islet/${chunk}`);

    const problems: string[] = [];
    const lines: string[] = [];
    await inTabs([...byChunk], async (page, [chunk, baseline], report) => {
      await page.route(`**${chunk}*`, (route) => route.abort('connectionfailed'));
      try {
        await visitPage(page, baseline.path, report);
      } finally {
        await page.unroute(`**${chunk}*`);
      }
      const rows = await inspect(page);
      // What the page said without the failure (its own deliberate warnings) is not counted.
      const added = [...report.warnings];
      for (const known of baseline.warnings) {
        const at = added.indexOf(known);
        if (at !== -1) added.splice(at, 1);
      }
      // The chunk each warning blames: a feature's (`Loading chunk popup failed`), or a part's.
      const blamed = added.map((text) => partOf(text) ?? `unexplained: ${text.slice(0, 160)}`);
      const lost = baseline.active - report.active;
      const hanging = rows.filter((row) => row.status === 'pending' && ON_ITS_WAY.test(row.reason));
      lines.push(`${chunk} on ${baseline.path}: ${added.length} warnings, ${lost} behaviours off`);
      const fault = [
        ...report.errors.map((text) => `error: ${text.slice(0, 200)}`),
        ...blamed.filter(
          (part, at) => part.startsWith('unexplained') || blamed.indexOf(part) !== at,
        ),
        // A behaviour the failure turned off is said once; nothing lost needs no line.
        ...(lost > hanging.length && !added.length
          ? [`${lost - hanging.length} behaviours off without a warning`]
          : []),
        ...hanging.map((row) => `${row.id} still ${row.reason}`),
      ];
      if (fault.length) problems.push(`${chunk} on ${baseline.path}: ${fault.join(' | ')}`);
    });
    console.log(`chunk failures (${lines.length} chunks):\n${lines.sort().join('\n')}`);
    expect(lines).toHaveLength(byChunk.size);
    expect(problems).toEqual([]);
  }, 300_000);
});

/**
 * The chunk a warning blames: `Loading chunk {id} failed` (a feature's chunk, or a part loaded by
 * id), a part named before "could not load" (`loadPart` in @islet/primitives), or the file of a
 * failed `import()`.
 */
function partOf(warning: string): string | undefined {
  return (
    /Loading chunk (\S+) failed/.exec(warning)?.[1] ??
    /: (\S+) could not load \(/.exec(warning)?.[1] ??
    // A chunk imported directly (swiper's modules): the file the browser could not fetch.
    /imported module: \S*?(\/islet\/chunks\/[^?\s]+)/.exec(warning)?.[1]
  );
}
