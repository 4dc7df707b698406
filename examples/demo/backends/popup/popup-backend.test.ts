import { describe, expect, it } from 'vitest';
import { createBackend } from '../popup.mjs';
import { POPUP_PAGES } from './pages.mjs';

const backend = createBackend({ isletSrc: '/islet/islet.js', flags: {}, bundleDir: '' });
const get = (path: string, method = 'GET') =>
  backend.handle(new Request(`http://127.0.0.1${path}`, { method }));

describe('popup demo backend', () => {
  it.each(Object.keys(POPUP_PAGES))(
    'serves /pages/popup/%s with its popups and the bundle',
    async (slug) => {
      const response = get(`/pages/popup/${slug}`)!;
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      for (const popup of POPUP_PAGES[slug]!.popups) {
        const match = new RegExp(
          `data-elementor-type="popup" data-elementor-id="${popup.id}"[^>]*data-elementor-settings="([^"]*)"`,
        ).exec(html);
        expect(match, `popup ${popup.id}`).not.toBeNull();
        const settings = JSON.parse(match![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
        expect(settings).toEqual(popup.settings);
      }
      expect(html).toContain('<script type="module" src="/islet/islet.js"></script>');
    },
  );

  it('prints action links the core can parse', async () => {
    const html = await get('/pages/popup/action-links')!.text();
    const href = /href="(#elementor-action[^"]+)"/.exec(html)![1]!;
    const decoded = decodeURIComponent(href);
    expect(decoded.startsWith('#elementor-action:action=popup:open&settings=')).toBe(true);
    const settings = JSON.parse(atob(decoded.split('settings=')[1]!));
    expect(settings).toEqual({ id: '501', toggle: false });
  });

  it('answers the builder popup style sheet wherever a page links it', async () => {
    const response = get(
      '/wp-content/plugins/elementor-pro/assets/css/conditionals/popup.min.css',
    )!;
    expect(response.headers.get('content-type')).toContain('text/css');
    expect(await response.text()).toContain('.elementor-popup-modal');
  });

  it('leaves every other request to the next backend', () => {
    expect(get('/pages/popup/nope')).toBeUndefined();
    expect(get('/pages/popup/toString')).toBeUndefined();
    expect(get('/pages/popup/page-load', 'POST')).toBeUndefined();
    expect(get('/pages/shop')).toBeUndefined();
  });
});
