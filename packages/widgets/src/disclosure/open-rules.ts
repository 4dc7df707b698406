/** How a set of disclosure items reacts when one of them is activated. */
export interface OpenRules {
  /** Activating the open item closes it (accordion, toggle); tabs keep it open. */
  toggleSelf: boolean;
  /** Opening one item closes the others (accordion, tabs); toggles open independently. */
  hidePrevious: boolean;
}

/** The open items after `key` is activated, as the builder's tabs, accordion and toggle decide it. */
export function nextOpenItems<K>(open: ReadonlySet<K>, key: K, rules: OpenRules): Set<K> {
  const isOpen = open.has(key);
  let next = new Set(open);
  if ((rules.toggleSelf || !isOpen) && rules.hidePrevious) next = new Set();
  if (!rules.hidePrevious && isOpen) next.delete(key);
  if (!isOpen) next.add(key);
  return next;
}
