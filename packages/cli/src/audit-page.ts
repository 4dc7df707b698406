import { featureFamilies } from '@islet/runtime/features';
import { brotliSize } from './brotli-size.ts';
import { builderConfig } from './builder-config.ts';
import { builderVersion, type BuilderVersion } from './builder-version.ts';
import { atomicTypeOf, classifyElement, type AuditElement } from './classify-element.ts';
import type { SeenRow } from './element-rows.ts';
import type { IsletBundle } from './islet-bundle.ts';
import {
  groupScripts,
  jqueryStays,
  librariesCalled,
  librariesStaying,
  needsJquery,
  pageScripts,
  RUN_ATOMIC_TYPES,
} from './page-scripts.ts';
import type { ScriptReader } from './script-source.ts';

export interface PageAudit {
  page: string;
  /** The builder's version that printed the page, and what the WordPress plugin does with it. */
  builder: BuilderVersion;
  /**
   * The page's atomic types Islet does not run: the plugin then keeps the builder's atomic
   * scripts (and leaves every atomic element to them). Empty when Islet runs them all.
   */
  atomicKeptFor: string[];
  elements: AuditElement[];
  scripts: {
    replaced: { src: string; bytes: number | null }[];
    kept: { src: string; needsJquery: boolean | null }[];
    unknown: { src: string }[];
  };
  /** Brotli bytes of the runtime today (what Islet replaces) and with Islet. */
  bytes: { original: number; islet: number };
}

/** What the page is: its HTML, where it came from, and how its scripts are read. */
export interface PageSource {
  /** As the user named it: the path or the URL. */
  name: string;
  html: string;
  url: URL;
  read: ScriptReader;
}

/** Inspects the page with Islet: in jsdom from the HTML, or in Chromium (`--browser`). */
export type Inspect = (source: PageSource) => Promise<SeenRow[]>;

export class UnusableInput extends Error {}

export async function auditPage(
  source: PageSource,
  inspect: Inspect,
  bundle: IsletBundle,
): Promise<PageAudit> {
  const printed = pageScripts(source.html);
  const [rows, scripts] = await Promise.all([
    inspect(source),
    readScripts(source, groupScripts(printed, source.url)),
  ]);
  const atomicKeptFor = [...new Set(rows.flatMap((row) => atomicTypeOf(row) ?? []))].filter(
    (type) => !RUN_ATOMIC_TYPES.has(type),
  );
  const elements = rows.flatMap((row) => classifyElement(row, atomicKeptFor) ?? []);
  if (!elements.some((element) => element.type !== 'page') && !scripts.some(isReplaced)) {
    throw new UnusableInput('no page-builder markup and none of the scripts Islet replaces');
  }
  // jQuery stays when a script the page keeps needs it, so the visitor downloads it either way.
  const keepsJquery = jqueryStays(scripts);
  // And a library of the plugin's list stays when a kept script calls it (js-cookie…).
  const libraries = librariesStaying(scripts);
  // On a page with an atomic element Islet does not run, the plugin keeps the atomic scripts.
  const replaced = scripts.filter(
    (script) =>
      isReplaced(script) &&
      !(keepsJquery && script.jquery) &&
      !(script.library !== null && libraries.has(script.library)) &&
      !(atomicKeptFor.length && script.atomic),
  );
  const stays = scripts.filter((script) => isReplaced(script) && !replaced.includes(script));
  const sum = (list: typeof scripts) =>
    list.reduce((total, script) => total + (script.bytes ?? 0), 0);
  // With the atomic scripts kept, the runtime leaves its atomic family off (isletOptions.leave).
  const behaviours = new Set(
    rows
      .flatMap((row) => row.behaviours)
      .filter((name) => !(atomicKeptFor.length && ATOMIC_BEHAVIOURS.has(name))),
  );
  const builder = builderVersion(
    source.html,
    builderConfig(printed.flatMap((script) => script.code ?? [])),
    printed.flatMap((script) => script.src ?? []),
  );
  return {
    page: source.name,
    builder,
    atomicKeptFor,
    elements,
    scripts: {
      replaced: replaced.map(({ src, bytes }) => ({ src, bytes })),
      kept: [
        ...stays.map(({ src }) => ({ src, needsJquery: false })),
        ...scripts
          .filter((script) => script.group === 'kept')
          .map(({ src, needsJquery }) => ({ src, needsJquery })),
      ],
      unknown: scripts.filter((script) => script.group === 'unknown').map(({ src }) => ({ src })),
    },
    bytes: {
      original: sum(replaced) + sum(stays),
      islet: (await bundle.bytesFor(behaviours)) + sum(stays),
    },
  };
}

const ATOMIC_BEHAVIOURS = new Set(featureFamilies.atomic.map((feature) => feature.name));

const isReplaced = (script: { group: string }) => script.group === 'replaced';

async function readScripts(source: PageSource, grouped: ReturnType<typeof groupScripts>) {
  return Promise.all(
    grouped.map(async (script) => {
      const content = script.url ? await source.read(script.url, script.src) : null;
      const code = script.code ?? content?.toString('utf8') ?? null;
      return {
        ...script,
        bytes:
          script.code !== null
            ? await brotliSize(script.code)
            : content
              ? await brotliSize(content)
              : null,
        needsJquery: needsJquery(script, code),
        libraries: librariesCalled(code),
      };
    }),
  );
}
