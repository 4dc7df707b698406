import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, type Booted } from '@islet/test-support/boot';
import { JSDOM } from 'jsdom';
import { vi } from 'vitest';
import { atomicFeatures, features } from '../src/features.ts';

export type { Booted } from '@islet/test-support/boot';

/** MutationObserver callbacks are microtasks; connection runs in time slices, chunks load async. */
export async function settle(times = 4): Promise<void> {
  for (let i = 0; i < times; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Boots a runtime with this package's features (its atomic ones included) on `document` (jsdom) holding `html`. */
export async function bootWidgets(html: string, win: Window = window): Promise<Booted> {
  (win as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  win.document.body.innerHTML = html;
  return bootOn(win);
}

async function bootOn(win: Window): Promise<Booted> {
  const booted = await bootRuntime([...features, ...atomicFeatures], win);
  await settle();
  return booted;
}

/**
 * Runs `boot` with vitest's fake clock already on, so the timers and frames a behaviour sets while
 * connecting run on it too: a check that nothing moves before an event, or that a delay has not
 * yet passed, then holds however early the behaviour started and however slow the machine is.
 * The clock is stepped 1 ms at a time until the boot is done (the chunk imports run between the
 * steps), a few ms in all. The test file restores the real clock in its `afterEach`.
 */
export async function onFakeClock<T>(boot: () => Promise<T>): Promise<T> {
  vi.useFakeTimers();
  let done = false;
  const booting = boot();
  booting.then(
    () => (done = true),
    () => (done = true),
  );
  while (!done) await vi.advanceTimersByTimeAsync(1);
  return booting;
}

const recordedFolder = join(process.cwd(), 'fixtures/recorded');

export interface RecordedPage extends Booted {
  dom: JSDOM;
  doc: Document;
}

/** A recorded page in its own jsdom window, with only its config scripts run (as the server prints). */
export async function bootRecorded(file: string): Promise<RecordedPage> {
  const html = readFileSync(join(recordedFolder, file), 'utf8');
  const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'https://example.test/page/' });
  for (const script of dom.window.document.querySelectorAll('script:not([src])')) {
    const text = script.textContent ?? '';
    if (/\b(elementorFrontendConfig|ElementorProFrontendConfig)\s*=/.test(text))
      dom.window.eval(text);
  }
  const booted = await bootOn(dom.window as unknown as Window);
  return { ...booted, dom, doc: dom.window.document };
}

/** Recorded pages whose markup has a widget of this name. */
export function recordedPagesWith(widgetName: string): string[] {
  return (readdirSync(recordedFolder) as string[])
    .filter((file) => file.endsWith('.html'))
    .filter((file) =>
      readFileSync(join(recordedFolder, file), 'utf8').includes(`data-widget_type="${widgetName}.`),
    );
}
