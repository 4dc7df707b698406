import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builderElementIds } from './builder-element-count.ts';
import { useDemoServer } from './demo-server.ts';
import { openPage, useBrowser } from './harness.ts';
import { inspect, waitForIsletReady } from './islet-api.ts';
import { readRecorded, recordedFiles, recordedPath } from './recorded-fixtures.ts';

// Under the Trusted Types header (docs/security.md), and each page once more under the strict one
// (`script-src 'self'`, the page's inline scripts by nonce and its inline handlers by hash).
const demo = useDemoServer({ csp: 'trusted-types' });
const strict = useDemoServer({ csp: 'script-self' });
const browser = useBrowser();

/**
 * Collects the page's `securitypolicyviolation` events, from every frame, from before navigation:
 * `directive blocked (where)` per refusal.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__isletCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        void (window as unknown as { __isletCspViolation(text: string): void }).__isletCspViolation(
          `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber}) ${event.sample}`,
        ),
      true,
    );
  });
  return violations;
}

// Ids repeat on real pages (a template placed twice), so ids are compared as sorted lists, not sets.
const sorted = (ids: Array<string | null>) => ids.map(String).sort();

// Each test loads its own tab and mostly waits on it (load, network idle), so a few run at once
// (the browser project's `maxConcurrency`).
describe('recorded pages', { concurrent: true }, () => {
  it('finds the recorded pages', () => {
    expect(recordedFiles.length).toBeGreaterThan(0);
  });

  it.each(recordedFiles)('%s: every builder element has one row, none failed', async (file) => {
    const expectedIds = builderElementIds(readRecorded(file));
    let violations: string[] = [];
    const { page, pageErrors, consoleErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url(recordedPath(file)),
      async (tab) => (violations = await watchViolations(tab)),
    );
    try {
      await waitForIsletReady(page);
      // Chunks requested during boot may still be arriving; their errors belong to this page.
      await page.waitForLoadState('networkidle');

      // Builder elements only: the page and documents have rows of their own when a feature
      // handles them (popups, the theme's menus).
      const rows = (await inspect(page)).filter(
        (row) => row.elementType !== 'page' && row.elementType !== 'document',
      );
      const domIds = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-elementor-type] [data-element_type]'), (el) =>
          el.getAttribute('data-id'),
        ),
      );

      expect(pageErrors.map(String)).toEqual([]);
      expect(violations).toEqual([]);
      // No console noise: neither from Islet nor from a request the page could not complete.
      expect(consoleErrors).toEqual([]);
      // A file of the recorded site's own host (an animation, a video) is answered empty by the
      // sandbox; Islet rightly warns about those, and only those may appear.
      expect(
        consoleWarnings.filter(
          (text) => text.startsWith('[islet]') && !namesOffsiteFile(text, demo.url('/')),
        ),
      ).toEqual([]);
      expect(rows).toHaveLength(expectedIds.length);
      expect(sorted(domIds)).toEqual(sorted(expectedIds));
      expect(sorted(rows.map((row) => row.id))).toEqual(sorted(expectedIds));
      expect(rows.filter((row) => row.status === 'failed')).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it.each(recordedFiles)(
    "%s: under script-src 'self' + Trusted Types, no violation",
    async (file) => {
      let violations: string[] = [];
      const { page, pageErrors } = await openPage(
        browser.context(),
        strict.url(recordedPath(file)),
        async (tab) => (violations = await watchViolations(tab)),
      );
      try {
        await waitForIsletReady(page);
        await page.waitForLoadState('networkidle');
        expect(pageErrors.map(String)).toEqual([]);
        expect(violations).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it('lists no rows on a page without builder documents', async () => {
    const plain = recordedFiles.filter(
      (file) => builderElementIds(readRecorded(file)).length === 0,
    );
    expect(plain.length).toBeGreaterThan(0);
    for (const file of plain) {
      const { page, pageErrors } = await openPage(browser.context(), demo.url(recordedPath(file)));
      try {
        await waitForIsletReady(page);
        expect((await inspect(page)).filter((row) => row.elementType !== 'page')).toEqual([]);
        expect(pageErrors.map(String)).toEqual([]);
      } finally {
        await page.close();
      }
    }
  });
});

/** Whether a warning names a URL of another host than the demo's, which the sandbox answers empty. */
function namesOffsiteFile(text: string, demoUrl: string): boolean {
  const demoHost = new URL(demoUrl).host;
  return [...text.matchAll(/https?:\/\/[^\s"')]+/g)].some((match) => {
    try {
      return new URL(match[0]).host !== demoHost;
    } catch {
      return false;
    }
  });
}
