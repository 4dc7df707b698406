import { describe, expect, it } from 'vitest';
import { browserFlags } from './browser-flags.ts';
import { countsOn } from './display-counts.ts';
import { evaluateTiming, timingPasses, unknownRules, type Visitor } from './timing-rules.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

const visitor = (patch: Partial<Visitor> = {}): Visitor => ({
  pageViews: 1,
  sessions: 1,
  initialPageViews: 1,
  initialSessions: 1,
  referrer: '',
  host: 'example.com',
  device: 'desktop',
  userRoles: null,
  displays: 0,
  browsers: browserFlags(CHROME),
  now: new Date(2024, 5, 15, 12, 0).getTime(),
  ...patch,
});

type Row = [string, Record<string, unknown>, Partial<Visitor>, 'pass' | 'fail' | 'skipped'];

const outcome = (timing: Record<string, unknown>, patch: Partial<Visitor>) => {
  const results = evaluateTiming(timing, visitor(patch));
  expect(results).toHaveLength(1);
  return results[0]!.outcome;
};

describe('timing rules', () => {
  const rows: Row[] = [
    // page_views: after N more page views than on the first evaluation.
    [
      'page views: none more yet',
      { page_views: 'yes', page_views_views: 2 },
      { pageViews: 5, initialPageViews: 5 },
      'fail',
    ],
    [
      'page views: one short',
      { page_views: 'yes', page_views_views: 2 },
      { pageViews: 6, initialPageViews: 5 },
      'fail',
    ],
    [
      'page views: reached',
      { page_views: 'yes', page_views_views: 2 },
      { pageViews: 7, initialPageViews: 5 },
      'pass',
    ],
    ['page views: default 3', { page_views: 'yes' }, { pageViews: 3, initialPageViews: 0 }, 'pass'],
    [
      'page views: default 3, short',
      { page_views: 'yes' },
      { pageViews: 2, initialPageViews: 0 },
      'fail',
    ],
    [
      'page views: bad number is skipped',
      { page_views: 'yes', page_views_views: 'x' },
      {},
      'skipped',
    ],
    // sessions
    [
      'sessions: reached',
      { sessions: 'yes', sessions_sessions: 2 },
      { sessions: 4, initialSessions: 2 },
      'pass',
    ],
    [
      'sessions: short',
      { sessions: 'yes', sessions_sessions: 2 },
      { sessions: 3, initialSessions: 2 },
      'fail',
    ],
    ['sessions: default 2', { sessions: 'yes' }, { sessions: 3, initialSessions: 1 }, 'pass'],
    // url: show / hide test the referrer for the text; regex tests the pattern.
    [
      'url show: contains',
      { url: 'yes', url_url: 'facebook.com', url_action: 'show' },
      { referrer: 'https://m.facebook.com/x' },
      'pass',
    ],
    [
      'url show: does not contain',
      { url: 'yes', url_url: 'facebook.com', url_action: 'show' },
      { referrer: 'https://x.com/' },
      'fail',
    ],
    [
      'url show is the default action',
      { url: 'yes', url_url: 'facebook.com' },
      { referrer: 'https://facebook.com/' },
      'pass',
    ],
    [
      'url hide: contains',
      { url: 'yes', url_url: 'facebook.com', url_action: 'hide' },
      { referrer: 'https://facebook.com/' },
      'fail',
    ],
    [
      'url hide: does not contain',
      { url: 'yes', url_url: 'facebook.com', url_action: 'hide' },
      { referrer: 'https://x.com/' },
      'pass',
    ],
    [
      'url regex: matches',
      { url: 'yes', url_url: '^https://(www\\.)?news\\.', url_action: 'regex' },
      { referrer: 'https://news.example/' },
      'pass',
    ],
    [
      'url regex: no match',
      { url: 'yes', url_url: '^https://news\\.', url_action: 'regex' },
      { referrer: 'https://example/' },
      'fail',
    ],
    [
      'url regex: invalid pattern means not shown',
      { url: 'yes', url_url: '([', url_action: 'regex' },
      { referrer: '([' },
      'fail',
    ],
    // sources
    [
      'sources: all three pass anything',
      { sources: 'yes', sources_sources: ['internal', 'external', 'search'] },
      { referrer: 'https://example.com/a' },
      'pass',
    ],
    ['sources: default is all three', { sources: 'yes' }, { referrer: '' }, 'pass'],
    [
      'sources: internal referrer with internal',
      { sources: 'yes', sources_sources: ['internal'] },
      { referrer: 'https://www.example.com/a' },
      'pass',
    ],
    [
      'sources: internal referrer without internal',
      { sources: 'yes', sources_sources: ['external', 'search'] },
      { referrer: 'http://example.com/a' },
      'fail',
    ],
    [
      'sources: external referrer with external',
      { sources: 'yes', sources_sources: ['external'] },
      { referrer: 'https://other.org/' },
      'pass',
    ],
    [
      'sources: external referrer with internal only',
      { sources: 'yes', sources_sources: ['internal'] },
      { referrer: 'https://other.org/' },
      'fail',
    ],
    [
      'sources: google with search',
      { sources: 'yes', sources_sources: ['search'] },
      { referrer: 'https://www.google.com/search?q=x' },
      'pass',
    ],
    [
      'sources: yahoo with search',
      { sources: 'yes', sources_sources: ['search'] },
      { referrer: 'https://yahoo.com/' },
      'pass',
    ],
    [
      'sources: bing with search',
      { sources: 'yes', sources_sources: ['search'] },
      { referrer: 'https://www.bing.com/' },
      'pass',
    ],
    [
      'sources: yandex with search',
      { sources: 'yes', sources_sources: ['search'] },
      { referrer: 'https://yandex.ru/' },
      'pass',
    ],
    [
      'sources: baidu with search',
      { sources: 'yes', sources_sources: ['search'] },
      { referrer: 'http://baidu.com/' },
      'pass',
    ],
    [
      'sources: other site with search only',
      { sources: 'yes', sources_sources: ['search'] },
      { referrer: 'https://duckduckgo.com/' },
      'fail',
    ],
    [
      'sources: empty referrer with external',
      { sources: 'yes', sources_sources: ['external'] },
      { referrer: '' },
      'pass',
    ],
    [
      'sources: empty referrer with internal',
      { sources: 'yes', sources_sources: ['internal'] },
      { referrer: '' },
      'fail',
    ],
    ['sources: malformed list is skipped', { sources: 'yes', sources_sources: [1] }, {}, 'skipped'],
    // logged_in
    [
      'logged in: logged out always passes',
      { logged_in: 'yes', logged_in_users: 'all' },
      { userRoles: null },
      'pass',
    ],
    [
      'logged in: all users hidden',
      { logged_in: 'yes', logged_in_users: 'all' },
      { userRoles: ['subscriber'] },
      'fail',
    ],
    ['logged in: all is the default', { logged_in: 'yes' }, { userRoles: ['subscriber'] }, 'fail'],
    [
      'logged in: custom, holds a listed role',
      { logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['editor', 'author'] },
      { userRoles: ['author'] },
      'fail',
    ],
    [
      'logged in: custom, holds no listed role',
      { logged_in: 'yes', logged_in_users: 'custom', logged_in_roles: ['editor'] },
      { userRoles: ['subscriber'] },
      'pass',
    ],
    // devices
    [
      'devices: listed',
      { devices: 'yes', devices_devices: ['desktop', 'tablet'] },
      { device: 'tablet' },
      'pass',
    ],
    [
      'devices: not listed',
      { devices: 'yes', devices_devices: ['desktop'] },
      { device: 'mobile' },
      'fail',
    ],
    // times
    ['times: under the limit', { times: 'yes', times_times: 2 }, { displays: 1 }, 'pass'],
    ['times: at the limit', { times: 'yes', times_times: 2 }, { displays: 2 }, 'fail'],
    ['times: default 3', { times: 'yes' }, { displays: 2 }, 'pass'],
    ['times: default 3, reached', { times: 'yes' }, { displays: 3 }, 'fail'],
    ['times: string number', { times: 'yes', times_times: '1' }, { displays: 1 }, 'fail'],
    // browsers
    ['browsers: all', { browsers: 'yes', browsers_browsers: 'all' }, {}, 'pass'],
    [
      'browsers: chrome chosen, on chrome',
      { browsers: 'yes', browsers_browsers: 'custom', browsers_browsers_options: ['chrome'] },
      {},
      'pass',
    ],
    [
      'browsers: firefox chosen, on chrome',
      {
        browsers: 'yes',
        browsers_browsers: 'custom',
        browsers_browsers_options: ['firefox', 'safari'],
      },
      {},
      'fail',
    ],
    ['browsers: nothing chosen', { browsers: 'yes', browsers_browsers: 'custom' }, {}, 'fail'],
    // schedule (visitor's clock here: 2024-06-15 12:00)
    [
      'schedule: inside the window',
      {
        schedule: 'yes',
        schedule_timezone: 'visitor',
        schedule_start_date: '2024-06-01 00:00',
        schedule_end_date: '2024-06-30 23:59',
      },
      {},
      'pass',
    ],
    [
      'schedule: before the start',
      { schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: '2024-06-16 00:00' },
      {},
      'fail',
    ],
    [
      'schedule: after the end',
      { schedule: 'yes', schedule_timezone: 'visitor', schedule_end_date: '2024-06-15 11:59' },
      {},
      'fail',
    ],
    [
      'schedule: exactly at the start',
      { schedule: 'yes', schedule_timezone: 'visitor', schedule_start_date: '2024-06-15 12:00' },
      {},
      'pass',
    ],
    [
      'schedule: exactly at the end',
      { schedule: 'yes', schedule_timezone: 'visitor', schedule_end_date: '2024-06-15 12:00' },
      {},
      'pass',
    ],
    ['schedule: no dates', { schedule: 'yes' }, {}, 'pass'],
    [
      'schedule: site time from the server, inside',
      {
        schedule: 'yes',
        schedule_timezone: 'site',
        schedule_server_datetime: '2024-07-01 09:00:00',
        schedule_start_date: '2024-07-01 08:00',
      },
      {},
      'pass',
    ],
    [
      'schedule: site time from the server, before',
      {
        schedule: 'yes',
        schedule_timezone: 'site',
        schedule_server_datetime: '2024-07-01 07:00:00',
        schedule_start_date: '2024-07-01 08:00',
      },
      {},
      'fail',
    ],
    [
      'schedule: site is the default timezone',
      {
        schedule: 'yes',
        schedule_server_datetime: '2024-01-01 00:00',
        schedule_end_date: '2024-06-01 00:00',
      },
      {},
      'pass',
    ],
    [
      'schedule: site without server time uses the visitor clock',
      { schedule: 'yes', schedule_timezone: 'site', schedule_end_date: '2024-06-01 00:00' },
      {},
      'fail',
    ],
    [
      'schedule: invalid start date is skipped',
      { schedule: 'yes', schedule_start_date: 'soon' },
      {},
      'skipped',
    ],
    [
      'schedule: impossible date is skipped',
      { schedule: 'yes', schedule_end_date: '2024-02-31 10:00' },
      {},
      'skipped',
    ],
    [
      'schedule: invalid server time is skipped',
      { schedule: 'yes', schedule_timezone: 'site', schedule_server_datetime: 'x' },
      {},
      'skipped',
    ],
  ];

  it.each(rows)('%s', (_name, timing, patch, expected) => {
    expect(outcome(timing, patch)).toBe(expected);
  });

  it('applies a rule only when it is switched on', () => {
    expect(evaluateTiming({ times_times: 0, page_views_views: 9 }, visitor())).toEqual([]);
    expect(evaluateTiming({ times: 'no', times_times: 0 }, visitor())).toEqual([]);
  });

  it('requires every enabled rule to pass; skipped rules do not block', () => {
    const all = evaluateTiming(
      {
        devices: 'yes',
        devices_devices: ['desktop'],
        times: 'yes',
        times_times: 1,
        page_views: 'yes',
        page_views_views: 'x',
      },
      visitor({ displays: 0 }),
    );
    expect(all.map((rule) => [rule.rule, rule.outcome])).toEqual([
      ['page_views', 'skipped'],
      ['devices', 'pass'],
      ['times', 'pass'],
    ]);
    expect(timingPasses(all)).toBe(true);
    const one = evaluateTiming(
      { devices: 'yes', devices_devices: ['mobile'], times: 'yes', times_times: 1 },
      visitor(),
    );
    expect(timingPasses(one)).toBe(false);
  });

  it('says what each rule saw', () => {
    const [rule] = evaluateTiming({ times: 'yes', times_times: 3 }, visitor({ displays: 1 }));
    expect(rule!.seen).toBe('1 displays of 3');
    const [url] = evaluateTiming({ url: 'yes', url_url: 'x' }, visitor({ referrer: 'https://a/' }));
    expect(url!.seen).toBe('referrer "https://a/"');
  });

  it('names switched-on rules it does not know', () => {
    expect(unknownRules({ times: 'yes', geo: 'yes', times_times: 3 })).toEqual(['geo']);
  });

  it.each([
    [{}, 'open'],
    [{ times_count: '' }, 'close'],
    [{ times_count: 'close' }, 'close'],
    [{ times_count: 'open' }, 'open'],
  ] as const)('counts a display of %j on %s', (timing, expected) => {
    expect(countsOn(timing)).toBe(expected);
  });
});
