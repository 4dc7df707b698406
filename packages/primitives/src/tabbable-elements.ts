import { isTabbable, tabbable, type CheckOptions } from 'tabbable';

/**
 * What a keyboard reaches, decided by `tabbable` (never a selector list of our own: five drifted
 * apart). `'full'` counts only elements laid out; `'none'` hidden ones too, for a panel being
 * shown or for jsdom, which lays nothing out.
 */
export type DisplayCheck = CheckOptions['displayCheck'];

/** The first element of `root` a visitor can reach with Tab, if any. */
export function firstTabbable(
  root: Element,
  displayCheck: DisplayCheck = 'full',
): HTMLElement | undefined {
  return tabbable(root, { displayCheck })[0] as HTMLElement | undefined;
}

/** Whether Tab can reach `element` (a link, an enabled control, `tabindex` ≥ 0), laid out or not. */
export function isTabStop(element: Element): boolean {
  return isTabbable(element, { displayCheck: 'none' });
}

/** Every element of `root` Tab reaches, in tab order. */
export function tabbables(root: Element, displayCheck: DisplayCheck = 'full'): HTMLElement[] {
  return tabbable(root, { displayCheck }) as HTMLElement[];
}
