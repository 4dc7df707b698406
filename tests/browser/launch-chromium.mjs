// @ts-check
// How the browser tests and `pnpm bench` start Chromium; one place, so both see the same browser.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** Debian's Chromium; the same override scripts/bootstrap.mjs honours. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Everything Chromium would otherwise fetch on its own (updates, sync, QUIC probes) is off,
// so the only traffic is the page's.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The only host pages may reach; the demo server listens here. */
export const LOCAL_HOST = '127.0.0.1';

/**
 * Launches a persistent context in a fresh profile. Recorded pages point at fonts, analytics and
 * CDNs; answering every other host with an empty 204 keeps runs off the network and stops any
 * `load` from waiting on a host that will never answer.
 *
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, close(): Promise<void> }>}
 */
export async function launchChromium() {
  const userDataDir = await mkdtemp(join(tmpdir(), 'islet-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  await answerOffsiteEmpty(context);
  return {
    context,
    async close() {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** @param {import('playwright-core').BrowserContext} context */
function answerOffsiteEmpty(context) {
  return context.route(
    (url) => url.hostname !== LOCAL_HOST,
    (route) => route.fulfill({ status: 204, body: '' }),
  );
}

/** @type {Promise<import('playwright-core').Browser> | undefined} */
let shared;

/**
 * One Chromium for the whole test worker (the browser project runs files with `isolate: false`,
 * so this module, and the browser, live as long as the worker). Starting Chromium costs about a
 * CPU-second, three times a new context; with seventy files on two cores that was a minute of
 * the suite. Files stay apart through contexts: each gets fresh ones, with their own storage,
 * routes and clock. A browser that crashed or failed to start is started again on the next call.
 *
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function sharedBrowser() {
  const current = shared;
  if (current) {
    return current.then(
      (browser) => (browser.isConnected() ? browser : startShared()),
      () => startShared(),
    );
  }
  return startShared();
}

function startShared() {
  const started = chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  // No close: Chromium ends with the worker, through Playwright's own exit and signal handlers.
  shared = started;
  return started;
}

/**
 * A fresh context in the worker's shared Chromium, offsite hosts answered like
 * `launchChromium`'s. The caller closes it.
 *
 * @returns {Promise<import('playwright-core').BrowserContext>}
 */
export async function sharedBrowserContext() {
  const browser = await sharedBrowser();
  const context = await browser.newContext();
  await answerOffsiteEmpty(context);
  return context;
}
