import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { useWidgetsDemo } from './widgets-demo.ts';

const demo = useWidgetsDemo();
const browser = useBrowser();

describe('code highlight in the browser', () => {
  it('loads Prism only on pages with the widget, highlights, numbers lines and copies', async () => {
    const other = await openPage(browser.context(), demo.url('/pages/widgets/accordion'));
    try {
      await waitForIsletReady(other.page);
      expect(other.requests.filter((url) => /prism|code-highlight/.test(url))).toEqual([]);
    } finally {
      await other.page.close();
    }

    const context = browser.context();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { page, pageErrors, requests } = await openPage(
      context,
      demo.url('/pages/widgets/code-highlight'),
    );
    try {
      await waitForIsletReady(page);
      expect(requests.some((url) => /code-highlight-/.test(url))).toBe(true);
      const js = page.locator('[data-id="a000017"]');
      await expect.poll(() => js.locator('.token.keyword').first().textContent()).toBe('import');
      expect(await js.locator('.line-numbers-rows > span').count()).toBe(3);
      await expect
        .poll(() => page.locator('[data-id="a000018"] .token.variable').first().textContent())
        .toBe('$name');
      await js.locator('.copy-to-clipboard-button').click();
      await expect
        .poll(() => js.locator('.copy-to-clipboard-button').textContent())
        .toBe('Copied!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
        'const islet = createRuntime();',
      );
      expect(
        await axeViolations(page, { selector: '[data-id="a000017"]', disable: ['color-contrast'] }),
      ).toEqual([]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('draws highlighted lines over their lines, wrapped ones whole, beside their numbers', async () => {
    const { page, pageErrors, requests } = await openPage(
      browser.context(),
      demo.url('/pages/widgets/code-highlight'),
    );
    try {
      await waitForIsletReady(page);
      await page.setViewportSize({ width: 700, height: 900 });
      const numbered = page.locator('[data-id="a000023"]');
      await expect.poll(() => numbered.locator('.line-highlight').count()).toBe(2);
      expect(requests.some((url) => /line-highlight-/.test(url))).toBe(true);
      // Each box spans exactly its lines' rows in the gutter, the wrapped line 2 all its rows.
      const geometry = async () =>
        numbered.evaluate((widget) => {
          const edges = (el: Element): [number, number] => {
            const r = el.getBoundingClientRect();
            return [Math.round(r.top), Math.round(r.bottom)];
          };
          const rows = [...widget.querySelectorAll('.line-numbers-rows > span')].map(edges);
          const boxes = [...widget.querySelectorAll<HTMLElement>('.line-highlight')].map(
            (box) => [box.dataset.range, ...edges(box)] as const,
          );
          return { rows, boxes };
        });
      await expect
        .poll(async () => {
          const { rows, boxes } = await geometry();
          return boxes.map(([range, top, bottom]) => {
            const [first, last] = range!.split('-').map(Number);
            return [
              range,
              Math.abs(top - rows[first! - 1]![0]) <= 1,
              Math.abs(bottom - rows[(last ?? first!) - 1]![1]) <= 1,
            ];
          });
        })
        .toEqual([
          ['2-3', true, true],
          ['5', true, true],
        ]);
      const { rows } = await geometry();
      const single = rows[0]![1] - rows[0]![0];
      expect(rows[1]![1] - rows[1]![0]).toBeGreaterThan(2.5 * single);
      // The box over lines 2–3 covers line 2's first keyword, not line 1's.
      const [firstKeyword, secondKeyword] = await numbered
        .locator('.token.keyword')
        .evaluateAll((keywords) =>
          keywords.slice(0, 2).map((k) => Math.round(k.getBoundingClientRect().top)),
        );
      const [, boxTop, boxBottom] = (await geometry()).boxes[0]!;
      expect([
        firstKeyword! < boxTop,
        secondKeyword! >= boxTop && secondKeyword! < boxBottom,
      ]).toEqual([true, true]);
      // The boxes are visible: the theme's background, on top of the code's.
      expect(
        await numbered
          .locator('.line-highlight')
          .first()
          .evaluate((box) => getComputedStyle(box).backgroundImage),
      ).toContain('gradient');

      // Without line numbers the box sits on the text of its line and carries its number.
      const plain = page.locator('[data-id="a000024"]');
      const box = plain.locator('.line-highlight');
      await expect.poll(() => box.getAttribute('data-start')).toBe('3');
      const lineTops = await plain.evaluate((widget) => {
        const code = widget.querySelector('code')!;
        return [...code.querySelectorAll('.token.keyword')]
          .map((keyword) => keyword.getBoundingClientRect())
          .map((r) => [r.top, r.bottom]);
      });
      const [top, bottom] = await box.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return [r.top, r.bottom];
      });
      const inside = lineTops.map(([t, b]) => t! >= top! - 0.5 && b! <= bottom! + 0.5);
      expect(inside).toEqual([false, false, true]);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
