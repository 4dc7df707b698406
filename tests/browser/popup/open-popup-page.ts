import type { BrowserContext, Page } from 'playwright-core';
import { openPage } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { popupView, recordPopupEvents } from './popup-page.ts';

/**
 * Opens a generated popup page with its events recorded and Islet ready; `beforeNavigation` adds
 * recorders of its own.
 */
export async function openPopupPage(
  context: BrowserContext,
  url: string,
  id = '501',
  beforeNavigation?: (page: Page) => Promise<unknown>,
) {
  const opened = await openPage(context, url, async (page) => {
    await recordPopupEvents(page);
    await beforeNavigation?.(page);
  });
  await waitForIsletReady(opened.page);
  return { ...opened, popup: popupView(opened.page, id) };
}
