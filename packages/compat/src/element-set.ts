/**
 * The part of a jQuery object that compat itself uses. The page's own jQuery provides all of it;
 * without jQuery, `minimal-dollar.ts` provides it (and warns once for anything else an add-on asks).
 */
export interface ElementSet {
  readonly length: number;
  readonly [index: number]: Element | undefined;
  find(selector: string): ElementSet;
  filter(test: string | ((this: Element, index: number, element: Element) => boolean)): ElementSet;
  attr(name: string): string | undefined;
  data(key: string): unknown;
  hasClass(name: string): boolean;
  on(events: string, ...rest: unknown[]): ElementSet;
  off(events?: string, ...rest: unknown[]): ElementSet;
  trigger(event: string, args?: unknown[]): ElementSet;
}

/** `jQuery(target)`: a set for an element, a window, a document or a selector. */
export type Dollar = ((target: unknown) => ElementSet) & { fn?: Record<string, unknown> };

/** The page's jQuery, when it has one. */
export function pageJQuery(win: Window): Dollar | null {
  const candidate = (win as unknown as { jQuery?: unknown }).jQuery;
  return typeof candidate === 'function' ? (candidate as Dollar) : null;
}
