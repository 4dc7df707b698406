import { describe, expect, it } from 'vitest';
import { openPage, useBrowser } from '../harness.ts';
import { inspect, waitForIsletReady } from '../islet-api.ts';
import { useElementsDemoServer } from './elements-demo-server.ts';

const demo = useElementsDemoServer();
const browser = useBrowser();

describe('entrance animations in a popup', () => {
  it('wait for the popup, animate when it shows, and again on the next showing', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/elements/popup'),
      // The page's timers run on Playwright's clock, so the 3 s safety net is passed at once.
      (page) => page.clock.install(),
    );
    const classes = () =>
      page.evaluate(() => {
        const element = document.querySelector('[data-id="p101"]')!;
        return ['elementor-invisible', 'animated', 'zoomIn'].filter((name) =>
          element.classList.contains(name),
        );
      });
    try {
      await waitForIsletReady(page);
      expect((await inspect(page)).find((row) => row.id === 'p101')?.status).toBe('pending');
      await page.clock.runFor(3300);
      expect(await classes()).toEqual(['elementor-invisible']);

      await page.click('#open-popup');
      await expect.poll(classes).toEqual(['animated', 'zoomIn']);
      expect(await page.locator('[data-id="p101"]').isVisible()).toBe(true);

      await page.keyboard.press('Escape');
      await expect.poll(classes).toEqual(['elementor-invisible']);
      await page.click('#open-popup');
      await expect.poll(classes).toEqual(['animated', 'zoomIn']);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
