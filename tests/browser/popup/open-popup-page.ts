import type { BrowserContext } from 'playwright-core';
import { openPage } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';
import { popupView, recordPopupEvents } from './popup-page.ts';

/** Opens a generated popup page with its events recorded and Islet ready. */
export async function openPopupPage(context: BrowserContext, url: string, id = '501') {
  const opened = await openPage(context, url, (page) => recordPopupEvents(page));
  await waitForIsletReady(opened.page);
  return { ...opened, popup: popupView(opened.page, id) };
}

/** Lets a few frames and timers pass, for asserting that something did not happen. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
