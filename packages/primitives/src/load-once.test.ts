import { describe, expect, it, vi } from 'vitest';
import { loadOnce, loadOnIntent } from './load-once.ts';

describe('loadOnce', () => {
  it('shares one load between calls, pending and done', async () => {
    const load = vi.fn(() => Promise.resolve('part'));
    const get = loadOnce(load);
    const first = get();
    expect(get()).toBe(first);
    await expect(first).resolves.toBe('part');
    await expect(get()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a rejected load, so the next call tries again', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce('part');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a load that resolved to nothing (a part that could not load)', async () => {
    const load = vi
      .fn<() => Promise<string | undefined>>()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce('part');
    const get = loadOnce(load);
    await expect(get()).resolves.toBeUndefined();
    await expect(get()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadOnIntent', () => {
  it('starts the load at the first pointer, touch or focus, once, and not after the signal', async () => {
    const element = new EventTarget();
    const load = vi.fn(() => Promise.resolve('part'));
    const stop = new AbortController();
    const loaded = loadOnIntent(element, load, stop.signal);
    expect(load).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('focusin'));
    element.dispatchEvent(new Event('pointerover'));
    expect(load).toHaveBeenCalledTimes(1);
    await expect(loaded()).resolves.toBe('part');
    expect(load).toHaveBeenCalledTimes(1);

    const later = new EventTarget();
    const other = vi.fn(() => Promise.resolve('other'));
    loadOnIntent(later, other, stop.signal);
    stop.abort();
    later.dispatchEvent(new Event('touchstart'));
    expect(other).not.toHaveBeenCalled();
  });
});
