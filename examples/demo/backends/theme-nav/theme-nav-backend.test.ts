import { describe, expect, it } from 'vitest';
import { createBackend } from '../theme-nav.mjs';

const backend = createBackend({ isletSrc: '/islet/islet.js', flags: {}, bundleDir: '' });
const get = (path: string, method = 'GET') =>
  backend.handle(new Request(`http://127.0.0.1${path}`, { method }));

describe('theme-nav demo backend', () => {
  it('serves the generated theme page with both modals and the bundle', async () => {
    const response = get('/pages/theme-nav/')!;
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    for (const part of [
      '<html class="no-js"',
      'class="search-modal cover-modal',
      'class="menu-modal cover-modal',
      'class="expanded-menu"',
      'class="mobile-menu"',
      'data-toggle-target=".menu-modal .menu-item-12 > .sub-menu"',
      'current-menu-item',
      '<script type="module" src="/islet/islet.js"></script>',
    ])
      expect(html).toContain(part);
    expect(html).not.toContain('wpadminbar');
  });

  it('switches the expanded menu, the admin bar, broken parts and the archive template', async () => {
    expect(await get('/pages/theme-nav/?expanded=0')!.text()).not.toContain(
      'class="expanded-menu"',
    );
    expect(await get('/pages/theme-nav/?adminbar=1')!.text()).toContain('id="wpadminbar"');
    expect(await get('/pages/theme-nav/?broken=1')!.text()).toContain(
      'data-toggle-target=".no-such-modal"',
    );
    const archive = await get('/pages/theme-nav/?theme_template_id=%22%3E%3Cb%3E')!.text();
    expect(archive).toContain('elementor-&quot;&gt;&lt;b&gt;');
    expect(archive).not.toContain('"><b>');
  });

  it('answers the theme style sheet wherever a page links it, and nothing else', async () => {
    const css = get('/recorded/../wp-content/themes/twentytwenty/style.css')!;
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.cover-modal');
    expect(get('/wp-content/themes/twentytwenty/style.css')).toBeDefined();
    expect(get('/pages/theme-nav/', 'POST')).toBeUndefined();
    expect(get('/pages/popup/x')).toBeUndefined();
    // The demo menu's links to other pages land on the same page.
    for (const path of [
      '/pages/theme-nav/other/',
      '/pages/theme-nav/build/',
      '/pages/theme-nav/history/',
    ])
      expect(get(path)?.status, path).toBe(200);
    expect(get('/pages/theme-nav/nope/')).toBeUndefined();
    expect(get('/wp-content/themes/other/style.css')).toBeUndefined();
  });
});
