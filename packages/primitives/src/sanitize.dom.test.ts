import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeMessageHtml, sanitizeSvgIcon } from './sanitize.ts';
import { FIXED_SEED, hostileUrl } from '@islet/test-support/hostile-urls';

const ARROW =
  '<svg aria-hidden="true" class="e-font-icon-svg e-fas-angle-down" viewBox="0 0 320 512" xmlns="http://www.w3.org/2000/svg"><defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><path fill="url(#g)" d="M143 352L7 216c-9-9-9-25 0-34z"></path><use href="#g"/></svg>';

/** Every attribute of every element, to look for anything that could run. */
const attributes = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((el) =>
    [...el.attributes].map((attr) => ({ tag: el.localName, name: attr.name, value: attr.value })),
  );

const runsScript = (root: Element) =>
  root.querySelector('script, foreignObject, animate, set, animateMotion, animateTransform') !==
    null ||
  attributes(root).some(
    ({ name, value }) =>
      /^on/i.test(name) || /^\s*(javascript|vbscript|data):/i.test(value.replace(/[\t\n\r]/g, '')),
  );

describe('sanitiser', () => {
  it('keeps an icon drawing: shapes, gradients, fragment references, classes', () => {
    const svg = sanitizeSvgIcon(ARROW)!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 320 512');
    expect(svg.getAttribute('class')).toBe('e-font-icon-svg e-fas-angle-down');
    expect(svg.querySelector('path')?.getAttribute('d')).toBe('M143 352L7 216c-9-9-9-25 0-34z');
    expect(svg.querySelector('path')?.getAttribute('fill')).toBe('url(#g)');
    expect(svg.querySelector('linearGradient stop')).not.toBeNull();
  });

  it.each([
    '<svg><image href="x" onerror="top.pwned()"/></svg>',
    '<svg><animate onbegin="top.pwned()" attributeName="x" dur="1s"/></svg>',
    '<svg><set onbegin="top.pwned()" attributeName="x" to="1"/></svg>',
    '<svg onload="top.pwned()"><path d="M0 0"/></svg>',
    '<svg><a href="javascript:top.pwned()"><path d="M0 0"/></a></svg>',
    '<svg><use href="data:image/svg+xml,&lt;svg onload=top.pwned()&gt;"/></svg>',
    '<svg><script>top.pwned()</script></svg>',
    '<svg><foreignObject><img src=x onerror="top.pwned()"></foreignObject></svg>',
    '<svg><animate attributeName="href" to="javascript:top.pwned()" begin="0s"/></svg>',
    '<svg><style>@import "javascript:x"</style><path d="M0 0"/></svg>',
  ])('takes every way to run script out of %s', (markup) => {
    const svg = sanitizeSvgIcon(markup);
    if (svg) expect(runsScript(svg)).toBe(false);
  });

  it('returns null when no svg is left', () => {
    expect(sanitizeSvgIcon('<img src=x onerror=alert(1)>')).toBeNull();
    expect(sanitizeSvgIcon('not markup')).toBeNull();
  });

  it('fuzz: random handlers and script URLs on random SVG elements never survive', () => {
    const tag = fc.constantFrom(
      'svg',
      'path',
      'image',
      'g',
      'use',
      'a',
      'circle',
      'animate',
      'set',
    );
    const handler = fc.constantFrom('onload', 'onerror', 'onbegin', 'onend', 'onclick', 'OnLoad');
    const attribute = fc.oneof(
      handler.map((name) => `${name}="top.pwned()"`),
      fc
        .tuple(fc.constantFrom('href', 'xlink:href', 'src', 'to', 'values'), hostileUrl())
        .map(([name, url]) => `${name}="${url.replace(/"/g, '&quot;').replace(/</g, '&lt;')}"`),
    );
    const element = fc
      .tuple(tag, fc.array(attribute, { minLength: 1, maxLength: 3 }))
      .map(([name, attrs]) => `<${name} ${attrs.join(' ')}></${name}>`);
    fc.assert(
      fc.property(fc.array(element, { minLength: 1, maxLength: 4 }), (children) => {
        const svg = sanitizeSvgIcon(`<svg viewBox="0 0 1 1">${children.join('')}</svg>`);
        return !svg || !runsScript(svg);
      }),
      { seed: FIXED_SEED, numRuns: 100 },
    );
  });

  it('a payment message keeps emphasis and web links, loses the rest', () => {
    const holder = document.createElement('div');
    holder.append(
      sanitizeMessageHtml(
        '<b>Card declined</b> <a href="https://pay.example/help" onclick="x()">help</a><img src=x onerror=x()><a href="javascript:x()">bad</a>',
      ),
    );
    expect(holder.innerHTML).toBe(
      '<b>Card declined</b> <a href="https://pay.example/help">help</a><a>bad</a>',
    );
  });
});
