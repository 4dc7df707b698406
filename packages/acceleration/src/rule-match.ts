import type { ContentType, Pattern, Rule } from './speed-kit-config.ts';

/** The parts of a request rules are tested against. */
export interface RuleSubject {
  /** Without protocol and hash: `example.com/wp-json/x?y=1`. */
  url: string;
  host: string;
  /** Path and query string. */
  pathname: string;
  contentType: ContentType | null;
  /** `name=value` pairs the page last reported; only for same-origin requests. */
  cookies: string[] | null;
}

export function matchesPattern(pattern: Pattern, value: string): boolean {
  if (typeof pattern === 'string') return value.toLowerCase().startsWith(pattern.toLowerCase());
  pattern.lastIndex = 0;
  return pattern.test(value);
}

const anyPattern = (patterns: Pattern[], value: string) =>
  patterns.some((pattern) => matchesPattern(pattern, value));

/**
 * [ours] A URL prefix that is only a host (`fonts.gstatic.com`) must end where the host ends: the
 * service's plain prefix test also lets `fonts.gstatic.com.evil.net` through.
 */
export function matchesUrlPattern(pattern: Pattern, url: string): boolean {
  if (!matchesPattern(pattern, url)) return false;
  if (typeof pattern !== 'string' || pattern.includes('/')) return true;
  const next = url.charAt(pattern.length);
  return next === '' || next === '/' || next === ':' || next === '?';
}

function matchesType(types: ContentType[], type: ContentType | null): boolean {
  if (!type) return false;
  // A navigation is a document, and a rule for documents covers navigations.
  if (type === 'navigate' || type === 'document')
    return types.includes('document') || types.includes('navigate');
  return types.includes(type);
}

/** A rule matches when all of its conditions do. */
export function matchesRule(rule: Rule, subject: RuleSubject): boolean {
  if (rule.url && !rule.url.some((pattern) => matchesUrlPattern(pattern, subject.url)))
    return false;
  if (rule.host && !anyPattern(rule.host, subject.host)) return false;
  if (rule.pathname && !anyPattern(rule.pathname, subject.pathname)) return false;
  if (rule.contentType && !matchesType(rule.contentType, subject.contentType)) return false;
  if (rule.cookie) {
    const { cookies } = subject;
    if (!cookies || !cookies.some((pair) => anyPattern(rule.cookie!, pair))) return false;
  }
  return true;
}

/** A list matches when any of its rules does; returns the index of the first that does, or -1. */
export function firstMatchingRule(rules: Rule[], subject: RuleSubject): number {
  return rules.findIndex((rule) => matchesRule(rule, subject));
}
