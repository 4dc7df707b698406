import { detectContentType, type RequestFacts } from './content-type.ts';
import { firstMatchingRule, matchesPattern, type RuleSubject } from './rule-match.ts';
import type { ContentType, SpeedKitConfig } from './speed-kit-config.ts';
import { stripTrackingParams } from './tracking-params.ts';

/** The service refuses longer URLs (encoded). */
export const MAX_URL_LENGTH = 3800;

export type Decision =
  | { handled: true; contentType: ContentType | null; cacheKey: string; reason: string }
  | { handled: false; contentType: ContentType | null; reason: string };

const NEVER_TYPES: Partial<Record<ContentType, string>> = {
  video: 'video content is never accelerated',
  audio: 'audio content is never accelerated',
  pdf: 'PDF files are never accelerated',
};

/**
 * Whether the accelerator handles a request, and why (pure: the same in the worker, in tests and
 * in the inspector). `cookies` are the `name=value` pairs the page reported; `origin` is the
 * page's origin, since cookie rules apply only to same-origin requests.
 */
export function decideRequest(
  request: RequestFacts,
  cookies: readonly string[],
  config: SpeedKitConfig,
  origin: string,
): Decision {
  const url = new URL(request.url);
  const contentType = detectContentType(request);
  const pass = (reason: string): Decision => ({ handled: false, contentType, reason });
  if (config.disabled) return pass('acceleration is disabled');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return pass('not an http(s) URL');
  const method = request.method.toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') return pass(`${method} requests are never cached`);
  if (request.range) return pass('range requests are never cached');
  if (url.username || url.password) return pass('URLs with credentials are never cached');
  if (url.hash.includes('bqBlacklist')) return pass('the URL opts out (bqBlacklist)');
  const never = contentType && NEVER_TYPES[contentType];
  if (never) return pass(never);
  const subject: RuleSubject = {
    url: `${url.host}${url.pathname}${url.search}`,
    host: url.host,
    pathname: `${url.pathname}${url.search}`,
    contentType,
    cookies: url.origin === origin ? [...cookies] : null,
  };
  if (config.whitelist.length && firstMatchingRule(config.whitelist, subject) === -1)
    return pass('not an allowed source and content type');
  const excluded = firstMatchingRule(config.blacklist, subject);
  if (excluded !== -1) {
    const rule = config.blacklist[excluded]!;
    const cookie = rule.cookie
      ? subject.cookies?.find((pair) => rule.cookie!.some((p) => matchesPattern(p, pair)))
      : undefined;
    return pass(
      cookie
        ? `a bypass cookie is set (${cookie.split('=')[0]})`
        : `excluded by rule ${excluded + 1}`,
    );
  }
  if (encodeURI(url.href).length > MAX_URL_LENGTH) return pass('the URL is too long');
  if (contentType === 'navigate' && firstMatchingRule(config.enabledSites, subject) === -1)
    return pass('not an enabled site');
  const { key } = stripTrackingParams(url, config.stripQueryParams);
  return { handled: true, contentType, cacheKey: key.href, reason: 'accelerated' };
}

/** `document.cookie` as `name=value` pairs. */
export function cookiePairs(cookieString: string): string[] {
  return cookieString
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean);
}
