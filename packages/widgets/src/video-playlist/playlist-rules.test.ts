import { describe, expect, it } from 'vitest';
import { embedUrl, readWatched, tabForKey, watchedKey } from './playlist-rules.ts';

describe('readWatched', () => {
  it.each([
    [
      ['1', '3'],
      ['1', '3'],
    ],
    [['1', 2, 'x', null], ['1']],
    ['1,2', []],
    [undefined, []],
  ])('%j → %j', (value, expected) => {
    expect([...readWatched(value)]).toEqual(expected);
  });
  it('keys per widget', () => expect(watchedKey('abc')).toBe('video-playlist-watched-abc'));
});

describe('embedUrl', () => {
  it.each([
    [
      { service: 'youtube', id: 'c67WE-1DYRo' },
      true,
      'https://www.youtube-nocookie.com/embed/c67WE-1DYRo?autoplay=1',
    ],
    [
      { service: 'youtube', id: 'c67WE-1DYRo', start: 5 },
      false,
      'https://www.youtube-nocookie.com/embed/c67WE-1DYRo?start=5',
    ],
    [
      { service: 'vimeo', id: '235215203' },
      true,
      'https://player.vimeo.com/video/235215203?autoplay=1&dnt=1',
    ],
  ] as const)('%j autoplay %s → %s', (source, autoplay, expected) => {
    expect(embedUrl(source, autoplay)).toBe(expected);
  });
});

describe('tabForKey', () => {
  it.each([
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowRight', 0],
    [0, 3, 'ArrowUp', 2],
    [1, 3, 'Home', 0],
    [1, 3, 'End', 2],
    [1, 3, 'Enter', null],
  ])('from %i of %i, %s → %s', (index, count, key, expected) => {
    expect(tabForKey(index, count, key)).toBe(expected);
  });
});
