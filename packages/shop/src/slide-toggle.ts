const DURATION_MS = 200;

/**
 * Shows or hides a panel as the shop's slide toggles do, with its height animated unless the
 * visitor prefers reduced motion; `hidden` and `aria-expanded` on the control stay true.
 */
export function slideToggle(
  panel: HTMLElement,
  control: HTMLElement | null,
  open?: boolean,
): boolean {
  const win = panel.ownerDocument.defaultView!;
  const show: boolean =
    open ?? (Boolean(panel.hidden) || win.getComputedStyle(panel).display === 'none');
  control?.setAttribute('aria-expanded', String(show));
  panel.style.removeProperty('display');
  panel.hidden = !show;
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  if (!reduced && typeof panel.animate === 'function') {
    const height = `${panel.scrollHeight}px`;
    if (show)
      panel.animate(
        [
          { height: '0px', overflow: 'hidden' },
          { height, overflow: 'hidden' },
        ],
        DURATION_MS,
      );
  }
  return show;
}

/** Links a toggle control to its panel for assistive technology. */
export function describeToggle(control: HTMLElement, panel: HTMLElement, id: string) {
  panel.id ||= id;
  control.setAttribute('aria-controls', panel.id);
  control.setAttribute('aria-expanded', String(!(panel.hidden || panel.style.display === 'none')));
  if (control.tagName === 'A') control.setAttribute('role', 'button');
}
