import type { Page } from 'playwright-core';

/**
 * Pauses the page's clock (installed with `page.clock.install()`) where it is: from then on the
 * page's timers run only as the test moves time on (`page.clock.runFor`), so "not before 1 s" is
 * checked at 999 ms of the page's time, however slow the machine. `pauseAt` cannot go back, and
 * the clock runs on while the page's time is read: on a miss it reads again.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    const paused = await page.clock.pauseAt(now + 1).then(
      () => true,
      (error: unknown) => {
        if (String(error).includes('to the past')) return false;
        throw error;
      },
    );
    if (paused) return;
  }
}
