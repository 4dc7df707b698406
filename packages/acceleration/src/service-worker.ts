// The accelerator's worker: Workbox routes the requests the rules accept to a cache that goes
// back to the origin at most once per `fetchOriginInterval`; everything else is not touched.
import { registerRoute } from 'workbox-routing';
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import type { RequestFacts } from './content-type.ts';
import { parseConfig } from './parse-config.ts';
import { cookiePairs, decideRequest } from './request-decision.ts';
import type { SpeedKitConfig } from './speed-kit-config.ts';
import { stripTrackingParams } from './tracking-params.ts';
import { isWorkerState, type WorkerState } from './worker-messages.ts';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

declare const self: WorkerScope;

const CACHE_NAME = 'islet-acceleration';
const STATE_CACHE = 'islet-acceleration-state';
const STATE_KEY = '/__islet-acceleration-state';
/** The header served copies carry, so a visitor (and a test) can tell where a response came from. */
const SOURCE_HEADER = 'x-islet-acceleration';

interface State {
  config: SpeedKitConfig;
  cookies: string[];
}

let state: State | undefined;

function apply(message: WorkerState): boolean {
  const parsed = parseConfig(message.config, self.location.host);
  if (!parsed.ok) return false;
  state = { config: parsed.config, cookies: cookiePairs(message.cookies) };
  return true;
}

// A worker can be stopped and restarted at any time; the last state the page sent is kept in
// Cache Storage so a restarted worker decides as before.
const restored = caches
  .open(STATE_CACHE)
  .then((cache) => cache.match(STATE_KEY))
  .then(async (response) => {
    const data: unknown = await response?.json();
    if (!state && isWorkerState(data)) apply(data);
  })
  .catch(() => {});

self.addEventListener('message', (event) => {
  if (!isWorkerState(event.data) || !apply(event.data)) return;
  const body = JSON.stringify(event.data);
  event.waitUntil(
    caches.open(STATE_CACHE).then((cache) => cache.put(STATE_KEY, new Response(body))),
  );
});
self.addEventListener('install', (event) => event.waitUntil(self.skipWaiting()));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function factsOf(request: Request): RequestFacts {
  return {
    url: request.url,
    method: request.method,
    mode: request.mode,
    destination: request.destination,
    accept: request.headers.get('accept'),
    range: request.headers.get('range'),
    requestedWith: request.headers.get('x-requested-with'),
  };
}

const decide = (request: Request) =>
  state
    ? decideRequest(factsOf(request), state.cookies, state.config, self.location.origin).handled
    : false;

function ageSeconds(response: Response): number {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? Number.POSITIVE_INFINITY : (Date.now() - date) / 1000;
}

function marked(response: Response, source: string): Response {
  const headers = new Headers(response.headers);
  headers.set(SOURCE_HEADER, source);
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Cache first while the copy is younger than the origin fetch interval (-1: never refresh, 0:
 * always ask the origin), then the origin, keeping the copy; a stale copy when the origin fails.
 */
class OriginInterval extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const interval = state?.config.fetchOriginInterval ?? 0;
    const cached = await handler.cacheMatch(request);
    if (cached && (interval < 0 || (interval > 0 && ageSeconds(cached) < interval)))
      return marked(cached, 'cache');
    try {
      const response = await handler.fetch(request);
      if (response.status === 200 && response.type !== 'opaque')
        await handler.cachePut(request, response.clone());
      return marked(response, 'origin');
    } catch (error) {
      if (cached) return marked(cached, 'stale');
      throw error;
    }
  }
}

const strategy = new OriginInterval({
  cacheName: CACHE_NAME,
  plugins: [
    {
      // One copy for every campaign link: tracking parameters are not part of the key.
      cacheKeyWillBeUsed: async ({ request }) => {
        if (!state) return request;
        const { key } = stripTrackingParams(new URL(request.url), state.config.stripQueryParams);
        return key.href === request.url
          ? request
          : new Request(key.href, { headers: request.headers });
      },
    },
  ],
});

registerRoute(
  // Until the state is restored after a restart, navigations wait for it; other requests pass.
  ({ request }) => (state ? decide(request) : request.mode === 'navigate'),
  async (options) => {
    if (!state) {
      await restored;
      if (!decide(options.request)) return fetch(options.request);
    }
    return strategy.handle(options);
  },
);
