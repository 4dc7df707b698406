import { createLogger, createRuntime, type BehaviourDefinition, type Islet } from '@islet/core';
import { JSDOM, VirtualConsole } from 'jsdom';
// The drop-in bundle's own registrations (names, matches, `applies`, chunk loaders): the audit
// decides with exactly what the bundle registers.
import { features } from '@islet/runtime/features';
import { pageScripts } from './page-scripts.ts';
import { builderConfig } from './builder-config.ts';
import { inspectionSettled, seenRows, type SeenRow } from './element-rows.ts';

/**
 * The bundle's features with every behaviour's own chunk loaded for its settings schema, but
 * `connect` left out: the lifecycle matches, checks `applies` and validates settings as on the
 * page, and nothing runs.
 */
const dryFeatures: BehaviourDefinition[] = features.map((feature) =>
  'load' in feature
    ? {
        ...feature,
        load: () => feature.load().then(({ settings }) => ({ settings, connect: () => {} })),
      }
    : { ...feature, connect: () => {} },
);

const EMPTIED = /(<(style|script|svg|noscript)\b[^>]*(?<!\/)>)[\s\S]*?(<\/\2\s*>)/gi;

const quiet = createLogger({ warn() {}, error() {} });

// One window for every page this thread audits: a fresh jsdom window per page would rebuild its
// selector engine each time, which doubled the audit of a directory.
let host: JSDOM | undefined;
let configNames: string[] = [];

/**
 * What `islet.inspect()` says about the page, from its HTML alone: the core lifecycle runs over
 * the page in jsdom with the bundle's registrations, popups opened so their content is inspected
 * too. The page's scripts do not run.
 */
export async function inspectStatic(html: string, url: string): Promise<SeenRow[]> {
  const inline = pageScripts(html).flatMap((script) => script.code ?? []);
  host ??= withFastQuerySelector(new JSDOM('', { url, virtualConsole: new VirtualConsole() }));
  host.reconfigure({ url });
  const win = host.window;
  // Style sheets, script code and drawings mean nothing to the decisions and are most of jsdom's
  // work on a large page (it parses every style sheet); the configuration is read from the code
  // above. `<noscript>` goes too: jsdom, which runs no scripts, would parse its content as
  // elements, where a browser (and so Islet on the page) sees text.
  // One rule is kept: whether the builder hid top-level backgrounds until lazy-loaded
  // (`:not(.e-lazyloaded)`) decides whether the lazy-backgrounds behaviour applies, and the
  // bundle reads it from the page's style elements.
  const emptied = html.replace(EMPTIED, (whole, open: string, tag: string, close: string) =>
    tag.toLowerCase() === 'style' && whole.includes(':not(.e-lazyloaded)')
      ? `${open}.e-lazy:not(.e-lazyloaded){}${close}`
      : open + close,
  );
  const parsed = new win.DOMParser().parseFromString(emptied, 'text/html');
  const doc = win.document;
  doc.replaceChild(doc.adoptNode(parsed.documentElement), doc.documentElement);
  const globals = win as unknown as Record<string, unknown>;
  for (const name of configNames) delete globals[name];
  const config = builderConfig(inline);
  configNames = Object.keys(config);
  Object.assign(win, config);
  const islet = createRuntime({ window: win as unknown as Window, logger: quiet });
  try {
    for (const feature of dryFeatures) islet.register(feature);
    await islet.start();
    await openPopups(islet, doc);
    return seenRows(islet.inspect());
  } finally {
    islet.stop();
  }
}

/**
 * jsdom's `querySelector` walks the tree once per alternative of a selector list, which made the
 * page behaviours' one-query `applies` (the lightbox's nine alternatives) a third of the audit;
 * its `querySelectorAll` matches the list in one walk. The first of all matches in tree order is,
 * by definition, what `querySelector` returns.
 */
function withFastQuerySelector(dom: JSDOM): JSDOM {
  for (const { prototype } of [
    dom.window.Element,
    dom.window.Document,
    dom.window.DocumentFragment,
  ]) {
    prototype.querySelector = function (this: ParentNode, selectors: string) {
      return this.querySelectorAll(selectors)[0] ?? null;
    } as ParentNode['querySelector'];
  }
  return dom;
}

/** Releases every popup document and waits until what that connected has settled. */
export async function openPopups(islet: Islet, doc: Document): Promise<void> {
  for (const popup of doc.querySelectorAll('[data-elementor-type="popup"]')) islet.release(popup);
  // Chunks are imported from disk: settled in milliseconds, so the bound only guards a bug.
  const deadline = Date.now() + 30_000;
  while (!inspectionSettled(islet.inspect(), doc) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
