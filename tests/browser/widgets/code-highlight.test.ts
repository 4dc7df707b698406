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
});
