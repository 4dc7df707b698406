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

/**
 * Launches Chromium for callers that need a fresh context per run: a context's clock is shared by
 * all its pages, and Playwright keeps every clock call (each `runFor`) as an init script of the
 * context, which every later page then replays; many clock-driven runs in one context therefore
 * get slower and slower. Contexts are cheap (no profile on disk); each answers offsite hosts like
 * `launchChromium`'s.
 *
 * @returns {Promise<{ newContext(): Promise<import('playwright-core').BrowserContext>, close(): Promise<void> }>}
 */
export async function launchChromiumForContexts() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: chromiumArgs,
  });
  return {
    async newContext() {
      const context = await browser.newContext();
      await answerOffsiteEmpty(context);
      return context;
    },
    close: () => browser.close(),
  };
}
