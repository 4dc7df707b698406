// @ts-check
import { escapeHtml } from '../../fixtures/generate/escape-html.mjs';

/** @typedef {import('./recorded-pages.mjs').RecordedPage} RecordedPage */

// Generated pages worth a link: small and large, each layout, with and without broken settings.
const GENERATED = [
  { count: 100, broken: 0.05, layout: 'flat' },
  { count: 1000, broken: 0.05, layout: 'flat' },
  { count: 1000, broken: 0.05, layout: 'containers' },
  { count: 1000, broken: 0.05, layout: 'sections' },
  { count: 1000, broken: 0, layout: 'containers' },
  { count: 10000, broken: 0.05, layout: 'containers' },
];

/**
 * The demo's home page: every recorded page and a set of generated ones, each also in its
 * `?islet-debug` variant.
 *
 * @param {{ recorded: RecordedPage[], bundleBuilt: boolean, features?: { backend: string, href: string, title: string }[] }} state
 */
export function renderIndexPage({ recorded, bundleBuilt, features = [] }) {
  const warning = bundleBuilt
    ? ''
    : '<p class="warning">The Islet bundle is not built (<code>packages/runtime/dist/islet.js</code> ' +
      'is missing), so pages load without it. Run <code>pnpm run build</code> first.</p>';
  const recordedRows = recorded.map((page) => {
    const href = `/recorded/${encodeURIComponent(page.file)}`;
    const source = page.repository
      ? `<a href="https://github.com/${escapeHtml(page.repository)}">${escapeHtml(page.repository)}</a>`
      : '';
    return (
      `<tr><td><a href="${escapeHtml(href)}">${escapeHtml(page.file)}</a></td>` +
      `<td><a href="${escapeHtml(href)}?islet-debug">debug</a> · ` +
      `<a href="/compare/${escapeHtml(encodeURIComponent(page.file))}">compare</a></td>` +
      `<td>${source}</td><td>${escapeHtml(page.version ?? '')}</td>` +
      `<td>${escapeHtml(page.features ?? '')}</td></tr>`
    );
  });
  const generatedItems = GENERATED.map(({ count, broken, layout }) => {
    const href = `/generated/?count=${count}&broken=${broken}&layout=${layout}`;
    const label = `${count} elements, ${layout}, ${broken * 100}% broken`;
    return (
      `<li><a href="${escapeHtml(href)}">${escapeHtml(label)}</a> ` +
      `(<a href="${escapeHtml(`${href}&islet-debug`)}">debug</a>)</li>`
    );
  });
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Islet demo</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 72rem; padding: 0 1rem; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ddd; padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
td:first-child { word-break: break-all; }
.warning { background: #fff4d6; border: 1px solid #e0b100; padding: 0.5rem 0.75rem; }
</style>
</head>
<body>
<h1>Islet demo</h1>
${warning}
<p>Each page loads <code>/islet/islet.js</code> instead of its own scripts. Add
<code>?islet-debug</code> to a page, or call <code>islet.inspect()</code> in the console, to see
what Islet found, mounted and skipped.</p>
<h2>Recorded pages</h2>
<p>Real pages saved by their owners (see <code>fixtures/recorded/README.md</code>). Their scripts
are removed, except the builder's configuration; their own style sheets, fonts and images are
served from their recorded files, and requests to other hosts are answered locally with empty
responses. <em>compare</em> shows a page with its original scripts and with Islet side by side.</p>
<table>
<thead><tr><th>Page</th><th></th><th>Source repository</th><th>Builder / Pro</th><th>Features</th></tr></thead>
<tbody>
${recordedRows.join('\n')}
</tbody>
</table>
<h2>Generated pages</h2>
<p>From <code>fixtures/generate</code>: <code>/generated/?count=N&amp;broken=R&amp;layout=flat|containers|sections&amp;seed=S</code>
(count up to 20000).</p>
<ul>
${generatedItems.join('\n')}
</ul>
<h2>Feature pages</h2>
<p>Pages the embedded backends serve to show one feature each (<code>examples/demo/backends/</code>),
with the site's endpoints they call.</p>
<ul>
${features
  .map(
    (page) =>
      `<li><a href="${escapeHtml(page.href)}">${escapeHtml(page.title)}</a> <small>(${escapeHtml(page.backend)})</small></li>`,
  )
  .join('\n')}
</ul>
</body>
</html>
`;
}
