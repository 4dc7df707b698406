// @ts-check
// Pages for the navigation, form and media widgets (`/pages/interactive/{name}`).
import { answerForm, FORM_ACTION, formPage } from './interactive/form-page.mjs';
import { navMenuPage } from './interactive/nav-menu-page.mjs';

const PREFIX = '/pages/interactive/';

/** @type {import('../backends.mjs').CreateBackend} */
export function createBackend({ isletSrc }) {
  const sent = { count: 0 };
  /** @type {Record<string, (query: URLSearchParams) => string>} */
  const pages = {
    'nav-menu': () => navMenuPage(isletSrc),
    form: (query) => formPage(isletSrc, query),
  };
  return {
    name: 'interactive',
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname === '/wp-admin/admin-ajax.php' && request.method === 'POST') {
        const form = await request.clone().formData();
        return form.get('action') === FORM_ACTION ? answerForm(form, sent) : undefined;
      }
      if (url.pathname === `${PREFIX}form-submissions`) return Response.json(sent);
      if (!url.pathname.startsWith(PREFIX)) return undefined;
      const page = pages[url.pathname.slice(PREFIX.length)];
      if (!page || request.method !== 'GET') return undefined;
      return new Response(page(url.searchParams), {
        headers: { 'content-type': 'text/html; charset=utf-8' },
      });
    },
  };
}
