// Issue 21: nothing that only runs after an interaction downloads before the visitor heads for
// it. On the recorded vet clinic page (a nav menu with sub-menus, a lightbox gallery, share
// buttons), only the first parts load with the page; a press that comes with no hover before it
// still does its job.
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { hydrationSettled } from '../page-settled.ts';
import { recordedPath } from '../recorded-fixtures.ts';

const demo = useDemoServer();
const browser = useBrowser();

const VET =
  'ayyazahmad__grandwestvet.com__advanced-digital-radiography-at-grand-ave-vet-clinic_index.html';
const ORBI = 'Orbi1025__EthereumDay__index.html';
const FIRST_PARTS = ['lightbox', 'share-buttons', 'nav-menu'];
const ON_INTENT = ['lightbox-open', 'lightbox-view', 'share-actions', 'sub-menu-engine'];

/** The names of the Islet chunks a page requested, without their hashes. */
const chunkNames = (requests: readonly string[]) =>
  requests
    .map((url) => /\/chunks\/(.+)-[0-9a-f]{7}\.js$/.exec(url)?.[1])
    .filter((name) => name !== undefined);

describe('interaction-only chunks on a recorded page', () => {
  it('load on intent only, and a press before any intent still shares and opens the lightbox', async () => {
    const { page, requests, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(VET)),
      async (tab) => {
        await tab.setViewportSize({ width: 1280, height: 800 });
        await tab.addInitScript(() => {
          const opened: string[] = [];
          Object.assign(window, { opened, open: (url: string) => void opened.push(url) });
        });
      },
    );
    try {
      const chunks = () => chunkNames(requests);
      await waitForIsletReady(page);
      await hydrationSettled(page);
      expect(chunks()).toEqual(expect.arrayContaining(FIRST_PARTS));
      expect(chunks().filter((name) => ON_INTENT.includes(name))).toEqual([]);

      await page.locator('.elementor-share-btn_facebook').first().dispatchEvent('click');
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { opened: string[] }).opened))
        .toEqual([expect.stringContaining('https://www.facebook.com/sharer.php?u=')]);

      await page.locator('a.e-gallery-item').first().dispatchEvent('click');
      await expect
        .poll(() => page.evaluate(() => !!document.querySelector('.pswp.pswp--open')))
        .toBe(true);
      expect(chunks()).toEqual(expect.arrayContaining(['share-actions', 'lightbox-open']));
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('nested accordion: what a click does loads on intent, and a click before it still toggles', async () => {
    const { page, requests, pageErrors } = await openPage(
      browser.context(),
      demo.url(recordedPath(ORBI)),
      (tab) => tab.setViewportSize({ width: 1280, height: 800 }),
    );
    try {
      await waitForIsletReady(page);
      await hydrationSettled(page);
      const loaded = chunkNames(requests);
      expect(loaded).toContain('nested-accordion');
      // Neither the accordion's actions nor rolldown's runtime helpers, which only the settings
      // checks' namespace object for `islet.schema()` needed on a page like this one.
      expect(
        loaded.filter((name) => ['accordion-actions', 'rolldown-runtime'].includes(name)),
      ).toEqual([]);

      const summary = page.locator('[data-widget_type^="nested-accordion."] summary').last();
      const wasOpen = await summary.evaluate((node) => node.closest('details')!.open);
      await summary.dispatchEvent('click');
      await expect
        .poll(() =>
          summary.evaluate((node) => [
            node.closest('details')!.open,
            node.getAttribute('aria-expanded'),
          ]),
        )
        .toEqual([!wasOpen, String(!wasOpen)]);
      expect(chunkNames(requests)).toContain('accordion-actions');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
