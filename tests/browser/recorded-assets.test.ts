import { describe, expect, it } from 'vitest';
import { useDemoServer } from './demo-server.ts';
import { openPage, useBrowser } from './harness.ts';
import { waitForIsletReady } from './islet-api.ts';
import { hydrationSettled } from './page-settled.ts';
import { ORIGINAL_RUNTIME_BROKEN, recordedFiles, recordedPath } from './recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

const STYLED = 'benrich__little-bell-hotel-static__blog_index.html';

describe('recorded pages with their own files', () => {
  it.each(['islet', 'original', 'none'])(
    'applies the page CSS with ?runtime=%s',
    async (runtime) => {
      const { page, pageErrors } = await openPage(
        browser.context(),
        demo.url(recordedPath(STYLED, `?runtime=${runtime}`)),
      );
      try {
        const styled = await page.evaluate(() => {
          // The builder's own style sheet lays containers out as flex boxes and gives the body
          // the site's font (set in the kit's CSS); an unstyled page has neither.
          const container = document.querySelector('.e-con');
          return {
            display: container ? getComputedStyle(container).display : null,
            font: getComputedStyle(document.body).fontFamily,
            sheets: Array.from(document.styleSheets).filter((sheet) =>
              sheet.href?.includes('/recorded-assets/'),
            ).length,
          };
        });
        expect(styled.display).toBe('flex');
        expect(styled.font).toMatch(/Inter/);
        expect(styled.sheets).toBeGreaterThan(5);
        expect(pageErrors.map(String)).toEqual([]);
      } finally {
        await page.close();
      }
    },
  );

  it(
    'boots the original runtime from the recorded files, without errors, where it can',
    { timeout: 180_000 },
    async () => {
      const booted: string[] = [];
      for (const file of recordedFiles) {
        if (file in ORIGINAL_RUNTIME_BROKEN) continue;
        const { page, pageErrors, requests } = await openPage(
          browser.context(),
          demo.url(recordedPath(file, '?runtime=original')),
        );
        try {
          // The builder's front end exists once its scripts ran, and it has handlers for the page's
          // elements once its init ran.
          await expect
            .poll(() => page.evaluate(() => typeof window.elementorFrontend?.elementsHandler))
            .toBe('object');
          await page.waitForLoadState('networkidle');
          expect(pageErrors.map(String), file).toEqual([]);
          // Nothing the page asked for left 127.0.0.1 as a request for one of the site's files.
          const siteFilesElsewhere = requests.filter(
            (url) =>
              /\/wp-(content|includes)\/.*\.(m?js|css)(\?|$)/.test(url) &&
              !url.startsWith(demo.url('/recorded-assets/')),
          );
          expect(siteFilesElsewhere, file).toEqual([]);
          booted.push(file);
        } finally {
          await page.close();
        }
      }
      expect(booted.length).toBeGreaterThanOrEqual(recordedFiles.length - 3);
    },
  );

  // What the original runs without an error, the page as the plugin deploys it (the site's own
  // scripts kept, jQuery with them where they need it) runs without one too: a kept script that
  // throws there has lost something the original gave it (jQuery printed after a library built
  // on it; `window.elementorFrontend` taken as an add-on's script runs).
  it(
    'runs every page as deployed, jQuery and the add-ons kept, without errors, where the original runs',
    { timeout: 180_000 },
    async () => {
      const pages = recordedFiles.filter((file) => !(file in ORIGINAL_RUNTIME_BROKEN));
      expect(pages.length).toBeGreaterThanOrEqual(recordedFiles.length - 3);
      const thrown: Record<string, string[]> = {};
      for (const file of pages) {
        const { page, pageErrors } = await openPage(
          browser.context(),
          demo.url(recordedPath(file, '?runtime=islet-jquery')),
        );
        try {
          await waitForIsletReady(page);
          // Compat fires `elementor/frontend/init` as the page behaviour connects: the add-ons'
          // callbacks have run once nothing is on its way.
          await hydrationSettled(page);
          await page.waitForLoadState('networkidle');
          thrown[file] = pageErrors.map(String);
        } finally {
          await page.close();
        }
      }
      expect(thrown).toEqual(Object.fromEntries(pages.map((file) => [file, []])));
    },
  );
});

declare global {
  interface Window {
    elementorFrontend?: { elementsHandler?: unknown };
  }
}
