import { describe, expect, it } from 'vitest';
import { parseTime, parseVideoUrl } from './video-source.ts';

describe('parseVideoUrl', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=fq1Yw4CdPMo&t=1s',
      { service: 'youtube', id: 'fq1Yw4CdPMo', start: 1 },
    ],
    ['https://www.youtube.com/watch?v=c67WE-1DYRo', { service: 'youtube', id: 'c67WE-1DYRo' }],
    ['https://youtu.be/c67WE-1DYRo?t=90', { service: 'youtube', id: 'c67WE-1DYRo', start: 90 }],
    [
      'https://www.youtube.com/embed/c67WE-1DYRo?start=5',
      { service: 'youtube', id: 'c67WE-1DYRo', start: 5 },
    ],
    ['https://www.youtube.com/shorts/c67WE-1DYRo', { service: 'youtube', id: 'c67WE-1DYRo' }],
    [
      'https://www.youtube-nocookie.com/embed/c67WE-1DYRo',
      { service: 'youtube', id: 'c67WE-1DYRo' },
    ],
    [
      'https://m.youtube.com/watch?v=c67WE-1DYRo&t=1m30s',
      { service: 'youtube', id: 'c67WE-1DYRo', start: 90 },
    ],
    ['https://vimeo.com/235215203', { service: 'vimeo', id: '235215203' }],
    [
      'https://vimeo.com/channels/staffpicks/235215203#t=1m2s',
      { service: 'vimeo', id: '235215203', start: 62 },
    ],
    ['https://player.vimeo.com/video/235215203', { service: 'vimeo', id: '235215203' }],
  ])('%s', (url, source) => {
    expect(parseVideoUrl(url)).toEqual(source);
  });

  it.each([
    ['not a URL', 'youtube'],
    ['a channel page', 'https://www.youtube.com/@someone'],
    ['an id of the wrong length', 'https://www.youtube.com/watch?v=abc'],
    ['another host', 'https://example.com/watch?v=c67WE-1DYRo'],
    ['a Vimeo page without an id', 'https://vimeo.com/about'],
  ])('refuses %s', (_name, url) => {
    expect(parseVideoUrl(url)).toBeNull();
  });
});

describe('parseTime', () => {
  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['', undefined],
    ['soon', undefined],
  ])('%j → %s', (value, seconds) => {
    expect(parseTime(value)).toBe(seconds);
  });
});
