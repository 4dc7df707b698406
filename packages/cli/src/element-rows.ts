import type { ElementStatus, InspectRow } from '@islet/core';

/** One row of `islet.inspect()` as the audit reads it, the same from jsdom and from Chromium. */
export interface SeenRow {
  /** `name.skin` for widgets, `document:{type}`, `page`, or the element type. */
  type: string;
  elementType: string;
  widgetName: string | null;
  status: ElementStatus;
  reason: string;
  /** The names of the behaviours on it. */
  behaviours: string[];
  /** Finds the element again: `[data-id="…"]`, `[data-elementor-id="…"]` or `html`. */
  selector: string;
}

/**
 * Reads `islet.inspect()` rows. Self-contained (no imports, no outer names), because `--browser`
 * sends this very function into the page. A row whose element appears twice (a carousel's cloned
 * slides) is listed once.
 */
export function seenRows(rows: readonly InspectRow[]): SeenRow[] {
  const listed = new Set<string>();
  const seen: SeenRow[] = [];
  for (const row of rows) {
    const documentType =
      row.elementType === 'document' ? row.element?.getAttribute('data-elementor-type') : null;
    const selector =
      row.elementType === 'page'
        ? 'html'
        : row.elementType === 'document'
          ? `[data-elementor-id="${row.id}"]`
          : `[data-id="${row.id}"]`;
    const type = row.widgetType ?? (documentType ? `document:${documentType}` : row.elementType);
    if (listed.has(`${selector} ${type}`)) continue;
    listed.add(`${selector} ${type}`);
    seen.push({
      type,
      elementType: row.elementType,
      widgetName: row.widgetType ? row.widgetType.split('.')[0]! : null,
      status: row.status,
      reason: row.reason,
      behaviours: row.behaviours.map((entry) => entry.slice(0, entry.lastIndexOf(': '))),
      selector,
    });
  }
  return seen;
}

/**
 * Whether the inspection is complete once popups were released: every element of the page has a
 * row again (released content is reconnected element by element, in slices), and nothing waits
 * for a popup or a chunk. Self-contained too: `--browser` polls it in the page.
 */
export function inspectionSettled(rows: readonly InspectRow[], doc: Document): boolean {
  const ids = new Set(rows.map((row) => row.id));
  return (
    [...doc.querySelectorAll('[data-element_type][data-id]')].every((element) =>
      ids.has(element.getAttribute('data-id') ?? ''),
    ) && rows.every((row) => !/waits for popup|loading chunk/.test(row.reason))
  );
}
