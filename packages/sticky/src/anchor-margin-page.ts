import type { BehaviourContext, Cleanup } from '@islet/core';
import { anchorMargins, IN_PAGE_HASH } from './anchor-margins.ts';

/**
 * Keeps `scroll-margin-top` on the page's in-page link targets in step with the sticky elements
 * that have an anchor offset, so a `#hash` load or `scrollIntoView` also lands below them. One
 * computation per frame for the whole page, on the first frame after a sticky element is
 * activated, deactivated or re-measured (not on every DOM change, anchor-defects #19).
 */

interface Source {
  /** Where the element sits in the flow: itself, or its spacer while stuck. */
  box(): Element;
  /** The anchor offset for the current device. */
  margin: number;
  ctx: BehaviourContext;
}

interface Page {
  sources: Set<Source>;
  /** Targets given a margin, with their inline value from before. */
  applied: Map<HTMLElement, string>;
  queued: boolean;
}

const pages = new WeakMap<Document, Page>();

function targetsOf(doc: Document): HTMLElement[] {
  const seen = new Set<string>();
  const targets: HTMLElement[] = [];
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('.elementor-element a[href*="#"]')) {
    const href = link.getAttribute('href') ?? '';
    if (seen.has(href)) continue;
    seen.add(href);
    const hash = href.slice(href.indexOf('#'));
    if (!IN_PAGE_HASH.test(hash)) continue;
    const target = doc.getElementById(hash.slice(1));
    if (target && !targets.includes(target)) targets.push(target);
  }
  return targets;
}

function recompute(doc: Document, page: Page, ctx: BehaviourContext) {
  if (page.queued) return;
  page.queued = true;
  ctx.scheduler.read(() => {
    page.queued = false;
    const scrollY = doc.defaultView?.scrollY ?? 0;
    const top = (element: Element) => element.getBoundingClientRect().top + scrollY;
    const sources = [...page.sources];
    const targets = sources.length ? targetsOf(doc) : [];
    const margins = anchorMargins(
      sources.map((source) => ({ top: top(source.box()), margin: source.margin })),
      targets.map((target) => ({ top: top(target) })),
    );
    ctx.scheduler.write(() => {
      const next = new Map<HTMLElement, number>();
      margins.forEach((margin, index) => next.set(targets[index]!, margin));
      for (const [target, before] of page.applied) {
        if (next.has(target)) continue;
        target.style.scrollMarginTop = before;
        page.applied.delete(target);
      }
      for (const [target, margin] of next) {
        if (!page.applied.has(target)) page.applied.set(target, target.style.scrollMarginTop);
        target.style.scrollMarginTop = `${margin}px`;
      }
    });
  });
}

/** Adds a sticky element's anchor offset; the returned cleanup takes it away again. */
export function addAnchorMargin(doc: Document, source: Source): Cleanup {
  let page = pages.get(doc);
  if (!page) pages.set(doc, (page = { sources: new Set(), applied: new Map(), queued: false }));
  const current = page;
  current.sources.add(source);
  recompute(doc, current, source.ctx);
  return () => {
    if (!current.sources.delete(source)) return;
    const other = current.sources.values().next().value;
    if (other) recompute(doc, current, other.ctx);
    else {
      for (const [target, before] of current.applied) target.style.scrollMarginTop = before;
      current.applied.clear();
    }
  };
}

/** Asks for a new computation after a sticky element was re-measured. */
export function refreshAnchorMargins(doc: Document, ctx: BehaviourContext) {
  const page = pages.get(doc);
  if (page?.sources.size) recompute(doc, page, ctx);
}
