// The Pro add-on's backend conversations, side by side (pro-backend*.test.ts): the pages of
// pro-backend-content.mjs made on the shared site, each view's requests to the server recorded
// as exchanges (method, route, key parameters), and what the two views are compared on.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { documents, tags } from './pro-backend-content.mjs';
import { readRequest, type BackendView } from './requests.ts';
import type { WordPressSite } from './wordpress-site.mjs';

/** One request to the server, as compared between the views. */
export interface Exchange {
  method: string;
  /** `rest:<route>`, `admin-ajax:<action>`, else the path with `?page_id` or `?cat` when present. */
  route: string;
  query: Record<string, string>;
  /** A JSON body as sent; a form's entries (a file as `file:<name>:<bytes>`). */
  body: unknown;
}

export interface ProPages {
  url: (key: string, query?: string) => string;
  ids: Record<string, number>;
  terms: Record<string, number>;
}

/** Makes (or updates) the pages on the site; safe to run again on the same site. */
export function makePages(site: WordPressSite): ProPages {
  const file = join(mkdtempSync(join(tmpdir(), 'islet-pro-backend-')), 'documents.json');
  writeFileSync(file, JSON.stringify({ tags, documents }));
  const made = JSON.parse(site.php('pro-backend-content.php', file)) as {
    ids: Record<string, number>;
    terms: Record<string, number>;
  };
  return {
    ...made,
    url: (key, query = '') => `${site.url}/?page_id=${made.ids[key]}${query}`,
  };
}

/** What only says who asked or from where: left out of the comparison. */
// `islet-e2e-filter` is the tests' own switch (php/filters.php): a page the original's view
// sends back to carries it, Islet's does not.
const UNCOMPARED = new Set(['islet', 'islet-e2e-filter', '_wpnonce', '_nonce', 'ver']);
/**
 * Sent as a string by one side and a number by the other (the original reads `post_id` from
 * `data-elementor-id`): refresh-loop declares it `integer`, so WordPress reads both the same.
 */
const INTEGERS = new Set(['post_id']);

/**
 * `islet=off` (and `islet-e2e-filter=disabled`, php/filters.php, where the original is a
 * visitor's view) taken out of any address a page sends, so the original's compare with Islet's.
 */
export const withoutOff = (value: string): string => {
  const shorter = value.replace(
    /([?&])(?:islet=off|islet-e2e-filter=disabled)(&|$|#)/,
    (_, before: string, after: string) => (after === '&' ? before : after),
  );
  return shorter === value ? value : withoutOff(shorter);
};

const normalise = (value: unknown): unknown => {
  if (typeof value === 'string') return withoutOff(value);
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !UNCOMPARED.has(key))
        .map(([key, item]) => [
          key,
          INTEGERS.has(key) && /^\d+$/.test(String(item)) ? Number(item) : normalise(item),
        ]),
    );
  return value;
};

/** A request as an exchange: its route, its query and its body, without who sent it. */
export async function exchange(request: Request): Promise<Exchange> {
  const url = new URL(request.url());
  const query = Object.fromEntries(url.searchParams);
  let route = url.pathname;
  if (query.rest_route) {
    route = `rest:${query.rest_route}`;
    delete query.rest_route;
  } else if (url.pathname.includes('/wp-json/'))
    route = `rest:${url.pathname.split('/wp-json')[1]}`;
  const { body } = await readRequest(request);
  const form = body as Record<string, string> | null;
  if (url.pathname.endsWith('/admin-ajax.php'))
    route = `admin-ajax:${(form && typeof form === 'object' && form.action) || query.action}`;
  else if (route === '/' && (query.page_id || query.cat || query.s !== undefined))
    route = `/?${query.page_id ? 'page_id' : query.cat ? 'cat' : 's'}`;
  return normalise({ method: request.method(), route, query, body }) as Exchange;
}

/** The exchanges a view made from `from` (a count of `sent`) on. */
export const exchangesSince = (view: BackendView, from: number) =>
  Promise.all(view.sent.slice(from).map(exchange));

/** The page's address, without `islet=off`. */
export const address = (page: Page) => withoutOff(page.url());

/**
 * Does `act` in the original's view, then in Islet's, and expects the same outcome from both
 * (what the visitor sees and the exchanges made while acting); returns the original's, for the
 * caller to check it is the one meant.
 */
export async function sameConversation<T>(
  off: BackendView,
  on: BackendView,
  act: (view: BackendView) => Promise<T>,
): Promise<{ seen: T; exchanges: Exchange[] }> {
  const outcome = async (view: BackendView) => {
    await view.page.bringToFront();
    const from = view.sent.length;
    const seen = await act(view);
    return { seen, exchanges: await exchangesSince(view, from) };
  };
  const original = await outcome(off);
  const islet = await outcome(on);
  expect(islet).toEqual(original);
  return original;
}

/** Lines of WordPress's debug.log that come from Islet's plugin. */
export function isletNotices(site: WordPressSite): string[] {
  const file = join(site.root, 'debug.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('/plugins/islet/'));
}
