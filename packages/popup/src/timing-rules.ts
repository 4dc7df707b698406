import { BROWSERS, type BrowserFlags } from './browser-flags.ts';
import { parseWallTime } from './local-date.ts';
import { sourceOf, sourcesPass } from './referrer-source.ts';
import { isOn, listOf, textOf } from './popup-settings.ts';
import { numberSetting } from '@islet/primitives';

export const RULES = [
  'page_views',
  'sessions',
  'url',
  'sources',
  'logged_in',
  'devices',
  'times',
  'browsers',
  'schedule',
] as const;
export type RuleName = (typeof RULES)[number];

/** Everything the rules look at, gathered by the caller: the rules themselves touch nothing. */
export interface Visitor {
  pageViews: number;
  sessions: number;
  /** Baselines from the first page where the rule was evaluated (the caller stores them). */
  initialPageViews: number;
  initialSessions: number;
  referrer: string;
  /** `location.host` */
  host: string;
  device: string;
  /** `null` when logged out. */
  userRoles: readonly string[] | null;
  /** This popup's displays so far, in its `times` period. */
  displays: number;
  browsers: BrowserFlags;
  /** The visitor's clock, in ms. */
  now: number;
}

export interface RuleResult {
  rule: RuleName | string;
  /** `skipped` rules had bad settings: they are left out and do not block the popup. */
  outcome: 'pass' | 'fail' | 'skipped';
  /** What the rule compared, for the inspector. */
  seen: string;
}

type Outcome = Omit<RuleResult, 'rule'>;
type Timing = Readonly<Record<string, unknown>>;

const pass = (ok: boolean, seen: string): Outcome => ({ outcome: ok ? 'pass' : 'fail', seen });
const skip = (why: string): Outcome => ({ outcome: 'skipped', seen: why });

function count(timing: Timing, key: string, fallback: number): number | null {
  const value = numberSetting(timing[key]);
  if (value === undefined) return fallback;
  return value === null || value < 0 ? null : value;
}

const rules: Record<RuleName, (timing: Timing, visitor: Visitor) => Outcome> = {
  page_views(timing, visitor) {
    const views = count(timing, 'page_views_views', 3);
    if (views === null) return skip('page_views_views is not a number');
    const more = visitor.pageViews - visitor.initialPageViews;
    return pass(more >= views, `${more} more page views of ${views}`);
  },
  sessions(timing, visitor) {
    const sessions = count(timing, 'sessions_sessions', 2);
    if (sessions === null) return skip('sessions_sessions is not a number');
    const more = visitor.sessions - visitor.initialSessions;
    return pass(more >= sessions, `${more} more sessions of ${sessions}`);
  },
  url(timing, visitor) {
    const url = textOf(timing.url_url);
    const action = textOf(timing.url_action) || 'show';
    const seen = `referrer "${visitor.referrer}"`;
    if (action === 'regex') {
      let pattern: RegExp;
      try {
        pattern = new RegExp(url);
      } catch {
        return { outcome: 'fail', seen: `invalid pattern ${url}` };
      }
      return pass(pattern.test(visitor.referrer), seen);
    }
    if (action !== 'show' && action !== 'hide') return skip(`unknown url_action "${action}"`);
    const contains = visitor.referrer.includes(url);
    return pass(action === 'hide' ? !contains : contains, seen);
  },
  sources(timing, visitor) {
    const selected = listOf(timing.sources_sources ?? ['search', 'external', 'internal']);
    if (!selected) return skip('sources_sources is malformed');
    return pass(
      sourcesPass(selected, visitor.referrer, visitor.host),
      `${sourceOf(visitor.referrer, visitor.host)} referrer`,
    );
  },
  logged_in(timing, visitor) {
    const roles = visitor.userRoles;
    if (!roles) return pass(true, 'logged out');
    const seen = `logged in as ${roles.join(', ') || 'no role'}`;
    if ((textOf(timing.logged_in_users) || 'all') === 'all') return pass(false, seen);
    const hidden = listOf(timing.logged_in_roles);
    if (!hidden) return skip('logged_in_roles is malformed');
    return pass(!roles.some((role) => hidden.includes(role)), seen);
  },
  devices(timing, visitor) {
    const devices = listOf(timing.devices_devices);
    if (!devices) return skip('devices_devices is malformed');
    return pass(devices.includes(visitor.device), `device ${visitor.device}`);
  },
  times(timing, visitor) {
    const times = count(timing, 'times_times', 3);
    if (times === null) return skip('times_times is not a number');
    return pass(visitor.displays < times, `${visitor.displays} displays of ${times}`);
  },
  browsers(timing, visitor) {
    if ((textOf(timing.browsers_browsers) || 'all') === 'all') return pass(true, 'all browsers');
    const options = listOf(timing.browsers_browsers_options);
    if (!options) return skip('browsers_browsers_options is malformed');
    const detected = BROWSERS.filter((name) => visitor.browsers[name]);
    return pass(
      options.some(
        (name) =>
          (BROWSERS as readonly string[]).includes(name) && detected.includes(name as never),
      ),
      `browser ${detected.join(', ') || 'other'}`,
    );
  },
  schedule(timing, visitor) {
    const dates: Record<'start' | 'end', number | null> = { start: null, end: null };
    for (const edge of ['start', 'end'] as const) {
      const text = textOf(timing[`schedule_${edge}_date`]);
      if (!text) continue;
      dates[edge] = parseWallTime(text);
      if (dates[edge] === null) return skip(`schedule_${edge}_date "${text}" is not a date`);
    }
    let now = visitor.now;
    let clock = 'visitor time';
    const server = textOf(timing.schedule_server_datetime);
    if ((textOf(timing.schedule_timezone) || 'site') === 'site' && server) {
      const parsed = parseWallTime(server);
      if (parsed === null) return skip(`schedule_server_datetime "${server}" is not a date`);
      now = parsed;
      clock = `site time ${server}`;
    }
    return pass(
      (dates.start === null || now >= dates.start) && (dates.end === null || now <= dates.end),
      clock,
    );
  },
};

/** Every enabled rule with its outcome, in a fixed order; the popup shows when none fails. */
export function evaluateTiming(timing: Timing, visitor: Visitor): RuleResult[] {
  const results: RuleResult[] = [];
  for (const rule of RULES) {
    if (isOn(timing[rule])) results.push({ rule, ...rules[rule](timing, visitor) });
  }
  return results;
}

/** Switched-on names that are no rule of ours: reported once, otherwise ignored. */
export function unknownRules(timing: Timing): string[] {
  return Object.keys(timing).filter(
    (key) => isOn(timing[key]) && !(RULES as readonly string[]).includes(key),
  );
}

export const timingPasses = (results: readonly RuleResult[]) =>
  results.every((result) => result.outcome !== 'fail');
