import { bootRuntime, type Booted } from '@islet/test-support/boot';
import { features } from '../src/features.ts';

export type { Booted } from '@islet/test-support/boot';

/** Timers, microtasks and the chunk import: enough turns for connect and a 10 ms flip. */
export async function settle(ms = 0): Promise<void> {
  for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  if (ms) await new Promise((resolve) => setTimeout(resolve, ms));
}

/** A theme page (no builder, no config) in jsdom's document, with this package's features. */
export async function bootTheme(body: string, htmlClass = 'no-js'): Promise<Booted> {
  document.documentElement.className = htmlClass;
  document.body.className = 'enable-search-modal';
  document.body.innerHTML = body;
  const booted = await bootRuntime(features);
  await settle();
  return booted;
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
  await settle();
  return { ...booted, doc: win.document };
}
