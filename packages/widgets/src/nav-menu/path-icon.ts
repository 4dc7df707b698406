const SVG_NS = 'http://www.w3.org/2000/svg';
/** Only these attributes, with these values, on the builder's own icon markup. */
const SVG_ATTRIBUTES: Record<string, RegExp> = {
  class: /^[\w -]*$/,
  viewBox: /^[\d. -]+$/,
  xmlns: /^http:\/\/www\.w3\.org\/2000\/svg$/,
  'aria-hidden': /^true$/,
};
/** Path data: commands and numbers, nothing that could name a resource or run. */
const PATH_DATA = /^[MmLlHhVvCcSsQqTtAaZz\d.,\s+eE-]+$/;
const ICON = /^<svg((?: [\w-]+="[^"<>]*")*)>((?:<path d="[^"<>]*"(?: ?\/>|><\/path>))+)<\/svg>$/;

/**
 * The builder's Font Awesome icons (`<svg class="e-font-icon-svg e-fas-…" viewBox="…"><path
 * d="…"></path></svg>`), built as new elements from checked values: no markup is parsed, so
 * they need no sanitiser, and the sanitiser's chunk (DOMPurify, 10 kB brotli) does not load for
 * an icon the page shows before any interaction (issue 21). Anything else gives null, for the
 * sanitiser to handle.
 */
export function pathIcon(doc: Document, markup: string): SVGSVGElement | null {
  const match = ICON.exec(markup.trim());
  if (!match) return null;
  const svg = doc.createElementNS(SVG_NS, 'svg');
  for (const [, name, value] of match[1]!.matchAll(/ ([\w-]+)="([^"]*)"/g)) {
    const allowed = SVG_ATTRIBUTES[name!];
    if (!allowed?.test(value!)) return null;
    if (name !== 'xmlns') svg.setAttribute(name!, value!);
  }
  if (!svg.hasAttribute('viewBox')) return null;
  for (const [, data] of match[2]!.matchAll(/<path d="([^"]*)"/g)) {
    if (!PATH_DATA.test(data!)) return null;
    const path = doc.createElementNS(SVG_NS, 'path');
    path.setAttribute('d', data!);
    svg.append(path);
  }
  return svg;
}
