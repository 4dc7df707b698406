import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createBackends } from '../../../examples/demo/backends.mjs';
import { useDemoServer } from '../demo-server.ts';
import { useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

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
}

const demoPages = (await createBackends({ isletSrc: '/islet/islet.js', flags: {} })).flatMap(
  (backend) => (backend.pages ?? []).map((page) => page.href),
);
/** Tabs working through the pages at once: the pages wait on the network more than the CPU. */
const TABS = 3;

/** Console errors that say nothing about the policy or Islet: a failed offsite or missing file. */
const UNRELATED_ERROR = /^Failed to load resource: the server responded with a status of 404/;

describe('Content-Security-Policy: script-src self + nonce, Trusted Types', () => {
  const demo = useDemoServer({ csp: 'script-self' });
  const browser = useBrowser();

  async function openTab(): Promise<{ page: Page; report: PageReport }> {
    const page = await browser.context().newPage();
    const report: PageReport = { path: '', violations: [], errors: [] };
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
      if (message.type() === 'error' && !UNRELATED_ERROR.test(message.text()))
        report.errors.push(message.text());
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

  it('behaviours that insert markup work under the header: lightbox, load more, filter, live search', async () => {
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
    await page.click('.elementor-element-e5f6a7b .e-load-more-container a');
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
      .poll(() => page.locator('.elementor-element-srh0001 [role=option]').count())
      .toBeGreaterThan(0);

    expect({ violations: report.violations, errors: report.errors }).toEqual({
      violations: [],
      errors: [],
    });
    await page.close();
  });

  it(`${demoPages.length} demo pages run with 0 violations and 0 errors`, async () => {
    const queue = [...demoPages];
    const failing: PageReport[] = [];
    let checked = 0;
    let violations = 0;
    const work = async () => {
      const { page, report } = await openTab();
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        report.path = path;
        report.violations = [];
        report.errors = [];
        await page.goto(demo.url(path), { waitUntil: 'load' });
        await waitForIsletReady(page);
        await scrollThrough(page);
        await settle(page);
        if (path.includes('acceleration/page?enabled')) {
          // The service worker runs under the same header (its script is served with it).
          await page.evaluate(() => navigator.serviceWorker.ready);
        }
        checked += 1;
        violations += report.violations.length;
        if (report.violations.length || report.errors.length) failing.push({ ...report });
      }
      await page.close();
    };
    await Promise.all(Array.from({ length: TABS }, work));
    console.log(
      `CSP run (script-src 'self' + nonce, Trusted Types): ${checked} demo pages, ${failing.length} with violations or errors, ${violations} violations`,
    );
    expect(
      failing.map(
        (entry) =>
          `${entry.path}: ${JSON.stringify(entry.violations.slice(0, 5))} ${JSON.stringify(entry.errors.slice(0, 5))}`,
      ),
    ).toEqual([]);
    expect(checked).toBe(demoPages.length);
  }, 300_000);
});
