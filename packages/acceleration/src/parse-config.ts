import {
  CONTENT_TYPES,
  RULE_KEYS,
  siteConfig,
  type ContentType,
  type Pattern,
  type Rule,
  type SpeedKitConfig,
} from './speed-kit-config.ts';

export type ParsedConfig =
  { ok: true; config: SpeedKitConfig; warnings: string[] } | { ok: false; error: string };

/** Keys of the service's snippet that Islet reads nowhere, accepted without a warning. */
const IGNORED_KEYS = new Set([
  'appName',
  'appDomain',
  'app',
  'enabled',
  'maxStaleness',
  'refreshInterval',
  'disabledSites',
  'detectDevice',
  'customDevice',
  'split',
  'group',
  'enableForWebViews',
]);
const DEVICE_KEYS = new Set(['mobile', 'desktop', 'tablet', 'tv']);
const MAX_PATTERN_LENGTH = 1000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A serialised pattern: `regexp:/source/flags` is a RegExp (how configurations travel as JSON),
 * any other string a case-insensitive prefix.
 */
export function parsePattern(value: unknown): Pattern {
  if (value instanceof RegExp) return value;
  if (typeof value !== 'string') throw new Error(`${JSON.stringify(value)} is not a pattern`);
  const match = /^regexp:\/(.*)\/([a-z]*)$/s.exec(value);
  if (!match) return value;
  if (match[1]!.length > MAX_PATTERN_LENGTH) throw new Error('the pattern is too long');
  try {
    return new RegExp(match[1]!, match[2]);
  } catch {
    throw new Error(`${JSON.stringify(value)} is not a valid regular expression`);
  }
}

export function serializePattern(pattern: Pattern): string {
  return typeof pattern === 'string' ? pattern : `regexp:/${pattern.source}/${pattern.flags}`;
}

const patternsOf = (value: unknown): Pattern[] =>
  (Array.isArray(value) ? value : [value]).map(parsePattern);

function parseRule(raw: unknown): Rule {
  if (!isRecord(raw)) throw new Error('it is not an object');
  const rule: Rule = {};
  for (const [key, value] of Object.entries(raw)) {
    if (DEVICE_KEYS.has(key))
      throw new Error(`"${key}" needs user-agent detection, which this site has off`);
    if (!(RULE_KEYS as readonly string[]).includes(key))
      throw new Error(`it has the unknown key ${JSON.stringify(key)}`);
    if (key === 'contentType') {
      const types = Array.isArray(value) ? value : [value];
      for (const type of types) {
        if (!CONTENT_TYPES.includes(type as ContentType))
          throw new Error(`${JSON.stringify(type)} is not a content type`);
      }
      rule.contentType = types as ContentType[];
    } else {
      rule[key as Exclude<(typeof RULE_KEYS)[number], 'contentType'>] = patternsOf(value);
    }
  }
  if (!Object.keys(rule).length) throw new Error('it has no conditions');
  return rule;
}

/**
 * Reads the configuration the page prints (the global `speedKit`) over the site's defaults for
 * `site` (host and path). A malformed configuration as a whole is an error (acceleration stays
 * off); a bad rule is skipped with a warning, the others apply.
 */
export function parseConfig(raw: unknown, site: string): ParsedConfig {
  if (raw === undefined || raw === null)
    return { ok: true, config: siteConfig(site), warnings: [] };
  if (!isRecord(raw))
    return { ok: false, error: `the configuration is ${typeof raw}, not an object` };
  const warnings: string[] = [];
  const config = siteConfig(site);
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(raw)) {
    switch (key) {
      case 'disabled':
      case 'rumTracking':
      case 'userAgentDetection':
        if (typeof value !== 'boolean') return { ok: false, error: `${key} must be true or false` };
        config[key] = value;
        break;
      case 'sw':
      case 'scope':
        if (typeof value !== 'string' || !value.startsWith('/'))
          return { ok: false, error: `${key} must be a path starting with /` };
        config[key] = value;
        break;
      case 'fetchOriginInterval':
        if (typeof value !== 'number' || !Number.isInteger(value) || value < -2)
          return { ok: false, error: 'fetchOriginInterval must be a whole number of seconds' };
        // -2 is the plugin's "the server's session lifetime", which is 1440 s by default.
        config.fetchOriginInterval = value === -2 ? 1440 : value;
        break;
      case 'enabledSites':
      case 'whitelist':
      case 'blacklist': {
        if (!Array.isArray(value)) return { ok: false, error: `${key} must be a list of rules` };
        config[key] = value.flatMap((rule, index) => {
          try {
            return [parseRule(rule)];
          } catch (error) {
            warnings.push(
              `${key} rule ${index + 1} is skipped: ${error instanceof Error ? error.message : String(error)}.`,
            );
            return [];
          }
        });
        break;
      }
      case 'stripQueryParams': {
        const entries = Array.isArray(value) ? value : [];
        const params = entries.flatMap((entry) =>
          isRecord(entry) && Array.isArray(entry.params) ? entry.params : [entry],
        );
        if (!Array.isArray(value) || !params.every((param) => typeof param === 'string'))
          return { ok: false, error: 'stripQueryParams must list parameter-name prefixes' };
        config.stripQueryParams = params as string[];
        break;
      }
      case 'image':
        if (value === false) config.image = false;
        else if (
          isRecord(value) &&
          (value.quality === false ||
            (typeof value.quality === 'number' && value.quality > 0 && value.quality <= 100))
        )
          config.image = {
            quality: value.quality as number | false,
            webp: value.webp !== false,
            pjpeg: value.pjpeg !== false,
          };
        else return { ok: false, error: 'image must be false or { quality: 1–100, webp, pjpeg }' };
        break;
      default:
        if (!IGNORED_KEYS.has(key)) unknown.push(key);
    }
  }
  if (unknown.length) warnings.push(`unknown keys are ignored: ${unknown.join(', ')}.`);
  if (raw.enabled === false) config.disabled = true;
  return { ok: true, config, warnings };
}

/** The configuration as JSON-safe data (RegExps as `regexp:/…/`), for the worker and storage. */
export function serializeConfig(config: SpeedKitConfig): Record<string, unknown> {
  const rules = (list: Rule[]) =>
    list.map((rule) =>
      Object.fromEntries(
        Object.entries(rule).map(([key, value]) => [
          key,
          key === 'contentType' ? value : (value as Pattern[]).map(serializePattern),
        ]),
      ),
    );
  return {
    ...config,
    enabledSites: rules(config.enabledSites),
    whitelist: rules(config.whitelist),
    blacklist: rules(config.blacklist),
  };
}
