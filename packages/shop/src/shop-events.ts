import type { Cleanup } from '@islet/core';

interface JQueryStatic {
  (target: unknown): {
    on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
  };
}

const jqueryOf = (doc: Document) => (doc.defaultView as { jQuery?: JQueryStatic } | null)?.jQuery;

/**
 * Listens to a shop event on `document.body`. The shop fires its events through jQuery, which
 * native listeners never hear; a jQuery listener hears those and native ones, so with jQuery on
 * the page Islet listens through it, without jQuery natively. `args` are the event's extra
 * arguments (jQuery's) or the native event's `detail`.
 */
export function onShopEvent(
  doc: Document,
  name: string,
  listener: (args: unknown[]) => void,
): Cleanup {
  const $ = jqueryOf(doc);
  if (typeof $ === 'function') {
    const handler = (event: unknown, ...args: unknown[]) => {
      const detail = (event as { originalEvent?: CustomEvent }).originalEvent?.detail;
      listener(args.length ? args : Array.isArray(detail) ? detail : []);
    };
    $(doc.body).on(name, handler);
    return () => void $(doc.body).off(name, handler);
  }
  const native = (event: Event) => {
    const detail = (event as CustomEvent).detail;
    listener(Array.isArray(detail) ? detail : []);
  };
  doc.body.addEventListener(name, native);
  return () => doc.body.removeEventListener(name, native);
}

/**
 * Sends a shop event when Islet did the shop's work itself: a native event of the shop's name on
 * `document.body` (jQuery listeners hear it too), its arguments in `detail`. No jQuery is needed.
 */
export function emitShopEvent(doc: Document, name: string, args: unknown[] = []): void {
  const View = (doc.defaultView as Window & typeof globalThis).CustomEvent;
  doc.body.dispatchEvent(new View(name, { detail: args, bubbles: true }));
}
