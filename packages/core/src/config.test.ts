import { describe, expect, it } from 'vitest';
import { DEFAULT_BREAKPOINTS } from './breakpoints.ts';
import { configGlobalNames, readConfig, type IsletConfig } from './config.ts';
import { createRecordingLogger } from '@islet/test-support/recording-logger';

/** Reference §5: `elementorFrontendConfig`, trimmed from a real 3.33.4 page. */
const FRONTEND_3_33_4 = {
  environmentMode: { edit: false, wpPreview: false, isScriptDebug: false },
  i18n: { a11yCarouselPrevSlideMessage: 'Previous slide' },
  is_rtl: false,
  breakpoints: { xs: 0, sm: 480, md: 768, lg: 1025, xl: 1440, xxl: 1600 },
  responsive: {
    breakpoints: {
      mobile: {
        label: 'Mobile Portrait',
        value: 767,
        default_value: 767,
        direction: 'max',
        is_enabled: true,
      },
      mobile_extra: { value: 880, direction: 'max', is_enabled: false },
      tablet: { value: 1024, direction: 'max', is_enabled: true },
      tablet_extra: { value: 1200, direction: 'max', is_enabled: false },
      laptop: { value: 1366, direction: 'max', is_enabled: false },
      widescreen: { value: 2400, direction: 'min', is_enabled: false },
    },
    hasCustomBreakpoints: false,
  },
  version: '3.33.4',
  is_static: false,
  experimentalFeatures: { container: true, e_optimized_markup: true, 'nested-elements': true },
  urls: {
    assets: 'https://site/wp-content/plugins/elementor/assets/',
    ajaxurl: 'https://site/wp-admin/admin-ajax.php',
    uploadUrl: 'https://site/wp-content/uploads',
  },
  nonces: { floatingButtonsClickTracking: '…' },
  swiperClass: 'swiper',
  settings: { page: [], editorPreferences: [] },
  kit: { active_breakpoints: ['viewport_mobile', 'viewport_tablet'], global_image_lightbox: 'yes' },
  post: { id: 27, title: 'Our%20Team', excerpt: '', featuredImage: false },
  user: { roles: ['administrator'] },
};

/** Reference §5: `ElementorProFrontendConfig`. */
const PRO = {
  ajaxurl: 'https://site/wp-admin/admin-ajax.php?pro',
  nonce: 'abc123',
  urls: {
    assets: 'https://site/wp-content/plugins/elementor-pro/assets/',
    rest: 'https://site/wp-json/',
  },
  popup: { hasPopUps: true },
  shareButtonsNetworks: {},
  facebook_sdk: { lang: 'en_US', app_id: '' },
  lottie: {},
  settings: { lazy_load_background_images: true },
};

const DEFAULTS: Omit<IsletConfig, 'builder' | 'frontend' | 'pro'> = {
  editMode: false,
  previewMode: false,
  isStatic: false,
  rtl: false,
  breakpoints: DEFAULT_BREAKPOINTS,
  postId: 0,
  userRoles: null,
  restBase: null,
  nonce: null,
  ajaxUrl: null,
  experiments: {},
};

type Scope = Record<string, unknown>;

function read(scope: Scope, options: { expectConfig?: boolean; builder?: string } = {}) {
  const log = createRecordingLogger();
  const config = readConfig(scope, options.builder ?? 'elementor', log, {
    expectConfig: options.expectConfig ?? true,
  });
  return { config, warnings: log.warnings, errors: log.errors };
}

/** A copy of the 3.33.4 frontend config with one path replaced (or removed with `undefined`). */
function frontendWith(path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(FRONTEND_3_33_4) as Record<string, unknown>;
  const keys = path.split('.');
  let node = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

describe('configGlobalNames', () => {
  it.each([
    ['elementor', 'elementorFrontendConfig', 'ElementorProFrontendConfig'],
    ['foo', 'fooFrontendConfig', 'FooProFrontendConfig'],
    ['Bar', 'BarFrontendConfig', 'BarProFrontendConfig'],
  ])('%s → %s, %s', (builder, frontend, pro) => {
    expect(configGlobalNames(builder)).toEqual({ frontend, pro });
  });
});

describe('readConfig: the real 3.33.4 page', () => {
  it('reads every field without a warning', () => {
    const { config, warnings, errors } = read({
      elementorFrontendConfig: FRONTEND_3_33_4,
      ElementorProFrontendConfig: PRO,
    });
    expect(config).toEqual({
      builder: 'elementor',
      editMode: false,
      previewMode: false,
      isStatic: false,
      rtl: false,
      breakpoints: {
        mobile: { value: 767, direction: 'max', is_enabled: true },
        mobile_extra: { value: 880, direction: 'max', is_enabled: false },
        tablet: { value: 1024, direction: 'max', is_enabled: true },
        tablet_extra: { value: 1200, direction: 'max', is_enabled: false },
        laptop: { value: 1366, direction: 'max', is_enabled: false },
        widescreen: { value: 2400, direction: 'min', is_enabled: false },
      },
      postId: 27,
      userRoles: ['administrator'],
      restBase: 'https://site/wp-json/',
      nonce: 'abc123',
      ajaxUrl: 'https://site/wp-admin/admin-ajax.php',
      experiments: { container: true, e_optimized_markup: true, 'nested-elements': true },
      frontend: FRONTEND_3_33_4,
      pro: PRO,
    });
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps the printed objects as they are', () => {
    const { config } = read({
      elementorFrontendConfig: FRONTEND_3_33_4,
      ElementorProFrontendConfig: PRO,
    });
    expect(config.frontend).toBe(FRONTEND_3_33_4);
    expect(config.pro).toBe(PRO);
  });

  it('ignores the legacy top-level breakpoints field', () => {
    const { config } = read({
      elementorFrontendConfig: frontendWith('breakpoints', { md: 500, lg: 900 }),
    });
    expect(config.breakpoints.mobile?.value).toBe(767);
    expect(config.breakpoints.tablet?.value).toBe(1024);
  });

  it('reads the page without Pro', () => {
    const { config, warnings } = read({ elementorFrontendConfig: FRONTEND_3_33_4 });
    expect(config.restBase).toBeNull();
    expect(config.nonce).toBeNull();
    expect(config.pro).toEqual({});
    expect(config.ajaxUrl).toBe('https://site/wp-admin/admin-ajax.php');
    expect(warnings).toEqual([]);
  });
});

describe('readConfig: fields', () => {
  it.each<[string, Scope, Partial<IsletConfig>]>([
    [
      'edit mode',
      { elementorFrontendConfig: frontendWith('environmentMode.edit', true) },
      { editMode: true },
    ],
    [
      'platform preview',
      { elementorFrontendConfig: frontendWith('environmentMode.wpPreview', true) },
      { previewMode: true },
    ],
    [
      'static render',
      { elementorFrontendConfig: frontendWith('is_static', true) },
      { isStatic: true },
    ],
    ['RTL', { elementorFrontendConfig: frontendWith('is_rtl', true) }, { rtl: true }],
    ['post 0 on archives', { elementorFrontendConfig: frontendWith('post.id', 0) }, { postId: 0 }],
    [
      'a numeric-string post id',
      { elementorFrontendConfig: frontendWith('post.id', '27') },
      { postId: 27 },
    ],
    ['no post', { elementorFrontendConfig: frontendWith('post', undefined) }, { postId: 0 }],
    [
      'no roles',
      { elementorFrontendConfig: frontendWith('user.roles', undefined) },
      { userRoles: null },
    ],
    ['no user', { elementorFrontendConfig: frontendWith('user', undefined) }, { userRoles: null }],
    [
      'an empty role list',
      { elementorFrontendConfig: frontendWith('user.roles', []) },
      { userRoles: [] },
    ],
    [
      'several roles',
      { elementorFrontendConfig: frontendWith('user.roles', ['editor', 'shop_manager']) },
      { userRoles: ['editor', 'shop_manager'] },
    ],
    [
      'no experiments',
      { elementorFrontendConfig: frontendWith('experimentalFeatures', undefined) },
      { experiments: {} },
    ],
    [
      'experiments are true only when exactly true',
      {
        elementorFrontendConfig: frontendWith('experimentalFeatures', {
          container: true,
          e_font_icon_svg: false,
          odd: 'yes',
          one: 1,
        }),
      },
      { experiments: { container: true, e_font_icon_svg: false, odd: false, one: false } },
    ],
    ['no urls', { elementorFrontendConfig: frontendWith('urls', undefined) }, { ajaxUrl: null }],
  ])('%s', (_name, scope, expected) => {
    const { config, warnings } = read(scope);
    expect(config).toMatchObject(expected);
    expect(warnings).toEqual([]);
  });

  it('reads Pro’s REST base and nonce', () => {
    const { config } = read({
      elementorFrontendConfig: FRONTEND_3_33_4,
      ElementorProFrontendConfig: PRO,
    });
    expect(config.restBase).toBe('https://site/wp-json/');
    expect(config.nonce).toBe('abc123');
  });

  it('falls back to Pro’s ajaxurl when the core config has none', () => {
    const { config, warnings } = read({
      elementorFrontendConfig: frontendWith('urls.ajaxurl', undefined),
      ElementorProFrontendConfig: PRO,
    });
    expect(config.ajaxUrl).toBe('https://site/wp-admin/admin-ajax.php?pro');
    expect(warnings).toEqual([]);
  });

  it('prefers the core ajaxurl over Pro’s', () => {
    const { config } = read({
      elementorFrontendConfig: FRONTEND_3_33_4,
      ElementorProFrontendConfig: PRO,
    });
    expect(config.ajaxUrl).toBe('https://site/wp-admin/admin-ajax.php');
  });

  it('reads Pro without the core config, warning once about the missing core config', () => {
    const { config, warnings } = read({ ElementorProFrontendConfig: PRO });
    expect(config.ajaxUrl).toBe('https://site/wp-admin/admin-ajax.php?pro');
    expect(config.restBase).toBe('https://site/wp-json/');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('elementorFrontendConfig is missing');
  });

  it('reads custom enabled breakpoints', () => {
    const breakpoints = {
      mobile: { value: 600, direction: 'max', is_enabled: true },
      mobile_extra: { value: 800, direction: 'max', is_enabled: true },
      tablet: { value: 1000, direction: 'max', is_enabled: true },
      tablet_extra: { value: 1100, direction: 'max', is_enabled: false },
      laptop: { value: 1400, direction: 'max', is_enabled: true },
      widescreen: { value: 2000, direction: 'min', is_enabled: true },
    };
    const { config, warnings } = read({
      elementorFrontendConfig: frontendWith('responsive.breakpoints', breakpoints),
    });
    expect(config.breakpoints).toEqual(breakpoints);
    expect(warnings).toEqual([]);
  });

  it('fills breakpoints that are not listed with the defaults', () => {
    const { config, warnings } = read({
      elementorFrontendConfig: frontendWith('responsive.breakpoints', {
        tablet: { value: 900, direction: 'max', is_enabled: true },
      }),
    });
    expect(config.breakpoints).toEqual({
      ...DEFAULT_BREAKPOINTS,
      tablet: { value: 900, direction: 'max', is_enabled: true },
    });
    expect(warnings).toEqual([]);
  });

  it('derives a missing direction from the breakpoint name', () => {
    const { config, warnings } = read({
      elementorFrontendConfig: frontendWith('responsive.breakpoints', {
        laptop: { value: 1300, is_enabled: true },
        widescreen: { value: 2200, is_enabled: true },
      }),
    });
    expect(config.breakpoints.laptop).toEqual({ value: 1300, direction: 'max', is_enabled: true });
    expect(config.breakpoints.widescreen).toEqual({
      value: 2200,
      direction: 'min',
      is_enabled: true,
    });
    expect(warnings).toEqual([]);
  });

  it('treats an is_enabled that is not exactly true as disabled', () => {
    const { config } = read({
      elementorFrontendConfig: frontendWith('responsive.breakpoints', {
        laptop: { value: 1300, direction: 'max' },
        widescreen: { value: 2400, direction: 'min', is_enabled: 'true' },
      }),
    });
    expect(config.breakpoints.laptop?.is_enabled).toBe(false);
    expect(config.breakpoints.widescreen?.is_enabled).toBe(false);
  });
});

describe('readConfig: a missing config', () => {
  it('expected: defaults and exactly one warning', () => {
    const { config, warnings, errors } = read({}, { expectConfig: true });
    expect(config).toEqual({ builder: 'elementor', ...DEFAULTS, frontend: {}, pro: {} });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('elementorFrontendConfig is missing');
    expect(errors).toEqual([]);
  });

  it('not expected: defaults and no warning', () => {
    const { config, warnings, errors } = read({}, { expectConfig: false });
    expect(config).toEqual({ builder: 'elementor', ...DEFAULTS, frontend: {}, pro: {} });
    expect(warnings).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['a string', '{"is_rtl":true}'],
    ['an array', []],
    ['null', null],
    ['a number', 1],
  ])('a core config that is %s: defaults and one warning, even when not expected', (_n, value) => {
    for (const expectConfig of [true, false]) {
      const { config, warnings } = read({ elementorFrontendConfig: value }, { expectConfig });
      expect(config).toEqual({ builder: 'elementor', ...DEFAULTS, frontend: {}, pro: {} });
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain('elementorFrontendConfig is not an object');
    }
  });

  it('a Pro config that is not an object: ignored with one warning', () => {
    const { config, warnings } = read({
      elementorFrontendConfig: FRONTEND_3_33_4,
      ElementorProFrontendConfig: 'nope',
    });
    expect(config.pro).toEqual({});
    expect(config.restBase).toBeNull();
    expect(config.editMode).toBe(false);
    expect(config.postId).toBe(27);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('ElementorProFrontendConfig is not an object');
  });

  it('an absent Pro config is silent', () => {
    const { warnings } = read({ elementorFrontendConfig: FRONTEND_3_33_4 }, { expectConfig: true });
    expect(warnings).toEqual([]);
  });
});

describe('readConfig: malformed fields', () => {
  it.each<[string, string, unknown, Partial<IsletConfig>, string]>([
    [
      'breakpoints not an object',
      'responsive.breakpoints',
      [767, 1024],
      { breakpoints: DEFAULT_BREAKPOINTS },
      'responsive.breakpoints',
    ],
    [
      'breakpoints a string',
      'responsive.breakpoints',
      'mobile',
      { breakpoints: DEFAULT_BREAKPOINTS },
      'responsive.breakpoints',
    ],
    [
      'a breakpoint with a non-numeric string value',
      'responsive.breakpoints.tablet',
      { value: 'wide', direction: 'max', is_enabled: true },
      { breakpoints: DEFAULT_BREAKPOINTS },
      'responsive.breakpoints.tablet',
    ],
    [
      'a breakpoint with no value',
      'responsive.breakpoints.mobile',
      { direction: 'max', is_enabled: true },
      { breakpoints: DEFAULT_BREAKPOINTS },
      'responsive.breakpoints.mobile',
    ],
    [
      'a breakpoint with a negative value',
      'responsive.breakpoints.mobile',
      { value: -1, direction: 'max', is_enabled: true },
      { breakpoints: DEFAULT_BREAKPOINTS },
      'responsive.breakpoints.mobile',
    ],
    [
      'a breakpoint with an unknown direction',
      'responsive.breakpoints.laptop',
      { value: 1300, direction: 'sideways', is_enabled: true },
      { breakpoints: DEFAULT_BREAKPOINTS },
      'responsive.breakpoints.laptop',
    ],
    [
      'a breakpoint that is a number',
      'responsive.breakpoints.tablet',
      1024,
      { breakpoints: DEFAULT_BREAKPOINTS },
      'responsive.breakpoints.tablet',
    ],
    [
      'environmentMode.edit a string',
      'environmentMode.edit',
      'false',
      { editMode: false },
      'environmentMode.edit',
    ],
    [
      'environmentMode.edit a number',
      'environmentMode.edit',
      1,
      { editMode: false },
      'environmentMode.edit',
    ],
    [
      'environmentMode.wpPreview a string',
      'environmentMode.wpPreview',
      'yes',
      { previewMode: false },
      'environmentMode.wpPreview',
    ],
    ['is_static a string', 'is_static', 'true', { isStatic: false }, 'is_static'],
    ['is_rtl a number', 'is_rtl', 1, { rtl: false }, 'is_rtl'],
    ['user.roles a string', 'user.roles', 'administrator', { userRoles: null }, 'user.roles'],
    [
      'user.roles with a number in it',
      'user.roles',
      ['administrator', 7],
      { userRoles: null },
      'user.roles',
    ],
    ['user.roles an object', 'user.roles', { 0: 'editor' }, { userRoles: null }, 'user.roles'],
    ['post.id not numeric', 'post.id', 'twenty', { postId: 0 }, 'post.id'],
    ['urls.ajaxurl an object', 'urls.ajaxurl', {}, { ajaxUrl: null }, 'urls.ajaxurl'],
    [
      'experimentalFeatures a list',
      'experimentalFeatures',
      ['container'],
      { experiments: {} },
      'experimentalFeatures',
    ],
  ])('%s: default and one warning naming it', (_name, path, value, expected, named) => {
    const { config, warnings, errors } = read({
      elementorFrontendConfig: frontendWith(path, value),
    });
    expect(config).toMatchObject(expected);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(named);
    expect(errors).toEqual([]);
  });

  it('a bad breakpoint keeps its default; the good ones are still read', () => {
    const { config, warnings } = read({
      elementorFrontendConfig: frontendWith('responsive.breakpoints', {
        mobile: { value: 600, direction: 'max', is_enabled: true },
        tablet: { value: 'wide', direction: 'max', is_enabled: true },
        widescreen: { value: 2000, direction: 'min', is_enabled: true },
      }),
    });
    expect(config.breakpoints.mobile).toEqual({ value: 600, direction: 'max', is_enabled: true });
    expect(config.breakpoints.tablet).toEqual(DEFAULT_BREAKPOINTS.tablet);
    expect(config.breakpoints.widescreen).toEqual({
      value: 2000,
      direction: 'min',
      is_enabled: true,
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('responsive.breakpoints.tablet');
    expect(warnings[0]).not.toContain('responsive.breakpoints.mobile');
  });

  it('several malformed fields: defaults for those, the rest kept, one warning listing them all', () => {
    const frontend = structuredClone(FRONTEND_3_33_4) as Record<string, unknown> & {
      environmentMode: Record<string, unknown>;
      responsive: { breakpoints: Record<string, unknown> };
      user: Record<string, unknown>;
    };
    frontend.environmentMode.edit = 'true';
    frontend.responsive.breakpoints.tablet = { value: 'big', direction: 'max', is_enabled: true };
    frontend.user.roles = [1, 2];
    frontend.is_rtl = true;

    const { config, warnings } = read({
      elementorFrontendConfig: frontend,
      ElementorProFrontendConfig: PRO,
    });
    expect(config.editMode).toBe(false);
    expect(config.breakpoints.tablet).toEqual(DEFAULT_BREAKPOINTS.tablet);
    expect(config.userRoles).toBeNull();
    expect(config.rtl).toBe(true);
    expect(config.postId).toBe(27);
    expect(config.restBase).toBe('https://site/wp-json/');
    expect(config.experiments).toEqual({
      container: true,
      e_optimized_markup: true,
      'nested-elements': true,
    });
    expect(warnings).toHaveLength(1);
    for (const named of ['environmentMode.edit', 'responsive.breakpoints.tablet', 'user.roles']) {
      expect(warnings[0]).toContain(named);
    }
    expect(warnings[0]).not.toContain('is_rtl');
  });

  it('a breakpoints object that is not an object: one warning, defaults', () => {
    const { config, warnings } = read({
      elementorFrontendConfig: frontendWith('responsive.breakpoints', 'none'),
    });
    expect(config.breakpoints).toEqual(DEFAULT_BREAKPOINTS);
    expect(warnings).toHaveLength(1);
  });

  it('malformed Pro fields: defaults and one warning', () => {
    const { config, warnings } = read({
      elementorFrontendConfig: FRONTEND_3_33_4,
      ElementorProFrontendConfig: { ...PRO, nonce: 12, urls: { rest: ['x'] } },
    });
    expect(config.nonce).toBeNull();
    expect(config.restBase).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('nonce');
    expect(warnings[0]).toContain('urls.rest');
  });

  it('does not modify the printed objects', () => {
    const frontend = frontendWith('environmentMode.edit', 'true');
    const copy = structuredClone(frontend);
    read({ elementorFrontendConfig: frontend });
    expect(frontend).toEqual(copy);
  });

  it('builds its own breakpoints object when the page lists breakpoints', () => {
    const { config } = read({
      elementorFrontendConfig: frontendWith('responsive.breakpoints', {
        tablet: { value: 900, direction: 'max', is_enabled: true },
      }),
    });
    expect(config.breakpoints).not.toBe(DEFAULT_BREAKPOINTS);
    expect(DEFAULT_BREAKPOINTS.tablet?.value).toBe(1024);
  });
});

describe('readConfig: a different builder prefix', () => {
  it('reads fooFrontendConfig and FooProFrontendConfig', () => {
    const { config, warnings } = read(
      {
        fooFrontendConfig: frontendWith('environmentMode.edit', true),
        FooProFrontendConfig: PRO,
        elementorFrontendConfig: frontendWith('is_rtl', true),
        ElementorProFrontendConfig: { ...PRO, nonce: 'elementor-nonce' },
      },
      { builder: 'foo' },
    );
    expect(config.builder).toBe('foo');
    expect(config.editMode).toBe(true);
    expect(config.rtl).toBe(false);
    expect(config.nonce).toBe('abc123');
    expect(config.restBase).toBe('https://site/wp-json/');
    expect(warnings).toEqual([]);
  });

  it('does not read the elementor globals for another builder', () => {
    const { config, warnings } = read(
      { elementorFrontendConfig: FRONTEND_3_33_4, ElementorProFrontendConfig: PRO },
      { builder: 'foo' },
    );
    expect(config).toEqual({ builder: 'foo', ...DEFAULTS, frontend: {}, pro: {} });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('fooFrontendConfig is missing');
  });

  it('names the prefixed globals in its warnings', () => {
    const { warnings } = read(
      { fooFrontendConfig: 3, FooProFrontendConfig: 4 },
      { builder: 'foo' },
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('fooFrontendConfig is not an object');
    expect(warnings[0]).toContain('FooProFrontendConfig is not an object');
  });
});
