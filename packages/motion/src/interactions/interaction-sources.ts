import { parseJson } from '@islet/core';
import { readPageData } from './interaction-read.ts';

/** Elements to animate and the raw interaction items they share, with a name for messages. */
export interface Source {
  /** The `elementId` of the data, or the element's `data-interaction-id`. */
  label: string;
  elements: HTMLElement[];
  items: readonly unknown[];
}

const ID_ATTRIBUTE = 'data-interaction-id';

/** Every element by its `data-interaction-id`, in one query (one id may be on many elements). */
function elementsById(doc: Document): Map<string, HTMLElement[]> {
  const byId = new Map<string, HTMLElement[]>();
  for (const element of doc.querySelectorAll<HTMLElement>(`[${ID_ATTRIBUTE}]`)) {
    const id = element.getAttribute(ID_ATTRIBUTE)!;
    const list = byId.get(id);
    if (list) list.push(element);
    else byId.set(id, [element]);
  }
  return byId;
}

/** The footer's data: each entry's items go to every element whose interaction id is its id. */
function fromScript(doc: Document, text: string, warn: (message: string) => void): Source[] | null {
  const parsed = parseJson(text);
  if (!parsed.ok) {
    warn(`interactions data is not valid JSON (${parsed.error}); reading data-interactions`);
    return null;
  }
  const { entries, problems } = readPageData(parsed.value);
  for (const problem of problems) warn(`interactions data: ${problem}; skipped`);
  const byId = elementsById(doc);
  return entries.map(({ elementId, items }) => ({
    label: elementId,
    elements: byId.get(elementId) ?? [],
    items,
  }));
}

/**
 * Each element's own `data-interactions` (the builder's older form), read only when the page has
 * no interactions data, as the builder's script does. Only a list counts: atomic tabs and forms
 * print `null` when they have none.
 */
function fromAttributes(doc: Document, warn: (message: string) => void): Source[] {
  const sources: Source[] = [];
  for (const element of doc.querySelectorAll<HTMLElement>('[data-interactions]')) {
    const label = element.getAttribute(ID_ATTRIBUTE) || element.getAttribute('data-id') || '?';
    const parsed = parseJson(element.getAttribute('data-interactions')!);
    if (!parsed.ok) warn(`element ${label}: data-interactions is not valid JSON; skipped`);
    else if (Array.isArray(parsed.value) && parsed.value.length)
      sources.push({ label, elements: [element], items: parsed.value });
  }
  return sources;
}

/**
 * Where the page's interactions are: the footer's `#{builder}-interactions-data` when the page
 * has it (the elements found by `data-interaction-id`, every match, as the builder's script
 * does), else the elements' `data-interactions`.
 */
export function readSources(doc: Document, builder: string, warn: (message: string) => void) {
  const script = doc.getElementById(`${builder}-interactions-data`);
  return (script && fromScript(doc, script.textContent ?? '', warn)) ?? fromAttributes(doc, warn);
}
