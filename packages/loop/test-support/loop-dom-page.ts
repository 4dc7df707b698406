import { createLogger, createRuntime, type Islet } from '@islet/core';
import { http, passthrough, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createBackend } from '@islet/demo/backends/loop.mjs';
import { connect as connectLoopGrid, settings as loopGridSettings } from '../src/loop-grid.ts';
import { connect as connectPortfolio } from '../src/portfolio-filter.ts';
import { connect as connectFilter, settings as filterSettings } from '../src/taxonomy-filter.ts';
import { waitFor } from '@islet/test-support/wait-for';

export const ORIGIN = 'http://localhost:3000';
export const PAGE_PATH = '/pages/loop/two-grids/';

/**
 * The demo backend's own handler behind msw: the DOM tests and the demo server answer from one
 * contract. Tests put their own handlers in front with `server.use(...)`.
 */
export const backend = createBackend({ isletSrc: '/islet/islet.js', flags: {}, bundleDir: '' });
export const server = setupServer(
  http.all('*', async ({ request }) => (await backend.handle(request)) ?? passthrough()),
);
export const use = (...handlers: HttpHandler[]) => server.use(...handlers);

export interface LoopPage {
  islet: Islet;
  warnings: string[];
  /** Elements of loop items the runtime connected (heading widgets inside the items). */
  connectedHeadings: Set<Element>;
  stop(): void;
}

/** Boots the runtime on the demo page `path` (two grids with filters), with our behaviours. */
export async function bootLoopPage(
  path = PAGE_PATH,
  options: { editMode?: boolean; restBase?: string | null } = {},
): Promise<LoopPage> {
  window.history.replaceState(null, '', path);
  const response = await backend.handle(new Request(new URL(path, ORIGIN)));
  if (!response) throw new Error(`the backend has no page at ${path}`);
  const parsed = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const script of parsed.querySelectorAll('script')) script.remove();
  document.body.innerHTML = parsed.body.innerHTML;
  const scope = window as unknown as Record<string, unknown>;
  scope.elementorFrontendConfig = {
    environmentMode: { edit: options.editMode === true, wpPreview: false },
    post: { id: 9101 },
  };
  scope.ElementorProFrontendConfig = {
    nonce: 'n0nce',
    urls: options.restBase === null ? {} : { rest: options.restBase ?? `${ORIGIN}/wp-json/` },
    settings: { lazy_load_background_images: true },
  };
  const warnings: string[] = [];
  const islet = createRuntime({
    logger: createLogger({
      warn: (message: unknown) => warnings.push(String(message)),
      error: (message: unknown) => warnings.push(`error: ${String(message)}`),
    }),
  });
  const connectedHeadings = new Set<Element>();
  islet.register({
    name: 'taxonomy-filter',
    match: 'taxonomy-filter',
    settings: filterSettings,
    connect: connectFilter,
  });
  islet.register({
    name: 'loop-grid',
    match: ['loop-grid', 'posts'],
    settings: loopGridSettings,
    connect: connectLoopGrid,
  });
  islet.register({ name: 'portfolio', match: 'portfolio', connect: connectPortfolio });
  islet.register({
    name: 'probe',
    match: 'heading',
    connect: (element) => {
      connectedHeadings.add(element);
      return () => connectedHeadings.delete(element);
    },
  });
  await islet.start();
  return {
    islet,
    warnings,
    connectedHeadings,
    stop() {
      islet.stop();
      document.body.innerHTML = '';
      delete scope.elementorFrontendConfig;
      delete scope.ElementorProFrontendConfig;
    },
  };
}

export const widget = (id: string) =>
  document.querySelector<HTMLElement>(`.elementor-element-${id}`)!;
export const items = (id: string) => [...widget(id).querySelectorAll('.e-loop-item')];
export const button = (filterId: string, term: string) =>
  widget(filterId).querySelector<HTMLElement>(`[data-filter="${term}"]`)!;
export const busy = (id: string) =>
  widget(id).classList.contains('e-loading-overlay') || widget(id).hasAttribute('aria-busy');

/**
 * Waits until `check` passes: fetches, msw and the MutationObserver-driven connections take a
 * varying number of turns, more on a loaded machine (hence the long timeout; a pass returns at once).
 */
export const until = (check: () => void) => waitFor(check, { interval: 5 });

/**
 * Records whether an element matching `selector` is ever added to the page, however briefly: a
 * check that a late answer was dropped then holds for the whole test, not for one moment.
 */
export function everAdded(selector: string): () => boolean {
  let seen = false;
  const look = (records: MutationRecord[]) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof Element && (node.matches(selector) || node.querySelector(selector)))
          seen = true;
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    look(observer.takeRecords());
    observer.disconnect();
    return seen;
  };
}

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
