import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadVideoApi, VIDEO_API_GIVE_UP_MS, VIDEO_API_POLL_MS } from './video-api.ts';

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('loadVideoApi', () => {
  it('adds the script once and resolves at the first poll that finds the API ready', async () => {
    let ready = false;
    const signal = new AbortController().signal;
    const first = loadVideoApi(window, 'https://video.test/api.js', () => ready, signal);
    const second = loadVideoApi(window, 'https://video.test/api.js', () => ready, signal);
    expect(document.head.querySelectorAll('script[src="https://video.test/api.js"]')).toHaveLength(
      1,
    );
    let settled: boolean | undefined;
    void first.then((value) => (settled = value));
    await vi.advanceTimersByTimeAsync(VIDEO_API_POLL_MS * 3);
    expect(settled).toBeUndefined();
    ready = true;
    await vi.advanceTimersByTimeAsync(VIDEO_API_POLL_MS);
    expect(settled).toBe(true);
    expect(await second).toBe(true);
  });

  it('adds no script when the API is already there', async () => {
    expect(
      await loadVideoApi(
        window,
        'https://video.test/present.js',
        () => true,
        new AbortController().signal,
      ),
    ).toBe(true);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('gives up after a minute and reports it', async () => {
    const result = loadVideoApi(
      window,
      'https://video.test/blocked.js',
      () => false,
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(VIDEO_API_GIVE_UP_MS + VIDEO_API_POLL_MS);
    expect(await result).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops polling when its element disconnects', async () => {
    const controller = new AbortController();
    void loadVideoApi(window, 'https://video.test/slow.js', () => false, controller.signal);
    await vi.advanceTimersByTimeAsync(VIDEO_API_POLL_MS);
    controller.abort();
    expect(vi.getTimerCount()).toBe(0);
  });
});
