// @ts-check
// Size budgets: the always-loaded entry and the whole bundle here, and each feature package's own
// chunks in its `size-limit.json` (paths relative to the repository root), so a package owns its
// budgets next to its code (`size-limit.json`, or several `size-limit-*.json` when parts of a
// package are owned apart).
import { readdirSync, readFileSync } from 'node:fs';

const budgetFiles = readdirSync('packages', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) =>
    readdirSync(`packages/${entry.name}`)
      .filter((file) => /^size-limit(-[\w-]+)?\.json$/.test(file))
      .map((file) => `packages/${entry.name}/${file}`),
  )
  .sort();

export default [
  {
    name: 'entry (islet.js and the runtime chunk it loads): core and every feature registration',
    path: ['packages/runtime/dist/islet.js', 'packages/runtime/dist/chunks/islet-runtime-*.js'],
    brotli: true,
    // 10 KB until the merge of issues 20, 21 and 23, each of which fitted alone: the
    // first-viewport pass and the idle-hydration glue (0.3 KB; the queue, scroll pause and
    // interaction replay are a chunk of their own), the static-widget list behind `inspect()`'s
    // `static` status (0.23 KB) and the entry split into a loader and a hashed runtime chunk, so a
    // version query cannot start a second runtime (0.1 KB). 11.2 KB with the builder 4.x's atomic
    // elements (issue 40): finding and naming them and their static list for `inspect()` (0.2 KB),
    // action links in `data-action-link`, and the atomic family's four lazy registrations with
    // their chunk paths, the lightbox and popup taking `data-action-link` (0.3 KB). 11.5 KB with
    // the start after the first contentful paint (issue 42: behaviour chunks no longer requested
    // before it, 0.15 KB) and the click counts' and live search's registrations (issue 41).
    // 11.6 KB with the first-viewport pass that does not measure inside a box below the viewport
    // and the start in a task after the bundle's evaluation (issue 42: about 60 ms less in the
    // longest start task on EthereumDay at Lighthouse's CPU, for 0.03 KB). 11.7 KB with an action
    // link's click held until its feature's chunk registers the action, not lost (0.06 KB). 12 KB
    // with the runtime's chunk loaded after the first contentful paint (issue 42: the wait and
    // the early `window.islet` moved into islet.js, 0.3 KB with the file's own overhead; ko1dy's
    // simulated largest paint 11.2 s → 2.5 s with Islet). 12.1 KB with the elements that waited
    // for one chunk started in the connecting slices, not in one task (issue 42: 0.05 KB; with
    // the add-on layer's own slicing, love-darling's longest Islet task at Lighthouse's CPU went
    // from 190 to 70 ms).
    limit: '12.1 KB',
  },
  {
    name: 'whole bundle, React and every feature included',
    path: 'packages/runtime/dist/**/*.js',
    brotli: true,
    limit: '400 KB',
  },
  ...budgetFiles.flatMap((file) => JSON.parse(readFileSync(file, 'utf8'))),
];
