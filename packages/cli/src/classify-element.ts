import { addonOf } from '@islet/compat';
import { needsNoScript } from '@islet/core';
import type { SeenRow } from './element-rows.ts';

export type AuditStatus = 'handled' | 'static' | 'addon' | 'unsupported' | 'invalid';

export interface AuditElement {
  type: string;
  status: AuditStatus;
  reason?: string;
  selector: string;
}

// They run for every element of a page whose add-ons need the builder's API: they carry the
// add-ons' scripts, they are not a behaviour of Islet's for the element.
const COMPAT_BEHAVIOURS = new Set(['compat', 'compat-elements']);
// How the lifecycle words a setting it refused (lifecycle.ts): a `data-settings` that is not a
// JSON object blocks the element, a key that fails a behaviour's schema skips that behaviour.
const BROKEN_JSON = /^data-settings /;
const BAD_SETTINGS = ': bad settings: ';

/**
 * The audit's verdict on one inspected element, or `null` when it is not worth a row (a section
 * or container that needs nothing, a document nothing of Islet's handles).
 */
export function classifyElement(row: SeenRow): AuditElement | null {
  const { type, selector } = row;
  const own = row.behaviours.filter((name) => !COMPAT_BEHAVIOURS.has(name));
  const refused = row.reason.split('; ').filter((part) => part.includes(BAD_SETTINGS));
  if (BROKEN_JSON.test(row.reason)) return { type, status: 'invalid', reason: row.reason, selector };
  if (refused.length) return { type, status: 'invalid', reason: refused.join('; '), selector };
  if (own.length) return { type, status: 'handled', reason: own.join(', '), selector };
  if (row.elementType === 'page' || row.elementType === 'document') return null;
  // A static render (`is_static`) runs nothing at all, as the builder's own front end does.
  if (row.status === 'skipped') return { type, status: 'static', reason: row.reason, selector };
  if (needsNoScript(row.widgetName)) {
    return row.elementType === 'widget' ? { type, status: 'static', selector } : null;
  }
  const addon = row.widgetName ? addonOf(row.widgetName) : null;
  if (addon) {
    return {
      type,
      status: 'addon',
      reason: `${addon}: its own script keeps running through the compatibility layer`,
      selector,
    };
  }
  return { type, status: 'unsupported', reason: `no behaviour for ${type}`, selector };
}
