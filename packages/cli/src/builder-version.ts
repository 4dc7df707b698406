/**
 * Which version of the builder printed a page, and whether the WordPress plugin runs Islet with
 * it. The policy is the plugin's (packages/wordpress/includes/class-islet-builder.php, whose
 * constants builder-version.test.ts reads and compares with these): refused below MIN_VERSION
 * and from MAX_VERSION, run with an "untested" notice above the TESTED_UP_TO minor line.
 */
export const BUILDER_POLICY = {
  minVersion: '3.20.0',
  maxVersion: '5.0.0',
  testedUpTo: '4.1',
} as const;

export type BuilderSupport = 'supported' | 'untested' | 'refused' | 'unknown';

export interface BuilderVersion {
  /** As the page prints it (`3.24.0-cloud3`), or `null` when the page does not say. */
  version: string | null;
  /** Where it was read: the builder's configuration, the generator meta, or a script's `?ver=`. */
  source: 'config' | 'generator' | 'script' | null;
  support: BuilderSupport;
  /** What the plugin does with it, in a sentence. */
  note: string;
}

// `<meta name="generator" content="Elementor 3.29.2; features: …">`, attributes in any order.
const GENERATOR_META = /<meta\b[^>]*>/gi;
const GENERATOR_CONTENT = /\bcontent\s*=\s*["']\s*Elementor\s+(\d[^;"'\s]*)/i;
const GENERATOR_NAME = /\bname\s*=\s*["']?generator\b/i;
// The builder's own front-end files carry its version (its libraries carry theirs).
const BUILDER_SCRIPT = /\/plugins\/elementor\/assets\/js\/[^?#]+\?(?:[^#]*&)?ver=(\d[^&#]*)/;

/**
 * The builder's version of a page: `elementorFrontendConfig.version` first (the builder prints
 * its own constant there), then the generator meta (which a setting can turn off), then the
 * `?ver=` of the builder's own scripts (which optimisers often strip).
 */
export function builderVersion(
  html: string,
  config: Record<string, unknown>,
  scriptSources: readonly string[],
): BuilderVersion {
  const frontend = config.elementorFrontendConfig as { version?: unknown } | undefined;
  if (typeof frontend?.version === 'string' && /^\d/.test(frontend.version)) {
    return withSupport(frontend.version, 'config');
  }
  for (const [meta] of html.matchAll(GENERATOR_META)) {
    const version = GENERATOR_NAME.test(meta) ? GENERATOR_CONTENT.exec(meta)?.[1] : undefined;
    if (version) return withSupport(version, 'generator');
  }
  for (const src of scriptSources) {
    const version = BUILDER_SCRIPT.exec(src)?.[1];
    if (version) return withSupport(decodeURIComponent(version), 'script');
  }
  return {
    version: null,
    source: null,
    support: 'unknown',
    note: 'the page does not say which builder version printed it',
  };
}

/** The numeric parts of a version (`3.24.0-cloud3` → [3, 24, 0]), as PHP's version_compare reads them. */
const parts = (version: string) =>
  (/^\d+(?:\.\d+)*/.exec(version)?.[0] ?? '0').split('.').map(Number);

/** Compares versions by their numeric parts: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const [left, right] = [parts(a), parts(b)];
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference) return difference;
  }
  return 0;
}

/** What the plugin does with a builder of this version. */
export function builderSupport(version: string): { support: BuilderSupport; note: string } {
  const { minVersion, maxVersion, testedUpTo } = BUILDER_POLICY;
  if (compareVersions(version, minVersion) < 0 || compareVersions(version, maxVersion) >= 0) {
    return {
      support: 'refused',
      note: `the plugin runs ${minVersion} ≤ version < ${maxVersion}; it keeps the original scripts`,
    };
  }
  const [major = 0, minor = 0] = parts(version);
  if (compareVersions(`${major}.${minor}`, testedUpTo) > 0) {
    return {
      support: 'untested',
      note: `newer than the tested ${testedUpTo}.x; the plugin runs, with a notice in wp-admin`,
    };
  }
  return { support: 'supported', note: 'the plugin runs Islet' };
}

const withSupport = (version: string, source: BuilderVersion['source']): BuilderVersion => ({
  version,
  source,
  ...builderSupport(version),
});
