import type { Page } from 'playwright-core';

/** One builder element as a runtime left it. */
export interface ElementState {
  /** `data-id`, then `#n` for its n-th occurrence in parse order (ids repeat in loops). */
  key: string;
  /** `data-widget_type` (or `data-element_type` for sections, columns, containers). */
  type: string;
  /** Document coordinates, rounded: x, y, width, height. */
  box: [number, number, number, number];
  visible: boolean;
  /** Classes the runtime added to the element since the parser made it. */
  added: string[];
  /** Classes the runtime removed. */
  removed: string[];
  /** Keys of the builder elements it sits in, outermost first. */
  ancestors: string[];
}

/**
 * Installed before the page's own scripts: remembers, for every builder element the parser
 * creates, its key and its classes at that moment, so what a runtime adds or removes later (and
 * the copies a carousel makes after parsing) can be told apart. Mutation records are delivered
 * before any script that could change the element has run: the builder's scripts wait for
 * `DOMContentLoaded`, Islet is a module that runs after parsing.
 */
export const RECORD_PARSED_ELEMENTS = `(() => {
  const parsed = new WeakMap();
  const counts = new Map();
  let parsing = true;
  const visit = (element) => {
    if (parsed.has(element)) return;
    const id = element.getAttribute('data-id');
    const count = counts.get(id) ?? 0;
    counts.set(id, count + 1);
    parsed.set(element, { key: id + '#' + count, classes: element.className, late: !parsing });
  };
  const take = (records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (node.nodeType !== 1) continue;
        if (node.matches('[data-element_type][data-id]')) visit(node);
        node.querySelectorAll('[data-element_type][data-id]').forEach(visit);
      }
  };
  const observer = new MutationObserver(take);
  observer.observe(document, { childList: true, subtree: true });
  document.addEventListener('DOMContentLoaded', () => {
    take(observer.takeRecords());
    parsing = false;
  }, { capture: true, once: true });
  Object.defineProperty(window, '__parityParsed', { value: parsed });
})();`;

/** Every builder element the parser made, as it is now. Copies made later are left out. */
export function snapshotElements(page: Page): Promise<ElementState[]> {
  return page.evaluate(() => {
    const parsed = (
      window as unknown as {
        __parityParsed: WeakMap<Element, { key: string; classes: string; late: boolean }>;
      }
    ).__parityParsed;
    const states: ElementState[] = [];
    for (const element of document.querySelectorAll('[data-element_type][data-id]')) {
      const origin = parsed.get(element);
      if (!origin || origin.late) continue;
      const before = new Set(origin.classes.split(/\s+/).filter(Boolean));
      const now = new Set(Array.from(element.classList));
      const rect = element.getBoundingClientRect();
      const ancestors: string[] = [];
      for (
        let parent = element.parentElement?.closest('[data-element_type][data-id]');
        parent;
        parent = parent.parentElement?.closest('[data-element_type][data-id]')
      ) {
        const key = parsed.get(parent)?.key;
        if (key) ancestors.unshift(key);
      }
      states.push({
        key: origin.key,
        type:
          element.getAttribute('data-widget_type') ??
          element.getAttribute('data-element_type') ??
          '',
        box: [
          Math.round(rect.x + scrollX),
          Math.round(rect.y + scrollY),
          Math.round(rect.width),
          Math.round(rect.height),
        ],
        visible: element.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
        added: [...now].filter((name) => !before.has(name)).sort(),
        removed: [...before].filter((name) => !now.has(name)).sort(),
        ancestors,
      });
    }
    return states;
  });
}
