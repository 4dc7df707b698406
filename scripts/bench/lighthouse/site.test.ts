import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordedSite, pageSources, pageUrlOf, wordpressHosts } from './site.mjs';

describe('pageUrlOf', () => {
  const source = { repository: 'owner/site-static', path: 'blog/index.html' };

  it('takes an absolute canonical, over TLS', () => {
    const html = '<link rel="canonical" href="http://hotel.example/blog/">';
    expect(pageUrlOf(html, source)).toBe('https://hotel.example/blog/');
  });

  it('takes an absolute og:url when the canonical is relative', () => {
    const html =
      '<link rel="canonical" href="/" /><meta property="og:url" content="https://vet.example/x/">';
    expect(pageUrlOf(html, source)).toBe('https://vet.example/x/');
  });

  it("else the site's WordPress host (not an uploads bucket), at the page's path", () => {
    const html =
      '<img src="https://bucket.s3.amazonaws.com/wp-content/a.png"><img src="https://bucket.s3.amazonaws.com/wp-content/b.png">' +
      '<script>var c={"assets":"https:\\/\\/www.site.example\\/wp-content\\/plugins\\/"}</script>';
    expect(wordpressHosts(html)).toEqual(['bucket.s3.amazonaws.com', 'www.site.example']);
    expect(pageUrlOf(html, source)).toBe('https://www.site.example/blog/');
  });

  it('else the repository when it is named like a host, else its GitHub Pages address', () => {
    expect(pageUrlOf('', { repository: 'me/me.github.io', path: 'a/b/index.html' })).toBe(
      'https://me.github.io/a/b/',
    );
    expect(pageUrlOf('', { repository: 'Me/Day', path: 'index.html' })).toBe(
      'https://me.github.io/Day/',
    );
  });
});

describe('pageSources', () => {
  it("reads the README table's file, repository and path", () => {
    const readme = [
      '| file | source repository | path | commit |',
      '|---|---|---|---|',
      '| `o__r__blog_index.html` | o/r | `blog/index.html` | `c54b` |',
    ].join('\n');
    expect(pageSources(readme).get('o__r__blog_index.html')).toEqual({
      repository: 'o/r',
      path: 'blog/index.html',
    });
  });
});

describe('RecordedSite', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'islet-lighthouse-site-'));
    const site = join(dir, 'assets', 'o__r');
    await mkdir(join(site, 'wp-content/themes/t/css'), { recursive: true });
    await mkdir(join(site, 'wp-content/themes/t/fonts'), { recursive: true });
    await mkdir(join(site, 'mirror/wp-includes'), { recursive: true });
    await writeFile(
      join(site, 'wp-content/themes/t/css/style.css'),
      'a{background:url("../fonts/f.woff2?v=1")}',
    );
    await writeFile(join(site, 'wp-content/themes/t/fonts/f.woff2'), 'font');
    await writeFile(join(site, 'mirror/wp-includes/jquery.js'), 'js');
    await writeFile(
      join(dir, 'p.html.assets.json'),
      JSON.stringify({
        site: 'o__r',
        files: {
          'https://cdn.example/style.css?ver=2': 'wp-content/themes/t/css/style.css',
          '../../wp-includes/jquery.js?ver=3&amp;x=1': 'mirror/wp-includes/jquery.js',
        },
      }),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const load = () =>
    RecordedSite.load(dir, 'p.html', '<link rel="canonical" href="https://site.example/a/b/">', {
      repository: 'o/r',
      path: 'a/b/index.html',
    });

  it("finds a file by the URL the page wrote, resolved against the page's address", async () => {
    const site = await load();
    expect(await site.find('cdn.example', '/style.css')).toMatch(/style\.css$/);
    expect(await site.find('site.example', '/wp-includes/jquery.js')).toMatch(/jquery\.js$/);
  });

  it("finds a style sheet's relative URLs where the sheet lives on the site", async () => {
    const site = await load();
    expect(await site.find('cdn.example', '/fonts/f.woff2')).toMatch(/f\.woff2$/);
  });

  it("serves the site's own paths by the serving rule, and nothing for other hosts", async () => {
    const site = await load();
    expect(await site.find('site.example', '/x/wp-content/themes/t/fonts/f.woff2')).toMatch(
      /f\.woff2$/,
    );
    expect(await site.find('site.example', '/wp-content/themes/t/css')).toBeNull();
    expect(await site.find('site.example', '/../../etc/passwd')).toBeNull();
    expect(await site.find('fonts.example', '/wp-content/themes/t/fonts/f.woff2')).toBeNull();
  });
});
