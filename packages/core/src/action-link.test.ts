import { afterEach, describe, expect, it } from 'vitest';
import { parseActionLink, type ActionLink } from './action-link.ts';

/** The real link from reference §11, as the server prints it. */
const REAL_LINK =
  '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3DeyJpZCI6IjIxNDYiLCJ0b2dnbGUiOmZhbHNlfQ%3D%3D';
const REAL_PAYLOAD = 'eyJpZCI6IjIxNDYiLCJ0b2dnbGUiOmZhbHNlfQ==';

/** Standard base64 of some UTF-8 text. */
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const base64Json = (value: unknown) => base64(JSON.stringify(value));

/** `#{builder}-action:action=…&settings=…`, optionally percent-encoded the way servers do. */
function link(action: string, settings?: string, options: { encode?: boolean } = {}) {
  const builder = 'elementor';
  const body = `action=${action}${settings === undefined ? '' : `&settings=${settings}`}`;
  return options.encode
    ? `#${builder}-action${encodeURIComponent(`:${body}`)}`
    : `#${builder}-action:${body}`;
}

function expectAction(result: ActionLink | null, action: string, settings: unknown) {
  expect(result).toEqual({ ok: true, action, settings });
}

function expectError(result: ActionLink | null, pattern: RegExp) {
  expect(result).not.toBeNull();
  expect(result?.ok).toBe(false);
  if (result && !result.ok) expect(result.error).toMatch(pattern);
}

afterEach(() => {
  delete (Object.prototype as Record<string, unknown>).polluted;
});

describe('parseActionLink: the reference example', () => {
  it('decodes the percent-encoded popup:open link', () => {
    expectAction(parseActionLink(REAL_LINK, 'elementor'), 'popup:open', {
      id: '2146',
      toggle: false,
    });
  });

  it('decodes the same link in its raw form', () => {
    expectAction(
      parseActionLink(`#elementor-action:action=popup:open&settings=${REAL_PAYLOAD}`, 'elementor'),
      'popup:open',
      { id: '2146', toggle: false },
    );
  });

  it('decodes the link with the hash itself percent-encoded', () => {
    expectAction(parseActionLink(`%23${REAL_LINK.slice(1)}`, 'elementor'), 'popup:open', {
      id: '2146',
      toggle: false,
    });
  });

  it('decodes the payload when its padding is missing', () => {
    expectAction(
      parseActionLink(
        `#elementor-action:action=popup:open&settings=${REAL_PAYLOAD.replace(/=+$/, '')}`,
        'elementor',
      ),
      'popup:open',
      { id: '2146', toggle: false },
    );
  });
});

describe('parseActionLink: registered actions, plain and encoded', () => {
  const cases: Array<[string, Record<string, unknown>]> = [
    ['popup:open', { id: '306', toggle: true }],
    ['popup:close', { do_not_show_again: 'yes' }],
    ['lightbox', { type: 'image', id: 12, url: 'https://site/img.jpg', slideshow: 'abc' }],
    ['off_canvas:open', { id: 'a1b2c3d', displayMode: 'open' }],
    ['off_canvas:close', { id: 'a1b2c3d', displayMode: 'close' }],
    ['off_canvas:toggle', { id: 'a1b2c3d', displayMode: 'toggle' }],
    ['reload-page', {}],
  ];

  it.each(cases)('%s, plain', (action, settings) => {
    expectAction(
      parseActionLink(link(action, base64Json(settings)), 'elementor'),
      action,
      settings,
    );
  });

  it.each(cases)('%s, percent-encoded', (action, settings) => {
    const href = link(action, base64Json(settings), { encode: true });
    expect(href.startsWith('#elementor-action%3A')).toBe(true);
    expectAction(parseActionLink(href, 'elementor'), action, settings);
  });

  it('keeps nested settings', () => {
    const settings = { id: 1, nested: { list: [1, 'two', null], flag: false } };
    expectAction(parseActionLink(link('x', base64Json(settings)), 'elementor'), 'x', settings);
  });
});

describe('parseActionLink: missing settings mean {}', () => {
  it.each([
    ['no settings part', '#elementor-action:action=reload-page'],
    ['an empty settings part', '#elementor-action:action=reload-page&settings='],
    ['no settings part, encoded', '#elementor-action%3Aaction%3Dreload-page'],
    ['an empty settings part, encoded', '#elementor-action%3Aaction%3Dreload-page%26settings%3D'],
  ])('%s', (_name, href) => {
    expectAction(parseActionLink(href, 'elementor'), 'reload-page', {});
  });
});

describe('parseActionLink: base64 with + and /', () => {
  // `{"t":"???>>>"}` encodes to a payload holding both `/` and `+`.
  const payload = 'eyJ0IjoiPz8/Pj4+In0=';

  it('the fixture really contains + and /', () => {
    expect(payload).toBe(base64('{"t":"???>>>"}'));
    expect(payload).toMatch(/\+/);
    expect(payload).toMatch(/\//);
  });

  it('keeps + as + in a raw link (no form decoding)', () => {
    expectAction(parseActionLink(link('x', payload), 'elementor'), 'x', { t: '???>>>' });
  });

  it('decodes %2B and %2F in an encoded link', () => {
    const href = link('x', payload, { encode: true });
    expect(href).toContain('%2B');
    expect(href).toContain('%2F');
    expectAction(parseActionLink(href, 'elementor'), 'x', { t: '???>>>' });
  });
});

describe('parseActionLink: UTF-8 payloads', () => {
  it.each([
    ['accented Latin', { title: 'Café crème' }],
    ['CJK', { title: '日本語のタイトル' }],
    ['emoji (astral plane)', { title: 'Sale 🎉☕' }],
    ['right-to-left', { title: 'مرحبا' }],
    ['mixed in keys', { clé: 'valeur', id: '1' }],
  ])('%s', (_name, settings) => {
    expectAction(parseActionLink(link('x', base64Json(settings)), 'elementor'), 'x', settings);
    expectAction(
      parseActionLink(link('x', base64Json(settings), { encode: true }), 'elementor'),
      'x',
      settings,
    );
  });

  it('rejects bytes that are not valid UTF-8', () => {
    const invalid = Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]).toString(
      'base64',
    );
    expectError(parseActionLink(link('x', invalid), 'elementor'), /"x"/);
  });
});

describe('parseActionLink: malformed links are errors, never throws', () => {
  it.each([
    ['characters outside base64', link('popup:open', '!!!not*base64!!!'), /base64/],
    ['a base64 length that cannot be', link('popup:open', 'abcde'), /base64/],
    ['base64 of text that is not JSON', link('popup:open', base64('{id:2146}')), /JSON/],
    ['base64 of truncated JSON', link('popup:open', base64('{"id":"21')), /JSON/],
    ['a JSON array', link('popup:open', base64Json([1, 2])), /not a JSON object/],
    ['a JSON number', link('popup:open', base64Json(42)), /not a JSON object/],
    ['a JSON string', link('popup:open', base64Json('id')), /not a JSON object/],
    ['JSON null', link('popup:open', base64Json(null)), /not a JSON object/],
    ['JSON true', link('popup:open', base64Json(true)), /not a JSON object/],
  ])('%s', (_name, href, pattern) => {
    const result = parseActionLink(href, 'elementor');
    expectError(result, pattern);
    expectError(result, /popup:open/);
  });

  it.each([
    ['a truncated escape', '#elementor-action%3Aaction%3Dpopup%3Aopen%26settings%3D%E0%A4%A'],
    ['a bare %', '#elementor-action:action=popup:open&settings=abc%'],
    ['an invalid escape', '#elementor-action%3Aaction%3D%ZZ'],
    ['a lone surrogate escape', '#elementor-action%3Aaction%3D%ED%A0%80'],
  ])('bad percent-encoding: %s', (_name, href) => {
    expectError(parseActionLink(href, 'elementor'), /percent-encoding/);
  });

  it.each([
    ['no colon after the prefix', '#elementor-actions'],
    ['nothing after the prefix', '#elementor-action'],
    ['an encoded prefix without the colon', '%23elementor-action'],
  ])('no action part: %s', (_name, href) => {
    expectError(parseActionLink(href, 'elementor'), /no action/);
  });

  it.each([
    ['an empty body', '#elementor-action:'],
    ['no action= parameter', '#elementor-action:settings=e30='],
    ['an empty action name', '#elementor-action:action=&settings=e30='],
    ['another parameter first', '#elementor-action:foo=bar&action=x'],
    ['a parameter that is not settings', '#elementor-action:action=x&foo=bar'],
  ])('no action name: %s', (_name, href) => {
    expectError(parseActionLink(href, 'elementor'), /no action name/);
  });
});

describe('parseActionLink: hrefs that are not action links', () => {
  it.each([
    '',
    '#',
    '#top',
    '#elementor',
    '#elementor-',
    '#elementor-popup',
    '#popup-action:action=popup:open',
    '#Elementor-action:action=popup:open',
    ' #elementor-action:action=popup:open',
    'elementor-action:action=popup:open',
    '/page#elementor-action:action=popup:open',
    'https://example.test/#elementor-action:action=popup:open',
    'javascript:alert(1)',
    'mailto:someone@example.test',
    '%23top',
    '%2523elementor-action%253Aaction%253Dx',
  ])('%j → null', (href) => {
    expect(parseActionLink(href, 'elementor')).toBeNull();
  });
});

describe('parseActionLink: the builder prefix', () => {
  const settings = base64Json({ id: '7' });

  it('reads links of a different builder', () => {
    expectAction(
      parseActionLink(`#foo-action:action=popup:open&settings=${settings}`, 'foo'),
      'popup:open',
      { id: '7' },
    );
    expectAction(
      parseActionLink(
        `#foo-action%3Aaction%3Dpopup%3Aopen%26settings%3D${encodeURIComponent(settings)}`,
        'foo',
      ),
      'popup:open',
      { id: '7' },
    );
    expectAction(parseActionLink('%23foo-action%3Aaction%3Dreload-page', 'foo'), 'reload-page', {});
  });

  it('ignores another builder’s links', () => {
    expect(parseActionLink(REAL_LINK, 'foo')).toBeNull();
    expect(parseActionLink(`#foo-action:action=x&settings=${settings}`, 'elementor')).toBeNull();
  });

  it('treats a builder name as text, not a pattern', () => {
    expect(parseActionLink('#eXlementor-action:action=x', 'e.lementor')).toBeNull();
    expectAction(parseActionLink('#e.lementor-action:action=x', 'e.lementor'), 'x', {});
  });
});

describe('parseActionLink: hostile settings', () => {
  it('drops __proto__ from the settings and pollutes nothing', () => {
    const payload = base64('{"id":"2146","__proto__":{"polluted":true}}');
    const result = parseActionLink(link('popup:open', payload), 'elementor');
    expectAction(result, 'popup:open', { id: '2146' });
    if (!result?.ok) return;
    expect(Object.getOwnPropertyNames(result.settings)).toEqual(['id']);
    expect(Object.getPrototypeOf(result.settings)).toBe(Object.prototype);
    const spread = { ...result.settings };
    const assigned = Object.assign({}, result.settings);
    expect((spread as Record<string, unknown>).polluted).toBeUndefined();
    expect((assigned as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('drops nested constructor/prototype keys', () => {
    const payload = base64('{"id":"1","deep":{"constructor":{"prototype":{"polluted":true}}}}');
    const result = parseActionLink(link('lightbox', payload, { encode: true }), 'elementor');
    expectAction(result, 'lightbox', { id: '1', deep: {} });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not evaluate markup in settings', () => {
    const settings = { url: '"><img src=x onerror=alert(1)>' };
    expectAction(
      parseActionLink(link('lightbox', base64Json(settings)), 'elementor'),
      'lightbox',
      settings,
    );
  });
});
