/**
 * The one markup sanitiser (DOMPurify), configured per use, for markup Islet inserts that did not
 * come from the page itself: icons from settings, messages from a payment provider. It returns
 * nodes, never a string, so no HTML sink is involved (DOMPurify parses through its own Trusted
 * Types policy, `dompurify`).
 *
 * A separate entry (`@islet/primitives/sanitize`) so DOMPurify lands only in the chunks that
 * import it.
 */
import DOMPurify from 'dompurify';

/**
 * An inline SVG icon from settings: keeps the drawing (shapes, gradients, filters, `use` of a
 * fragment) and loses every handler, script, `foreignObject`, animation and script URL. `null`
 * when nothing drawable is left.
 */
export function sanitizeSvgIcon(markup: string): SVGSVGElement | null {
  const fragment = DOMPurify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    // Animation elements can set `href` to script after the check; the builder's icons never animate.
    FORBID_TAGS: ['animate', 'set', 'animateMotion', 'animateTransform', 'foreignObject', 'script'],
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = fragment.querySelector('svg');
  return svg instanceof SVGSVGElement ? svg : null;
}

/**
 * A message from a third party (a payment provider's error): emphasis, line breaks and links
 * (DOMPurify's URI check: no script URLs), nothing else.
 */
export function sanitizeMessageHtml(markup: string): DocumentFragment {
  return DOMPurify.sanitize(markup, {
    ALLOWED_TAGS: ['a', 'b', 'strong', 'em', 'i', 'br'],
    ALLOWED_ATTR: ['href'],
    RETURN_DOM_FRAGMENT: true,
  });
}
