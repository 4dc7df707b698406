import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';

const demo = useDemoServer();
const browser = useBrowser();

const FILE = 'benrich__little-bell-hotel-static__blog_index.html';

describe('compare view', () => {
  it('shows the page with its original scripts and with Islet, and what each cost', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url(`/compare/${encodeURIComponent(FILE)}`),
    );
    try {
      const cost = (runtime: string, name: string) =>
        page.locator(`[data-runtime="${runtime}"] [data-cost="${name}"]`).textContent();
      for (const runtime of ['original', 'islet']) {
        await expect.poll(() => cost(runtime, 'bytes')).toMatch(/^\d+\.\d KB \(\d+ requests\)$/);
        await expect.poll(() => cost(runtime, 'script-bytes')).toMatch(/^\d+\.\d KB$/);
        await expect.poll(() => cost(runtime, 'long-tasks')).toMatch(/^\d+ ms \(\d+ tasks/);
      }
      const [original, islet] = page.frames().slice(1);
      await expect
        .poll(() =>
          original?.evaluate(
            () => typeof (window as { elementorFrontend?: object }).elementorFrontend,
          ),
        )
        .toBe('object');
      await expect
        .poll(() => islet?.evaluate(() => typeof (window as { islet?: object }).islet))
        .toBe('object');
      // Both styled by the page's own CSS.
      for (const frame of [original, islet]) {
        expect(await frame?.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
          /Inter/,
        );
      }
      // The original's scripts are far heavier than Islet's: the view shows a real difference.
      const kb = async (runtime: string) => parseFloat((await cost(runtime, 'script-bytes')) ?? '');
      expect(await kb('original')).toBeGreaterThan(await kb('islet'));
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
