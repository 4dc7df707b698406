import { describe, expect, it } from 'vitest';
import { NOCOOKIE_HOST, playerOptions, readYoutubeSettings } from './youtube-options.ts';

/** `data-settings` as the builder 4.1.5's twig prints it, with the element's defaults. */
const printed = (overrides: Record<string, unknown> = {}) => ({
  source: 'https://www.youtube.com/watch?v=XHOmBV4js_E',
  autoplay: false,
  mute: false,
  controls: true,
  cc_load_policy: false,
  loop: false,
  rel: true,
  start: null,
  end: null,
  privacy: false,
  lazyload: false,
  ...overrides,
});

const read = (overrides: Record<string, unknown> = {}) => {
  const result = readYoutubeSettings(printed(overrides));
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('readYoutubeSettings', () => {
  it('reads the printed defaults', () => {
    expect(read()).toEqual({
      videoId: 'XHOmBV4js_E',
      autoplay: false,
      mute: false,
      loop: false,
      lazyload: false,
      controls: true,
      captions: false,
      related: true,
      privacy: false,
      start: undefined,
      end: undefined,
    });
  });

  it.each([
    ['youtu.be/XHOmBV4js_E', 'XHOmBV4js_E'],
    ['www.youtube.com/watch?v=XHOmBV4js_E&t=5', 'XHOmBV4js_E'],
    ['//www.youtube.com/embed/XHOmBV4js_E', 'XHOmBV4js_E'],
    ['https://m.youtube.com/watch?feature=share&v=XHOmBV4js_E', 'XHOmBV4js_E'],
    ['https://www.youtube.com/shorts/XHOmBV4js_E', 'XHOmBV4js_E'],
    [' https://youtu.be/XHOmBV4js_E ', 'XHOmBV4js_E'],
  ])('takes the video id from %j', (source, id) => {
    expect(read({ source }).videoId).toBe(id);
  });

  it.each([
    ['no source', ''],
    ['a missing source', undefined],
    ['a channel page', 'https://www.youtube.com/user/someone'],
    ['another service', 'https://vimeo.com/235215203'],
    ['another host', 'https://example.com/watch?v=XHOmBV4js_E'],
    ['a script URL', 'javascript:alert(1)//youtube.com/watch?v=XHOmBV4js_E'],
  ])('refuses %s', (_name, source) => {
    expect(readYoutubeSettings(printed({ source })).ok).toBe(false);
  });

  it.each([
    ['10', 10],
    [' 90 ', 90],
    ['1m30s', 90],
    [12, 12],
    ['', undefined],
    ['soon', undefined],
    ['-3', undefined],
    [1.5, undefined],
    [null, undefined],
  ])('reads the time %j as %j', (value, seconds) => {
    expect(read({ start: value }).start).toBe(seconds);
    expect(read({ end: value }).end).toBe(seconds);
  });

  it('takes the element’s defaults for switches it does not print', () => {
    const result = readYoutubeSettings({ source: 'https://youtu.be/XHOmBV4js_E' });
    expect(result.ok && result.value).toMatchObject({
      controls: true,
      related: true,
      autoplay: false,
      mute: false,
    });
  });
});

describe('playerOptions', () => {
  it('passes the builder’s player parameters', () => {
    expect(playerOptions(read(), 'https://site.test')).toEqual({
      videoId: 'XHOmBV4js_E',
      playerVars: { controls: 1, rel: 1, cc_load_policy: 0, autoplay: 0 },
    });
    expect(
      playerOptions(
        read({
          controls: false,
          cc_load_policy: true,
          autoplay: true,
          mute: true,
          start: '5',
          end: '20',
        }),
        'https://site.test',
      ),
    ).toEqual({
      videoId: 'XHOmBV4js_E',
      playerVars: {
        controls: 0,
        rel: 1,
        cc_load_policy: 1,
        autoplay: 1,
        mute: 1,
        start: 5,
        end: 20,
      },
    });
  });

  it('sends rel as the "Related videos" switch says (the builder inverts it)', () => {
    expect(playerOptions(read({ rel: true }), 'https://site.test').playerVars.rel).toBe(1);
    expect(playerOptions(read({ rel: false }), 'https://site.test').playerVars.rel).toBe(0);
  });

  it('privacy mode: the no-cookie host, and the page origin as the origin parameter', () => {
    const options = playerOptions(read({ privacy: true }), 'https://site.test');
    expect(options.host).toBe(NOCOOKIE_HOST);
    expect(options.playerVars.origin).toBe('https://site.test');
    // An opaque origin (a file, a sandbox) is not passed on.
    expect(playerOptions(read({ privacy: true }), 'null').playerVars.origin).toBeUndefined();
    expect(playerOptions(read(), 'https://site.test').host).toBeUndefined();
  });
});
