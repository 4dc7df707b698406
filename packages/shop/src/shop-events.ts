import type { Cleanup } from '@islet/core';

interface JQueryStatic {
  (target: unknown): {
    on(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    off(name: string, handler: (event: unknown, ...args: unknown[]) => void): unknown;
    trigger(name: string, args: unknown[]): unknown;
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
 * Sends a shop event when Islet did the shop's work itself. With jQuery on the page (the shop's
 * kept scripts listen through it) it is triggered as the shop's scripts trigger it, so their
 * handlers get its arguments: the checkout script reads `update_checkout`'s
 * `{ update_shipping_method: false }` and then leaves the shipping method out of its request.
 * Without jQuery: a native event of that name on `document.body`, its arguments in `detail`.
 */
export function emitShopEvent(doc: Document, name: string, args: unknown[] = []): void {
  const win = doc.defaultView as Window & typeof globalThis;
  const $ = jqueryOf(doc);
  if (typeof $ === 'function') {
    try {
      $(doc.body).trigger(name, args);
    } catch (error) {
      // A failing handler is reported, as a native event's would be, and stops nothing here.
      win.reportError(error);
    }
    return;
  }
  doc.body.dispatchEvent(new win.CustomEvent(name, { detail: args, bubbles: true }));
}
