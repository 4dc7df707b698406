import type { Page } from 'playwright-core';

/** One row of `islet.inspect()`, as the runtime's contract describes it. */
export interface InspectRow {
  id: string;
  elementType: string;
  widgetType: string | null;
  document: string | null;
  status: 'active' | 'pending' | 'skipped' | 'static' | 'unsupported' | 'failed';
  reason: string;
  behaviours: string[];
  /** What behaviours explained (`ctx.explain`), by behaviour name. */
  details?: Record<string, Record<string, unknown>>;
}

/** The part of `window.islet` the browser tests read. */
export interface IsletGlobal {
  ready: Promise<void>;
  inspect(): InspectRow[];
  version: string;
}

// Read through a cast rather than a `declare global`: the runtime's own packages may augment
// `Window`, and two declarations of one property must agree exactly.
type WithIslet = { islet?: IsletGlobal };

/**
 * Waits for the bundle to define `window.islet` and for `islet.ready` to resolve, and fails with
 * a message saying which of the two never happened instead of a bare test timeout.
 */
export async function waitForIsletReady(page: Page, timeoutMs = 20_000): Promise<void> {
  const outcome = await page.evaluate(async (timeout) => {
    const deadline = Date.now() + timeout;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    let islet = (window as WithIslet).islet;
    while (!islet) {
      if (Date.now() > deadline) return `window.islet was not defined within ${timeout} ms`;
      await sleep(25);
      islet = (window as WithIslet).islet;
    }
    const expired = new Promise<string>((resolve) =>
      setTimeout(
        () => resolve(`islet.ready did not resolve within ${timeout} ms`),
        Math.max(0, deadline - Date.now()),
      ),
    );
    const settled = islet.ready.then(
      () => 'ready',
      (error: unknown) => `islet.ready rejected: ${String(error)}`,
    );
    return Promise.race([settled, expired]);
  }, timeoutMs);
  if (outcome !== 'ready') throw new Error(`${page.url()}: ${outcome}`);
}

export function inspect(page: Page): Promise<InspectRow[]> {
  return page.evaluate(() => {
    const islet = (window as WithIslet).islet;
    if (!islet) throw new Error('window.islet is not defined');
    // islet.js's stand-in until the runtime has loaded (after the first paint).
    if (!('inspect' in islet)) throw new Error('the runtime has not loaded yet');
    return islet.inspect();
  });
}
