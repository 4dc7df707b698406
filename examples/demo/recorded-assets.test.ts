import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { RecordedAssets, RecordedUrlRewriter } from './recorded-assets.mjs';

const files = {
  'https://site.example/wp-content/themes/t/style.css?ver=1': 'wp-content/themes/t/style.css',
  '/wp-includes/js/jquery/jquery.min.js?ver=3': 'wp-includes/js/jquery/jquery.min.js',
  '../../../../plugins/x/font.woff2?5': 'wp-content/plugins/x/font.woff2',
  'https://site.example/wp-content/uploads/a b.png': 'wp-content/uploads/a b.png',
};
const inPage = () => new RecordedUrlRewriter('owner__repo', files, '127.0.0.1:9', 'page');
const inFile = () => new RecordedUrlRewriter('owner__repo', files, '127.0.0.1:9', 'file');

describe('RecordedUrlRewriter', () => {
  it('points a URL its map names at the mapped file', () => {
    const urls = inPage();
    expect(urls.url('https://site.example/wp-content/themes/t/style.css?ver=1')).toBe(
      '/recorded-assets/owner__repo/wp-content/themes/t/style.css',
    );
    expect(urls.url('https://site.example/wp-content/uploads/a b.png')).toBe(
      '/recorded-assets/owner__repo/wp-content/uploads/a%20b.png',
    );
    expect(urls.count).toBe(2);
  });

  it('puts site-relative URLs under the site folder, and relative ones only in the page', () => {
    expect(inPage().url('/wp-content/uploads/x.jpg?v=2')).toBe(
      '/recorded-assets/owner__repo/wp-content/uploads/x.jpg?v=2',
    );
    expect(inPage().url('../../wp-content/uploads/x.jpg')).toBe(
      '/recorded-assets/owner__repo/wp-content/uploads/x.jpg',
    );
    expect(inFile().url('../fonts/x.woff')).toBe('../fonts/x.woff');
    expect(inFile().url('/wp-content/fonts/x.woff')).toBe(
      '/recorded-assets/owner__repo/wp-content/fonts/x.woff',
    );
  });

  it('sends other hosts to the offsite stand-ins and leaves what names no file alone', () => {
    const urls = inPage();
    expect(urls.url('https://fonts.example/a.woff2')).toBe('/__offsite/fonts.example/a.woff2');
    expect(urls.url('http://127.0.0.1:9/islet/islet.js')).toBe('http://127.0.0.1:9/islet/islet.js');
    for (const value of ['data:image/gif;base64,R0', '#top', 'about:blank', ''])
      expect(urls.url(value)).toBe(value);
    expect(urls.count).toBe(1);
  });

  it('rewrites every candidate of a srcset and every url() and @import of CSS', () => {
    expect(inPage().srcset('/wp-content/a.jpg 1x, https://cdn.example/b.jpg 2x')).toBe(
      '/recorded-assets/owner__repo/wp-content/a.jpg 1x, /__offsite/cdn.example/b.jpg 2x',
    );
    expect(
      inFile().css(
        `@import "/wp-content/b.css";a{background:url( '../../../../plugins/x/font.woff2?5' )}` +
          `b{background:url(img/c.png)}c{background:url(&quot;/wp-content/d.png&quot;)}`,
      ),
    ).toBe(
      `@import "/recorded-assets/owner__repo/wp-content/b.css";` +
        `a{background:url( '/recorded-assets/owner__repo/wp-content/plugins/x/font.woff2' )}` +
        `b{background:url(img/c.png)}` +
        `c{background:url(&quot;/recorded-assets/owner__repo/wp-content/d.png&quot;)}`,
    );
  });

  it("points an inline script's WordPress URLs (plain or JSON-escaped) at the site folder", () => {
    const urls = inPage();
    expect(
      urls.script(
        `var c = {"urls":{"assets":"https:\\/\\/site.example\\/wp-content\\/plugins\\/elementor\\/assets\\/"}};` +
          `var d = '/wp-includes/js/x.js'; var e = "https://site.example/feed/";`,
      ),
    ).toBe(
      `var c = {"urls":{"assets":"\\/recorded-assets\\/owner__repo\\/wp-content\\/plugins\\/elementor\\/assets\\/"}};` +
        `var d = '/recorded-assets/owner__repo/wp-includes/js/x.js'; var e = "https://site.example/feed/";`,
    );
    expect(urls.count).toBe(2);
  });
});

describe('RecordedAssets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'islet-assets-'));
  const site = join(dir, 'assets', 'owner__repo');
  mkdirSync(join(site, 'wp-content', 'themes', 't'), { recursive: true });
  mkdirSync(join(site, 'wp-includes', 'js'), { recursive: true });
  writeFileSync(
    join(site, 'wp-content', 'themes', 't', 'style.css'),
    'a{background:url(/wp-content/i.png)}',
  );
  writeFileSync(join(site, 'wp-includes', 'js', 'x.js'), 'var x;');
  writeFileSync(join(dir, 'page.html.assets.json'), JSON.stringify({ site: 'owner__repo', files }));
  writeFileSync(join(dir, 'bad.html.assets.json'), JSON.stringify({ site: '..', files }));
  writeFileSync(join(dir, 'secret.css'), 'SECRET');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('knows each page by its map, and refuses a site that is not one folder', async () => {
    const assets = await RecordedAssets.load(dir);
    expect(assets.siteOf('page.html')).toBe('owner__repo');
    expect(assets.siteOf('bad.html')).toBeNull();
    expect(assets.pageUrls('nope.html', '')).toBeNull();
  });

  it('serves a file by path, else from its first wp-content/ or wp-includes/ segment', async () => {
    const assets = await RecordedAssets.load(dir);
    const css = await assets.serve('owner__repo/wp-content/themes/t/style.css', '');
    expect(css.type).toBe('text/css; charset=utf-8');
    expect(css.body.toString()).toBe(
      'a{background:url(/recorded-assets/owner__repo/wp-content/i.png)}',
    );
    const js = await assets.serve('owner__repo/blog/sub/wp-includes/js/x.js', '');
    expect(js.body.toString()).toBe('var x;');
  });

  it('answers a miss empty and typed, and nothing outside the folder', async () => {
    const assets = await RecordedAssets.load(dir);
    const miss = await assets.serve('owner__repo/wp-content/uploads/none.png', '');
    expect(miss.type).toBe('image/gif');
    const style = await assets.serve('owner__repo/none', '', 'style');
    expect(style.type).toBe('text/css; charset=utf-8');
    expect(style.body.length).toBe(0);
    for (const path of ['owner__repo/../../secret.css', '../secret.css', 'other/x.js'])
      expect((await assets.serve(path, '')).body.toString()).not.toContain('SECRET');
  });
});
