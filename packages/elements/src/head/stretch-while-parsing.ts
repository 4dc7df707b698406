import { measureStretch, writeStretch, type StretchMeasure } from '../stretch-dom.ts';

const STRETCHED = 'elementor-section-stretched';

interface FrontendConfigShape {
  kit?: { stretched_section_container?: unknown };
}

/**
 * Stretched sections, stretched as the parser inserts them: the one part of Islet that must run
 * before the first paint, or a stretched section is painted at its theme column's width and then
 * jumps to full width (a layout shift). It runs from a small classic script in `<head>` (placed
 * after the theme's style sheets, which a classic script waits for), watches the document with a
 * MutationObserver and stops at `DOMContentLoaded`. The `stretch` behaviour then takes the
 * sections over: it reads the offset written here as its own, so it writes the same geometry and
 * nothing moves.
 *
 * The observer itself reads no layout: the parser runs it after each of its tasks, and a read
 * there forced a layout per task while the page parsed (Lighthouse charged two or three long
 * tasks per run to it). It only asks for an animation frame. A frame's callbacks run before that
 * frame's style, layout and paint, so the one read there is the layout the paint needs anyway,
 * done a moment earlier, and the writes land before anything is painted. One pass per frame while
 * the page parses also catches a scrollbar that appeared and narrowed the window.
 *
 * Returns a function that stops watching.
 */
export function stretchWhileParsing(doc: Document): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.MutationObserver !== 'function') return () => {};
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

  const pass = () => {
    // A page without stretched sections pays for no layout while it parses.
    if (!sections.length) return;
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

  let frame = 0;
  const framePass = () => {
    frame = 0;
    pass();
  };
  // Nothing to read on a page without stretched sections (no frame asked for); otherwise at most
  // one frame pending, however many parser tasks ran before it.
  const schedule = () => {
    if (!frame && sections.length) frame = win.requestAnimationFrame(framePass);
  };
  const observer = new win.MutationObserver(schedule);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const finish = () => {
    observer.disconnect();
    doc.removeEventListener('DOMContentLoaded', finish);
    // The last sections get their frame, which still comes before the paint that shows them.
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
