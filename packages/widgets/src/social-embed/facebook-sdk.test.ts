import { describe, expect, it } from 'vitest';
import { facebookAppId, facebookSdkUrl } from './facebook-sdk.ts';

describe('facebookSdkUrl', () => {
  it.each([
    [{ lang: 'de_DE' }, 'https://connect.facebook.net/de_DE/sdk.js'],
    [{ lang: 'en_US' }, 'https://connect.facebook.net/en_US/sdk.js'],
    [{ lang: '../evil' }, 'https://connect.facebook.net/en_US/sdk.js'],
    [{}, 'https://connect.facebook.net/en_US/sdk.js'],
    [null, 'https://connect.facebook.net/en_US/sdk.js'],
  ])('%j → %s', (config, expected) => {
    expect(facebookSdkUrl(config)).toBe(expected);
  });
});

describe('facebookAppId', () => {
  it.each([
    [{ app_id: '12345' }, '12345'],
    [{ app_id: 12345 }, '12345'],
    [{ app_id: '' }, undefined],
    [{ app_id: '12a' }, undefined],
    [null, undefined],
  ])('%j → %s', (config, expected) => {
    expect(facebookAppId(config)).toBe(expected);
  });
});
