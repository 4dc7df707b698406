/** Where the builder looks for headings when no container is set: the page's own documents. */
export const CONTENT =
  '.elementor:not([data-elementor-type="header"]):not([data-elementor-type="footer"]):not([data-elementor-type="popup"])';
const ANCHOR_PREFIX = 'elementor-toc__heading-anchor-';

/**
 * The headings to list, in document order: the given tags inside `roots`, not in this widget or
 * another table of contents, not excluded, not empty; outside popups unless the widget is in one.
 */
export function findHeadings(
  element: HTMLElement,
  roots: readonly Element[],
  tags: readonly string[],
  exclude: string,
  inPopup: boolean,
): HTMLElement[] {
  const seen = new Set<Element>();
  const headings: HTMLElement[] = [];
  for (const root of roots) {
    for (const heading of root.querySelectorAll<HTMLElement>(tags.join(','))) {
      if (seen.has(heading) || element.contains(heading)) continue;
      if (!inPopup && heading.closest('[data-elementor-type="popup"]')) continue;
      if (heading.closest('.elementor-widget-table-of-contents')) continue;
      if (exclude && heading.closest(exclude)) continue;
      if (!heading.textContent?.trim()) continue;
      seen.add(heading);
      headings.push(heading);
    }
  }
  return headings.sort((a, b) => (a.compareDocumentPosition(b) & 4 /* following */ ? -1 : 1));
}

/**
 * The builder's anchors, so shared links keep working: the heading's own id or its widget's,
 * else a span before it with `elementor-toc__heading-anchor-{index}` (pushed to `inserted`).
 */
export function anchorIdsFor(headings: readonly HTMLElement[], inserted: HTMLElement[]) {
  return headings.map((heading, index) => {
    const own = heading.id || heading.closest<HTMLElement>('.elementor-widget')?.id;
    if (own) return own;
    const anchor = heading.ownerDocument.createElement('span');
    anchor.id = `${ANCHOR_PREFIX}${index}`;
    anchor.className = 'elementor-menu-anchor';
    heading.before(anchor);
    inserted.push(anchor);
    return anchor.id;
  });
}

/** The list: nested by `levels`, numbered (`ol`) or with bullets and the icon. */
export function buildList(
  headings: readonly HTMLElement[],
  levels: readonly number[],
  anchorIds: readonly string[],
  ordered: boolean,
  iconClass: string,
) {
  const doc = headings[0]!.ownerDocument;
  const newList = () => {
    const list = doc.createElement(ordered ? 'ol' : 'ul');
    list.className = 'elementor-toc__list-wrapper';
    return list;
  };
  const root = newList();
  const stack: HTMLElement[] = [root];
  const links = headings.map((heading, index) => {
    const level = levels[index]!;
    while (stack.length - 1 > level) stack.pop();
    while (stack.length - 1 < level) {
      const parentItem = stack.at(-1)!.lastElementChild ?? stack.at(-1)!;
      const nested = newList();
      parentItem.append(nested);
      stack.push(nested);
    }
    const item = doc.createElement('li');
    item.className = 'elementor-toc__list-item';
    const wrapper = doc.createElement('div');
    wrapper.className = 'elementor-toc__list-item-text-wrapper';
    if (iconClass) {
      const i = doc.createElement('i');
      i.className = iconClass;
      i.setAttribute('aria-hidden', 'true');
      wrapper.append(i);
    }
    const link = doc.createElement('a');
    link.className = 'elementor-toc__list-item-text';
    if (level === 0) link.classList.add('elementor-toc__top-level');
    link.href = `#${anchorIds[index]!}`;
    link.textContent = heading.textContent!.trim();
    wrapper.append(link);
    item.append(wrapper);
    stack.at(-1)!.append(item);
    return link;
  });
  return { root, links };
}
