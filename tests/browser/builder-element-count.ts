// Counts builder elements straight from a recorded file's HTML, so the recorded-pages test checks
// `islet.inspect()` against something that owes nothing to the runtime or to the browser.

// Elements that never have children and never take a closing tag.
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

// Their content is text to the parser (or, for template, not part of the document), so a
// `data-element_type` written inside them is not an element on the page.
const OPAQUE_CONTENT = /<(script|style|textarea|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;
const TAG = /<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const DOCUMENT_ATTRIBUTE = /\sdata-elementor-type\s*=/i;
const ELEMENT_ATTRIBUTE = /\sdata-element_type\s*=/i;
const ID_ATTRIBUTE = /\sdata-id\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

/**
 * Returns the `data-id` of every element carrying `data-element_type` that sits inside an element
 * carrying `data-elementor-type` (a builder document), in source order.
 */
export function builderElementIds(html: string): string[] {
  const markup = html.replace(COMMENT, '').replace(OPAQUE_CONTENT, '');
  // Open elements, each remembering whether it is a builder document.
  const open: Array<{ name: string; isDocument: boolean }> = [];
  let openDocuments = 0;
  const ids: string[] = [];
  for (const [, closing, rawName = '', attributes = ''] of markup.matchAll(TAG)) {
    const name = rawName.toLowerCase();
    if (closing) {
      // Closing a tag closes everything opened inside it that the markup left unclosed.
      const index = open.map((entry) => entry.name).lastIndexOf(name);
      if (index === -1) continue;
      for (const entry of open.splice(index)) if (entry.isDocument) openDocuments -= 1;
      continue;
    }
    if (openDocuments > 0 && ELEMENT_ATTRIBUTE.test(attributes)) {
      const match = ID_ATTRIBUTE.exec(attributes);
      ids.push(match?.[1] ?? match?.[2] ?? match?.[3] ?? '');
    }
    if (VOID_ELEMENTS.has(name) || attributes.trimEnd().endsWith('/')) continue;
    const isDocument = DOCUMENT_ATTRIBUTE.test(attributes);
    if (isDocument) openDocuments += 1;
    open.push({ name, isDocument });
  }
  return ids;
}
