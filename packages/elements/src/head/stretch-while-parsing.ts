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
 * MutationObserver, whose callbacks run after each parser task and before the browser renders,
 * and stops at `DOMContentLoaded`. The `stretch` behaviour then takes the sections over: it reads
 * the offset written here as its own, so it writes the same geometry and nothing moves.
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

  const observer = new win.MutationObserver(pass);
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  const stop = () => {
    observer.disconnect();
    doc.removeEventListener('DOMContentLoaded', finish);
  };
  const finish = () => {
    pass();
    stop();
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', finish);
  else finish();
  pass();
  return stop;
}
