/**
 * The sub-menu indicator the builder prints from its `submenu_icon` setting. The builder's own
 * path icons are built from checked values (`pathIcon`); other inline SVG markup from settings
 * goes through the sanitiser (its handlers would run), loaded only for such an icon.
 */
export function subArrow(
  doc: Document,
  icon: unknown,
): HTMLElement | null | Promise<HTMLElement | null> {
  const value = (icon as { value?: unknown } | null)?.value;
  const span = doc.createElement('span');
  span.className = 'sub-arrow';
  span.setAttribute('aria-hidden', 'true');
  if (typeof value === 'string' && value.trim().startsWith('<svg')) {
    // A small chunk of its own, so the nav menu's stays within its budget.
    return import('./path-icon.ts')
      .then(
        ({ pathIcon }) =>
          pathIcon(doc, value) ??
          import('@islet/primitives/sanitize').then(({ sanitizeSvgIcon }) => {
            const svg = sanitizeSvgIcon(value);
            return svg && doc.importNode(svg, true);
          }),
      )
      .then((svg) => {
        if (!svg) return null;
        span.append(svg);
        return span;
      });
  } else if (typeof value === 'string' && value.trim()) {
    const i = doc.createElement('i');
    i.className = value;
    span.append(i);
  } else return null;
  return span;
}
