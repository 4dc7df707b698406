import { describe, expect, it } from 'vitest';
import { groupScripts, pageScripts } from './page-scripts.ts';

const page = new URL('https://shop.example/page/');

const groups = (html: string) =>
  groupScripts(pageScripts(html), page).map(({ src, group }) => `${group} ${src}`);

describe('groupScripts', () => {
  it('replaces the builder, its Pro add-on, jQuery, WordPress scripts it needs, default themes and shop scripts', () => {
    expect(
      groups(`
        <script src="/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>
        <script src="/wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.29" id="elementor-frontend-js"></script>
        <script src="/wp-content/cache/min/1/wp-content/plugins/elementor-pro/assets/js/frontend.min.js"></script>
        <script src="/wp-content/plugins/pro-elements/assets/lib/sticky/jquery.sticky.min.js"></script>
        <script src="/wp-includes/js/dist/hooks.min.js" id="wp-hooks-js"></script>
        <script id="wp-hooks-js-after">wp.hooks.x = 1;</script>
        <script src="/wp-content/themes/twentytwenty/assets/js/index.js"></script>
        <script src="/wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js"></script>
      `),
    ).toEqual([
      'replaced /wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
      'replaced /wp-content/plugins/elementor/assets/js/frontend.min.js?ver=3.29',
      'replaced /wp-content/cache/min/1/wp-content/plugins/elementor-pro/assets/js/frontend.min.js',
      'replaced /wp-content/plugins/pro-elements/assets/lib/sticky/jquery.sticky.min.js',
      'replaced /wp-includes/js/dist/hooks.min.js',
      'replaced inline #1 (wp-hooks-js-after)',
      'replaced /wp-content/themes/twentytwenty/assets/js/index.js',
      'replaced /wp-content/plugins/woocommerce/assets/js/frontend/cart-fragments.min.js',
    ]);
  });

  it('keeps plugins, themes and other hosts; leaves inline code and the site’s own files unknown', () => {
    expect(
      groups(`
        <script src="/wp-content/plugins/contact-form-7/includes/js/index.js" id="wpcf7-js"></script>
        <script id="wpcf7-js-extra">var wpcf7 = {};</script>
        <script src="https://www.googletagmanager.com/gtag/js?id=G-1"></script>
        <script src="//cdn.example.net/lib.js"></script>
        <script src="/assets/site.js"></script>
        <script>dataLayer.push({})</script>
        <script type="rocketlazyloadscript" data-rocket-src="/wp-content/themes/astra/assets/js/frontend.min.js"></script>
      `),
    ).toEqual([
      'kept /wp-content/plugins/contact-form-7/includes/js/index.js',
      'kept inline #1 (wpcf7-js-extra)',
      'kept https://www.googletagmanager.com/gtag/js?id=G-1',
      'kept //cdn.example.net/lib.js',
      'unknown /assets/site.js',
      'unknown inline #2',
      'kept /wp-content/themes/astra/assets/js/frontend.min.js',
    ]);
  });

  it('leaves out the builder configuration Islet reads, and data blocks', () => {
    expect(
      groups(`
        <script id="elementor-frontend-js-before">var elementorFrontendConfig = {"a":1};</script>
        <script type="application/ld+json">{"@type":"WebPage"}</script>
        <script type="text/template" id="tmpl-x"><div></div></script>
      `),
    ).toEqual([]);
  });
});
