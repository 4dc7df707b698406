import { describe, expect, it } from 'vitest';
import { FRONTEND_PLACEHOLDER } from './page-scripts.mjs';
import { transformRecordedPage } from './transform-page.mjs';

const MODULE =
  '<script type="module" src="/islet/islet.js" id="islet-js-module" fetchpriority="low"></script>';
/** The entry named in the head as well, as the plugin prints it (Islet_Frontend::print_module_preload). */
const PRELOAD =
  '<link rel="modulepreload" href="/islet/islet.js" id="islet-js-modulepreload" fetchpriority="low">';
/** The same without the plugin's id, as the `islet` runtime adds it. */
const PRELOAD_PLAIN = '<link rel="modulepreload" href="/islet/islet.js" fetchpriority="low">';
const COMPAT =
  '<script id="islet-options" data-islet-compat="on">\nwindow.isletOptions = {};\n</script>\n';
const WP = 'https://site.test/wp-includes/js';
const BUILDER = 'https://site.test/wp-content/plugins/elementor/assets/js';
const THEME = 'https://site.test/wp-content/themes/shop/main.js?ver=2&amp;x=1';

const page = (body: string) =>
  [
    '<html><head>',
    `<script src="${WP}/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>`,
    `<script src="${WP}/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js"></script>`,
    `<link rel="preload" as="script" href="${BUILDER}/frontend.min.js?ver=3.29">`,
    `<link rel="preload" as="script" href="${THEME}">`,
    `<script defer data-cfasync="false" src="${THEME}" id="shop-theme-js"></script>`,
    '</head><body class="home">',
    body,
    `<script src="${WP}/dist/hooks.min.js" id="wp-hooks-js"></script>`,
    `<script src="${WP}/dist/i18n.min.js" id="wp-i18n-js"></script>`,
    '<script id="wp-i18n-js-after">wp.i18n.setLocaleData({});</script>',
    `<script src="${BUILDER}/webpack.runtime.min.js" id="elementor-webpack-runtime-js"></script>`,
    '<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"a":1};</script>',
    `<script src="${BUILDER}/frontend.min.js?ver=3.29" id="elementor-frontend-js"></script>`,
    '<script type="application/ld+json">{"@type":"WebPage"}</script>',
    '<script>document.body.classList.add("js");</script>',
    '</body></html>',
  ].join('\n');

const theme = (code: string) => (src: string) =>
  src === 'https://site.test/wp-content/themes/shop/main.js?ver=2&x=1' ? code : null;

const scriptTags = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
const ids = (html: string) => scriptTags(html).map((tag) => /id="([^"]+)"/.exec(tag)?.[1]);

/** The page with jQuery UI's core printed in the footer, before the builder's scripts. */
const withCore = (body: string) =>
  page(body).replace(
    `<script src="${BUILDER}/webpack.runtime.min.js"`,
    `<script src="${WP}/jquery/ui/core.min.js?ver=1.13.3" id="jquery-ui-core-js"></script>\n<script src="${BUILDER}/webpack.runtime.min.js"`,
  );

describe("transformRecordedPage runtime 'islet-jquery': what the plugin leaves", () => {
  it('keeps jQuery and Migrate where a kept script needs jQuery, deferred with it, and takes the replaced scripts off', () => {
    const report = transformRecordedPage(page('<p>Hi</p>'), {
      runtime: 'islet-jquery',
      scriptCode: theme('jQuery(function ($) { $(".menu").show(); });'),
    });
    // The only script that needs jQuery is deferred: jQuery is too (Islet_Script_Graph).
    expect(scriptTags(report.html)).toEqual([
      `<script src="${WP}/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js" defer data-wp-strategy="defer">`,
      `<script src="${WP}/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js" defer data-wp-strategy="defer">`,
      `<script defer data-cfasync="false" src="${THEME}" id="shop-theme-js">`,
      '<script id="elementor-frontend-js-before">',
      '<script type="application/ld+json">',
      '<script>',
      // Not needed for the first paint: fetched behind what it waits for, as the plugin asks.
      '<script type="module" src="/islet/islet.js" id="islet-js-module" fetchpriority="low">',
    ]);
    expect(report.removedScripts.map((script) => script.id)).toEqual([
      'wp-hooks-js',
      'wp-i18n-js',
      'wp-i18n-js-after',
      'elementor-webpack-runtime-js',
      'elementor-frontend-js',
    ]);
    // The removed script's preload goes; the kept one's stays.
    expect(report.html).not.toContain('rel="preload" as="script" href="' + BUILDER);
    expect(report.html).toContain(`<link rel="preload" as="script" href="${THEME}">`);
    expect(report.html).toContain('<p>Hi</p>');
    // No add-on talks to the builder's API: the plugin prints no options.
    expect(report.html.endsWith(`${MODULE}</body></html>`)).toBe(true);
    expect(report.html).not.toContain('islet-options');
  });

  it("takes jQuery UI's core off with the builder, unless a kept script uses jQuery UI", () => {
    // The theme needs jQuery, not jQuery UI: the plugin's graph leaves UI's core out.
    const jqueryOnly = transformRecordedPage(withCore('<p>Hi</p>'), {
      runtime: 'islet-jquery',
      scriptCode: theme('jQuery(function ($) { $(".menu").show(); });'),
    });
    expect(ids(jqueryOnly.html)).toContain('jquery-core-js');
    expect(ids(jqueryOnly.html)).not.toContain('jquery-ui-core-js');
    // A kept widget built on jQuery UI's factory keeps it, as its dependency would.
    const widget = transformRecordedPage(withCore('<p>Hi</p>'), {
      runtime: 'islet-jquery',
      scriptCode: theme('jQuery(function ($) { $.widget("shop.menu", {}); });'),
    });
    expect(ids(widget.html)).toContain('jquery-ui-core-js');
    // Printed without handles, told by its path the same way.
    const unnamed = (code: string) =>
      transformRecordedPage(withCore('<p>Hi</p>').replace(/ id="jquery-ui-core-js"/, ''), {
        runtime: 'islet-jquery',
        scriptCode: theme(code),
      }).html;
    expect(unnamed('jQuery(".menu").show();')).not.toContain('/jquery/ui/core.min.js');
    expect(unnamed('jQuery.ui.keyCode.ENTER;')).toContain('/jquery/ui/core.min.js');
  });

  it("prints jQuery before jQuery UI's core where a kept script keeps the core, and defers it only as the core allows", () => {
    // A theme in the head that WordPress may move, built on jQuery UI's factory: jQuery and the
    // theme go where the footer starts, before the core, which needs jQuery as its dependency.
    const moved = transformRecordedPage(
      withCore('<p>Hi</p>').replace('<script defer data-cfasync', '<script data-cfasync'),
      {
        runtime: 'islet-jquery',
        scriptCode: theme('jQuery(function ($) { $.widget("a.b", {}); });'),
      },
    );
    expect(ids(moved.html).filter((id) => id !== undefined)).toEqual([
      'jquery-core-js',
      'jquery-migrate-js',
      'shop-theme-js',
      'jquery-ui-core-js',
      'elementor-frontend-js-before',
      'islet-js-module',
    ]);
    // The theme deferred in the head: jQuery stays there, and blocks, for the core runs as the
    // parser reaches it.
    const deferred = transformRecordedPage(withCore('<p>Hi</p>'), {
      runtime: 'islet-jquery',
      scriptCode: theme('jQuery(function ($) { $.widget("a.b", {}); });'),
    });
    expect(scriptTags(deferred.html).slice(0, 4)).toEqual([
      `<script src="${WP}/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js">`,
      `<script src="${WP}/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js">`,
      `<script defer data-cfasync="false" src="${THEME}" id="shop-theme-js">`,
      `<script src="${WP}/jquery/ui/core.min.js?ver=1.13.3" id="jquery-ui-core-js">`,
    ]);
  });

  it('moves jQuery out of the head, before the first script that needs it, when no head script does', () => {
    const { html } = transformRecordedPage(
      page(
        '<p>Hi</p><script src="/wp-content/plugins/form/form.js" id="form-js"></script><script id="form-js-after">jQuery(".f").show();</script>',
      ),
      { runtime: 'islet-jquery', scriptCode: () => '' },
    );
    expect(scriptTags(html).slice(0, 4)).toEqual([
      `<script defer data-cfasync="false" src="${THEME}" id="shop-theme-js">`,
      '<script src="/wp-content/plugins/form/form.js" id="form-js">',
      `<script src="${WP}/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js">`,
      `<script src="${WP}/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js">`,
    ]);
    expect(html).toContain(
      `id="jquery-migrate-js"></script><script id="form-js-after">jQuery(".f").show();</script>`,
    );
  });

  it('takes a blocking head script that needs jQuery to the footer with it, its data along', () => {
    const { html } = transformRecordedPage(
      page(
        '<p>Hi</p><script src="/wp-content/plugins/chat/chat.js" id="chat-js"></script>',
      ).replace(
        '<script defer data-cfasync',
        '<script id="shop-theme-js-extra">var shop = {};</script><script data-cfasync',
      ),
      { runtime: 'islet-jquery', scriptCode: theme('jQuery') },
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script');
    // Where the footer group starts: before the first script printed with a handle.
    expect(scriptTags(html).slice(0, 5)).toEqual([
      `<script src="${WP}/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js">`,
      `<script src="${WP}/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js">`,
      '<script id="shop-theme-js-extra">',
      `<script data-cfasync="false" src="${THEME}" id="shop-theme-js">`,
      '<script src="/wp-content/plugins/chat/chat.js" id="chat-js">',
    ]);
  });

  it('leaves jQuery in the head, blocking, when a head script that needs it has inline code after it', () => {
    const { html } = transformRecordedPage(
      page('').replace(
        /<script defer data-cfasync(.*?)<\/script>/,
        '<script data-cfasync$1</script><script id="shop-theme-js-after">shop.start();</script>',
      ),
      { runtime: 'islet-jquery', scriptCode: theme('jQuery') },
    );
    expect(scriptTags(html).slice(0, 4)).toEqual([
      `<script src="${WP}/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js">`,
      `<script src="${WP}/jquery/jquery-migrate.min.js?ver=3.4.1" id="jquery-migrate-js">`,
      `<script data-cfasync="false" src="${THEME}" id="shop-theme-js">`,
      '<script id="shop-theme-js-after">',
    ]);
    expect(html.indexOf('id="shop-theme-js-after"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('moves a head script that needs jQuery to the end of the body when no footer script is printed', () => {
    const { html } = transformRecordedPage(
      page('').replace('<script defer data-cfasync', '<script data-cfasync'),
      { runtime: 'islet-jquery', scriptCode: theme('jQuery') },
    );
    expect(html.indexOf('id="shop-theme-js"')).toBeGreaterThan(html.indexOf('</head>'));
    expect(html.indexOf('id="jquery-core-js"')).toBeLessThan(html.indexOf('id="shop-theme-js"'));
    expect(html.indexOf('id="shop-theme-js"')).toBeLessThan(html.indexOf('id="islet-js-module"'));
  });

  it('keeps a library of the list that a kept script calls (js-cookie), and takes the others off', () => {
    const cookie = `${WP}/js.cookie.min.js`;
    const report = transformRecordedPage(
      page(`<script src="${cookie}" id="js-cookie-js"></script>`),
      {
        runtime: 'islet-jquery',
        scriptCode: theme('if (Cookies.get("visited")) document.body.classList.add("back");'),
      },
    );
    expect(report.html).toContain(`<script src="${cookie}" id="js-cookie-js">`);
    expect(report.removedScripts.map((script) => script.id)).toContain('wp-hooks-js');
    // Without the call it goes, as any library nothing left needs.
    const unused = transformRecordedPage(
      page(`<script src="${cookie}" id="js-cookie-js"></script>`),
      { runtime: 'islet-jquery', scriptCode: theme('document.body.hidden = false;') },
    );
    expect(unused.html).not.toContain('js-cookie-js');
  });

  it('takes jQuery off too where no kept script needs it', () => {
    const { html, removedScripts } = transformRecordedPage(page(''), {
      runtime: 'islet-jquery',
      scriptCode: theme('document.querySelector(".menu").hidden = false;'),
    });
    expect(html).not.toMatch(/jquery/i);
    expect(html).toContain(`src="${THEME}" id="shop-theme-js"`);
    expect(removedScripts.map((script) => script.id).slice(0, 2)).toEqual([
      'jquery-core-js',
      'jquery-migrate-js',
    ]);
  });

  it("defers the builder's Font Awesome 4 shim in the head, which only hands data to Font Awesome's JavaScript", () => {
    const SHIM = `<script src="https://site.test/wp-content/plugins/elementor/assets/lib/font-awesome/js/v4-shims.min.js?ver=3.27.4" id="font-awesome-4-shim-js">`;
    const withShim = (after: string) =>
      page('<p>Hi</p>').replace('</head>', `${SHIM}</script>${after}\n</head>`);
    const shimTag = (html: string) => scriptTags(html).find((tag) => tag.includes('v4-shims'));
    const options = { runtime: 'islet-jquery', scriptCode: theme('') } as const;
    expect(shimTag(transformRecordedPage(withShim(''), options).html)).toBe(
      SHIM.replace('>', ' defer data-wp-strategy="defer">'),
    );
    // Inline code of its own after it: WordPress would keep it blocking, and so does the plugin.
    const after = '<script id="font-awesome-4-shim-js-after">window.shimmed = 1;</script>';
    expect(shimTag(transformRecordedPage(withShim(after), options).html)).toBe(SHIM);
    // The original keeps it as the page printed it.
    expect(
      shimTag(transformRecordedPage(withShim(''), { ...options, runtime: 'original' }).html),
    ).toBe(SHIM);
  });

  it('tells a jQuery plugin by its file name when its code is not known', () => {
    const { html } = transformRecordedPage(
      page(`<script src="/wp-content/plugins/slider/jquery.slider.min.js"></script>`),
      { runtime: 'islet-jquery' },
    );
    expect(html).toContain('id="jquery-core-js"');
    expect(html).toContain('jquery.slider.min.js');
  });

  it('keeps jQuery for an inline script of a kept handle, and jQuery’s own inline code with it', () => {
    const { html } = transformRecordedPage(
      page(
        [
          '<script id="jquery-core-js-after">jQuery.noConflict();</script>',
          '<script src="/wp-content/plugins/form/form.js" id="form-js"></script>',
          '<script id="form-js-after">jQuery(".form").addClass("ready");</script>',
        ].join('\n'),
      ),
      { runtime: 'islet-jquery', scriptCode: () => '' },
    );
    // Its own inline code follows it, so WordPress would not defer it; moved out of the head, it
    // still comes before that code.
    expect(html).toContain('id="jquery-core-js">');
    expect(html.indexOf('id="jquery-core-js"')).toBeLessThan(html.indexOf('jQuery.noConflict'));
    expect(html).toContain('<script id="jquery-core-js-after">jQuery.noConflict();</script>');
    expect(html).toContain('<script id="form-js-after">');
  });

  it('turns compat on, as the plugin prints it, where a kept script talks to the builder’s API', () => {
    const { html } = transformRecordedPage(
      page(
        '<script src="/wp-content/plugins/addon/addon.js" id="addon-js"></script><div class="elementor-section-stretched"></div>',
      ),
      {
        runtime: 'islet-jquery',
        scriptCode: (src) =>
          src.endsWith('addon.js')
            ? 'jQuery(window).on("elementor/frontend/init", () => elementorFrontend.hooks.addAction("x", f));'
            : null,
      },
    );
    expect(html.endsWith(`${COMPAT}${MODULE}</body></html>`)).toBe(true);
    // The head script as on the `islet` runtime: at the end of <head>, on a stretched section.
    expect(html).toContain(`<script src="/islet/islet-head.js"></script>${PRELOAD}</head>`);
  });

  it('prints the placeholder for `window.elementorFrontend` after the builder’s configuration where compat is on', () => {
    const ekit =
      '<script src="/wp-content/plugins/elementskit-lite/elementor.js" id="elementskit-elementor-js"></script>';
    const addonPage = page('<p>Hi</p>').replace('</body>', `${ekit}\n</body>`);
    const { html } = transformRecordedPage(addonPage, {
      runtime: 'islet-jquery',
      scriptCode: (src) =>
        src.endsWith('elementor.js') && src.includes('elementskit')
          ? '!function(e,t){e(window).on("elementor/frontend/init",function(){t.hooks.addAction("x",f)})}(jQuery,window.elementorFrontend);'
          : null,
    });
    const config = `<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"a":1};\n${FRONTEND_PLACEHOLDER}</script>`;
    expect(FRONTEND_PLACEHOLDER).toContain('isletPlaceholder: true');
    expect(html).toContain(config);
    expect(html.indexOf(config)).toBeLessThan(html.indexOf('id="elementskit-elementor-js"'));
    expect(html.endsWith(`${COMPAT}${MODULE}</body></html>`)).toBe(true);
    // Compat off (the theme needs jQuery, not the builder): the configuration as printed.
    const themeOnly = transformRecordedPage(page('<p>Hi</p>'), {
      runtime: 'islet-jquery',
      scriptCode: theme('jQuery(function ($) { $(".menu").show(); });'),
    });
    expect(themeOnly.html).toContain(
      '<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"a":1};</script>',
    );
    expect(themeOnly.html).not.toContain('isletPlaceholder');
  });

  it('parks the options and the module as WP Rocket parks every script where it delays them; the head script stays', () => {
    const rocket =
      '<script>class RocketLazyLoadScripts { W() {} }</script>' +
      '<script type="rocketlazyloadscript" data-rocket-src="/wp-content/plugins/addon/addon.js" id="addon-js"></script>' +
      '<div class="elementor-section-stretched"></div>';
    const { html } = transformRecordedPage(page(rocket), {
      runtime: 'islet-jquery',
      headCode: 'stretch();',
      scriptCode: (src) =>
        src.endsWith('addon.js')
          ? 'jQuery(() => elementorFrontend.hooks.addAction("x", f));'
          : null,
    });
    expect(
      html.endsWith(
        '<script type="rocketlazyloadscript" id="islet-options" data-islet-compat="on">\nwindow.isletOptions = {};\n</script>\n' +
          '<script type="rocketlazyloadscript" data-rocket-type="module" data-rocket-src="/islet/islet.js" id="islet-js-module"></script></body></html>',
      ),
    ).toBe(true);
    // Islet_Optimizers keeps it out of WP Rocket's delay: sections are stretched at first paint.
    expect(html).toContain(`<script id="islet-head-js">\nstretch();\n</script>\n${PRELOAD}</head>`);
    // Named in the head all the same: the plugin cannot tell that WP Rocket parks the module,
    // and a fetch runs nothing.
    expect(html.split(PRELOAD)).toHaveLength(2);
    // Without WP Rocket's loader the same page gets the module as usual.
    const plain = transformRecordedPage(page(rocket.replace('RocketLazyLoadScripts', 'Other')), {
      runtime: 'islet-jquery',
    }).html;
    expect(plain.endsWith(`${MODULE}</body></html>`)).toBe(true);
  });

  it('rewrites the kept scripts’ URLs as the original runtime does', () => {
    const { html } = transformRecordedPage(page(''), {
      runtime: 'islet-jquery',
      scriptCode: theme('jQuery'),
      urls: {
        count: 0,
        url: (value) => value.replace('https://site.test/', '/here/'),
        srcset: (value) => value,
        css: (value) => value,
      },
    });
    expect(html).toContain('<script src="/here/wp-includes/js/jquery/jquery.min.js?ver=3.7.1"');
    expect(html).toContain('src="/here/wp-content/themes/shop/main.js?ver=2&amp;x=1"');
  });
});

describe('transformRecordedPage: the head script inline, as the plugin prints it', () => {
  const stretched = (extra = '') =>
    `<html><head><link rel="stylesheet" href="/a.css">${extra}</head><body>` +
    '<section class="elementor-section elementor-section-stretched"></section></body></html>';
  const CODE = '(()=>{document.documentElement.dataset.stretched="1"})();';
  const INLINE = `<script id="islet-head-js">\n${CODE}\n</script>\n`;

  it.each(['islet', 'islet-jquery'] as const)(
    'prints the code at the end of <head>, not a request, with runtime %s',
    (runtime) => {
      const report = transformRecordedPage(stretched(), { runtime, headCode: `\n${CODE}\n\n` });
      const preload = runtime === 'islet' ? PRELOAD_PLAIN : PRELOAD;
      expect(report.html).toContain(
        `<link rel="stylesheet" href="/a.css">${INLINE}${preload}</head>`,
      );
      expect(report.html).not.toContain('islet-head.js');
      expect(report.headScript).toBe(INLINE);
    },
  );

  it.each(['islet', 'islet-jquery'] as const)(
    'names the entry in the head with its module’s very URL and priority, with runtime %s',
    (runtime) => {
      const isletSrc = '/wp-content/plugins/islet/bundle/islet.js?ver=1.2&x=<y>';
      const { html } = transformRecordedPage(stretched(), { runtime, isletSrc, headCode: CODE });
      const attributes = (pattern: RegExp) => {
        const tag = pattern.exec(html)?.[0] ?? '';
        return Object.fromEntries(
          [...tag.matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
        );
      };
      const link = attributes(/<link rel="modulepreload"[^>]*>/);
      const script = attributes(/<script type="module"[^>]*>/);
      // One request for both: the same URL, escaped the same way, at the same priority.
      expect(link.href).toBe('/wp-content/plugins/islet/bundle/islet.js?ver=1.2&#38;x=&#60;y&#62;');
      expect(link.href).toBe(script.src);
      expect(link.fetchpriority).toBe('low');
      expect(script.fetchpriority).toBe('low');
      // In the head, after the head script; the module itself stays at the end of the body.
      expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('islet-head-js'));
      expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
      expect(html.indexOf('type="module"')).toBeGreaterThan(html.indexOf('<body'));
    },
  );

  it('falls back to the file where the code could end the element early, or is empty', () => {
    for (const code of ['a("</script>")', 'a("<!--")', 'a("<SCRIPT")', ' \n']) {
      const report = transformRecordedPage(stretched(), { headCode: code });
      expect(report.headScript).toBe('<script src="/islet/islet-head.js"></script>');
      expect(report.html).toContain(
        `<script src="/islet/islet-head.js"></script>${PRELOAD_PLAIN}</head>`,
      );
    }
  });

  it('prints it on a page with a Pro gallery (laid out before the first paint)', () => {
    const report = transformRecordedPage(
      '<html><head></head><body><div class="elementor-element elementor-widget elementor-widget-gallery">' +
        '<div class="elementor-gallery__container"></div></div></body></html>',
      { headCode: CODE },
    );
    expect(report.headScript).toBe(INLINE);
    expect(report.html).toContain(`${INLINE}${PRELOAD_PLAIN}</head>`);
  });

  it('adds nothing without a stretched section or a gallery, or with a runtime that adds nothing', () => {
    const plain = transformRecordedPage(
      '<html><head></head><body><p class="elementor-widget-image-gallery">x</p></body></html>',
      { headCode: CODE },
    );
    expect(plain.headScript).toBeNull();
    expect(plain.html).not.toContain(CODE);
    // The entry is still named in the head: every page loads it.
    expect(plain.html).toContain(`<head>${PRELOAD_PLAIN}</head>`);
    for (const runtime of ['original', 'none', 'builder'] as const) {
      const other = transformRecordedPage(stretched(), { runtime, headCode: CODE });
      expect(other.headScript).toBeNull();
      expect(other.html).not.toContain(CODE);
      expect(other.html).not.toContain('modulepreload');
    }
  });
});

describe("transformRecordedPage: a builder document's late style sheet, before the document", () => {
  const CSS = 'https://site.test/wp-content/uploads/elementor/css';
  const sheet = (id: number) =>
    `<link rel="stylesheet" id="elementor-post-${id}-css" href="${CSS}/post-${id}.css" media="all">`;
  // A widget's styles, enqueued while the document rendered, and another plugin's sheet.
  const widget =
    '<link rel="stylesheet" id="widget-divider-css" href="https://site.test/wp-content/plugins/elementor/assets/css/widget-divider.min.css">';
  const other =
    '<link rel="stylesheet" id="forms-css" href="https://site.test/wp-content/plugins/forms/forms.css">';
  const html = [
    `<html><head>${sheet(6)}</head><body>`,
    // A mega menu's document inside the header's: often hidden at first, so it is left alone.
    '<header><div data-elementor-type="section" data-elementor-id="40" class="elementor elementor-40"><div><div data-elementor-id="500">mega</div></div></div></header>',
    '<main><div data-elementor-id="6">a</div></main>',
    '<footer><div data-elementor-type="section" data-elementor-id="813" class="elementor elementor-813">links</div></footer>',
    // As WordPress prints late styles: at the end of the body; 99 is no document of this page.
    sheet(40),
    sheet(813),
    sheet(99),
    sheet(500),
    widget,
    other,
    '</body></html>',
  ].join('\n');

  it.each(['islet', 'islet-jquery'] as const)(
    'moves each just before its document at the top level, with runtime %s; other sheets stay',
    (runtime) => {
      const out = transformRecordedPage(html, { runtime }).html;
      expect(out).toContain(
        `<header>${sheet(40)}\n<div data-elementor-type="section" data-elementor-id="40"`,
      );
      expect(out).toContain(
        `<footer>${sheet(813)}\n<div data-elementor-type="section" data-elementor-id="813"`,
      );
      for (const id of [40, 813, 6]) expect(out.split(sheet(id))).toHaveLength(2);
      // The head's own stays in the head; the rest where WordPress printed them.
      expect(out).toContain(
        `<head>${sheet(6)}${runtime === 'islet' ? PRELOAD_PLAIN : PRELOAD}</head>`,
      );
      expect(out).toContain(`${sheet(99)}\n${sheet(500)}\n${widget}\n${other}`);
    },
  );

  it.each(['original', 'none', 'builder'] as const)(
    'leaves them at the end with runtime %s',
    (runtime) => {
      const out = transformRecordedPage(html, { runtime }).html;
      expect(out).toContain(`${sheet(40)}\n${sheet(813)}\n${sheet(99)}`);
    },
  );
});
