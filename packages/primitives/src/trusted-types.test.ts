import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetTrustedTypesForTests, trustedHtml, trustedScriptUrl } from './trusted-types.ts';

/** A stand-in for the browser's factory: records policies, wraps values so they can be told apart. */
function fakeTrustedTypes() {
  const names: string[] = [];
  const factory = {
    createPolicy(
      name: string,
      rules: { createHTML?: (s: string) => string; createScriptURL?: (s: string) => string },
    ) {
      names.push(name);
      return {
        createHTML: (s: string) => ({ html: rules.createHTML!(s) }),
        createScriptURL: (s: string) => ({ url: rules.createScriptURL!(s) }),
      };
    },
  };
  vi.stubGlobal('trustedTypes', factory);
  vi.stubGlobal('location', { href: 'https://site.example/page/' });
  return names;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetTrustedTypesForTests();
});

describe('Trusted Types policy', () => {
  it('hands strings through where the browser has no Trusted Types', () => {
    expect(trustedHtml('<b>x</b>')).toBe('<b>x</b>');
    expect(trustedScriptUrl('https://www.youtube.com/iframe_api')).toBe(
      'https://www.youtube.com/iframe_api',
    );
    expect(() => trustedScriptUrl('javascript:alert(1)')).toThrow(/refused/);
  });

  it('creates one policy named islet, lazily, and no default policy', () => {
    const names = fakeTrustedTypes();
    expect(names).toEqual([]);
    expect(trustedHtml('<b>x</b>')).toEqual({ html: '<b>x</b>' });
    expect(trustedScriptUrl('/sdk.js')).toEqual({ url: 'https://site.example/sdk.js' });
    expect(names).toEqual(['islet']);
  });

  it('refuses script URLs the URL policy refuses', () => {
    fakeTrustedTypes();
    expect(() => trustedScriptUrl(' JaVaScRiPt:alert(1)')).toThrow(/refused/);
    expect(() => trustedScriptUrl('data:text/javascript,alert(1)')).toThrow(/refused/);
  });

  it('warns once and hands strings through when the header does not allow the policy', () => {
    vi.stubGlobal('trustedTypes', {
      createPolicy() {
        throw new TypeError('Policy "islet" disallowed.');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(trustedHtml('a')).toBe('a');
    expect(trustedHtml('b')).toBe('b');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain('trusted-types islet dompurify');
  });
});
