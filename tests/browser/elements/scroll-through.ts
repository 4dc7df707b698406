import type { Page } from 'playwright-core';
import { renderingSteps } from '../page-settled.ts';
import { settleScrollStop } from '../scroll-stop.ts';

/**
 * Scrolls down a viewport at a time to the bottom. At each stop it waits until the runtime has
 * seen what is in view (`settleScrollStop`: a heavy page renders far less often than a script
 * scrolls, and an element passed between two rendering steps is seen by no observer, with the
 * original runtime as with Islet), then lets two more frames run for the page to react.
 * Each step jumps: on a page whose CSS sets `scroll-behavior: smooth`, a plain `scrollBy` glides,
 * the position read right after it has moved a pixel or two, and the walk crept down the page
 * two pixels a stop until the test timed out.
 */
export async function scrollThrough(page: Page): Promise<void> {
  for (let last = -1; ;) {
    const y = await page.evaluate(() => {
      window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' });
      return window.scrollY;
    });
    if (y === last) return;
    last = y;
    await settleScrollStop(page);
    await renderingSteps(page);
  }
}

/**
 * Ids of rendered elements outside popups that still carry `elementor-invisible`. Elements in a
 * `display: none` subtree (an inactive tab, a device-hidden column) cannot enter the viewport;
 * they are revealed when they are shown.
 */
export function stillHidden(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('.elementor-invisible'))
      .filter((element) => !element.closest('[data-elementor-type="popup"]'))
      .filter((element) => element.checkVisibility())
      .map((element) => element.getAttribute('data-id') ?? element.tagName),
  );
}

/**
 * Ids of the elements the server printed hidden, outside popups, that are rendered now, and how
 * many of them carry `animated`. Read from a fresh parse of the served page, since the live DOM
 * has lost the class on everything revealed.
 */
export function servedHidden(page: Page): Promise<{ ids: string[]; animated: number }> {
  return page.evaluate(async () => {
    const served = new DOMParser().parseFromString(
      await (await fetch(location.href)).text(),
      'text/html',
    );
    const ids = Array.from(served.querySelectorAll('.elementor-invisible[data-id]'))
      .filter((element) => !element.closest('[data-elementor-type="popup"]'))
      .map((element) => element.getAttribute('data-id')!)
      .filter((id) => document.querySelector(`[data-id="${id}"]`)?.checkVisibility());
    const animated = ids.filter((id) =>
      document.querySelector(`[data-id="${id}"]`)!.classList.contains('animated'),
    ).length;
    return { ids, animated };
  });
}
