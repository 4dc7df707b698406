import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { outlineLevels } from './outline-levels.ts';

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const DEVICES = [
  'mobile',
  'mobile_extra',
  'tablet',
  'tablet_extra',
  'laptop',
  'desktop',
  'widescreen',
];

export const settings = {
  headings_by_tags: schema.list(schema.string({ oneOf: HEADING_TAGS })),
  exclude_headings_by_selector: schema.raw(),
  container: schema.string(),
  marker_view: schema.string({ oneOf: ['numbers', 'bullets'] }),
  hierarchical_view: schema.yes(),
  collapse_subitems: schema.yes(),
  minimize_box: schema.yes(),
  minimized_on: schema.string({ oneOf: DEVICES }),
  no_headings_message: schema.string(),
  icon: schema.raw(),
};

type Settings = SettingsOf<typeof settings>;

/** Where the builder looks for headings when no container is set: the page's own documents. */
const CONTENT =
  '.elementor:not([data-elementor-type="header"]):not([data-elementor-type="footer"]):not([data-elementor-type="popup"])';
const ANCHOR_PREFIX = 'elementor-toc__heading-anchor-';
const ACTIVE = 'elementor-item-active';

function isValidSelector(doc: Document, selector: string): boolean {
  try {
    doc.querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/**
 * Table of contents: lists the headings the settings select (nested or flat, numbered or with
 * bullets), marks the one being read, scrolls smoothly to a heading so that it lands below
 * sticky headers (`scrollOffsets.top()`), and collapses to its header where set.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<Settings>) {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const s = ctx.settings;
  const body = ctx.find('.elementor-toc__body')[0];
  const skip = (reason: string) => {
    ctx.warn(reason);
    ctx.report('skipped', reason);
  };
  if (!body) return skip('missing markup: no .elementor-toc__body');
  const excluded = [s.exclude_headings_by_selector]
    .flat()
    .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '');
  for (const selector of [s.container ?? CONTENT, ...excluded]) {
    if (!isValidSelector(doc, selector)) return skip(`not a CSS selector: ${selector}`);
  }

  const tags = s.headings_by_tags?.length ? s.headings_by_tags : ['h2', 'h3', 'h4', 'h5', 'h6'];
  // A table of contents inside a popup lists that popup's headings only.
  const popup = element.closest<HTMLElement>('[data-elementor-type="popup"]');
  const roots = s.container
    ? [...doc.querySelectorAll(s.container)]
    : popup
      ? [popup]
      : [...doc.querySelectorAll(CONTENT)];
  const exclude = excluded.join(',');
  const seen = new Set<Element>();
  const headings: HTMLElement[] = [];
  for (const root of roots) {
    for (const heading of root.querySelectorAll<HTMLElement>(tags.join(','))) {
      if (seen.has(heading) || element.contains(heading)) continue;
      if (!popup && heading.closest('[data-elementor-type="popup"]')) continue;
      if (heading.closest('.elementor-widget-table-of-contents')) continue;
      if (exclude && heading.closest(exclude)) continue;
      if (!heading.textContent?.trim()) continue;
      seen.add(heading);
      headings.push(heading);
    }
  }
  headings.sort((a, b) => (a.compareDocumentPosition(b) & 4 /* following */ ? -1 : 1));

  const restoreBody = [...body.childNodes];
  body.replaceChildren();

  if (!headings.length) {
    const message = doc.createElement('div');
    message.className = 'elementor-toc__no-headings';
    message.textContent = s.no_headings_message ?? 'No headings were found on this page.';
    body.append(message);
    ctx.own(() => body.replaceChildren(...restoreBody));
    return;
  }

  // The builder's anchors, so shared links keep working: the heading's own id or its widget's,
  // else a span before it with `elementor-toc__heading-anchor-{index}`.
  const inserted: HTMLElement[] = [];
  const anchorIds = headings.map((heading, index) => {
    const own = heading.id || heading.closest<HTMLElement>('.elementor-widget')?.id;
    if (own) return own;
    const anchor = doc.createElement('span');
    anchor.id = `${ANCHOR_PREFIX}${index}`;
    anchor.className = 'elementor-menu-anchor';
    heading.before(anchor);
    inserted.push(anchor);
    return anchor.id;
  });

  const ordered = s.marker_view !== 'bullets';
  const hierarchical = s.hierarchical_view === true;
  const levels = hierarchical
    ? outlineLevels(headings.map((h) => Number(h.tagName.slice(1))))
    : headings.map(() => 0);
  const icon = s.icon as { value?: unknown; library?: unknown } | undefined;
  const iconClass =
    !ordered && typeof icon?.value === 'string' && icon.library !== 'svg' ? icon.value : '';

  const newList = () => {
    const list = doc.createElement(ordered ? 'ol' : 'ul');
    list.className = 'elementor-toc__list-wrapper';
    return list;
  };
  const root = newList();
  const stack: HTMLElement[] = [root];
  const links: HTMLAnchorElement[] = [];
  headings.forEach((heading, index) => {
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
    links.push(link);
  });
  body.append(root);

  // Collapsing the box: the header buttons toggle `elementor-toc--collapsed`, which the site CSS uses.
  const expandButton = ctx.find('.elementor-toc__toggle-button--expand')[0];
  const collapseButton = ctx.find('.elementor-toc__toggle-button--collapse')[0];
  const setCollapsed = (collapsed: boolean) => {
    element.classList.toggle('elementor-toc--collapsed', collapsed);
    body.hidden = collapsed;
    for (const button of [expandButton, collapseButton]) {
      button?.setAttribute('aria-expanded', String(!collapsed));
    }
  };
  if (s.minimize_box && expandButton && collapseButton) {
    const limit = DEVICES.indexOf(s.minimized_on ?? 'tablet');
    const current = DEVICES.indexOf(ctx.devices.current());
    setCollapsed(current >= 0 && current <= limit);
    const onToggle = (collapsed: boolean, next: HTMLElement) => (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      setCollapsed(collapsed);
      if (event instanceof KeyboardEvent) next.focus();
    };
    for (const type of ['click', 'keydown']) {
      collapseButton.addEventListener(type, onToggle(true, expandButton), { signal: ctx.signal });
      expandButton.addEventListener(type, onToggle(false, collapseButton), { signal: ctx.signal });
    }
  }

  // The heading being read: the last one whose top has passed the reading line.
  let active = -1;
  const markActive = (index: number) => {
    if (index === active) return;
    links[active]?.classList.remove(ACTIVE);
    links[active]?.removeAttribute('aria-current');
    active = index;
    const link = links[index];
    if (!link) return;
    link.classList.add(ACTIVE);
    link.setAttribute('aria-current', 'location');
    if (s.collapse_subitems) {
      // Sub-lists the site CSS collapses open along the branch being read.
      const item = link.closest('li');
      for (const list of root.querySelectorAll<HTMLElement>('li > ol, li > ul')) {
        list.style.display = list.contains(link) || list.parentElement === item ? 'block' : '';
      }
    }
  };
  const update = () => {
    const line = ctx.scrollOffsets.top() + win.innerHeight * 0.2;
    let index = -1;
    headings.forEach((heading, i) => {
      if (heading.getBoundingClientRect().top <= line) index = i;
    });
    markActive(index);
  };
  ctx.scheduler.onScroll(update);
  ctx.scheduler.onResize(update, 100);
  ctx.scheduler.read(update);

  const reduced = prefersReducedMotion(win);
  body.addEventListener(
    'click',
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey) return;
      const link = event.target instanceof win.Element ? event.target.closest('a') : null;
      const index = link ? links.indexOf(link as HTMLAnchorElement) : -1;
      const heading = headings[index];
      if (!heading) return;
      event.preventDefault();
      const top = heading.getBoundingClientRect().top + win.scrollY - ctx.scrollOffsets.top();
      win.scrollTo({ top: Math.max(0, top), behavior: reduced ? 'auto' : 'smooth' });
      win.history.replaceState(win.history.state, '', `#${anchorIds[index]!}`);
      // Keyboard and screen reader users continue reading at the heading, not at the list.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      markActive(index);
    },
    { signal: ctx.signal },
  );

  ctx.explain({ headings: headings.length, hierarchical, ordered });
  ctx.own(() => {
    for (const anchor of inserted) anchor.remove();
    body.replaceChildren(...restoreBody);
    element.classList.remove('elementor-toc--collapsed');
    body.hidden = false;
  });
}
