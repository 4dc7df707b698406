// @ts-check
// @islet/elements' part of the demo: generated pages for entrance animations, stretched
// sections, background video and slideshow, and anchor scrolling, under /pages/elements/.
import { pageLinks } from '../backends.mjs';
import {
  anchorsPage,
  entrancePage,
  popupPage,
  slideshowPage,
  stretchPage,
  videoPage,
} from './elements/pages.mjs';
import { silentWav } from './elements/tone-wav.mjs';

/** @type {Record<string, (input: import('./elements/pages.mjs').PageInput) => string>} */
const PAGES = {
  entrance: entrancePage,
  stretch: stretchPage,
  anchors: anchorsPage,
  video: videoPage,
  slideshow: slideshowPage,
  popup: popupPage,
};

const SILENCE = silentWav(8);

/** @type {import('../backends.mjs').CreateBackend} */
export function createBackend({ isletSrc }) {
  return {
    name: 'elements',
    pages: pageLinks('/pages/elements/', Object.keys(PAGES), 'Elements'),
    handle(request) {
      const url = new URL(request.url);
      if (url.pathname === '/pages/elements/media/silence.wav')
        return mediaResponse(request, SILENCE);
      // A broken slideshow image.
      if (url.pathname === '/pages/elements/media/broken.jpg')
        return new Response('not found', { status: 404 });
      const match = /^\/pages\/elements\/([a-z-]+)\/?$/.exec(url.pathname);
      const page = match ? PAGES[/** @type {string} */ (match[1])] : undefined;
      if (!page || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
      return new Response(page({ isletSrc, query: url.searchParams }), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  };
}

/**
 * The stand-in video file, with byte ranges: Chromium asks for ranges to seek and to loop.
 *
 * @param {Request} request
 * @param {Uint8Array} bytes
 */
function mediaResponse(request, bytes) {
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.get('range') ?? '');
  const headers = { 'content-type': 'audio/wav', 'accept-ranges': 'bytes' };
  if (!range) return new Response(/** @type {BodyInit} */ (bytes), { headers });
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
  if (start >= bytes.length)
    return new Response(null, {
      status: 416,
      headers: { 'content-range': `bytes */${bytes.length}` },
    });
  return new Response(/** @type {BodyInit} */ (bytes.slice(start, end + 1)), {
    status: 206,
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${bytes.length}` },
  });
}
