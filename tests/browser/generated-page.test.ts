import { describe, expect, it } from 'vitest';
import { generatePage } from '../../fixtures/generate/generate-page.mjs';
import { useDemoServer } from './demo-server.ts';
import { openPage, useBrowser } from './harness.ts';
import { inspect, waitForIsletReady, type InspectRow } from './islet-api.ts';

const demo = useDemoServer();
const browser = useBrowser();

const COUNT = 2000;
const BROKEN_RATIO = 0.05;
const SEED = 20240611;
const WIDGET_TYPE = 'islet-demo.default';

describe.each(['flat', 'containers'] as const)('generated page, %s layout', (layout) => {
  it(`connects ${COUNT} widgets and skips the broken ones with one warning each`, async () => {
    const expected = generatePage({ count: COUNT, brokenRatio: BROKEN_RATIO, seed: SEED, layout });
    const widgets = expected.elements.filter((element) => element.widgetType === WIDGET_TYPE);
    const broken = widgets.filter((element) => element.broken !== null);
    expect(widgets).toHaveLength(COUNT);
    expect(broken.length).toBeGreaterThan(0);

    const query = `?count=${COUNT}&broken=${BROKEN_RATIO}&layout=${layout}&seed=${SEED}`;
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      demo.url(`/generated/${query}`),
    );
    try {
      await waitForIsletReady(page);
      // The demo's site behaviour registers once `islet.schema()` has loaded its checks, which
      // may be after ready: until then its widgets have no behaviour.
      await expect
        .poll(async () =>
          (await inspect(page)).some(
            (row) => row.widgetType === WIDGET_TYPE && row.status === 'unsupported',
          ),
        )
        .toBe(false);
      const allRows = await inspect(page);
      // Containers are rows too; beyond being listed and not failing, this test is about the
      // widgets the demo behaviour is for.
      if (layout === 'containers') expect(allRows.length).toBeGreaterThan(COUNT);
      expect(allRows.filter((row) => row.status === 'failed')).toEqual([]);
      const rows = allRows.filter((row) => row.widgetType === WIDGET_TYPE);
      const rowById = new Map<string, InspectRow>(rows.map((row) => [row.id, row]));

      expect(pageErrors.map(String)).toEqual([]);
      expect(rows).toHaveLength(COUNT);
      expect(rowById.size).toBe(COUNT);

      const wrong: string[] = [];
      for (const element of widgets) {
        const row = rowById.get(element.id);
        if (!row) {
          wrong.push(`${element.id}: no row`);
        } else if (element.broken === null) {
          if (row.status !== 'active') wrong.push(`${element.id}: ${row.status} (${row.reason})`);
        } else if (row.status !== 'skipped' || row.reason.trim() === '') {
          wrong.push(`${element.id} (${element.broken}): ${row.status} "${row.reason}"`);
        } else if (element.broken === 'json' && !/json|settings/i.test(row.reason)) {
          wrong.push(`${element.id}: reason "${row.reason}" does not mention JSON or settings`);
        } else if (
          element.broken === 'schema' &&
          !(element.badKey && row.reason.includes(element.badKey))
        ) {
          wrong.push(`${element.id}: reason "${row.reason}" does not name ${element.badKey}`);
        }
      }
      expect(wrong).toEqual([]);

      expect(consoleWarnings).toHaveLength(broken.length);
      const unnamed = broken.filter(
        (element) => consoleWarnings.filter((text) => text.includes(element.id)).length !== 1,
      );
      expect(unnamed.map((element) => element.id)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
