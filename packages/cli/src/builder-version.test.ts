import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BUILDER_POLICY,
  builderSupport,
  builderVersion,
  compareVersions,
} from './builder-version.ts';

const PLUGIN_POLICY = new URL('../../wordpress/includes/class-islet-builder.php', import.meta.url);

describe('the builder version policy', () => {
  it('is the plugin’s: the constants of class-islet-builder.php', () => {
    const php = readFileSync(PLUGIN_POLICY, 'utf8');
    const constant = (name: string) =>
      new RegExp(String.raw`const\s+${name}\s*=\s*'([^']+)'\s*;`).exec(php)?.[1];
    expect({
      minVersion: constant('MIN_VERSION'),
      maxVersion: constant('MAX_VERSION'),
      testedUpTo: constant('TESTED_UP_TO'),
    }).toEqual(BUILDER_POLICY);
  });

  it.each([
    ['3.11.2', 'refused'],
    ['3.19.9', 'refused'],
    ['3.20.0', 'supported'],
    ['3.24.0-cloud3', 'supported'],
    ['3.32.5', 'supported'],
    ['4.0.6', 'supported'],
    ['4.1.5', 'supported'],
    ['4.1.99', 'supported'],
    ['4.2.0', 'untested'],
    ['4.10.1', 'untested'],
    ['5.0.0', 'refused'],
    ['5.0.0-beta1', 'refused'],
  ])('%s is %s', (version, support) => {
    expect(builderSupport(version).support).toBe(support);
  });

  it('compares versions by their numbers, as PHP’s version_compare does for these', () => {
    expect(compareVersions('3.9.0', '3.20.0')).toBeLessThan(0);
    expect(compareVersions('4.1', '4.1.0')).toBe(0);
    expect(compareVersions('4.10', '4.1')).toBeGreaterThan(0);
  });
});

describe('builderVersion', () => {
  it('reads the configuration first, then the generator meta, then the builder’s scripts', () => {
    const meta = '<meta name="generator" content="Elementor 3.29.2; features: e_font_icon_svg">';
    const scripts = ['/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.29.1'];
    expect(
      builderVersion(meta, { elementorFrontendConfig: { version: '3.29.0' } }, scripts),
    ).toMatchObject({ version: '3.29.0', source: 'config', support: 'supported' });
    expect(builderVersion(meta, {}, scripts)).toMatchObject({
      version: '3.29.2',
      source: 'generator',
    });
    expect(
      builderVersion('<meta content="Elementor 4.2.0; x" name=generator>', {}, []),
    ).toMatchObject({ version: '4.2.0', source: 'generator', support: 'untested' });
    expect(builderVersion('', {}, scripts)).toMatchObject({ version: '3.29.1', source: 'script' });
  });

  it('does not take a library’s version, nor another generator, for the builder’s', () => {
    const page = '<meta name="generator" content="WordPress 6.8">';
    const libraries = [
      '/wp-content/plugins/elementor/assets/lib/swiper/v8/swiper.min.js?ver=8.4.5',
    ];
    expect(builderVersion(page, {}, libraries)).toMatchObject({
      version: null,
      support: 'unknown',
    });
  });
});
