import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromiumForContexts } from './launch-chromium.mjs';

type SharedChromium = Awaited<ReturnType<typeof launchChromiumForContexts>>;

/**
 * One Chromium per Vitest worker, launched by the first file that asks and kept for the files the
 * worker runs after it (the browser project runs without isolation, so this module, and the
 * browser, outlive a file). Launching and closing a browser per file cost 3–8 s a file. Files
 * still share nothing: each gets contexts of its own, which hold every page, cookie, storage,
 * route and clock, and closes them in its `afterAll`. Playwright closes the browser when the
 * worker exits.
 */
let shared: Promise<SharedChromium> | undefined;
let launched: SharedChromium | undefined;

function sharedChromium(): Promise<SharedChromium> {
  // A browser that crashed or failed to start is replaced, so that fails one file, not the rest.
  if (!shared || launched?.connected() === false) {
    launched = undefined;
    const launching = launchChromiumForContexts();
    shared = launching;
    launching.then(
      (browser) => (launched = browser),
      () => {
        if (shared === launching) shared = undefined;
      },
    );
  }
  return shared;
}

/**
 * A context of its own for the calling test file (`beforeAll`), in the worker's browser, with
 * every host but 127.0.0.1 answered with an empty 204; closed in `afterAll`.
 */
export function useBrowser(): { context(): BrowserContext } {
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    context = await (await sharedChromium()).newContext();
  });
  afterAll(async () => {
    await context?.close();
  });
  return {
    context() {
      if (!context) throw new Error('useBrowser: the browser is only there inside tests');
      return context;
    },
  };
}

/**
 * A fresh context per call, in the worker's browser, for runs that must not share a context:
 * ones driving the page clock, which is per context, or ones run side by side. The caller closes
 * each context it asked for; any left open when the file ends is closed in `afterAll`.
 */
export function useBrowserContexts(): { newContext(): Promise<BrowserContext> } {
  const opened = new Set<BrowserContext>();
  afterAll(async () => {
    await Promise.all([...opened].map((context) => context.close()));
  });
  return {
    async newContext() {
      const context = await (await sharedChromium()).newContext();
      opened.add(context);
      context.on('close', () => opened.delete(context));
      return context;
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
