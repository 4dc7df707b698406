import { rtlInset, type ParentEdges } from './sticky-geometry.ts';

/**
 * A bar fixed at the top of the page (a sticky floating bar) publishes its height on `<html>` as
 * this property and fires {@link FIXED_TOP_EVENT}; top-sticky elements stick below it, as below
 * the admin bar, where the original rewrote their `top` from the bar's script.
 */
export const FIXED_TOP_PROPERTY = '--islet-fixed-top';
export const FIXED_TOP_EVENT = 'islet:fixed-top';

/**
 * Document geometry of a sticky element, re-read only when something resized, so a scroll frame
 * computes from `scrollY` alone and never makes the browser bring style or layout up to date.
 */
export interface StickyLayout {
  /** Height of a fixed admin bar, 0 when there is none. */
  adminBar: number;
  /** Height of a bar fixed at the top ({@link FIXED_TOP_PROPERTY}). */
  fixedTop: number;
  /** The element's place in the flow (its spacer's while stuck), in document coordinates. */
  natural: { top: number; height: number; width: number; inset: number; followInset: number };
  parentBox: (ParentEdges & { top: number; bottom: number }) | null;
}

export const UNMEASURED: StickyLayout = {
  adminBar: 0,
  fixedTop: 0,
  natural: { top: 0, height: 0, width: 0, inset: 0, followInset: 0 },
  parentBox: null,
};

/**
 * The only layout reads, for the scheduler's read phase. `box` is what holds the element's place
 * (its spacer while stuck); `parent` the column or container it stays in, if any.
 */
export function measureSticky(
  element: HTMLElement,
  box: HTMLElement,
  parent: HTMLElement | null,
  rtl: boolean,
): StickyLayout {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  // Already a layout read: the live value is as cheap here, and the record may lag a resize.
  const scrollY = win.scrollY;
  const bar = doc.getElementById('wpadminbar');
  const adminBar =
    bar && win.getComputedStyle(bar).position === 'fixed' ? bar.getBoundingClientRect().height : 0;
  const fixedTop = parseFloat(doc.documentElement.style.getPropertyValue(FIXED_TOP_PROPERTY)) || 0;
  const rect = box.getBoundingClientRect();
  const natural = {
    top: rect.top + scrollY,
    height: rect.height,
    width: rect.width,
    inset: rtl ? rtlInset(doc.body.offsetWidth, rect.width, rect.left) : rect.left,
    followInset: 0,
  };
  let parentBox: StickyLayout['parentBox'] = null;
  if (parent) {
    const style = win.getComputedStyle(parent);
    const parentRect = parent.getBoundingClientRect();
    const borderLeft = parseFloat(style.borderLeftWidth) || 0;
    parentBox = {
      top: parentRect.top + scrollY,
      bottom: parentRect.bottom + scrollY,
      borderTop: parseFloat(style.borderTopWidth) || 0,
      borderBottom: parseFloat(style.borderBottomWidth) || 0,
    };
    const marginLeft = parseFloat(win.getComputedStyle(element).marginLeft) || 0;
    const left = rect.left - marginLeft - parentRect.left - borderLeft;
    natural.followInset = rtl ? Math.max(parentRect.width - rect.width - left, 0) : left;
  }
  return { adminBar, fixedTop, natural, parentBox };
}
