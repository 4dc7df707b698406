import { createStore, type Store } from '@islet/core';
import { describe, expect, it } from 'vitest';
import { countDisplay, periodOf, readDisplays, type VisitorStores } from './display-counts.ts';
import { baseline, countVisit, readVisit } from './visitor-counters.ts';

const DAY = 86_400_000;

/** A Storage over a plain map, and a clock the test moves. */
function browserSession(local = new Map<string, string>()) {
  const clock = { now: Date.UTC(2024, 0, 1) };
  const area = (map: Map<string, string>) =>
    ({
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
      removeItem: (key: string) => void map.delete(key),
    }) as Storage;
  const session = new Map<string, string>();
  const store = (map: Map<string, string>): Store =>
    createStore(
      () => area(map),
      'elementor',
      () => {},
      () => clock.now,
    );
  const stores: VisitorStores = { local: store(local), session: store(session) };
  return { stores, clock, local, session };
}

describe('display counts per period', () => {
  it('keeps day counts in the blob with a fixed 86400 s window from the first display', () => {
    const { stores, clock, local } = browserSession();
    countDisplay(stores, '7', 'day');
    const blob = JSON.parse(local.get('elementor')!);
    expect(blob['popup-7-impressions-count']).toBe(1);
    expect(blob.__expiration['popup-7-impressions-count']).toBe(clock.now + DAY);
    clock.now += DAY / 2;
    countDisplay(stores, '7', 'day');
    expect(readDisplays(stores, '7', 'day')).toBe(2);
    // Not extended by the second display.
    expect(JSON.parse(local.get('elementor')!).__expiration['popup-7-impressions-count']).toBe(
      Date.UTC(2024, 0, 1) + DAY,
    );
    clock.now = Date.UTC(2024, 0, 1) + DAY + 1;
    expect(readDisplays(stores, '7', 'day')).toBe(0);
    countDisplay(stores, '7', 'day');
    expect(readDisplays(stores, '7', 'day')).toBe(1);
  });

  it.each([
    ['week', 604_800_000],
    ['month', 2_628_288_000],
  ] as const)('%s counts expire after their period', (period, ms) => {
    const { stores, clock } = browserSession();
    countDisplay(stores, '7', period);
    clock.now += ms - 1;
    expect(readDisplays(stores, '7', period)).toBe(1);
    clock.now += 2;
    expect(readDisplays(stores, '7', period)).toBe(0);
  });

  it('keeps session counts in a raw sessionStorage key, gone with the session', () => {
    const { stores, session, local } = browserSession();
    countDisplay(stores, '7', 'session');
    countDisplay(stores, '7', 'session');
    expect(session.get('popup-7-impressions-count')).toBe('2');
    expect(readDisplays(stores, '7', 'session')).toBe(2);
    // A new browser session keeps localStorage and starts sessionStorage empty.
    const next = browserSession(local);
    expect(readDisplays(next.stores, '7', 'session')).toBe(0);
  });

  it('uses the legacy popup_{id}_times counter without a period, forever', () => {
    const { stores, clock, local } = browserSession();
    countDisplay(stores, '7', '');
    clock.now += 365 * DAY;
    countDisplay(stores, '7', '');
    expect(JSON.parse(local.get('elementor')!).popup_7_times).toBe(2);
    expect(readDisplays(stores, '7', '')).toBe(2);
  });

  it('reads counts visitors already have, and never writes a global times key', () => {
    const local = new Map([
      ['elementor', JSON.stringify({ popup_7_times: 4, 'popup-8-impressions-count': 2 })],
    ]);
    const { stores } = browserSession(local);
    expect(readDisplays(stores, '7', '')).toBe(4);
    expect(readDisplays(stores, '8', 'week')).toBe(2);
    countDisplay(stores, '7', '');
    expect(JSON.parse(local.get('elementor')!)).not.toHaveProperty('times');
  });

  it.each([
    [undefined, ''],
    ['', ''],
    ['session', 'session'],
    ['day', 'day'],
    ['week', 'week'],
    ['month', 'month'],
    ['year', null],
  ])('reads the period %j as %j', (value, period) => {
    expect(periodOf(value)).toBe(period);
  });
});

describe('visitor counters', () => {
  it('counts page views every page load and sessions once per browser session', () => {
    const { stores, local } = browserSession();
    expect(countVisit(stores)).toEqual({ pageViews: 1, sessions: 1 });
    expect(countVisit(stores)).toEqual({ pageViews: 2, sessions: 1 });
    const nextSession = browserSession(local);
    expect(countVisit(nextSession.stores)).toEqual({ pageViews: 3, sessions: 2 });
    expect(readVisit(nextSession.stores)).toEqual({ pageViews: 3, sessions: 2 });
    expect(JSON.parse(nextSession.session.get('elementor')!)).toEqual({ activeSession: true });
  });

  it('stores a baseline once and keeps a stored 0', () => {
    const { stores } = browserSession();
    expect(baseline(stores, 'popup_7_page_views_initialPageViews', 0)).toBe(0);
    expect(baseline(stores, 'popup_7_page_views_initialPageViews', 5)).toBe(0);
    expect(baseline(stores, 'popup_8_sessions_initialSessions', 3)).toBe(3);
  });
});
