/**
 * The index of the item the URL hash points at: its header, its panel, or anything inside the
 * panel (`#faq-shipping` on a heading in the third panel opens the third). -1 when none.
 */
export function itemForHash(
  hash: string,
  doc: Document,
  items: readonly { headers: readonly Element[]; panel: Element }[],
): number {
  if (hash.length < 2) return -1;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return -1;
  }
  const target = doc.getElementById(id);
  if (!target) return -1;
  return items.findIndex(
    ({ headers, panel }) => headers.includes(target) || panel.contains(target),
  );
}
