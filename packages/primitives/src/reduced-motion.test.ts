import { describe, expect, it, vi } from 'vitest';
import {
  onReducedMotionChange,
  prefersReducedMotion,
  REDUCED_MOTION_QUERY,
} from './reduced-motion.ts';

function fakeWindow(matches: boolean) {
  const listeners = new Set<(event: { matches: boolean }) => void>();
  const list = {
    matches,
    addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) =>
      listeners.delete(listener),
  };
  const matchMedia = vi.fn(() => list);
  const change = (next: boolean) => {
    list.matches = next;
    for (const listener of [...listeners]) listener({ matches: next });
  };
  return { win: { matchMedia } as unknown as Window, matchMedia, change, listeners };
}

describe('prefersReducedMotion', () => {
  it('reads the media query at the moment of use', () => {
    const fake = fakeWindow(true);
    expect(prefersReducedMotion(fake.win)).toBe(true);
    fake.change(false);
    expect(prefersReducedMotion(fake.win)).toBe(false);
    expect(fake.matchMedia).toHaveBeenCalledWith(REDUCED_MOTION_QUERY);
  });

  it('counts a window without matchMedia as no preference, as the CSS does', () => {
    expect(prefersReducedMotion({} as Window)).toBe(false);
  });
});

describe('onReducedMotionChange', () => {
  it('tells each change until unsubscribed', () => {
    const fake = fakeWindow(false);
    const seen: boolean[] = [];
    const stop = onReducedMotionChange(fake.win, (reduce) => seen.push(reduce));
    fake.change(true);
    fake.change(false);
    stop();
    fake.change(true);
    expect(seen).toEqual([true, false]);
    expect(fake.listeners.size).toBe(0);
  });

  it('is a no-op without matchMedia', () => {
    const stop = onReducedMotionChange({} as Window, () => {
      throw new Error('never called');
    });
    expect(stop).toBeTypeOf('function');
    stop();
  });
});
