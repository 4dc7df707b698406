// @ts-check
import { escapeHtml } from '../../fixtures/generate/escape-html.mjs';

/** Widths the compare view offers: the parity suite's desktop and phone. */
export const COMPARE_WIDTHS = [1366, 390];

/**
 * The compare view: one recorded page with its original scripts and with Islet, side by side,
 * each at the same width (scaled down to fit half the window), with what each cost: bytes
 * transferred (all, and scripts) and main-thread time in long tasks, read from the frame's own
 * Resource Timing and Long Tasks entries once it has loaded.
 *
 * @param {{ file: string, width: number }} page
 */
export function renderComparePage({ file, width }) {
  const page = `/recorded/${encodeURIComponent(file)}`;
  const frames = [
    { id: 'original', title: 'Original scripts', src: `${page}?runtime=original` },
    { id: 'islet', title: 'Islet', src: `${page}?runtime=islet` },
  ];
  const widthLinks = COMPARE_WIDTHS.map((option) =>
    option === width
      ? `<strong>${option} px</strong>`
      : `<a href="?width=${option}">${option} px</a>`,
  ).join(' · ');
  const panes = frames
    .map(
      (frame) => `<section class="pane" data-runtime="${frame.id}">
<h2>${escapeHtml(frame.title)} <a href="${escapeHtml(frame.src)}">open</a></h2>
<dl class="cost"><dt>Bytes</dt><dd data-cost="bytes">…</dd><dt>Script bytes</dt><dd data-cost="script-bytes">…</dd><dt>Main-thread time in long tasks</dt><dd data-cost="long-tasks">…</dd></dl>
<div class="viewport"><iframe title="${escapeHtml(frame.title)}" src="${escapeHtml(frame.src)}" width="${width}" height="900"></iframe></div>
</section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Compare: ${escapeHtml(file)}</title>
<style>
body { margin: 0; font: 14px/1.4 system-ui, sans-serif; }
header { padding: 8px 12px; border-bottom: 1px solid #ccc; }
main { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; padding: 8px; }
.pane h2 { font-size: 15px; margin: 0 0 4px; }
.cost { display: grid; grid-template-columns: auto 1fr; gap: 0 12px; margin: 0 0 6px; }
.cost dd { margin: 0; font-variant-numeric: tabular-nums; }
.viewport { overflow: hidden; border: 1px solid #ccc; }
.viewport iframe { border: 0; transform-origin: 0 0; display: block; }
</style>
</head>
<body>
<header><a href="/">Islet demo</a> · <strong>${escapeHtml(file)}</strong> · width ${widthLinks}
· the same page with its own scripts (the original runtime, served from its recorded files) and with Islet</header>
<main>
${panes}
</main>
<script src="/demo/compare-view.js"></script>
</body>
</html>
`;
}
