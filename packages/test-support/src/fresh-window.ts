/**
 * Setup file of the DOM project (`setupFiles` in vitest.workspace.ts). The project runs its files
 * one after another in one jsdom window per worker (`isolate: false`): building a jsdom window
 * and loading jsdom again for every file took about 40 % of the whole unit + DOM run. So each file
 * must leave the window as it found it, and this file makes sure the next one finds it fresh:
 *
 * - After a file: a fresh module graph (`vi.resetModules`), so module state the features keep
 *   per window or per document (WeakMaps keyed by `window`, observers, once-only flags) starts
 *   empty, as it did with one window per file.
 * - After a file: the window properties, the document's own properties, the URL, the storage,
 *   `<html>`'s attributes, `<head>` and `<body>` are put back as the first file found them.
 *
 * A window property it has to put back is a leak of the file's own tests (the next file would
 * have run on a faked viewport or API), so it fails that file, naming them. Tests fake for one
 * test: `vi.stubGlobal` (undone after each test here), `stubProperty`, `vi.spyOn`. The page
 * itself (markup, URL, storage, the builder's config objects) is simply made new.
 */
import { afterAll, afterEach, expect, vi } from 'vitest';
import { takeLeftListeners, watchWindowListeners } from './window-listeners.ts';

interface Pristine {
  url: string;
  window: Map<PropertyKey, PropertyDescriptor>;
  values: Map<string, unknown>;
  document: Map<PropertyKey, PropertyDescriptor>;
  root: Map<PropertyKey, PropertyDescriptor>;
  rootAttributes: [string, string][];
}

const PRISTINE = Symbol.for('islet.test-support.pristine-window');
const holder = globalThis as unknown as Record<symbol, Pristine | undefined>;

function ownDescriptors(target: object): Map<PropertyKey, PropertyDescriptor> {
  return new Map(
    Reflect.ownKeys(target).map((key) => [key, Reflect.getOwnPropertyDescriptor(target, key)!]),
  );
}

/**
 * Set once per worker by libraries that are loaded once per worker (Testing Library, React), or
 * by jsdom for itself: not a file's to put back.
 */
const LIBRARY_STATE =
  /^(IS_REACT_ACT_ENVIRONMENT|_reactListening\w*|Prism|Symbol\(SameObject caches\))$/;

/** The builder's config objects the server prints with the page: a new page gets its own. */
const PAGE_STATE = /^(elementorFrontendConfig|ElementorProFrontendConfig)$/;

/** Mock Service Worker's fetch interception puts these back in a shape of its own. */
const MSW_STATE = /^(Headers|Request|Response)$/;

/** What the first file of this worker found, before any test ran. */
function takePristine(): Pristine {
  // Node defines some globals (Response, streams…) lazily: reading them once fixes their shape.
  for (const key of Reflect.ownKeys(globalThis)) {
    try {
      Reflect.get(globalThis, key);
    } catch {
      // A getter that throws outside a browsing context: nothing to fix.
    }
  }
  const window = ownDescriptors(globalThis);
  const values = new Map<string, unknown>();
  for (const [key, descriptor] of window) {
    // Only plain values a test can overwrite through the window's setter (`window.innerWidth =`).
    if (!descriptor.get || !descriptor.set || typeof key !== 'string') continue;
    const value = (globalThis as Record<string, unknown>)[key];
    if (value === null || typeof value !== 'object') values.set(key, value);
  }
  return {
    url: location.href,
    window,
    values,
    document: ownDescriptors(document),
    root: ownDescriptors(document.documentElement),
    rootAttributes: [...document.documentElement.attributes].map((a) => [a.name, a.value]),
  };
}

function sameDescriptor(a: PropertyDescriptor, b: PropertyDescriptor): boolean {
  return (
    a.get === b.get &&
    a.set === b.set &&
    Object.is(a.value, b.value) &&
    a.writable === b.writable &&
    a.configurable === b.configurable &&
    a.enumerable === b.enumerable
  );
}

/** Puts `target`'s own properties back as `before` held them; returns the names it changed. */
function restoreDescriptors(
  target: object,
  before: Map<PropertyKey, PropertyDescriptor>,
  label: string,
): string[] {
  const changed: string[] = [];
  for (const key of Reflect.ownKeys(target)) {
    const was = before.get(key);
    const now = Reflect.getOwnPropertyDescriptor(target, key)!;
    if (key === PRISTINE || (was && sameDescriptor(was, now))) continue;
    if (LIBRARY_STATE.test(String(key))) continue;
    if (!PAGE_STATE.test(String(key)) && !MSW_STATE.test(String(key)))
      changed.push(`${label}.${String(key)}`);
    if (was) Reflect.defineProperty(target, key, was);
    else Reflect.deleteProperty(target, key);
  }
  for (const [key, was] of before) {
    if (Reflect.getOwnPropertyDescriptor(target, key)) continue;
    changed.push(`${label}.${String(key)}`);
    Reflect.defineProperty(target, key, was);
  }
  return changed;
}

function restoreWindow(pristine: Pristine): string[] {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const leaks = [
    ...restoreDescriptors(globalThis, pristine.window, 'window'),
    ...restoreDescriptors(document, pristine.document, 'document'),
    ...restoreDescriptors(document.documentElement, pristine.root, 'document.documentElement'),
  ];
  const view = globalThis as Record<string, unknown>;
  for (const [key, value] of pristine.values) {
    if (Object.is(view[key], value)) continue;
    if (!leaks.includes(`window.${key}`)) leaks.push(`window.${key}`);
    view[key] = value;
  }
  // The page: its URL (a test that follows a link changes it), markup and storage.
  if (location.href !== pristine.url) history.replaceState(null, '', pristine.url);
  // The same <head> and <body> elements, emptied: Testing Library's `screen` keeps the body it
  // found when it was first loaded.
  const root = document.documentElement;
  for (const attribute of [...root.attributes]) root.removeAttribute(attribute.name);
  for (const [name, value] of pristine.rootAttributes) root.setAttribute(name, value);
  for (const part of [document.head, document.body]) {
    for (const attribute of [...part.attributes]) part.removeAttribute(attribute.name);
    part.replaceChildren();
  }
  document.title = '';
  document.getSelection()?.removeAllRanges();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  return leaks;
}

watchWindowListeners();
const pristine = (holder[PRISTINE] ??= takePristine());

// A test's `vi.stubGlobal` lasts for that test.
afterEach(() => {
  vi.unstubAllGlobals();
});

// A navigation or task a file's last test queued can land after its afterAll: start clean.
restoreWindow(pristine);
// Counted from here: what the previous file queued and added after its end is not this file's.
takeLeftListeners();

afterAll(async () => {
  // Lets what the file's last test queued (a link's fragment navigation, zero-delay timers) run
  // first, so it counts as this file's.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const leaks = restoreWindow(pristine);
  // Named, not failed. Surveyed on 2026-11-27, with one worker and with the default two, no file
  // leaves any. A line here is a new leak: the file named (or the one before it in the worker).
  // Page scripts a test plays (an add-on's listener) belong on a signal the test aborts.
  const left = takeLeftListeners();
  if (left.length > 0)
    console.warn(`${expect.getState().testPath ?? 'A file'} left listeners: ${left.join(', ')}.`);
  // Module state starts empty for the next file, as it did with a window per file.
  vi.resetModules();
  if (leaks.length > 0) {
    throw new Error(
      `This file left the window changed: ${leaks.join(', ')}. Fake it for one test only ` +
        '(vi.stubGlobal, stubProperty from @islet/test-support/stub-property) or put it back.',
    );
  }
});
