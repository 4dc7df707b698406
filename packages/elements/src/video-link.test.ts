import { describe, expect, it } from 'vitest';
import { hostedSource, parseVideoLink, seconds } from './video-link.ts';

describe('parseVideoLink', () => {
  it.each([
    ['https://www.youtube.com/watch?v=XHOmBV4js_E', { kind: 'youtube', id: 'XHOmBV4js_E' }],
    ['https://youtu.be/XHOmBV4js_E?t=3', { kind: 'youtube', id: 'XHOmBV4js_E' }],
    ['https://m.youtube.com/watch?feature=share&v=abc123', { kind: 'youtube', id: 'abc123' }],
    ['https://www.youtube.com/embed/abc123', { kind: 'youtube', id: 'abc123' }],
    ['https://www.youtube.com/shorts/abc123', { kind: 'youtube', id: 'abc123' }],
    [
      'https://vimeo.com/235215203',
      { kind: 'vimeo', id: '235215203', url: 'https://vimeo.com/235215203' },
    ],
    [
      'https://player.vimeo.com/video/235215203',
      { kind: 'vimeo', id: '235215203', url: 'https://player.vimeo.com/video/235215203' },
    ],
    [
      'https://site.test/wp-content/uploads/clip.mp4',
      { kind: 'hosted', url: 'https://site.test/wp-content/uploads/clip.mp4' },
    ],
    ['/wp-content/uploads/clip.webm', { kind: 'hosted', url: '/wp-content/uploads/clip.webm' }],
  ])('%s', (link, expected) => {
    expect(parseVideoLink(link)).toEqual(expected);
  });

  it.each([
    [undefined],
    [''],
    ['   '],
    [42],
    ['https://www.youtube.com/'],
    ['https://vimeo.com/channels/staff'],
  ])('names no video: %j', (link) => {
    expect(parseVideoLink(link)).toBeNull();
  });
});

describe('hostedSource', () => {
  it.each([
    [undefined, undefined, '/v.mp4'],
    [5, undefined, '/v.mp4#t=5'],
    [undefined, 12, '/v.mp4#t=0,12'],
    [5, 12, '/v.mp4#t=5,12'],
  ])('start %j, end %j', (start, end, expected) => {
    expect(hostedSource('/v.mp4', start, end)).toBe(expected);
  });
});

describe('seconds', () => {
  it.each([
    [5, 5],
    ['7', 7],
    [0, undefined],
    [-3, undefined],
    ['', undefined],
    ['soon', undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(seconds(value)).toBe(expected);
  });
});
