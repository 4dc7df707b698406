import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium, launchChromiumForContexts } from './launch-chromium.mjs';

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** One persistent Chromium context, every host but 127.0.0.1 answered with an empty 204. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** Launches one browser for the calling test file (`beforeAll`) and closes it (`afterAll`). */
export function useBrowser(): { context(): BrowserContext } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    context() {
      if (!browser) throw new Error('useBrowser: the browser is only there inside tests');
      return browser.context;
    },
  };
}

/**
 * Launches one browser for the calling test file and gives a fresh context per call, for runs
 * that must not share a context: ones driving the page clock, which is per context, or ones run
 * side by side. The caller closes each context it asked for.
 */
export function useBrowserContexts(): { newContext(): Promise<BrowserContext> } {
  let browser: Awaited<ReturnType<typeof launchChromiumForContexts>> | undefined;
  beforeAll(async () => {
    browser = await launchChromiumForContexts();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newContext() {
      if (!browser) throw new Error('useBrowserContexts: the browser is only there inside tests');
      return browser.newContext();
    },
  };
}

export interface OpenedPage {
  page: Page;
  pageErrors: Error[];
  consoleErrors: string[];
  consoleWarnings: string[];
  /** Console messages of type `table` (what `console.table` prints). */
  consoleTables: string[];
  /** Every URL the page requested, in order, including the offsite ones answered with 204. */
  requests: string[];
}

/**
 * Opens `url` in a new tab with listeners attached before navigation, so nothing is missed.
 * `beforeNavigation` can add routes of its own first (to fail a chunk, say).
 */
export async function openPage(
  context: BrowserContext,
  url: string,
  beforeNavigation?: (page: Page) => Promise<unknown>,
): Promise<OpenedPage> {
  const page = await context.newPage();
  await beforeNavigation?.(page);
  const opened: OpenedPage = {
    page,
    pageErrors: [],
    consoleErrors: [],
    consoleWarnings: [],
    consoleTables: [],
    requests: [],
  };
  page.on('pageerror', (error) => opened.pageErrors.push(error));
  page.on('request', (request) => opened.requests.push(request.url()));
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error') opened.consoleErrors.push(message.text());
    else if (type === 'warning') opened.consoleWarnings.push(message.text());
    else if (type === 'table') opened.consoleTables.push(message.text());
  });
  await page.goto(url, { waitUntil: 'load' });
  return opened;
}

/**
 * Waits until the page's finite animations and transitions have finished (at most `timeoutMs`):
 * a gesture during a slide's transition, or an accessibility check mid-fade, tests the wrong
 * state. Infinite animations (spinners) are not waited for.
 */
export async function waitForAnimations(page: Page, timeoutMs = 2000): Promise<void> {
  await page.evaluate(
    (timeout) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
            .map((animation) => animation.finished.catch(() => {})),
        ),
        new Promise((resolve) => setTimeout(resolve, timeout)),
      ]),
    timeoutMs,
  );
}
