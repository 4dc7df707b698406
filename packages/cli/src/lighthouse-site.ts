import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import {
  ISLET_BUNDLE_PATH,
  selfSignedCertificate,
  startOriginServer,
  type Reply,
  type RequestFacts,
} from '@islet/lighthouse-run';
import { attributeValue, scanHtml, transformRecordedPage } from '@islet/page-html';
import { UnusableInput } from './audit-page.ts';
import { openUrl } from './page-inputs.ts';
import { fetchFromSite, type SiteRequest } from './site-fetch.ts';

/** The two pages compared: the site's own, and the same with Islet as the plugin deploys it. */
export const LIGHTHOUSE_VARIANTS = ['original', 'islet'] as const;
export type LighthouseVariant = (typeof LIGHTHOUSE_VARIANTS)[number];

/**
 * The site's headers a page's requests depend on besides the type: who may read a response
 * across origins (a font or a `crossorigin` script from a CDN is refused without them).
 */
const KEPT_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'timing-allow-origin',
];

/** The browser's request headers the site's answer may depend on, passed on when fetching it. */
function asBrowserAsked(headers: RequestFacts['headers']) {
  const one = (name: string) => {
    const value = headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  return {
    userAgent: one('user-agent'),
    accept: one('accept'),
    acceptLanguage: one('accept-language'),
  } satisfies SiteRequest;
}

/**
 * What the site's server answers for `url`, fetched once and kept: every run, of either
 * variant, gets the same bytes at local speed, so the two pages differ only by their scripts.
 * The first request for a URL is the one passed on, with the headers it came with.
 */
function upstreamCache() {
  const kept = new Map<string, Promise<Reply | null>>();
  return (url: string, request: SiteRequest): Promise<Reply | null> => {
    let reply = kept.get(url);
    if (!reply) {
      reply = fetchFromSite(url, request).then(
        async (response) => ({
          status: response.status,
          type: response.headers.get('content-type') ?? 'application/octet-stream',
          body: Buffer.from(await response.arrayBuffer()),
          key: url,
          headers: Object.fromEntries(
            KEPT_HEADERS.flatMap((name) => {
              const value = response.headers.get(name);
              return value === null ? [] : [[name, value]];
            }),
          ),
        }),
        () => null,
      );
      kept.set(url, reply);
    }
    return reply;
  };
}

/** The page's external scripts by `src`, fetched ahead: the plugin's choice of what to keep reads them. */
async function scriptCodes(
  html: string,
  pageUrl: URL,
  fetchUpstream: ReturnType<typeof upstreamCache>,
  userAgent: string | undefined,
) {
  const codes = new Map<string, string>();
  const sources = new Set<string>();
  for (const token of scanHtml(html))
    if (token.type === 'start' && token.name === 'script') {
      const src = attributeValue(token, 'src');
      if (src) sources.add(src);
    }
  await Promise.all(
    [...sources].map(async (src) => {
      let url: URL;
      try {
        url = new URL(src, pageUrl);
      } catch {
        return;
      }
      const reply = await fetchUpstream(url.href, { userAgent });
      if (reply && reply.status < 400) codes.set(src, reply.body.toString('utf8'));
    }),
  );
  return codes;
}

/**
 * The site's page and the same page with Islet as the WordPress plugin deploys it: the scripts
 * it replaces off, jQuery kept where a kept script needs it, Islet's entry and head script in.
 */
export function lighthousePages(
  html: string,
  codes: ReadonlyMap<string, string>,
  headCode: string,
): Record<LighthouseVariant, string> {
  const { html: islet } = transformRecordedPage(html, {
    runtime: 'islet-jquery',
    isletSrc: `${ISLET_BUNDLE_PATH}islet.js`,
    scriptCode: (src) => codes.get(src) ?? null,
    headCode,
  });
  return { original: html, islet };
}

/** A bundle file under `bundleDir` for a request under the plugin's bundle path, or `null`. */
function bundleFile(bundleDir: string, pathname: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(ISLET_BUNDLE_PATH.length));
  } catch {
    return null;
  }
  const file = resolve(bundleDir, relative);
  return file.startsWith(resolve(bundleDir) + sep) ? file : null;
}

/**
 * The page as its server sends it now, to `userAgent` (the one Lighthouse's runs will send); a
 * clear error when it cannot be had.
 */
export async function fetchPage(url: URL, userAgent?: string): Promise<{ html: string; url: URL }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UnusableInput(
      'is not an http(s) URL: Lighthouse measures a page as its server sends it',
    );
  return openUrl(url.href, userAgent);
}

/**
 * One local server for every origin the page names, replaying what the site's servers answered:
 * the page itself as the variant `show` last chose, Islet's bundle where the plugin serves it,
 * everything else fetched from its origin once and kept, asked for with the browser's headers.
 * `userAgent`: the browser's, for the scripts read ahead of its first request.
 */
export async function startReplay(
  page: { html: string; url: URL },
  bundleDir: string,
  headCode: string,
  userAgent?: string,
) {
  const fetchUpstream = upstreamCache();
  const codes = await scriptCodes(page.html, page.url, fetchUpstream, userAgent);
  const pages = lighthousePages(page.html, codes, headCode);
  let shown: LighthouseVariant = 'original';
  const tlsDir = await mkdtemp(join(tmpdir(), 'islet-lighthouse-'));
  const server = await startOriginServer(
    selfSignedCertificate(tlsDir),
    async (_host, pathname, how) => {
      const origin = `${how.secure ? 'https' : 'http'}://${how.authority}`;
      const onPage = origin === page.url.origin;
      if (onPage && pathname === page.url.pathname && how.search === page.url.search) {
        const body = Buffer.from(pages[shown]);
        return { status: 200, type: 'text/html; charset=utf-8', body, key: shown };
      }
      if (onPage && pathname.startsWith(ISLET_BUNDLE_PATH)) return bundleFile(bundleDir, pathname);
      return fetchUpstream(`${origin}${pathname}${how.search}`, asBrowserAsked(how.headers));
    },
  );
  return {
    port: server.port,
    /** The variant the next run gets, on connections of its own (a first visit each time). */
    show(variant: LighthouseVariant) {
      shown = variant;
      server.closeConnections();
    },
    async close() {
      await server.close();
      await rm(tlsDir, { recursive: true, force: true });
    },
  };
}
