/**
 * The page behind an open modal: inert (not focusable, not clickable, hidden from assistive
 * technology, which `aria-modal` alone does not do in every screen reader) and not scrolling. No
 * library here, so a chunk that needs only these (the lightbox) does not load focus-trap.
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

/**
 * Stops the page from scrolling behind a panel, with the scrollbar's width kept as padding so the
 * page does not shift. Returns the unlock.
 */
export function lockScroll(doc: Document): () => void {
  const win = doc.defaultView!;
  const root = doc.documentElement;
  const gap = win.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, padding: doc.body.style.paddingRight };
  root.style.overflow = 'hidden';
  if (gap > 0) doc.body.style.paddingRight = `${gap}px`;
  return () => {
    root.style.overflow = before.overflow;
    doc.body.style.paddingRight = before.padding;
  };
}
