import { describe, expect, it } from 'vitest';
import { detectContentType } from './content-type.ts';

const at = (path: string, extra = {}) => ({
  url: `https://a.test${path}`,
  method: 'GET',
  ...extra,
});

describe('detectContentType, in the service order', () => {
  it.each([
    [
      'a navigation, whatever else it says',
      at('/x.css', { mode: 'navigate', destination: 'style' }),
      'navigate',
    ],
    ['destination document (iframe)', at('/x', { destination: 'iframe' }), 'document'],
    ['destination over the extension', at('/x.css', { destination: 'script' }), 'script'],
    ['the XHR header', at('/x.css', { requestedWith: 'XMLHttpRequest' }), 'fetch'],
    ['a single Accept type', at('/x', { accept: 'text/css' }), 'style'],
    ['a list of Accept types does not tell', at('/x', { accept: 'text/css,*/*' }), null],
    ['.js', at('/a.js'), 'script'],
    ['.mjs', at('/a.mjs?v=1'), 'script'],
    ['.css', at('/a.css'), 'style'],
    ['.woff2', at('/a.woff2'), 'font'],
    ['.eot', at('/a.EOT'), 'font'],
    ['.svg', at('/a.svg'), 'image'],
    ['.webp', at('/a.webp'), 'image'],
    ['.vtt', at('/a.vtt'), 'track'],
    ['.pdf', at('/a.pdf'), 'pdf'],
    ['.webm', at('/a.webm'), 'video'],
    ['a trailing slash', at('/blog/'), 'document'],
    ['nothing that tells', at('/api/thing'), null],
  ])('%s', (_name, request, type) => {
    expect(detectContentType(request)).toBe(type);
  });
});
