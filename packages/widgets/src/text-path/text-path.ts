import { parseHtml } from '@islet/primitives';

import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { safeLink, startOffset } from './path-offset.ts';

export const settings = {
  start_point: schema.slider(),
  text_path_direction: schema.string({ oneOf: ['', 'ltr', 'rtl'] }),
  link: schema.raw(),
};

type Settings = SettingsOf<typeof settings>;

const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Text path: fetches the chosen shape (`data-url`, the builder's own SVG files or a custom one),
 * keeps only its first path, and lays `data-text` along it from the start point, in the chosen
 * direction, wrapped in the link when one is set. Nothing from the fetched file but the path's
 * geometry reaches the page.
 *
 * Right to left as the original: the path keeps its direction (reversed, it would turn the
 * glyphs upside down), the text runs `direction: rtl` from the mirrored start point, so it ends
 * where left-to-right text would start. The `align` setting is the site CSS's `text-align` on the
 * widget, which places this inline `<svg>` like the original's.
 */
export async function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const box = ctx.find('.e-text-path')[0];
  const url = box?.dataset.url;
  const text = box?.dataset.text ?? '';
  const skip = (reason: string) => {
    ctx.warn(reason);
    ctx.report('skipped', reason);
  };
  if (!box || !url) return skip('missing markup: no .e-text-path with data-url');
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  let source: string;
  try {
    // jsdom windows have no fetch of their own; browsers' window.fetch is the global one.
    const load = typeof win.fetch === 'function' ? win.fetch.bind(win) : fetch;
    const response = await load(new URL(url, win.location.href), { signal: ctx.signal });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    source = await response.text();
  } catch (error) {
    if (ctx.signal.aborted) return;
    return skip(`the path shape ${url} did not load (${String(error)})`);
  }
  // Only the shape's `viewBox` and path `d` are read from it; nothing of it is inserted.
  const parsed = parseHtml(source, 'image/svg+xml', win);
  const shape = parsed.querySelector('svg');
  const d = parsed.querySelector('path')?.getAttribute('d');
  if (!shape || !d) return skip(`no <svg> with a <path> in ${url}`);

  const pathId = `e-path-${ctx.info.id}`;
  const svg = doc.createElementNS(SVG_NS, 'svg');
  const viewBox = shape.getAttribute('viewBox');
  if (viewBox) svg.setAttribute('viewBox', viewBox);
  svg.setAttribute('overflow', 'visible');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.id = pathId;
  path.setAttribute('d', d);
  const direction = ctx.settings.text_path_direction;
  const rtl = direction === 'rtl' || (!direction && ctx.config.rtl);
  const textNode = doc.createElementNS(SVG_NS, 'text');
  if (rtl) textNode.setAttribute('direction', 'rtl');
  const textPath = doc.createElementNS(SVG_NS, 'textPath');
  textPath.id = `e-text-path-${ctx.info.id}`;
  textPath.setAttribute('href', `#${pathId}`);
  const start = ctx.settings.start_point;
  textPath.setAttribute('startOffset', startOffset(typeof start === 'number' ? start : 0, rtl));
  textPath.textContent = text;

  const link = ctx.settings.link as
    { url?: unknown; is_external?: unknown; nofollow?: unknown } | undefined;
  const href = safeLink(link?.url, win.location.href);
  if (href) {
    const anchor = doc.createElementNS(SVG_NS, 'a');
    anchor.setAttribute('href', href);
    if (link?.is_external === 'on' || link?.is_external === 'yes')
      anchor.setAttribute('target', '_blank');
    if (link?.nofollow === 'on' || link?.nofollow === 'yes') anchor.setAttribute('rel', 'nofollow');
    anchor.append(textPath);
    textNode.append(anchor);
  } else textNode.append(textPath);
  svg.append(path, textNode);
  if (!href) {
    // Read once, as the text it draws (a linked text stays a link, read by its own text).
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', text);
  }
  const before = [...box.childNodes];
  box.replaceChildren(svg);
  ctx.explain({ shape: url, direction: rtl ? 'rtl' : 'ltr' });
  return () => box.replaceChildren(...before);
}
