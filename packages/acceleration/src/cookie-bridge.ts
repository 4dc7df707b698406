import type { Cleanup } from '@islet/core';

/**
 * Calls `report` whenever the page's cookies may have changed: after every `document.cookie`
 * write (the property is wrapped on this document only), on Cookie Store changes (cookies the
 * server set on a fetch), when the page is hidden and on `pagehide`.
 */
export function watchCookies(doc: Document, report: () => void): Cleanup {
  const win = doc.defaultView!;
  const descriptor = Object.getOwnPropertyDescriptor(win.Document.prototype, 'cookie');
  let wrapped = false;
  if (descriptor?.get && descriptor.set && !Object.hasOwn(doc, 'cookie')) {
    const { get, set } = descriptor;
    Object.defineProperty(doc, 'cookie', {
      configurable: true,
      enumerable: true,
      get() {
        return get.call(doc);
      },
      set(value: string) {
        set.call(doc, value);
        queueMicrotask(report);
      },
    });
    wrapped = true;
  }
  const onHide = () => {
    if (doc.visibilityState === 'hidden') report();
  };
  doc.addEventListener('visibilitychange', onHide);
  win.addEventListener('pagehide', report);
  const store = (win as Window & { cookieStore?: EventTarget }).cookieStore;
  store?.addEventListener('change', report);
  return () => {
    if (wrapped) delete (doc as unknown as Record<string, unknown>).cookie;
    doc.removeEventListener('visibilitychange', onHide);
    win.removeEventListener('pagehide', report);
    store?.removeEventListener('change', report);
  };
}
