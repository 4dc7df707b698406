import { describe, expect, it } from 'vitest';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { popupView, recordPopupEvents } from './popup-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

async function open(slug: string) {
  const opened = await openPage(browser.context(), demo.url(`/pages/popup/${slug}`), (page) =>
    recordPopupEvents(page),
  );
  await waitForIsletReady(opened.page);
  return { ...opened, popup: popupView(opened.page) };
}

describe('popup triggers in the browser', () => {
  it('page load: shows after its delay, once', async () => {
    const { page, popup, pageErrors, consoleWarnings } = await open('page-load');
    try {
      await expect.poll(popup.visible).toBe(true);
      expect(await popup.events()).toEqual(['show:501']);
      expect(pageErrors.map(String)).toEqual([]);
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
