import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';
import { createDevices } from './devices.ts';

/** A window whose width and media queries the test controls. */
function sizedWindow(width: number) {
  const queries: { media: string; listeners: Set<() => void> }[] = [];
  const win = {
    innerWidth: width,
    matchMedia(media: string) {
      const query = { media, listeners: new Set<() => void>() };
      queries.push(query);
      return {
        media,
        addEventListener: (_: string, cb: () => void) => query.listeners.add(cb),
        removeEventListener: (_: string, cb: () => void) => query.listeners.delete(cb),
      };
    },
  };
  const resizeTo = (next: number) => {
    win.innerWidth = next;
    for (const query of queries) for (const listener of query.listeners) listener();
  };
  return { win: win as unknown as Window, queries, resizeTo };
}

afterEach(() => vi.restoreAllMocks());

describe('devices', () => {
  it('follows media queries built from the breakpoints and notifies changes once', () => {
    const { win, queries, resizeTo } = sizedWindow(1200);
    const devices = createDevices(DEFAULT_BREAKPOINTS, win);
    expect(devices.active).toEqual(['mobile', 'tablet', 'desktop']);
    expect(queries.map((query) => query.media)).toEqual([
      '(max-width: 767px)',
      '(min-width: 768px) and (max-width: 1024px)',
      '(min-width: 1025px)',
    ]);
    expect(devices.current()).toBe('desktop');
    const listener = vi.fn();
    const stop = devices.onChange(listener);
    resizeTo(800);
    expect(devices.current()).toBe('tablet');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('tablet', 'desktop');
    stop();
    resizeTo(300);
    expect(devices.current()).toBe('mobile');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('looks up responsive values for the current device', () => {
    const { win } = sizedWindow(500);
    const devices = createDevices(DEFAULT_BREAKPOINTS, win);
    const settings = { offset: 20, offset_tablet: 0, gap: { size: 10 }, gap_mobile: { size: 4 } };
    expect(devices.value(settings, 'offset')).toBe(0);
    expect(devices.value(settings, 'gap', 'size')).toBe(4);
    expect(devices.value(settings, 'offset', undefined, 'desktop')).toBe(20);
  });

  it('releases its media query listeners on dispose', () => {
    const { win, queries } = sizedWindow(500);
    createDevices(DEFAULT_BREAKPOINTS, win).dispose();
    expect(queries.every((query) => query.listeners.size === 0)).toBe(true);
  });
});
