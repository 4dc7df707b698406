// What a side-by-side view (side-by-side.ts) sends to the server, in one place for every
// real-WordPress file that compares conversations: the file's browser and its views, each
// recording the requests it makes; the request an action sends; and a request's body read back
// as it was sent (JSON, urlencoded, multipart/form-data).
import type { BrowserContext, Page, Request, Response } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../browser/launch-chromium.mjs';
import { openView, type Mode, type View } from './side-by-side.ts';
import type { WordPressSite } from './wordpress-site.mjs';

/** One entry of a form as sent: a file as `file:<name>:<bytes>`. */
export type FormEntry = [name: string, value: string];

/** A request as it was sent, read back from Chromium's record of it. */
export interface SentRequest {
  method: string;
  url: string;
  /** The body's media type without its parameters (no multipart boundary); '' without one. */
  contentType: string;
  /** A form's entries (multipart or urlencoded) in order, a repeated name each time; else []. */
  entries: FormEntry[];
  /**
   * The body as one value: JSON parsed, a form's entries as an object (a repeated name keeps its
   * last value), any other body as text; null without a body.
   */
  body: unknown;
}

/**
 * Reads a request back. Chromium's record of a multipart body leaves a file's bytes out: its
 * name is what can be compared. `answered` false: a request whose answer never comes to the page
 * (a beacon), whose headers are read as the page gave them, since the raw ones come with the answer.
 */
export async function readRequest(request: Request, answered = true): Promise<SentRequest> {
  const headers = answered
    ? // A request whose page has since navigated away may have lost its raw headers.
      await request.allHeaders().catch(() => request.headers())
    : request.headers();
  const type = headers['content-type'] ?? '';
  const raw = request.postDataBuffer();
  let entries: FormEntry[] = [];
  let body: unknown = null;
  if (raw && type.includes('json')) body = JSON.parse(raw.toString('utf8'));
  else if (raw && /multipart|urlencoded/.test(type)) {
    // The browser's own parser, so a body reads back exactly as a server's form parser reads it.
    const form = await new Response(new Uint8Array(raw), {
      headers: { 'content-type': type },
    }).formData();
    entries = [...form].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `file:${value.name}:${value.size}`,
    ]);
    body = Object.fromEntries(entries);
  } else if (raw) body = raw.toString('utf8');
  return {
    method: request.method(),
    url: request.url(),
    contentType: type.split(';')[0]!,
    entries,
    body,
  };
}

/**
 * Does `act`, then reads back the first request of `page` that `matches`, once its answer is in
 * unless `answered` is false: a beacon's answer never comes to the page.
 */
export async function sentWhile(
  page: Page,
  matches: (request: Request) => boolean,
  act: () => Promise<unknown>,
  answered = true,
): Promise<{ sent: SentRequest; response: Response | null }> {
  const next = page.waitForRequest(matches);
  await act();
  const request = await next;
  const response = answered ? await request.response() : null;
  return { sent: await readRequest(request, answered), response };
}

export interface BackendView extends View {
  mode: Mode;
  /** The requests to the server made since the view opened, in order (fetch, XHR, beacons, navigations). */
  sent: Request[];
}

/** The requests that talk to the server (not assets): fetch, XHR, beacons, form posts, pages. */
const TALKS = new Set(['fetch', 'xhr', 'ping', 'document']);

const pageOf = (request: Request) => {
  try {
    return request.frame().page();
  } catch {
    return null; // a service worker's request
  }
};

/**
 * Opens a view (side-by-side.ts) and records every request it makes to the server after the page
 * itself, those made while it starts included. `?islet=off` needs an administrator; the views then
 * share the visitor's cookies (openView clears them), so both talk to the server as the same
 * visitor.
 */
export async function openBackendView(
  context: BrowserContext,
  site: WordPressSite,
  url: string,
  mode: Mode,
): Promise<BackendView> {
  const seen = new Set<Request>();
  const all: Request[] = [];
  const record = (request: Request) => {
    if (seen.has(request)) return;
    seen.add(request);
    all.push(request);
  };
  context.on('request', record);
  const view = await openView(context, site, url, mode).finally(() =>
    context.off('request', record),
  );
  view.page.on('request', record);
  const talks = (request: Request) =>
    TALKS.has(request.resourceType()) &&
    pageOf(request) === view.page &&
    (request.resourceType() !== 'document' || request.frame() === view.page.mainFrame());
  const backend: BackendView = {
    ...view,
    mode,
    // The page itself is the first document request: not a conversation.
    get sent() {
      return all.filter(talks).slice(1);
    },
  };
  await context.clearCookies();
  return backend;
}

/** A test file's browser and the views it opened, for what the views share. */
export interface ViewsBrowser {
  /** The browser's one context: its cookies are every view's. */
  readonly context: BrowserContext;
  /** Every view opened, in order. */
  readonly views: BackendView[];
  /** Opens a view (openBackendView), closed with the browser. */
  open(url: string, mode: Mode): Promise<BackendView>;
  /**
   * Gives the context the cookies of `view`'s user, for it to act: the original's as the
   * administrator it was opened for (its nonces are theirs), any other as a visitor.
   */
  actAs(view: BackendView): Promise<void>;
}

/**
 * The browser a test file's views open in: launched before its tests, and, after them, every view
 * and the browser closed. Call it where the file's (or a describe's) hooks are declared.
 */
export function viewsBrowser(site: WordPressSite): ViewsBrowser {
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  const views: BackendView[] = [];
  const context = () => {
    if (!browser) throw new Error('the browser is launched in beforeAll');
    return browser.context;
  };

  beforeAll(async () => {
    browser = await launchChromium();
    // Chromium's record of a multipart body keeps its file entries only for a request it paused:
    // the views' requests pass through a route (and so through the test process) to be read back.
    await browser.context.route(`${site.url}/**`, (route) => route.fallback());
  }, 120_000);

  afterAll(async () => {
    for (const view of views) await view.page.close();
    await browser?.close();
  });

  return {
    get context() {
      return context();
    },
    views,
    async open(url, mode) {
      const view = await openBackendView(context(), site, url, mode);
      views.push(view);
      return view;
    },
    async actAs(view) {
      await context().clearCookies();
      if (view.mode === 'off') await context().addCookies([{ ...site.cookie, url: site.url }]);
    },
  };
}
