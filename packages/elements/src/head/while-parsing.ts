import { measureStretch, writeStretch, type StretchMeasure } from '../stretch-dom.ts';

const STRETCHED = 'elementor-section-stretched';

interface FrontendConfigShape {
  kit?: { stretched_section_container?: unknown };
}

/** A part of `islet-head.js`: `pending` says, reading no layout, whether it has anything to do. */
export interface ParsingPass {
  pending(): boolean;
  /** Called in an animation frame, before that frame's paint: reads layout, then writes. */
  run(): void;
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
 * The observer itself reads no layout: the parser runs it after each of its tasks, and a read
 * there forced a layout per task while the page parsed (Lighthouse charged two or three long
 * tasks per run to it). It only asks for an animation frame, and only when a pass has something
 * to do. A frame's callbacks run before that frame's style, layout and paint, so the reads there
 * are the layout the paint needs anyway, done a moment earlier, and the writes land before
 * anything is painted. The passes run in order (a gallery in a stretched section is measured
 * after the section is stretched). One pass per frame while the page parses also catches a
 * scrollbar that appeared and narrowed the window.
 *
 * Returns a function that stops watching.
 */
export function whileParsing(doc: Document, passes: readonly ParsingPass[]): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.MutationObserver !== 'function') return () => {};
  const pending = () => passes.some((pass) => pass.pending());

  let frame = 0;
  const framePass = () => {
    frame = 0;
    for (const pass of passes) if (pass.pending()) pass.run();
  };
  // Nothing to read on a page without any of these elements (no frame asked for); otherwise at
  // most one frame pending, however many parser tasks ran before it.
  const schedule = () => {
    if (!frame && pending()) frame = win.requestAnimationFrame(framePass);
  };
  const observer = new win.MutationObserver(schedule);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const finish = () => {
    observer.disconnect();
    doc.removeEventListener('DOMContentLoaded', finish);
    // The last elements get their frame, which still comes before the paint that shows them.
    schedule();
  };
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('DOMContentLoaded', finish);
    if (frame) win.cancelAnimationFrame(frame);
    frame = 0;
  };
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', finish);
    schedule();
  } else finish();
  return stop;
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
  return { pending: () => sections.length > 0, run };
}
