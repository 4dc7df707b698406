import { parseJson } from '@islet/core';

// What core accepts as settings: blank, a JSON object, or PHP's empty array `[]`.
function readable(text: string): boolean {
  if (!text.trim()) return true;
  const parsed = parseJson(text);
  if (!parsed.ok) return false;
  const { value } = parsed;
  return Array.isArray(value) ? value.length === 0 : typeof value === 'object' && value !== null;
}

const swept = new WeakSet<object>();

/**
 * Elements whose `data-settings` is not JSON never reach a behaviour (core skips them with a
 * warning), so their `elementor-invisible` would hide them for good: reveal them, once per page.
 * Popup content is left to its popup, whose elements connect when it is shown. `once` is any
 * object that lives as long as one runtime (its config), so a restarted runtime sweeps again.
 */
export function revealUnreadable(doc: Document, once: object, builder = 'elementor'): void {
  if (swept.has(once)) return;
  swept.add(once);
  for (const element of doc.querySelectorAll(`.${builder}-invisible[data-settings]`)) {
    if (element.closest(`[data-${builder}-type="popup"]`)) continue;
    if (!readable(element.getAttribute('data-settings') ?? '')) {
      element.classList.remove(`${builder}-invisible`);
    }
  }
}
