import type { Page } from 'playwright-core';

/**
 * Holds every request of `page` whose URL matches `url` until the returned `release` is called:
 * a chunk still on its way, for as long as the test needs, with no guessed delay. Call it before
 * navigation; calling `release` again does nothing.
 */
export async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
