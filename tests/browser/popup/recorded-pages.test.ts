import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';

const demo = useDemoServer();

/**
 * Shown, whatever its size: the demo answers the recorded sites' style sheets empty, so some
 * popups (a video with its aspect-ratio CSS missing) lay out with no height at all.
 */
const shown = (page: Page, modal: string) =>
  page.evaluate((selector) => {
    const root = document.querySelector(selector);
    return !!root && getComputedStyle(root).display !== 'none';
  }, modal);
const browser = useBrowser();

const DIR = new URL('../../../fixtures/recorded/', import.meta.url);
/** Recorded pages with popup documents, and the ids of those popups. */
const PAGES = readdirSync(DIR)
  .filter((file) => file.endsWith('.html'))
  .map((file) => ({
    file,
    ids: [
      ...readFileSync(new URL(file, DIR), 'utf8').matchAll(
        /data-elementor-type="popup" data-elementor-id="(\d+)"/g,
      ),
    ].map((match) => match[1]!),
  }))
  .filter((page) => page.ids.length > 0);

describe('popups of the recorded pages', () => {
  it('finds recorded pages with popups', () => {
    expect(PAGES.length).toBeGreaterThanOrEqual(4);
  });

  for (const { file, ids } of PAGES) {
    it(`${file}: every popup opens and closes without errors`, async () => {
      const { page, pageErrors, consoleWarnings } = await openPage(
        browser.context(),
        demo.url(`/recorded/${file}`),
      );
      try {
        await waitForIsletReady(page);
        const rows = await inspect(page);
        for (const id of ids) {
          const row = rows.find((candidate) => candidate.id === id);
          expect(row?.behaviours, `popup ${id}`).toEqual(['popup: active']);
          const modal = `#elementor-popup-modal-${id}`;
          // As a visitor would: the page's own action link or open_selector target when it
          // has one, else the action itself.
          const how = await page.evaluate(
            ([popupId, builder]) => {
              const encoded = btoa(JSON.stringify({ id: popupId, toggle: false }));
              const link = [
                ...document.querySelectorAll<HTMLElement>('a[href*="popup%3Aopen"]'),
              ].find((candidate) =>
                decodeURIComponent(candidate.getAttribute('href')!).includes(encoded),
              );
              const popup = document.querySelector(`[data-${builder}-id="${popupId}"]`);
              const settings = JSON.parse(
                popup?.getAttribute(`data-${builder}-settings`) ?? '{}',
              ) as {
                open_selector?: string;
              };
              const target =
                link ??
                (settings.open_selector
                  ? document.querySelector<HTMLElement>(settings.open_selector)
                  : null);
              if (target) {
                target.click();
                return link ? 'action link' : 'open_selector';
              }
              (
                window as unknown as { islet: { actions: { run(n: string, s: object): void } } }
              ).islet.actions.run('popup:open', { id: popupId });
              return 'action';
            },
            [id, 'elementor'] as const,
          );
          await expect
            .poll(() => shown(page, modal), { message: `popup ${id} opens from its ${how}` })
            .toBe(true);
          // The server's content is inside the dialog, not a copy of it.
          expect(
            await page.evaluate(
              ([selector, popupId]) =>
                document.querySelectorAll(`[data-elementor-id="${popupId}"]`).length === 1 &&
                !!document.querySelector(`${selector} [data-elementor-id="${popupId}"]`),
              [modal, id] as const,
            ),
          ).toBe(true);
          await page.keyboard.press('Escape');
          await expect
            .poll(() => shown(page, modal), { message: `popup ${id} closes` })
            .toBe(false);
        }
        expect(pageErrors.map(String)).toEqual([]);
        // Good popups make no console noise.
        expect(consoleWarnings.filter((text) => /popup/i.test(text))).toEqual([]);
      } finally {
        await page.close();
      }
    });
  }
});
