import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createRuntime, type Islet } from '../../../packages/core/src/index.ts';
import { createRecordingLogger, type RecordingLogger } from '@islet/test-support/recording-logger';
import { features } from '../../../packages/compat/src/features.ts';

/** Test helpers: a jsdom page with the npm jQuery, add-on scripts and Islet with compat. */

// jsdom gives modules an http: import.meta.url; the tests run from the repository root.
const ROOT = process.cwd();
const ADDONS_DIR = join(ROOT, 'examples/demo/backends/compat/addons');
const JQUERY_SOURCE = readFileSync(
  join(dirname(createRequire(join(ROOT, 'package.json')).resolve('jquery')), 'jquery.js'),
  'utf8',
);

type Scope = Record<string, unknown>;
export const scope = window as unknown as Scope;

/** Runs a classic script the way a page would: `window` and `jQuery` as its globals. */
export function runScript(source: string): void {
  new Function('window', 'jQuery', source)(window, scope.jQuery);
}

export const addonSource = (name: string) => readFileSync(join(ADDONS_DIR, `${name}.js`), 'utf8');

export interface JQueryForTests {
  (target: unknown): { off(): unknown };
}

export function loadJQuery(): JQueryForTests {
  delete scope.jQuery;
  new Function('window', 'module', JQUERY_SOURCE)(window, undefined);
  return scope.jQuery as JQueryForTests;
}

export interface Booted {
  islet: Islet;
  log: RecordingLogger;
  addonLog: string[];
}

/**
 * Boots Islet with compat's registrations on `html`, after the given classic scripts ran (jQuery
 * and add-ons load in the footer before Islet starts, as on a WordPress page).
 */
export async function boot(html: string, scripts: (() => void)[] = []): Promise<Booted> {
  document.body.innerHTML = html;
  scope.elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    is_static: false,
    kit: { global_image_lightbox: 'yes' },
  };
  scope.addonLog = [];
  for (const script of scripts) script();
  const log = createRecordingLogger();
  const islet = createRuntime({ logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  return { islet, log, addonLog: scope.addonLog as string[] };
}

/** Undoes everything a test put on the shared jsdom window. */
export function cleanUp(islet: Islet | undefined): void {
  islet?.stop();
  const $ = scope.jQuery as JQueryForTests | undefined;
  // Old jQuery listeners on the window would hear the next test's init event.
  $?.(window).off();
  $?.(document).off();
  for (const key of [
    'jQuery',
    '$',
    'elementorFrontendConfig',
    'addonLog',
    'elementorFrontend',
    'elementorModules',
  ])
    delete scope[key];
  document.body.innerHTML = '';
}
