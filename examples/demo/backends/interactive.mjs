// @ts-check
// Pages for the navigation, form and media widgets (`/pages/interactive/{name}`).
import { pageLinks } from '../backends.mjs';
import {
  answerAtomicForm,
  ATOMIC_FORM_ACTION,
  atomicFormPage,
} from './interactive/atomic-form-page.mjs';
import { answerForm, FORM_ACTION, formPage } from './interactive/form-page.mjs';
import { ANIMATION, lottiePage } from './interactive/lottie-page.mjs';
import { megaMenuPage } from './interactive/mega-menu-page.mjs';
import { navMenuPage } from './interactive/nav-menu-page.mjs';
import { offCanvasPage } from './interactive/off-canvas-page.mjs';
import { answerRefreshSearch, searchPage } from './interactive/search-page.mjs';
import { socialEmbedPage } from './interactive/social-embed-page.mjs';
import { videoLightboxPage } from './interactive/video-lightbox-page.mjs';
import { videoPage } from './interactive/video-page.mjs';
import { videoPlaylistPage } from './interactive/video-playlist-page.mjs';

const PREFIX = '/pages/interactive/';
const POSTER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#456"/></svg>';

/** @type {import('../backends.mjs').CreateBackend} */
export function createBackend({ isletSrc }) {
  const sent = { count: 0 };
  /** @type {{ count: number, last: [string, string][] }} */
  const atomicSent = { count: 0, last: [] };
  /** @type {Record<string, (query: URLSearchParams) => string>} */
  const pages = {
    'nav-menu': () => navMenuPage(isletSrc),
    form: (query) => formPage(isletSrc, query),
    'atomic-form': (query) => atomicFormPage(isletSrc, query),
    video: () => videoPage(isletSrc),
    'off-canvas': (query) => offCanvasPage(isletSrc, query),
    search: () => searchPage(isletSrc),
    'mega-menu': (query) => megaMenuPage(isletSrc, query),
    lottie: (query) => lottiePage(isletSrc, query),
    'social-embed': () => socialEmbedPage(isletSrc),
    'video-playlist': () => videoPlaylistPage(isletSrc),
    'video-lightbox': () => videoLightboxPage(isletSrc),
  };
  return {
    name: 'interactive',
    pages: pageLinks(PREFIX, Object.keys(pages), 'Widget'),
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === '/wp-admin/admin-ajax.php' && request.method === 'POST') {
        const form = await request.clone().formData();
        if (form.get('action') === ATOMIC_FORM_ACTION) return answerAtomicForm(form, atomicSent);
        return form.get('action') === FORM_ACTION ? answerForm(form, sent) : undefined;
      }
      if (url.pathname === '/wp-json/elementor-pro/v1/refresh-search' && request.method === 'POST')
        return answerRefreshSearch(await request.json().catch(() => null));
      if (url.pathname === `${PREFIX}slide.json`) return Response.json(ANIMATION);
      if (url.pathname === `${PREFIX}broken.json`)
        return new Response('<html>not here</html>', { headers: { 'content-type': 'text/html' } });
      if (url.pathname === `${PREFIX}form-submissions`) return Response.json(sent);
      if (url.pathname === `${PREFIX}atomic-form-submissions`) return Response.json(atomicSent);
      if (url.pathname === `${PREFIX}clip.wav`)
        return new Response(silentWav(4), { headers: { 'content-type': 'audio/wav' } });
      if (url.pathname === `${PREFIX}poster.svg`)
        return new Response(POSTER, { headers: { 'content-type': 'image/svg+xml' } });
      if (!url.pathname.startsWith(PREFIX)) return undefined;
      const page = pages[url.pathname.slice(PREFIX.length)];
      if (!page || request.method !== 'GET') return undefined;
      return new Response(page(url.searchParams), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  };
}

/**
 * Seconds of silence as a WAV file (8 kHz, 8-bit mono): a playable medium for the hosted video
 * without shipping a video file.
 *
 * @param {number} seconds
 */
function silentWav(seconds) {
  const rate = 8000;
  const samples = rate * seconds;
  const buffer = Buffer.alloc(44 + samples, 128);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(rate, 24);
  buffer.writeUInt32LE(rate, 28);
  buffer.writeUInt16LE(1, 32);
  buffer.writeUInt16LE(8, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples, 40);
  return buffer;
}
