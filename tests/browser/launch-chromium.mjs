// @ts-check
// How the browser tests and `pnpm bench` start Chromium; one place, so both see the same browser.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import {
  selfSignedCertificate,
  startOriginServer,
} from '../../packages/lighthouse-run/src/index.mjs';

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
 * CDNs; every other host is answered with an empty 204 (see `answerOffsite`), which keeps runs off
 * the network and stops any `load` from waiting on a host that will never answer.
 *
 * @returns {Promise<{ context: import('playwright-core').BrowserContext, close(): Promise<void> }>}
 */
export async function launchChromium() {
  const { launched: context, release } = await withOffsite((dir, args) =>
    chromium.launchPersistentContext(dir, { executablePath: chromiumPath, headless: true, args }),
  );
  return {
    context,
    async close() {
      await context.close();
      await release();
    },
  };
}

/**
 * Starts a browser with `start` in a fresh folder (its profile, if it keeps one, and the offsite
 * server's certificate) with the flags that send other hosts to `answerOffsite`'s server; what it
 * started and `release`, which closes that server and removes the folder, also when `start` fails.
 *
 * @template T
 * @param {(dir: string, args: string[]) => Promise<T>} start
 * @returns {Promise<{ launched: T, release(): Promise<void> }>}
 */
async function withOffsite(start) {
  const dir = await mkdtemp(join(tmpdir(), 'islet-chromium-'));
  const offsite = await answerOffsite(dir);
  const release = async () => {
    await offsite.close();
    await rm(dir, { recursive: true, force: true });
  };
  try {
    return { launched: await start(dir, [...chromiumArgs, ...offsite.args]), release };
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * What every other host answers: nothing, with no type (a navigation there changes nothing, where
 * a typed answer would start a download), to any origin and any preflight.
 */
const EMPTY = {
  status: 204,
  type: '',
  body: Buffer.alloc(0),
  headers: {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': '*',
    'access-control-allow-headers': '*',
  },
};

/**
 * A local server answering every host but 127.0.0.1 with an empty 204, over TLS (a certificate of
 * its own, which the browser is told to accept) or plain HTTP, and the browser's host rules that
 * send those hosts there. In the browser, not through Playwright's routing: a route every request
 * must pass makes each one a round trip to the test process, and Playwright turns the browser's
 * cache off while any route is set. Tests that route requests of their own still can.
 *
 * @param {string} dir where the certificate is kept
 */
async function answerOffsite(dir) {
  const server = await startOriginServer(selfSignedCertificate(join(dir, 'offsite-tls')), () =>
    Promise.resolve(EMPTY),
  );
  return {
    args: [
      '--ignore-certificate-errors',
      `--host-resolver-rules=MAP * 127.0.0.1:${server.port}, EXCLUDE ${LOCAL_HOST}`,
    ],
    close: () => server.close(),
  };
}

/**
 * Launches Chromium for callers that need a fresh context per run: a context's clock is shared by
 * all its pages, and Playwright keeps every clock call (each `runFor`) as an init script of the
 * context, which every later page then replays; many clock-driven runs in one context therefore
 * get slower and slower. Contexts are cheap (no profile on disk); offsite hosts are answered as
 * `launchChromium`'s are.
 *
 * @returns {Promise<{ newContext(): Promise<import('playwright-core').BrowserContext>, close(): Promise<void> }>}
 */
export async function launchChromiumForContexts() {
  const { launched: browser, release } = await withOffsite((_dir, args) =>
    chromium.launch({ executablePath: chromiumPath, headless: true, args }),
  );
  return {
    newContext: () => browser.newContext(),
    async close() {
      await browser.close();
      await release();
    },
  };
}
