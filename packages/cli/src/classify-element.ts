import { addonOf } from '@islet/compat';
import { needsNoScript } from '@islet/core';
import { features } from '@islet/runtime/features';
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
// What each of the bundle's behaviours matches, to tell a widget's own behaviour (its menu, its
// carousel) from one every element may get (an entrance animation, motion effects).
const MATCHES = new Map(
  features.map((feature) => [
    feature.name,
    new Set(typeof feature.match === 'string' ? [feature.match] : feature.match),
  ]),
);

/**
 * The atomic type of an inspected element (`e-tabs`, `e-youtube`), or `null` for a classic one.
 * The core names an atomic widget by its type (`atomicWidgetName`: `e-youtube.default`) and an
 * atomic container prints it as its element type; the plugin tells atomic types by the same `e-`
 * prefix (class-islet-atomic.php), and so does the audit, which follows the plugin.
 */
export function atomicTypeOf(row: Pick<SeenRow, 'widgetName' | 'elementType'>): string | null {
  const type = row.widgetName ?? row.elementType;
  return type.startsWith('e-') ? type : null;
}

/**
 * The audit's verdict on one inspected element, or `null` when it is not worth a row (a section
 * or container that needs nothing, a document nothing of Islet's handles). `atomicKeptFor`: the
 * page's atomic types Islet does not run, for which the plugin keeps the builder's atomic
 * scripts and leaves every atomic element of the page to them.
 */
export function classifyElement(
  row: SeenRow,
  atomicKeptFor: readonly string[] = [],
): AuditElement | null {
  const { selector, widgetName } = row;
  const atomic = atomicTypeOf(row);
  const type = atomic ?? row.type;
  const own = row.behaviours.filter((name) => !COMPAT_BEHAVIOURS.has(name));
  const refused = row.reason.split('; ').filter((part) => part.includes(BAD_SETTINGS));
  if (BROKEN_JSON.test(row.reason))
    return { type, status: 'invalid', reason: row.reason, selector };
  if (refused.length) return { type, status: 'invalid', reason: refused.join('; '), selector };
  const runs = own.length ? `Islet runs ${own.join(', ')}` : '';
  if (atomic) return classifyAtomic(row, atomic, own, atomicKeptFor);
  if (!widgetName) {
    if (own.length) return { type, status: 'handled', reason: own.join(', '), selector };
    // A static render (`is_static`) runs nothing at all, as the builder's own front end does.
    if (row.status === 'skipped') return { type, status: 'static', reason: row.reason, selector };
    // Layout that needs nothing, or a document nothing handles: not worth a row.
    return null;
  }
  const matches = (name: string) => {
    const keys = MATCHES.get(name);
    return !!keys && (keys.has(widgetName) || keys.has(type));
  };
  if (own.some(matches) || (own.length && needsNoScript(widgetName))) {
    return { type, status: 'handled', reason: own.join(', '), selector };
  }
  if (row.status === 'skipped' && !own.length) {
    return { type, status: 'static', reason: row.reason, selector };
  }
  if (needsNoScript(widgetName)) return { type, status: 'static', selector };
  const also = runs ? ` (${runs})` : '';
  const addon = addonOf(widgetName);
  if (addon) {
    const reason = `${addon}: its own script keeps running through the compatibility layer${also}`;
    return { type, status: 'addon', reason, selector };
  }
  return { type, status: 'unsupported', reason: `no behaviour for ${type}${also}`, selector };
}

/** An atomic element: handled, static, or unsupported with the core's reason. */
function classifyAtomic(
  row: SeenRow,
  type: string,
  own: readonly string[],
  keptFor: readonly string[],
): AuditElement {
  const { selector } = row;
  if (own.length && keptFor.length) {
    const reason = `left to the builder's atomic scripts, which the page keeps for ${keptFor.join(', ')}`;
    return { type, status: 'unsupported', reason, selector };
  }
  if (own.length) return { type, status: 'handled', reason: own.join(', '), selector };
  if (row.status === 'unsupported') {
    return {
      type,
      status: 'unsupported',
      reason: row.reason || `no behaviour for ${type}`,
      selector,
    };
  }
  return { type, status: 'static', ...(row.reason ? { reason: row.reason } : {}), selector };
}
