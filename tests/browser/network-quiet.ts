import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** How long no request may start or end before a page's requests count as done (Playwright's). */
export const QUIET_MS = 500;

export interface NetworkWatch {
  /** Resolves once no request is in flight and none started or ended for QUIET_MS. */
  quiet(): Promise<void>;
}

/**
 * Follows a page's requests from now on (watch it before it loads anything). After a click or a
 * scroll, `quiet()` is what `waitForLoadState('networkidle')` looks like it does but does not:
 * that is a state of the page's last navigation, reached once, so after an action on the page it
 * holds at once, before the requests the action leads to (a lazy image, the menu cart's
 * fragments after the cart's) are made.
 */
export function watchNetwork(page: Page): NetworkWatch {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => {
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet: () =>
      expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= QUIET_MS, { interval: 100 })
        .toBe(true),
  };
}
