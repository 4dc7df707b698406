/** Whether the browser's own parser takes `selector` (a bad one would throw on every query). */
export const isSelector = (doc: Document) => (selector: string) => {
  try {
    doc.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
};
