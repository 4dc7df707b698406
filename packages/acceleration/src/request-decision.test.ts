import { describe, expect, it } from 'vitest';
import type { RequestFacts } from './content-type.ts';
import { cookiePairs, decideRequest, MAX_URL_LENGTH } from './request-decision.ts';
import { siteConfig } from './speed-kit-config.ts';

const SITE = 'shop.example.com';
const ORIGIN = `https://${SITE}`;
const enabled = siteConfig(SITE, { disabled: false });

const navigate = (path: string): RequestFacts => ({
  url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
  method: 'GET',
  mode: 'navigate',
  destination: 'document',
});
const asset = (url: string, destination = ''): RequestFacts => ({
  url: url.startsWith('http') ? url : `${ORIGIN}${url}`,
  method: 'GET',
  mode: 'no-cors',
  destination,
});
const decide = (request: RequestFacts, cookies: string[] = []) =>
  decideRequest(request, cookies, enabled, ORIGIN);

describe('decideRequest: the spec table (platform paths and exclusions)', () => {
  it.each([
    ['/wp-admin/ (navigation)', navigate('/wp-admin/'), 'excluded by rule 1'],
    ['under /wp-admin/ (navigation)', navigate('/wp-admin/edit.php?post=1'), 'excluded by rule 1'],
    ['under /wp-admin/ (asset)', asset('/wp-admin/css/common.css', 'style'), 'excluded by rule 1'],
    ['/wp-json', asset('/wp-json/wp/v2/posts', ''), 'not an allowed source and content type'],
    ['/wp-json as a document', navigate('/wp-json/'), 'excluded by rule 1'],
    ['/wp-login', navigate('/wp-login.php'), 'excluded by rule 1'],
    ['/login', navigate('/login/'), 'excluded by rule 1'],
    ['a PDF', asset('/wp-content/uploads/menu.pdf'), 'PDF files are never accelerated'],
    ['a PDF link navigated to', navigate('/files/menu.pdf?x=1'), 'excluded by rule 1'],
    ['a GIF with a query string', asset('/wp-content/a.gif?v=2', 'image'), 'excluded by rule 1'],
    ['a GIF with more parameters', asset('/a.gif?x=1&y=2', 'image'), 'excluded by rule 1'],
    ['video content', asset('/wp-content/clip.mp4', 'video'), 'video content is never accelerated'],
    ['video by destination only', asset('/stream', 'video'), 'video content is never accelerated'],
  ])('%s passes through', (_name, request, reason) => {
    expect(decide(request)).toMatchObject({ handled: false, reason });
  });

  it.each([
    ['a page', navigate('/about/'), 'navigate'],
    ['the home page', navigate('/'), 'navigate'],
    ['a style sheet', asset('/wp-content/themes/t/style.css', 'style'), 'style'],
    ['a script', asset('/wp-includes/js/jquery.js', 'script'), 'script'],
    ['an image', asset('/wp-content/uploads/a.jpg', 'image'), 'image'],
    ['a GIF without a query string', asset('/wp-content/uploads/a.gif', 'image'), 'image'],
    ['a font of the site', asset('/wp-content/fonts/a.woff2', 'font'), 'font'],
    ['a text track', asset('/wp-content/a.vtt', 'track'), 'track'],
    [
      'the web-font service (css)',
      asset('https://fonts.googleapis.com/css?family=X', 'style'),
      'style',
    ],
    ['the web-font service (files)', asset('https://fonts.gstatic.com/s/x.woff2', 'font'), 'font'],
    ['the style-sheet CDN', asset('https://maxcdn.bootstrapcdn.com/x.css', 'style'), 'style'],
  ])('%s is accelerated', (_name, request, contentType) => {
    expect(decide(request)).toMatchObject({ handled: true, contentType });
  });

  it.each([
    ['another host', asset('https://cdn.other.net/x.js', 'script')],
    [
      'a host that only starts like an allowed one',
      asset('https://fonts.gstatic.com.evil.net/x.woff2', 'font'),
    ],
    ['a fetch call of the site', { ...asset('/api/data'), requestedWith: 'XMLHttpRequest' }],
    ['a JSON call', { ...asset('/feed'), accept: 'application/json' }],
  ])('%s is not an allowed source and type', (_name, request) => {
    expect(decide(request)).toMatchObject({
      handled: false,
      reason: 'not an allowed source and content type',
    });
  });
});

describe('decideRequest: bypass cookies (documents only, same origin only)', () => {
  it.each([
    ['wordpress_logged_in_0123abcd=admin%7C1700000000', 'wordpress_logged_in_0123abcd'],
    ['twostep_auth=1', 'twostep_auth'],
    ['comment_author_0123abcd=Ann', 'comment_author_0123abcd'],
    ['comment_author_email_0123abcd=a%40b.c', 'comment_author_email_0123abcd'],
    ['woocommerce_cart_hash=9f2c', 'woocommerce_cart_hash'],
    ['woocommerce_items_in_cart=1', 'woocommerce_items_in_cart'],
  ])('%s sends documents to the origin', (cookie, name) => {
    expect(decide(navigate('/shop/'), ['theme=dark', cookie])).toEqual({
      handled: false,
      contentType: 'navigate',
      reason: `a bypass cookie is set (${name})`,
    });
  });

  it('keeps assets accelerated for the same visitors', () => {
    expect(
      decide(asset('/wp-content/style.css', 'style'), ['wordpress_logged_in_x=1']),
    ).toMatchObject({ handled: true });
  });

  it('ignores cookies that only resemble the rule', () => {
    expect(decide(navigate('/'), ['my_wordpress_logged_in=1', 'comment=1'])).toMatchObject({
      handled: true,
    });
  });

  it('applies cookie rules to same-origin requests only', () => {
    const otherSite = siteConfig('other.example', { disabled: false });
    const request = navigate('https://other.example/');
    expect(decideRequest(request, ['wordpress_logged_in_x=1'], otherSite, ORIGIN)).toMatchObject({
      handled: true,
    });
  });

  it('reads document.cookie into pairs', () => {
    expect(cookiePairs('a=1; wordpress_logged_in_x=2;  ; b=3')).toEqual([
      'a=1',
      'wordpress_logged_in_x=2',
      'b=3',
    ]);
  });
});

describe('decideRequest: requests never handled', () => {
  it.each([
    ['POST', { ...navigate('/'), method: 'POST' }, 'POST requests are never cached'],
    ['PUT', { ...asset('/x.css', 'style'), method: 'put' }, 'PUT requests are never cached'],
    [
      'a range request',
      { ...asset('/a.jpg', 'image'), range: 'bytes=0-99' },
      'range requests are never cached',
    ],
    [
      'credentials in the URL',
      navigate(`https://u:p@${SITE}/`),
      'URLs with credentials are never cached',
    ],
    ['a non-http URL', { ...navigate('/'), url: 'ftp://x/y' }, 'not an http(s) URL'],
    ['an opted-out URL', navigate('/#bqBlacklist'), 'the URL opts out (bqBlacklist)'],
  ])('%s', (_name, request, reason) => {
    expect(decide(request)).toMatchObject({ handled: false, reason });
  });

  it('passes over-long URLs, and accepts one at the limit', () => {
    const base = `${ORIGIN}/?q=`;
    const at = base + 'a'.repeat(MAX_URL_LENGTH - base.length);
    expect(decide(navigate(at))).toMatchObject({ handled: true });
    expect(decide(navigate(`${at}a`))).toMatchObject({
      handled: false,
      reason: 'the URL is too long',
    });
  });

  it('handles HEAD like GET', () => {
    expect(decide({ ...navigate('/'), method: 'HEAD' })).toMatchObject({ handled: true });
  });

  it('handles nothing while disabled', () => {
    expect(decideRequest(navigate('/'), [], siteConfig(SITE), ORIGIN)).toMatchObject({
      handled: false,
      reason: 'acceleration is disabled',
    });
  });
});

describe('decideRequest: cache keys without tracking parameters', () => {
  it.each([
    ['/?utm_source=a&utm_medium=b', '/'],
    ['/p/?id=3&gclid=x&fbclid=y', '/p/?id=3'],
    ['/p/?MSCLKID=1&gclsrc=2&dclid=3&cjid=4', '/p/'],
    ['/p/?utmost=1', '/p/?utmost=1'],
    ['/p/?x=1#section', '/p/?x=1'],
  ])('%s is cached as %s', (path, key) => {
    expect(decide(navigate(path))).toMatchObject({ handled: true, cacheKey: `${ORIGIN}${key}` });
  });
});
