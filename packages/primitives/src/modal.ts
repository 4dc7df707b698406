/**
 * Modal semantics for dialog-like widgets: while one is open, everything else on the page is
 * `inert` (not focusable, not clickable, hidden from assistive technology), which `aria-modal`
 * alone does not do in every screen reader.
 */

/**
 * Makes every element outside `dialog` inert: its siblings and those of each ancestor up to
 * `<body>`. Returns the undo, which leaves elements the page had made inert itself as they were.
 */
export function inertOutside(dialog: Element): () => void {
  const touched: HTMLElement[] = [];
  const body = dialog.ownerDocument.body;
  for (let node: Element = dialog; node !== body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !('inert' in sibling) || sibling.inert) continue;
      if (/^(SCRIPT|STYLE|LINK|TEMPLATE)$/.test(sibling.tagName)) continue;
      (sibling as HTMLElement).inert = true;
      touched.push(sibling as HTMLElement);
    }
  }
  return () => {
    for (const element of touched.splice(0)) element.inert = false;
  };
}
