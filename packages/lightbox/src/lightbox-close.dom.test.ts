// A lightbox that goes away must take photoswipe's window and document listeners with it: a
// leftover one kept answering `resize` and prevented Escape's default for whatever came next.
import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger, type RecordingLogger } from '@islet/test-support/recording-logger';
import { features } from './features.ts';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** Every query photoswipe makes; `refuse` makes the hover query (read in `init`) throw. */
function stubMatchMedia(refuse = false): string[] {
  const queries: string[] = [];
  vi.stubGlobal('matchMedia', (media: string) => {
    queries.push(media);
    if (refuse && media.includes('hover')) throw new TypeError('no hover query here');
    return { media, matches: false, addEventListener() {}, removeEventListener() {} };
  });
  return queries;
}

/** Boots on the fake clock, so the opening animation's timers are the test's to run. */
async function boot(): Promise<{ log: RecordingLogger; link: HTMLElement }> {
  vi.useFakeTimers();
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  document.body.innerHTML =
    '<a id="photo" href="/photo.jpg" data-elementor-open-lightbox="yes">photo</a>';
  const log = createRecordingLogger();
  islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  let done = false;
  void islet.start().finally(() => (done = true));
  while (!done) await vi.advanceTimersByTimeAsync(1);
  return { log, link: document.getElementById('photo')! };
}

/** What a leftover photoswipe would react to: a resize to a new height, and Escape. */
async function expectNothingListening(queries: string[]) {
  // Past any opening or closing animation (photoswipe's fallback is its duration + 530 ms).
  await vi.advanceTimersByTimeAsync(2000);
  queries.length = 0;
  vi.stubGlobal('innerHeight', window.innerHeight + 100);
  window.dispatchEvent(new Event('resize'));
  expect(queries).toEqual([]);
  const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
  document.body.dispatchEvent(escape);
  expect(escape.defaultPrevented).toBe(false);
  expect(document.querySelector('.pswp')).toBeNull();
}

describe('lightbox teardown', () => {
  it('stopping the runtime while the lightbox is still opening leaves nothing behind', async () => {
    const queries = stubMatchMedia();
    await boot();
    document.getElementById('photo')!.click();
    // The viewer's chunk is a real import: its time is the machine's, not the fake clock's.
    await waitFor(() => expect(document.querySelector('.pswp')).not.toBeNull(), {
      timeout: 10_000,
    });
    islet!.stop();
    expect(document.querySelector('.pswp')).toBeNull();
    await expectNothingListening(queries);
  });

  it('an open that fails part way is reported and leaves nothing behind', async () => {
    const queries = stubMatchMedia(true);
    const { log, link } = await boot();
    link.click();
    await waitFor(() => expect(log.warnings).toHaveLength(1));
    expect(log.warnings[0]).toMatch(/the lightbox could not open: TypeError: no hover query/);
    await expectNothingListening(queries);
  });
});
