import { setHtml } from '@islet/primitives';

/** The shop's fragments: CSS selector → the HTML that replaces every element it matches. */
export type Fragments = Record<string, string>;

export function isFragments(value: unknown): value is Fragments {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((html) => typeof html === 'string')
  );
}

/**
 * Replaces each selector's elements with its HTML, as the shop's `replaceWith`. A selector the
 * browser rejects is skipped; returns how many elements were replaced.
 */
export function applyFragments(doc: Document, fragments: Fragments): number {
  let replaced = 0;
  for (const [selector, html] of Object.entries(fragments)) {
    let targets: Element[];
    try {
      targets = [...doc.querySelectorAll(selector)];
    } catch {
      continue;
    }
    for (const target of targets) {
      const template = doc.createElement('template');
      // The shop's own server answered it (Trusted Types policy `islet`).
      setHtml(template, html);
      target.replaceWith(template.content);
      replaced++;
    }
  }
  return replaced;
}
