import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { transformRecordedPage } from './transform-page.mjs';

const ISLET = '<script type="module" src="/islet/islet.js" fetchpriority="low"></script>';
const HEAD = '<script src="/islet/islet-head.js"></script>';
/** The entry named at the end of the head as well, on every page Islet runs on. */
const PRELOAD = '<link rel="modulepreload" href="/islet/islet.js" fetchpriority="low">';
const transform = (html: string) =>
  transformRecordedPage(html, { isletSrc: '/islet/islet.js' }).html;

describe('transformRecordedPage: scripts', () => {
  it('keeps the config scripts and JSON-LD, removes every other script', () => {
    const page = [
      '<head>',
      '<script src="https://site.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1" id="jquery-core-js"></script>',
      '<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"post":{"id":2}};</script>',
      '<script>window.ElementorProFrontendConfig = {"popup":{"hasPopUps":true}};</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script>jQuery(function ($) { $(".x").hide(); });</script>',
      '<script type="speculationrules">{"prefetch":[]}</script>',
      '<script type="text/x-template" id="tpl"><div>{{ x }}</div></script>',
      '<script type="module" src="/wp-content/plugins/x/module.js"></script>',
      '<script>console.log(elementorFrontendConfig.post.id);</script>',
      '</head><body><p>Hi</p></body>',
    ].join('\n');
    const report = transformRecordedPage(page, { isletSrc: '/islet/islet.js' });
    expect(report.html).toContain(
      '<script id="elementor-frontend-js-before">var elementorFrontendConfig = {"post":{"id":2}};</script>',
    );
    expect(report.html).toContain(
      '<script>window.ElementorProFrontendConfig = {"popup":{"hasPopUps":true}};</script>',
    );
    expect(report.html).toContain(
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
    );
    expect(report.html).not.toMatch(
      /jquery|jQuery|speculationrules|x-template|module\.js|console\.log/,
    );
    expect(report.keptScripts.map((script) => script.id ?? script.type)).toEqual([
      'elementor-frontend-js-before',
      null,
      'application/ld+json',
    ]);
    expect(report.removedScripts).toHaveLength(6);
    expect(report.removedScripts[0]).toEqual({
      src: 'https://site.test/wp-includes/js/jquery/jquery.min.js?ver=3.7.1',
      id: 'jquery-core-js',
      type: null,
    });
    expect(report.html).toContain('<p>Hi</p>');
  });

  it('lets a config script parked by an optimiser run again', () => {
    const rocket =
      '<script type="rocketlazyloadscript" data-rocket-type="text/javascript" id="elementor-frontend-js-before">\nvar elementorFrontendConfig = {};\n</script>';
    const cloudflare =
      '<script id="elementor-pro-frontend-js-before" type="78c0c06b34804b3464755616-text/javascript">var ElementorProFrontendConfig = {};</script>';
    const html = transform(`${rocket}${cloudflare}`);
    expect(html).toContain(
      '<script data-rocket-type="text/javascript" id="elementor-frontend-js-before">\nvar elementorFrontendConfig = {};\n</script>',
    );
    expect(html).toContain(
      '<script id="elementor-pro-frontend-js-before">var ElementorProFrontendConfig = {};</script>',
    );
  });

  it('finds the real end of a script whose code contains `</` strings', () => {
    const page =
      '<body><script>var a = "</div>"; var b = "<\\/script>"; var c = "</scr" + "ipt>"; if (a </b) {}</script>' +
      '<div id="after">kept</div></body>';
    expect(transform(page)).toBe(`<body><div id="after">kept</div>${ISLET}</body>`);
  });

  it('handles uppercase tags and unquoted or single-quoted attributes', () => {
    const page =
      "<BODY><SCRIPT SRC=https://cdn.test/a.js></SCRIPT><Script type='text/javascript' src='//cdn.test/b.js'></Script>" +
      '<IMG SRC=https://cdn.test/c.png ALT=x><img alt="a > b" src="https://cdn.test/d.png"></BODY>';
    expect(transform(page)).toBe(
      '<BODY><IMG SRC=/__offsite/cdn.test/c.png ALT=x><img alt="a > b" src="/__offsite/cdn.test/d.png">' +
        `${ISLET}</BODY>`,
    );
  });

  it('removes script preloads, keeps other preloads', () => {
    const page = [
      '<link rel="modulepreload" href="https://site.test/m.js">',
      '<link rel="preload" as="script" href="https://site.test/s.js">',
      '<link rel=preload as=SCRIPT href=/local.js>',
      '<link rel="preload" as="style" href="https://fonts.test/css?family=Roboto&#038;display=swap">',
      '<link rel="stylesheet" href="https://site.test/style.css?ver=1">',
    ].join('');
    expect(transform(page)).toBe(
      '<link rel="preload" as="style" href="/__offsite/fonts.test/css?family=Roboto&#038;display=swap">' +
        `<link rel="stylesheet" href="/__offsite/site.test/style.css?ver=1">${ISLET}`,
    );
  });

  it('keeps noscript, comments and their content as they are', () => {
    const page =
      '<body><!--[if lt IE 9]><script src="https://site.test/html5.js"></script><![endif]-->' +
      '<noscript><style>.lazy{display:none}</style></noscript></body>';
    expect(transform(page)).toBe(
      '<body><!--[if lt IE 9]><script src="https://site.test/html5.js"></script><![endif]-->' +
        `<noscript><style>.lazy{display:none}</style></noscript>${ISLET}</body>`,
    );
  });
});

describe('transformRecordedPage: offsite URLs', () => {
  it('rewrites absolute and protocol-relative URLs in request-making attributes', () => {
    const page = [
      '<img src="https://cdn.test/a.png?x=1&amp;y=2#frag">',
      '<img src="//cdn.test/b.png">',
      '<img src="HTTP://CDN.test">',
      '<video poster="https://v.test/p.jpg"><source src="https://v.test/v.mp4"></video>',
      '<iframe src="https://www.youtube.test/embed/x"></iframe>',
      '<object data="https://o.test/f.swf"></object><embed src="https://o.test/e.swf">',
      '<div data-src="https://lazy.test/a.jpg" data-lazy-src="https://lazy.test/b.jpg"></div>',
      '<svg><image href="https://svg.test/i.png"/><use xlink:href="https://svg.test/s.svg#icon"/></svg>',
      '<form action="https://site.test/search"><button formaction="https://site.test/go">Go</button></form>',
      '<a href="https://site.test/page">link</a><a href="#top">top</a>',
      '<img src="/relative.png"><img src="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27/%3E">',
      '<img src="https://user:pass@secret.test:8443/x.png">',
    ].join('\n');
    const report = transformRecordedPage(page);
    expect(report.html.slice(0, -ISLET.length).split('\n')).toEqual([
      '<img src="/__offsite/cdn.test/a.png?x=1&amp;y=2#frag">',
      '<img src="/__offsite/cdn.test/b.png">',
      '<img src="/__offsite/cdn.test/">',
      '<video poster="/__offsite/v.test/p.jpg"><source src="/__offsite/v.test/v.mp4"></video>',
      '<iframe src="/__offsite/www.youtube.test/embed/x"></iframe>',
      '<object data="/__offsite/o.test/f.swf"></object><embed src="/__offsite/o.test/e.swf">',
      '<div data-src="/__offsite/lazy.test/a.jpg" data-lazy-src="/__offsite/lazy.test/b.jpg"></div>',
      '<svg><image href="/__offsite/svg.test/i.png"/><use xlink:href="/__offsite/svg.test/s.svg#icon"/></svg>',
      '<form action="/__offsite/site.test/search"><button formaction="/__offsite/site.test/go">Go</button></form>',
      '<a href="https://site.test/page">link</a><a href="#top">top</a>',
      '<img src="/relative.png"><img src="data:image/svg+xml,%3Csvg xmlns=%27http://www.w3.org/2000/svg%27/%3E">',
      '<img src="/__offsite/secret.test:8443/x.png">',
    ]);
    expect(report.rewrittenUrls).toBe(15);
  });

  it('rewrites every srcset candidate', () => {
    const page =
      '<img srcset="https://cdn.test/a-300.jpg 300w, //cdn.test/a-768.jpg 768w,https://cdn.test/a,b.jpg 1024w, /local.jpg 2x">' +
      '<source data-srcset=" https://cdn.test/c.webp 1x">' +
      '<link rel="preload" as="image" href="https://cdn.test/l.webp" imagesrcset="https://cdn.test/l.webp 155w, https://cdn.test/l2.webp 300w">';
    expect(transform(page)).toBe(
      '<img srcset="/__offsite/cdn.test/a-300.jpg 300w, /__offsite/cdn.test/a-768.jpg 768w,/__offsite/cdn.test/a,b.jpg 1024w, /local.jpg 2x">' +
        '<source data-srcset=" /__offsite/cdn.test/c.webp 1x">' +
        '<link rel="preload" as="image" href="/__offsite/cdn.test/l.webp" imagesrcset="/__offsite/cdn.test/l.webp 155w, /__offsite/cdn.test/l2.webp 300w">' +
        ISLET,
    );
  });

  it('rewrites url() and @import in style elements and style attributes', () => {
    const page =
      '<style>@import url("https://fonts.test/css?family=A");@import \'//fonts.test/b.css\';' +
      ".a{background:url(https://cdn.test/a.png) no-repeat}.b{background:url( '//cdn.test/b.png' )}" +
      '.c{background-image:image-set("https://cdn.test/c.png" 1x)}.d{background:url(/local.png)}</style>' +
      '<div style="background-image:url(&quot;https://cdn.test/d.png&quot;)"></div>' +
      "<div style='background:url(https://cdn.test/e.png)'></div>";
    expect(transform(page)).toBe(
      '<style>@import url("/__offsite/fonts.test/css?family=A");@import \'/__offsite/fonts.test/b.css\';' +
        ".a{background:url(/__offsite/cdn.test/a.png) no-repeat}.b{background:url( '/__offsite/cdn.test/b.png' )}" +
        '.c{background-image:image-set("/__offsite/cdn.test/c.png" 1x)}.d{background:url(/local.png)}</style>' +
        '<div style="background-image:url(&quot;/__offsite/cdn.test/d.png&quot;)"></div>' +
        "<div style='background:url(/__offsite/cdn.test/e.png)'></div>" +
        ISLET,
    );
  });

  it("leaves the server's own URLs alone", () => {
    const page = '<img src="http://127.0.0.1:4173/a.png"><img src="http://127.0.0.1:9999/b.png">';
    expect(transformRecordedPage(page, { ownHost: '127.0.0.1:4173' }).html).toBe(
      `<img src="http://127.0.0.1:4173/a.png"><img src="/__offsite/127.0.0.1:9999/b.png">${ISLET}`,
    );
  });

  it('does not touch URLs in text, textarea, JSON-LD or data attributes that fetch nothing', () => {
    const page =
      '<p>See https://site.test/ and <code>&lt;img src="https://x.test/a.png"&gt;</code></p>' +
      '<textarea><img src="https://x.test/t.png"></textarea>' +
      '<div data-settings="{&quot;url&quot;:&quot;https:\\/\\/x.test&quot;}" itemtype="https://schema.org/Thing"></div>' +
      '<meta property="og:image" content="https://x.test/og.png">';
    expect(transform(page)).toBe(`${page}${ISLET}`);
  });
});

describe('transformRecordedPage: injection', () => {
  it('puts the bundle right before the last real </body>', () => {
    const page =
      '<html><body><script>document.write("</body>")</script><p>x</p><!-- </body> --></body></html>';
    expect(transform(page)).toBe(`<html><body><p>x</p><!-- </body> -->${ISLET}</body></html>`);
  });

  it('loads the head script at the end of <head>, after the style sheets, for a stretched section', () => {
    const section = '<section class="elementor-section\telementor-section-stretched"></section>';
    const page = transform(
      `<html><head><link rel="stylesheet" href="/a.css"><style>p{}</style></head><body>${section}</body></html>`,
    );
    expect(page).toBe(
      '<html><head><link rel="stylesheet" href="/a.css"><style>p{}</style>' +
        `${HEAD}${PRELOAD}</head><body>${section}${ISLET}</body></html>`,
    );
  });

  it('leaves the head script out of a page with no stretched section', () => {
    const page = transform(
      '<html><head><style>.elementor-section-stretched{}</style></head><body>' +
        '<section class="elementor-section elementor-section-stretched-not" data-note="elementor-section-stretched"></section>' +
        '<script>document.body.className += " elementor-section-stretched";</script></body></html>',
    );
    expect(page).not.toContain('islet-head.js');
    expect(page).toContain(ISLET);
  });

  it('appends the bundle when there is no </body>', () => {
    expect(transform('<p>fragment')).toBe(`<p>fragment${ISLET}`);
  });

  it('escapes the bundle URL', () => {
    expect(transformRecordedPage('', { isletSrc: '/islet/islet.js?a=1&b="2"' }).html).toBe(
      '<script type="module" src="/islet/islet.js?a=1&#38;b=&#34;2&#34;" fetchpriority="low"></script>',
    );
  });
});

// An independent, deliberately simple reading of the output (comments and raw-text element
// contents removed, then attributes matched by regex) to check the scanner-based transform.
const COMMENT = /<!--[\s\S]*?-->/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RAW_TEXT = /<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const TAG = /<([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const ABSOLUTE = /^\s*(?:https?:)?\/\/[^/\s]/i;
const CSS_ABSOLUTE =
  /(?:url\(\s*(?:["']|&quot;|&#0*39;)?\s*|@import\s*["'])(?:https?:)?\/\/[^/\s]/i;
const CONFIG = /(?:\bvar\s+|\bwindow\.)(?:elementorFrontendConfig|ElementorProFrontendConfig)\s*=/;

function requestUrls(html: string): string[] {
  const found: string[] = [];
  for (const [, rawName = '', attributes = ''] of html
    .replace(COMMENT, '')
    .replace(RAW_TEXT, '')
    .matchAll(TAG)) {
    const element = rawName.toLowerCase();
    for (const [, rawAttribute = '', ...values] of attributes.matchAll(ATTRIBUTE)) {
      const attribute = rawAttribute.toLowerCase();
      const value = values.find((v) => v !== undefined) ?? '';
      const isLink = element === 'a' || element === 'area';
      let urls: string[] = [];
      if (['src', 'poster', 'data-src', 'background', 'manifest', 'formaction'].includes(attribute))
        urls = [value];
      else if ((attribute === 'href' || attribute === 'xlink:href') && !isLink) urls = [value];
      else if (attribute === 'data' && element === 'object') urls = [value];
      else if (attribute === 'action' && element === 'form') urls = [value];
      else if (['srcset', 'data-srcset', 'imagesrcset'].includes(attribute))
        urls = value.split(/,\s+/);
      else if (attribute === 'style' && CSS_ABSOLUTE.test(value))
        urls = [`${element}[style]: ${value}`];
      found.push(
        ...urls
          .filter((url) => ABSOLUTE.test(url) || url.includes('[style]'))
          .map((url) => `${element}[${attribute}] ${url}`),
      );
    }
  }
  return found;
}

const recordedDir = fileURLToPath(new URL('../../fixtures/recorded/', import.meta.url));
const recordedFiles = readdirSync(recordedDir)
  .filter((name) => name.endsWith('.html'))
  .sort();

describe('transformRecordedPage on every recorded page', () => {
  it('has recorded pages to run on', () => {
    expect(recordedFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(recordedFiles)('%s', (file) => {
    const original = readFileSync(recordedDir + file, 'utf8');
    const report = transformRecordedPage(original, { isletSrc: '/islet/islet.js' });
    const html = report.html;
    const withoutComments = html.replace(COMMENT, '');

    // Only the bundle and its head script are loaded; the only inline scripts left are config
    // and JSON-LD.
    const scripts = [...withoutComments.matchAll(SCRIPT)];
    const external = scripts.filter(([, attributes = '']) => /\ssrc\s*=/i.test(attributes));
    // The head script only where there is a section for it to stretch, a gallery to lay out or a
    // countdown that may be over.
    const needsHead =
      /<[a-z][^>]*\sclass=["']?[^"'>]*(?<=[\s"'=])elementor-(?:section-stretched|widget-gallery|widget-countdown)(?=[\s"'>])/i.test(
        original.replace(COMMENT, '').replace(RAW_TEXT, ''),
      );
    expect(external.map(([tag]) => tag)).toEqual(needsHead ? [HEAD, ISLET] : [ISLET]);
    const headEnd = withoutComments.search(/<\/head\s*>/i);
    expect(withoutComments.indexOf(PRELOAD)).toBe(headEnd - PRELOAD.length);
    if (needsHead)
      expect(withoutComments.indexOf(HEAD)).toBe(headEnd - PRELOAD.length - HEAD.length);
    for (const [whole, attributes = '', content = ''] of scripts) {
      if (whole === ISLET || whole === HEAD) continue;
      const jsonLd = /\stype\s*=\s*["']?application\/ld\+json/i.test(attributes);
      expect(jsonLd || CONFIG.test(content), whole.slice(0, 200)).toBe(true);
      // A kept config script must be one the browser runs.
      const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
      if (!jsonLd)
        expect(['', 'text/javascript', 'application/javascript']).toContain(type.toLowerCase());
    }
    expect(withoutComments.lastIndexOf(ISLET)).toBe(
      withoutComments.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i) - ISLET.length,
    );
    expect(report.removedScripts.length).toBeGreaterThan(0);
    expect(withoutComments).not.toMatch(
      /<link\b[^>]*\brel=["']?(?:modulepreload|preload)\b[^>]*\bas=["']?script/i,
    );

    // The builder's configuration survives wherever the page had it.
    for (const name of ['elementorFrontendConfig', 'ElementorProFrontendConfig']) {
      const assignment = new RegExp(`var ${name}\\s*=`);
      if (assignment.test(original)) {
        expect(
          scripts.some(([, , content = '']) => assignment.test(content)),
          name,
        ).toBe(true);
      }
    }

    // Nothing left that would make the browser ask another host.
    expect(requestUrls(html)).toEqual([]);
    const styles = [
      ...html.replace(COMMENT, '').matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi),
    ];
    expect(
      styles
        .filter(([, css = '']) => CSS_ABSOLUTE.test(css))
        .map(([, css = '']) => css.slice(0, 200)),
    ).toEqual([]);

    // The markup itself is untouched: same builder elements, same noscript blocks (counted
    // outside scripts, since removed scripts may hold markup in strings).
    const count = (text: string, pattern: RegExp) =>
      text.replace(COMMENT, '').replace(SCRIPT, '').match(pattern)?.length ?? 0;
    expect(count(html, /data-element_type=/g)).toBe(count(original, /data-element_type=/g));
    expect(count(html, /<noscript/gi)).toBe(count(original, /<noscript/gi));
    expect(count(html, /data-settings=/g)).toBe(count(original, /data-settings=/g));
  });

  it('finds absolute URLs in the original pages, so the check above is not vacuous', () => {
    const total = recordedFiles.reduce(
      (sum, file) =>
        sum + requestUrls(readFileSync(recordedDir + file, 'utf8').replace(SCRIPT, '')).length,
      0,
    );
    expect(total).toBeGreaterThan(100);
  });
});
