import { describe, expect, it } from 'vitest';
import { parseConfig, parsePattern, serializeConfig } from './parse-config.ts';
import { BYPASS_COOKIES, siteConfig, TRACKING_PARAMETERS } from './speed-kit-config.ts';

const SITE = 'example.com';

describe('the site configuration', () => {
  const config = siteConfig(SITE);

  it('is the spec constants', () => {
    expect(config).toMatchObject({
      disabled: true,
      rumTracking: false,
      image: { quality: 85, webp: true, pjpeg: true },
      fetchOriginInterval: 1440,
      stripQueryParams: ['utm_', 'msclkid', 'gclsrc', 'fbclid', 'dclid', 'cjid', 'gclid'],
    });
    expect(TRACKING_PARAMETERS).toHaveLength(7);
    expect(BYPASS_COOKIES).toEqual([
      'wordpress_logged_in',
      'twostep_auth',
      'comment_',
      'woocommerce_cart',
      'woocommerce_items',
    ]);
  });

  it('allows the site, the web-font service and the style CDN, for six content types', () => {
    expect(config.whitelist).toEqual([
      {
        url: [SITE, 'fonts.googleapis.com', 'fonts.gstatic.com', 'maxcdn.bootstrapcdn.com'],
        contentType: ['document', 'style', 'image', 'script', 'track', 'font'],
      },
    ]);
  });
});

describe('parseConfig', () => {
  it('uses the site configuration when the page prints none', () => {
    expect(parseConfig(undefined, SITE)).toEqual({
      ok: true,
      config: siteConfig(SITE),
      warnings: [],
    });
  });

  it('lays what the page prints over the defaults', () => {
    const parsed = parseConfig(
      { disabled: false, appName: 'shop', fetchOriginInterval: 60, sw: '/speed-kit-sw.js' },
      SITE,
    );
    expect(parsed).toMatchObject({
      ok: true,
      config: { disabled: false, fetchOriginInterval: 60, sw: '/speed-kit-sw.js' },
      warnings: [],
    });
  });

  it('treats enabled: false as disabled and -2 as the 1440 s session lifetime', () => {
    expect(
      parseConfig({ disabled: false, enabled: false, fetchOriginInterval: -2 }, SITE),
    ).toMatchObject({
      config: { disabled: true, fetchOriginInterval: 1440 },
    });
  });

  it('skips the rule with the stray-space key, with a warning, and keeps the others', () => {
    const parsed = parseConfig(
      {
        blacklist: [
          { url: ['example.com/wp-json', 'regexp:/\\.pdf/'] },
          { 'pathname ': 'regexp:/[?&](_=1\\d{12})/' },
          { contentType: ['video'] },
        ],
      },
      SITE,
    );
    expect(parsed.ok && parsed.config.blacklist).toEqual([
      { url: ['example.com/wp-json', /\.pdf/] },
      { contentType: ['video'] },
    ]);
    expect(parsed.ok && parsed.warnings).toEqual([
      'blacklist rule 2 is skipped: it has the unknown key "pathname ".',
    ]);
  });

  it.each([
    [
      { whitelist: [{ url: 'regexp:/([a-/' }] },
      'whitelist rule 1 is skipped: "regexp:/([a-/" is not a valid regular expression.',
    ],
    [
      { blacklist: [{ contentType: ['movie'] }] },
      'blacklist rule 1 is skipped: "movie" is not a content type.',
    ],
    [
      { blacklist: [{ mobile: true }] },
      'blacklist rule 1 is skipped: "mobile" needs user-agent detection, which this site has off.',
    ],
    [{ enabledSites: [{}] }, 'enabledSites rule 1 is skipped: it has no conditions.'],
    [{ blacklist: ['x'] }, 'blacklist rule 1 is skipped: it is not an object.'],
    [{ colour: 'red' }, 'unknown keys are ignored: colour.'],
  ])('warns about a bad part: %j', (raw, warning) => {
    expect(parseConfig(raw, SITE)).toMatchObject({ ok: true, warnings: [warning] });
  });

  it.each([
    ['a string', 'speedKit', 'the configuration is string, not an object'],
    ['a list', [], 'the configuration is object, not an object'],
    ['a textual switch', { disabled: 'no' }, 'disabled must be true or false'],
    ['a relative worker', { sw: 'sw.js' }, 'sw must be a path starting with /'],
    [
      'a fractional interval',
      { fetchOriginInterval: 1.5 },
      'fetchOriginInterval must be a whole number of seconds',
    ],
    ['rules that are not a list', { whitelist: {} }, 'whitelist must be a list of rules'],
    [
      'parameters that are not names',
      { stripQueryParams: [1] },
      'stripQueryParams must list parameter-name prefixes',
    ],
    [
      'an impossible image quality',
      { image: { quality: 300 } },
      'image must be false or { quality: 1–100, webp, pjpeg }',
    ],
  ])('refuses %s as a whole', (_name, raw, error) => {
    expect(parseConfig(raw, SITE)).toEqual({ ok: false, error });
  });

  it('reads stripQueryParams in both forms', () => {
    expect(parseConfig({ stripQueryParams: [{ params: ['utm_', 'ref'] }] }, SITE)).toMatchObject({
      config: { stripQueryParams: ['utm_', 'ref'] },
    });
    expect(parseConfig({ stripQueryParams: ['gclid'] }, SITE)).toMatchObject({
      config: { stripQueryParams: ['gclid'] },
    });
  });

  it('round-trips through JSON for the worker', () => {
    const config = siteConfig(SITE, { disabled: false });
    const again = parseConfig(JSON.parse(JSON.stringify(serializeConfig(config))), SITE);
    expect(again).toEqual({ ok: true, config, warnings: [] });
  });

  it('reads patterns', () => {
    expect(parsePattern('regexp:/\\.gif[?&]/i')).toEqual(/\.gif[?&]/i);
    expect(parsePattern('example.com/x')).toBe('example.com/x');
    expect(() => parsePattern(3)).toThrow('3 is not a pattern');
  });
});
