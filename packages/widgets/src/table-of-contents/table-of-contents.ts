import { DEVICE_ORDER, schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { prefersReducedMotion } from '@islet/primitives';
import { outlineLevels } from './outline-levels.ts';
import { anchorIdsFor, buildList, CONTENT, findHeadings } from './toc-list.ts';

const HEADING_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;

export const settings = {
  headings_by_tags: schema.list(schema.string({ oneOf: HEADING_TAGS })),
  exclude_headings_by_selector: schema.raw(),
  container: schema.string(),
  marker_view: schema.string({ oneOf: ['numbers', 'bullets'] }),
  hierarchical_view: schema.yes(),
  collapse_subitems: schema.yes(),
  minimize_box: schema.yes(),
  minimized_on: schema.string({ oneOf: DEVICE_ORDER }),
  no_headings_message: schema.string(),
  icon: schema.raw(),
};

type Settings = SettingsOf<typeof settings>;

const ACTIVE = 'elementor-item-active';

function isValidSelector(doc: Document, selector: string): boolean {
  try {
    doc.querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** The headings the settings select, in the content they name, less the excluded ones. */
function selectedHeadings(element: HTMLElement, s: Settings, excluded: readonly string[]) {
  const doc = element.ownerDocument;
  const tags = s.headings_by_tags?.length ? s.headings_by_tags : ['h2', 'h3', 'h4', 'h5', 'h6'];
  // A table of contents inside a popup lists that popup's headings only.
  const popup = element.closest<HTMLElement>('[data-elementor-type="popup"]');
  const roots = s.container
    ? [...doc.querySelectorAll(s.container)]
    : popup
      ? [popup]
      : [...doc.querySelectorAll(CONTENT)];
  return findHeadings(element, roots, tags, excluded.join(','), !!popup);
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

  const headings = selectedHeadings(element, s, excluded);

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

  const inserted: HTMLElement[] = [];
  const anchorIds = anchorIdsFor(headings, inserted);

  const ordered = s.marker_view !== 'bullets';
  const hierarchical = s.hierarchical_view === true;
  const levels = hierarchical
    ? outlineLevels(headings.map((h) => Number(h.tagName.slice(1))))
    : headings.map(() => 0);
  const icon = s.icon as { value?: unknown; library?: unknown } | undefined;
  const iconClass =
    !ordered && typeof icon?.value === 'string' && icon.library !== 'svg' ? icon.value : '';

  const { root, links } = buildList(headings, levels, anchorIds, ordered, iconClass);
  body.append(root);

  connectCollapse(element, ctx, body);

  const markActive = followReading(ctx, headings, links, root);

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

/**
 * Collapsing the box: the header buttons toggle `elementor-toc--collapsed`, which the site CSS
 * uses.
 */
function connectCollapse(element: HTMLElement, ctx: BehaviourContext<Settings>, body: HTMLElement) {
  const s = ctx.settings;
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
    const limit = DEVICE_ORDER.indexOf(s.minimized_on ?? 'tablet');
    const current = (DEVICE_ORDER as readonly string[]).indexOf(ctx.devices.current());
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
}

/** Marks the heading being read: the last one whose top has passed the reading line. */
function followReading(
  ctx: BehaviourContext<Settings>,
  headings: readonly HTMLElement[],
  links: readonly HTMLAnchorElement[],
  root: HTMLElement,
) {
  const s = ctx.settings;
  const win = ctx.element.ownerDocument.defaultView ?? window;
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
  return markActive;
}
