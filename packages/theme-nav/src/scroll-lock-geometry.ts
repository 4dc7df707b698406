/**
 * The theme's scroll lock (theme-twentytwenty.md §3): `<html>` becomes fixed, shifted up by the
 * scroll position plus the admin bar (whose `html { margin-top }` the body padding then
 * replaces), so the page does not move while a cover modal is open.
 */
export interface ScrollLockInput {
  scrollY: number;
  /** `#wpadminbar` height, 0 without one. */
  adminBarHeight: number;
  viewportHeight: number;
  documentHeight: number;
}

export interface ScrollLockStyles {
  html: {
    'overflow-y': 'hidden' | 'scroll';
    position: 'fixed';
    width: '100%';
    top: string;
    left: '0';
  };
  /** `padding-top` for `<body>`, only with an admin bar. */
  bodyPaddingTop: string | null;
  /** Where to scroll back to when the lock ends. */
  restoreY: number;
}

export function scrollLockStyles({
  scrollY,
  adminBarHeight,
  viewportHeight,
  documentHeight,
}: ScrollLockInput): ScrollLockStyles {
  // A page shorter than the viewport has no scroll bar to keep; a longer one keeps it, so the
  // content does not widen under the modal.
  const overflow = viewportHeight > documentHeight ? 'hidden' : 'scroll';
  const shift = scrollY + adminBarHeight;
  return {
    html: {
      'overflow-y': overflow,
      position: 'fixed',
      width: '100%',
      top: `${-shift}px`,
      left: '0',
    },
    bodyPaddingTop: adminBarHeight > 0 ? `${adminBarHeight}px` : null,
    restoreY: scrollY,
  };
}

/**
 * At small widths the admin bar scrolls with the page: a modal opened while the bar is still
 * (partly) in view starts below it, otherwise at the top.
 */
export function smallScreenModalTop(scrollY: number, adminBarHeight: number): number {
  return scrollY >= adminBarHeight ? 0 : adminBarHeight - scrollY;
}
