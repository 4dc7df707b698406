/**
 * Moves the focus to where an in-page link took the visitor, as a native in-page link does for
 * sequential navigation (the next Tab continues from there). An element that cannot take the focus
 * gets `tabindex="-1"` for it. "Can take the focus" is the platform's own answer: `tabIndex` is 0
 * or more for links, controls, `summary` and the like, -1 for everything else unless the page
 * gave it a `tabindex`; no selector list of our own to drift from it.
 */
export function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex'))
    target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
