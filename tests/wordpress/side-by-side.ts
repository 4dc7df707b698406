// Pages of the real WordPress viewed side by side: with the original scripts (`?islet=off`, as an
// administrator) and with Islet (as a visitor), and what is compared between the two.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitForIsletReady } from '../browser/islet-api.ts';
import { waitForAnimations } from '../browser/harness.ts';
import type { WordPressSite } from './wordpress-site.mjs';

/**
 * `off`: the original scripts through `?islet=off`, as an administrator; `on`: Islet, as a
 * visitor; `disabled`: a visitor with the plugin switched off in its settings.
 */
export type Mode = 'off' | 'on' | 'disabled';

export interface View {
  page: Page;
  errors: string[];
  requests: string[];
  /** Bytes of every script response, by URL, once its body has arrived. */
  scriptBytes: Promise<number>[];
}

/**
 * Opens `url` (a page of `site`, with its query) as an administrator for `?islet=off` (only
 * administrators may switch Islet off, which `off` adds), a visitor otherwise, and waits until the
 * runtime in charge is ready and the page's animations have ended.
 */
export async function openView(
  context: BrowserContext,
  site: WordPressSite,
  url: string,
  mode: Mode,
  width = 1280,
): Promise<View> {
  await context.clearCookies();
  if (mode === 'off') await context.addCookies([{ ...site.cookie, url: site.url }]);
  const page = await context.newPage();
  const view: View = { page, errors: [], requests: [], scriptBytes: [] };
  page.on('pageerror', (error) => view.errors.push(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') view.errors.push(message.text());
  });
  page.on('request', (request) => view.requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    view.scriptBytes.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  await page.setViewportSize({ width, height: 800 });
  await page.goto(mode === 'off' ? `${url}&islet=off` : url, { waitUntil: 'load' });
  if (mode === 'on') await waitForIsletReady(page);
  else
    await page.waitForFunction(() =>
      Boolean(
        (window as unknown as { elementorFrontend?: { hooks?: unknown } }).elementorFrontend?.hooks,
      ),
    );
  await page.waitForLoadState('networkidle');
  if (mode !== 'disabled') await waitForAnimations(page);
  return view;
}

export interface Box {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Every builder element's box (atomic ones included) that shows in the viewport, keyed by its id and occurrence (loop
 * items repeat their template's ids). Popups, off-canvas panels, sticky spacers (layout stand-ins)
 * and carousel slides scrolled out of their viewport are left out.
 */
export function boxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    return Array.from(
      document.querySelectorAll<HTMLElement>(
        '.elementor [data-id], .elementor [data-interaction-id]',
      ),
    )
      .filter(
        (element) =>
          !element.closest('.elementor-location-popup, .e-off-canvas, .elementor-sticky__spacer'),
      )
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => {
        if (rect.width <= 0 || rect.height <= 0) return false;
        const centreX = rect.x + rect.width / 2;
        const centreY = rect.y + rect.height / 2;
        if (centreX < 0 || centreX > innerWidth || centreY < 0 || centreY > innerHeight)
          return false;
        const viewport = element.closest('.swiper, .swiper-container');
        if (!viewport) return true;
        const clip = viewport.getBoundingClientRect();
        return centreX >= clip.left && centreX <= clip.right;
      })
      .map(({ element, rect }) => {
        // Atomic widgets print only their interaction id.
        const id = element.dataset.id ?? element.dataset.interactionId ?? '';
        const occurrence = seen.get(id) ?? 0;
        seen.set(id, occurrence + 1);
        return {
          id: occurrence ? `${id}#${occurrence}` : id,
          x: Math.round(rect.x),
          y: Math.round(rect.y),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        };
      });
  });
}

export function boxDifferences(original: Box[], islet: Box[]): string[] {
  const byId = new Map(islet.map((box) => [box.id, box]));
  const differences: string[] = [];
  for (const box of original) {
    const other = byId.get(box.id);
    if (!other) {
      differences.push(`${box.id}: not in view with Islet`);
      continue;
    }
    for (const key of ['x', 'y', 'width', 'height'] as const)
      if (Math.abs(box[key] - other[key]) > 2)
        differences.push(`${box.id}.${key}: ${box[key]} original, ${other[key]} Islet`);
  }
  for (const box of islet)
    if (!original.some((o) => o.id === box.id))
      differences.push(`${box.id}: only in view with Islet`);
  return differences;
}

export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.bringToFront();
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // Two frames: scroll handlers run, then their writes are laid out.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await waitForAnimations(page);
}

/** Bytes of script a view downloaded. */
export const totalBytes = async (view: View) =>
  (await Promise.all(view.scriptBytes)).reduce((sum, size) => sum + size, 0);

/**
 * Runs `check` on the original's view and on Islet's, and expects `expected` from both: a failure
 * in either is reported as that view's outcome, so the diff shows which one differs.
 */
export async function sameIn<T>(
  off: View,
  on: View,
  check: (view: View) => Promise<T>,
  expected: T,
): Promise<void> {
  const outcome = async (view: View) => {
    try {
      // A tab in the background gets no animation frames: the original's menus wait on them.
      await view.page.bringToFront();
      return await check(view);
    } catch (error) {
      return `failed: ${String(error).split('\n')[0]}`;
    }
  };
  expect({ original: await outcome(off), islet: await outcome(on) }).toEqual({
    original: expected,
    islet: expected,
  });
}
