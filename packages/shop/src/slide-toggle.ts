import { slide } from '@islet/primitives';

const DURATION_MS = 200;

/**
 * Shows or hides a panel as the shop's slide toggles do (its height slides, both ways, unless the
 * visitor prefers reduced motion); `hidden` carries the state and `aria-expanded` on the control
 * follows it. Returns whether the panel is now shown.
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
  slide(panel, show, {
    ms: DURATION_MS,
    state: (shown) => {
      panel.style.removeProperty('display');
      panel.hidden = !shown;
    },
  });
  return show;
}

/** Links a toggle control to its panel for assistive technology. */
export function describeToggle(control: HTMLElement, panel: HTMLElement, id: string) {
  panel.id ||= id;
  control.setAttribute('aria-controls', panel.id);
  control.setAttribute('aria-expanded', String(!(panel.hidden || panel.style.display === 'none')));
  if (control.tagName === 'A') control.setAttribute('role', 'button');
}
