import { DEFAULT_BREAKPOINTS, type Breakpoint, type Breakpoints } from './breakpoints.ts';
import type { Logger } from './log.ts';
import { isPlainObject } from './safe-json.ts';

/** What Islet needs from the globals the unchanged server prints. */
export interface IsletConfig {
  builder: string;
  editMode: boolean;
  previewMode: boolean;
  /** Static render: the server asks that no element behaviour runs. */
  isStatic: boolean;
  rtl: boolean;
  breakpoints: Breakpoints;
  postId: number;
  /** Present only for logged-in visitors; `null` means logged out. */
  userRoles: string[] | null;
  /** REST base ending with `/` (Pro's `urls.rest`), or `null` when the page has none. */
  restBase: string | null;
  nonce: string | null;
  ajaxUrl: string | null;
  experiments: Record<string, boolean>;
  /** The objects as printed, for features that need a field not listed here. */
  frontend: Record<string, unknown>;
  pro: Record<string, unknown>;
}

type Source = Record<string, unknown>;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Global names follow the builder prefix: `elementorFrontendConfig`, `ElementorProFrontendConfig`. */
export function configGlobalNames(builder: string) {
  return { frontend: `${builder}FrontendConfig`, pro: `${capitalize(builder)}ProFrontendConfig` };
}

function at(source: unknown, path: string): unknown {
  let value = source;
  for (const key of path.split('.')) value = isPlainObject(value) ? value[key] : undefined;
  return value;
}

/**
 * Reads the printed config. Every field is checked on its own: a malformed field takes its default
 * and is named in a single warning, so one bad value never costs the rest of the config.
 */
export function readConfig(
  scope: Readonly<Record<string, unknown>>,
  builder: string,
  log: Logger,
  options: { expectConfig: boolean },
): IsletConfig {
  const names = configGlobalNames(builder);
  const problems: string[] = [];
  const frontendRaw = scope[names.frontend];
  const proRaw = scope[names.pro];
  let frontend: Source = {};
  if (isPlainObject(frontendRaw)) frontend = frontendRaw;
  else if (frontendRaw !== undefined || options.expectConfig) {
    problems.push(
      `${names.frontend} is ${frontendRaw === undefined ? 'missing' : 'not an object'}`,
    );
  }
  let pro: Source = {};
  if (isPlainObject(proRaw)) pro = proRaw;
  else if (proRaw !== undefined) problems.push(`${names.pro} is not an object`);

  function read<T>(source: Source, path: string, fallback: T, valid: (v: unknown) => boolean): T {
    const value = at(source, path);
    if (value === undefined) return fallback;
    if (valid(value)) return value as T;
    problems.push(`${path} is malformed`);
    return fallback;
  }
  const isBool = (v: unknown) => typeof v === 'boolean';
  const isString = (v: unknown) => typeof v === 'string';

  const config: IsletConfig = {
    builder,
    editMode: read(frontend, 'environmentMode.edit', false, isBool),
    previewMode: read(frontend, 'environmentMode.wpPreview', false, isBool),
    isStatic: read(frontend, 'is_static', false, isBool),
    rtl: read(frontend, 'is_rtl', false, isBool),
    breakpoints: readBreakpoints(at(frontend, 'responsive.breakpoints'), problems),
    postId: Number(
      read(
        frontend,
        'post.id',
        0,
        (v) => typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)),
      ),
    ),
    userRoles: read<string[] | null>(
      frontend,
      'user.roles',
      null,
      (v) => Array.isArray(v) && v.every(isString),
    ),
    restBase: read<string | null>(pro, 'urls.rest', null, isString),
    nonce: read<string | null>(pro, 'nonce', null, isString),
    ajaxUrl: read<string | null>(
      frontend,
      'urls.ajaxurl',
      read<string | null>(pro, 'ajaxurl', null, isString),
      isString,
    ),
    experiments: readExperiments(at(frontend, 'experimentalFeatures'), problems),
    frontend,
    pro,
  };
  if (problems.length) log.warn(`config: ${problems.join('; ')}. Using defaults for these.`);
  return config;
}

/**
 * The site's breakpoints as its configuration prints them (`responsive.breakpoints`), over the
 * builder's defaults: an entry it cannot use keeps the default and is named in `problems`. Also
 * what `islet-head.js` reads, where the configuration is already printed, before any runtime.
 */
export function readBreakpoints(value: unknown, problems: string[]): Breakpoints {
  // Copies, so that no caller can change the defaults for everyone.
  const result: Breakpoints = Object.fromEntries(
    Object.entries(DEFAULT_BREAKPOINTS).map(([name, point]) => [name, { ...point }]),
  );
  if (value === undefined) return result;
  if (!isPlainObject(value)) {
    problems.push('responsive.breakpoints is malformed');
    return result;
  }
  for (const [name, entry] of Object.entries(value)) {
    const point = isPlainObject(entry) ? entry : {};
    const numeric =
      typeof point.value === 'number' || (typeof point.value === 'string' && point.value.trim())
        ? Number(point.value)
        : NaN;
    const direction = point.direction ?? (name === 'widescreen' ? 'min' : 'max');
    if (!Number.isFinite(numeric) || numeric <= 0 || (direction !== 'min' && direction !== 'max')) {
      problems.push(`responsive.breakpoints.${name} is malformed`);
      continue;
    }
    result[name] = {
      value: numeric,
      direction,
      is_enabled: point.is_enabled === true,
    } satisfies Breakpoint;
  }
  return result;
}

function readExperiments(value: unknown, problems: string[]): Record<string, boolean> {
  if (value === undefined) return {};
  if (!isPlainObject(value)) {
    problems.push('experimentalFeatures is malformed');
    return {};
  }
  return Object.fromEntries(Object.entries(value).map(([key, flag]) => [key, flag === true]));
}
