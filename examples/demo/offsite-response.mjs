// @ts-check
import { extname } from 'node:path';

// The smallest transparent GIF: one pixel, so an `<img>` sized by CSS still lays out.
const TRANSPARENT_GIF = Buffer.from(
  'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  'base64',
);
const EMPTY_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
const EMPTY = Buffer.alloc(0);

/** @type {Record<string, string>} */
const EMPTY_BODY_TYPES = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.eot': 'application/vnd.ms-fontobject',
};
const RASTER_IMAGES = new Set(['.png', '.gif', '.jpg', '.jpeg', '.webp', '.avif', '.bmp', '.ico']);

// What the browser says it will do with the answer (`Sec-Fetch-Dest`), for URLs whose extension
// says nothing, such as Google Fonts' `css?family=…` or a video embed.
/** @type {Record<string, string>} */
const DESTINATION_EXTENSIONS = { style: '.css', script: '.js', image: '.gif', font: '.woff2' };
const DOCUMENT_DESTINATIONS = new Set(['document', 'iframe', 'frame']);

/**
 * @typedef {{ status: 200 | 204, type: string | null, body: Buffer }} OffsiteResponse
 */

/**
 * The stand-in answer for a request to another host (`/__offsite/{host}/{path}`): something of
 * the expected kind, empty, so the page finishes loading without the network. The kind comes from
 * the extension, else from the request's destination: a stylesheet answered without a type makes
 * Chrome log "Refused to apply style", and a 204 to an iframe aborts its navigation. Raster images
 * get a real GIF (browsers sniff image bytes whatever the extension said) so they do not show as
 * broken; anything unrecognised gets `204 No Content`.
 *
 * @param {string} pathname the request path, without the query
 * @param {string} [destination] the `Sec-Fetch-Dest` request header, when the browser sent one
 * @returns {OffsiteResponse}
 */
export function offsiteResponse(pathname, destination = '') {
  let extension = extname(pathname).toLowerCase();
  if (!isKnown(extension)) {
    if (DOCUMENT_DESTINATIONS.has(destination)) {
      return { status: 200, type: 'text/html; charset=utf-8', body: EMPTY };
    }
    extension = DESTINATION_EXTENSIONS[destination] ?? extension;
  }
  if (RASTER_IMAGES.has(extension)) {
    return { status: 200, type: 'image/gif', body: TRANSPARENT_GIF };
  }
  if (extension === '.svg') return { status: 200, type: 'image/svg+xml', body: EMPTY_SVG };
  const type = EMPTY_BODY_TYPES[extension];
  return type ? { status: 200, type, body: EMPTY } : { status: 204, type: null, body: EMPTY };
}

/** @param {string} extension */
function isKnown(extension) {
  return RASTER_IMAGES.has(extension) || extension === '.svg' || extension in EMPTY_BODY_TYPES;
}
