import type { BehaviourContext } from '@islet/core';
import { parseLineRanges } from './line-ranges.ts';

/**
 * The top of each line's box in the code, and the bottom of the last (client pixels,
 * `count + 1` edges), measured on the text itself so a line the word wrap breaks over several
 * rows takes all of them. A character's box is its font's height, centred in the line's box.
 */
function lineEdges(code: HTMLElement, count: number): number[] {
  const doc = code.ownerDocument;
  const lineHeight = parseFloat(doc.defaultView!.getComputedStyle(code).lineHeight);
  const edges: number[] = [];
  const walker = doc.createTreeWalker(code, 4 /* NodeFilter.SHOW_TEXT */);
  let startsLine = true;
  let lastLine: Range | undefined;
  let lead = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    for (let i = 0; i < node.length; i += 1) {
      const newline = node.data[i] === '\n';
      if (startsLine && edges.length < count) {
        lastLine = doc.createRange();
        lastLine.setStart(node, i);
        lastLine.setEnd(node, i + 1);
        const box = lastLine.getBoundingClientRect();
        lead = lineHeight > box.height ? (lineHeight - box.height) / 2 : 0;
        edges.push(box.top - lead);
        // An empty last line is one newline's box high.
        if (newline) lastLine = undefined;
      } else if (lastLine && !newline && edges.length === count) lastLine.setEnd(node, i + 1);
      startsLine = newline;
    }
  }
  const last = edges.at(-1);
  if (last === undefined) return [];
  edges.push(
    lastLine ? lastLine.getBoundingClientRect().bottom + lead : last + (lineHeight || 2 * lead),
  );
  return edges;
}

/**
 * Prism's line highlight (`data-line` on the `<pre>`, the builder's `highlight_lines`) in its DOM
 * shape, `div.line-highlight[data-range]` with `data-start`/`data-end` when there are no line
 * numbers, so the site's Prism theme styles it; each box is placed on its lines as they are laid
 * out, wrapped lines included, and again whenever the block resizes. The line-number rows get
 * their lines' heights the same way, so the numbers stay beside wrapped lines. Prism's own plugin
 * computes rows from the line height, which a word-wrapped line breaks.
 */
export function followLines(
  ctx: BehaviourContext,
  pre: HTMLElement,
  code: HTMLElement,
  count: number,
): void {
  const doc = pre.ownerDocument;
  const win = doc.defaultView ?? window;
  const ranges = parseLineRanges(pre.getAttribute('data-line'), count);
  const numbered = pre.classList.contains('line-numbers');
  const rows = [...code.querySelectorAll<HTMLElement>('.line-numbers-rows > span')];
  const boxes = ranges.map(({ range, start, end }) => {
    const box = doc.createElement('div');
    box.className = 'line-highlight';
    box.setAttribute('aria-hidden', 'true');
    box.dataset.range = range;
    if (!numbered) {
      box.dataset.start = String(start);
      if (end > start) box.dataset.end = String(end);
    }
    pre.append(box);
    return box;
  });
  // The boxes are placed against the `<pre>`; the builder's CSS makes it their containing block.
  const placesBoxes = boxes.length > 0 && win.getComputedStyle(pre).position === 'static';
  if (placesBoxes) pre.style.position = 'relative';

  const measure = () => {
    const edges = lineEdges(code, count);
    if (edges.length <= count) return;
    rows.forEach((row, i) => (row.style.height = `${edges[i + 1]! - edges[i]!}px`));
    const origin = pre.getBoundingClientRect().top + pre.clientTop - pre.scrollTop;
    ranges.forEach(({ start, end }, i) =>
      Object.assign(boxes[i]!.style, {
        // Exact geometry: the theme's margin and inherited padding assumed one-row lines.
        top: `${edges[start - 1]! - origin}px`,
        height: `${edges[end]! - edges[start - 1]!}px`,
        left: '0',
        width: `${pre.scrollWidth}px`,
        margin: '0',
        padding: '0',
        boxSizing: 'border-box',
      }),
    );
  };
  // Wrapping changes with the width, and the web font may land after the first measure.
  const observer = win.ResizeObserver ? new win.ResizeObserver(measure) : undefined;
  ctx.own(() => {
    observer?.disconnect();
    for (const box of boxes) box.remove();
    for (const row of rows) row.style.removeProperty('height');
    if (placesBoxes) pre.style.removeProperty('position');
  });
  // jsdom has no layout: the boxes stay unplaced there.
  if (typeof doc.createRange().getBoundingClientRect !== 'function') return;
  measure();
  observer?.observe(pre);
  void doc.fonts?.ready.then(() => ctx.signal.aborted || measure());
}
