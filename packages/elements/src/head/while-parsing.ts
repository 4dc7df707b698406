import type { ParsingPass } from '@islet/core';
import { measureStretch, writeStretch, type StretchMeasure } from '../stretch-dom.ts';

// Kept here too: this entry exported it before it moved to the core.
export type { ParsingPass };

const STRETCHED = 'elementor-section-stretched';

interface FrontendConfigShape {
  kit?: { stretched_section_container?: unknown };
}

/**
 * What must happen before the first paint, done as the parser inserts the elements: stretched
 * sections (else painted at their theme column's width, then jumping to full width) and Pro
 * galleries (else 1 px high until a script lays them out, pushing the page below down). It runs
 * from a small classic script in `<head>` (placed after the theme's style sheets, which a classic
 * script waits for), watches the document with a MutationObserver and stops at
 * `DOMContentLoaded`. The behaviours then take the elements over: each reads what was written
 * here as its own, so it writes the same geometry and nothing moves.
 *
 * The passes run in an animation frame, whose callbacks come before that frame's style, layout
 * and paint: the reads there are the layout the paint needs anyway, done a moment earlier, and
 * the writes land before anything is painted. The passes run in order (a gallery in a stretched
 * section is measured after the section is stretched). A frame is asked for only when there is
 * something to do: the parser inserted an element a pass works on (or a subtree holding one), a
 * pass waits for the rest of an element, or the page's width may change. A classic scrollbar
 * appears in the layout of the frame whose content first overflows the window, so until that has
 * happened (or the page is taller than the window without one: overlay scrollbars) every parser
 * task asks for a frame, whose reads see the narrower page before it is painted. After that a
 * ResizeObserver on the root element asks for one when its entry's width changes. The mutation
 * callback reads no layout: the parser runs it after each of its tasks, and a read there forced a
 * layout per task. Asking for a frame after every parser task until the page was parsed cost a
 * layout of the page parsed so far in every frame (`infinite-outsource` at desktop settings: nine
 * frames, 444 ms in all).
 *
 * Returns a function that stops watching.
 */
export function whileParsing(doc: Document, passes: readonly ParsingPass[]): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.MutationObserver !== 'function') return () => {};
  const classes = passes.flatMap((pass) => pass.classes);
  const root = doc.documentElement;
  let frame = 0;
  // A pass left work for the rest of an element: every parser task may bring it.
  let waiting = false;
  // Elements a pass works on are on the page, whose width a classic scrollbar may still narrow.
  let found = false;
  let settled = false;
  let parsed = false;
  const stop = () => {
    observer.disconnect();
    resizes?.disconnect();
    doc.removeEventListener('DOMContentLoaded', finish);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };
  const schedule = () => {
    frame ||= win.requestAnimationFrame(() => {
      frame = 0;
      waiting = false;
      for (const pass of passes) {
        if (!pass.pending()) continue;
        found = true;
        if (pass.run() === true) waiting = true;
      }
      if (parsed) stop();
    });
  };
  const observer = new win.MutationObserver((records) => {
    if (waiting || (found && !settled) || records.some((record) => inserts(record, classes)))
      schedule();
  });
  observer.observe(root, { childList: true, subtree: true });
  let width = -1;
  const resizes =
    typeof win.ResizeObserver === 'function'
      ? new win.ResizeObserver(([entry]) => {
          const now = entry?.contentRect.width ?? width;
          if (width >= 0 && now !== width) schedule();
          width = now;
          // Read after the browser's own layout, so free. A classic scrollbar is there, or the page
          // is taller than the window without one (overlay scrollbars): no scrollbar will narrow
          // the page as it grows, and a width change later is this observer's to see.
          settled ||=
            root.clientWidth < win.innerWidth || (entry?.contentRect.height ?? 0) > win.innerHeight;
        })
      : undefined;
  resizes?.observe(root);
  const finish = () => {
    parsed = true;
    // Records not yet delivered would be lost with the observer.
    if (observer.takeRecords().some((record) => inserts(record, classes))) schedule();
    observer.disconnect();
    doc.removeEventListener('DOMContentLoaded', finish);
    // The last elements get their frame, which still comes before the paint that shows them.
    if (frame || waiting) schedule();
    else stop();
  };
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', finish);
    if (classes.some((name) => root.getElementsByClassName(name).length)) schedule();
  } else {
    schedule();
    finish();
  }
  return stop;
}

/** Whether `record` inserted an element with one of `classes`, or a subtree holding one. */
function inserts(record: MutationRecord, classes: readonly string[]): boolean {
  for (const node of record.addedNodes) {
    if (node.nodeType !== 1) continue;
    const element = node as Element;
    for (const name of classes) {
      if (element.classList.contains(name)) return true;
      // The parser inserts an element before its children; a script's markup comes whole.
      if (element.firstElementChild && element.getElementsByClassName(name).length) return true;
    }
  }
  return false;
}

/**
 * Stretched sections, stretched as the parser inserts them. The `stretch` behaviour then reads the
 * offset written here as its own.
 */
export function stretchPass(doc: Document): ParsingPass {
  const win = doc.defaultView!;
  const sections = doc.getElementsByClassName(STRETCHED);
  let done = 0;
  let width = -1;

  const container = (): Element | null => {
    // The configuration is printed near the end of the page on most sites: unknown until then,
    // and the window is the default, as in the original.
    const config = (win as unknown as { elementorFrontendConfig?: FrontendConfigShape })
      .elementorFrontendConfig;
    const selector = config?.kit?.stretched_section_container;
    if (typeof selector !== 'string' || !selector.trim()) return null;
    try {
      return doc.querySelector(selector);
    } catch {
      return null;
    }
  };

  const run = () => {
    const root = doc.documentElement;
    const box = container() ?? root;
    const boxWidth = box.clientWidth;
    // New sections since the last pass, or all of them when a scrollbar changed the width.
    const from = boxWidth === width ? done : 0;
    if (from >= sections.length) return;
    width = boxWidth;
    const rtl = root.dir === 'rtl' || !!doc.body?.classList.contains('rtl');
    // Every read first, then every write: one layout for the whole batch.
    const planned: [HTMLElement, StretchMeasure][] = [];
    for (let i = from; i < sections.length; i++) {
      const section = sections[i] as HTMLElement;
      const measured = measureStretch(section, box, rtl);
      if (measured) planned.push([section, measured]);
    }
    done = sections.length;
    for (const [section, measured] of planned) writeStretch(section, measured);
  };

  // A page without stretched sections pays for no layout while it parses.
  return { classes: [STRETCHED], pending: () => sections.length > 0, run };
}
