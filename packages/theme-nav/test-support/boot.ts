import { vi } from 'vitest';
import { bootRuntime, type Booted } from '@islet/test-support/boot';
import { features } from '../src/features.ts';

export type { Booted } from '@islet/test-support/boot';

/**
 * Puts the theme's own timings (the 10 ms activate delay, the 500 ms hide animation, the slides,
 * the frame after a resize) on vitest's clock, so a test steps through them with `elapse` instead
 * of sleeping. Call it after the boot: the chunk imports and the scan run on the real clock.
 * The test file restores the real clock in its `afterEach`.
 */
export const useFakeClock = () => vi.useFakeTimers();

/** Moves the fake clock on by `ms`, running the timers and frames due on the way. */
export const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

/** A theme page (no builder, no config) in jsdom's document, with this package's features. */
export async function bootTheme(body: string, htmlClass = 'no-js'): Promise<Booted> {
  document.documentElement.className = htmlClass;
  document.body.className = 'enable-search-modal';
  document.body.innerHTML = body;
  return bootRuntime(features);
}

export const $ = <E extends Element = HTMLElement>(selector: string) => {
  const element = document.querySelector<E>(selector);
  if (!element) throw new Error(`nothing matches ${selector}`);
  return element;
};

export const $$ = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)];

export const click = (selector: string) => $(selector).click();

/** The recorded default-theme page, in its own jsdom window, its scripts not run. */
export async function bootRecordedTheme(file: string): Promise<Booted & { doc: Document }> {
  const { JSDOM } = await import('jsdom');
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const html = readFileSync(join(process.cwd(), 'fixtures/recorded', file), 'utf8');
  const dom = new JSDOM(html, { url: 'https://example.test/category/sys-admin/' });
  const win = dom.window as unknown as Window;
  const booted = await bootRuntime(features, win);
  return { ...booted, doc: win.document };
}
