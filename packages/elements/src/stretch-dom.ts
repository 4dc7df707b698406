import { naturalEdges, stretchGeometry, type StretchStyle } from './stretch-geometry.ts';

export interface StretchMeasure {
  style: StretchStyle;
  /** Without the builder's CSS a section is `static`, where the offset would do nothing. */
  isStatic: boolean;
}

/**
 * Where a stretched section must go: layout reads only, shared by the head script (while the page
 * parses) and the `stretch` behaviour. `box` spans the stretch (the root element for the window).
 * A stuck (`fixed`) section is left to the sticky package: `undefined`.
 */
export function measureStretch(
  section: HTMLElement,
  box: Element,
  rtl: boolean,
): StretchMeasure | undefined {
  const doc = section.ownerDocument;
  const position = (doc.defaultView ?? window).getComputedStyle(section).position;
  if (position === 'fixed') return undefined;
  const side = rtl ? 'right' : 'left';
  const containerLeft =
    box === doc.documentElement ? 0 : box.getBoundingClientRect().left + box.clientLeft;
  return {
    isStatic: position === 'static',
    style: stretchGeometry({
      containerLeft,
      containerWidth: box.clientWidth,
      rtl,
      // From the inline offset as it is now, ours or whatever another script left there (a
      // static box ignores it).
      ...naturalEdges(section.getBoundingClientRect(), {
        width: 0,
        side,
        offset: position === 'static' ? 0 : parseFloat(section.style.getPropertyValue(side)) || 0,
      }),
    }),
  };
}

/** Writes a measured stretch; unchanged values are left alone. */
export function writeStretch(section: HTMLElement, { style, isStatic }: StretchMeasure): void {
  if (isStatic) section.style.position = 'relative';
  const width = `${style.width}px`;
  const offset = `${style.offset}px`;
  if (section.style.width !== width) section.style.width = width;
  if (section.style.getPropertyValue(style.side) !== offset)
    section.style.setProperty(style.side, offset);
}
