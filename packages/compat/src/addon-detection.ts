import { isFrontendPlaceholder } from './frontend-placeholder.ts';

/**
 * Whether a page needs the builder's front-end API, decided at boot from what is already on the
 * page (this file ships in the always-loaded entry, so it stays a few property reads):
 *
 * - `data-islet-compat="off"` on any element (the script tag, say) turns compat off,
 *   `data-islet-compat` with any other value turns it on: the site owner's setting, also for
 *   add-ons that listen natively (`addEventListener`), which cannot be seen from outside;
 * - the page's own builder front end is there (not the WordPress plugin's placeholder for it):
 *   nothing to do;
 * - otherwise an add-on has bound `jQuery(window).on('elementor/frontend/init', …)`, the way
 *   add-on packs wait for the API.
 *
 * Returns why (shown by `islet.inspect()`), or `''` when the page does not need it. The page
 * behaviour decides afresh (once per start); element behaviours reuse that answer.
 */
const reasons = new WeakMap<Document, string>();

type JQueryData = { _data?: (target: unknown, key: string) => Record<string, unknown> | undefined };

export function addonReason(doc: Document, fresh = false): string {
  let reason = fresh ? undefined : reasons.get(doc);
  if (reason === undefined) reasons.set(doc, (reason = detect(doc)));
  return reason;
}

function detect(doc: Document): string {
  const win = doc.defaultView as
    (Window & { jQuery?: JQueryData; elementorFrontend?: unknown }) | null;
  const setting = doc.querySelector('[data-islet-compat]')?.getAttribute('data-islet-compat');
  if (!win || setting === 'off') return '';
  if (win.elementorFrontend && !isFrontendPlaceholder(win.elementorFrontend)) return '';
  if (setting != null) return 'data-islet-compat';
  return win.jQuery?._data?.(win, 'events')?.['elementor/frontend/init']
    ? 'jQuery(window).on("elementor/frontend/init")'
    : '';
}
