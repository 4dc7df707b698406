import { messageOf } from './error-message.ts';
import type { Logger } from './log.ts';
import { isPlainObject, parseJson } from './safe-json.ts';

export interface SetOptions {
  /**
   * After this many seconds the value reads as absent.
   * @default undefined (kept until removed)
   */
  lifetimeInSeconds?: number;
}

export interface Store {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown, options?: SetOptions): void;
  remove(key: string): void;
  /** A key outside the shared blob (some popup counters live there). */
  getRaw(key: string): string | null;
  setRaw(key: string, value: string): void;
  /** False once the browser refused the area and values live in memory for this page. */
  readonly persistent: boolean;
}

type Blob = Record<string, unknown> & { __expiration?: Record<string, number> };

const EXPIRATION = '__expiration';

/** The blob's expiries, or none when another script left something malformed there. */
function expirations(blob: Blob): Record<string, number> {
  const value: unknown = blob[EXPIRATION];
  return isPlainObject(value) ? (value as Record<string, number>) : {};
}

function opened(area: () => Storage | null | undefined): Storage {
  const storage = area();
  if (!storage) throw new Error('storage is unavailable');
  return storage;
}

/** The shared blob; anything else another script left there reads as empty. */
function parseBlob(text: string | null): Blob {
  const parsed = parseJson(text ?? '');
  return parsed.ok && isPlainObject(parsed.value) ? parsed.value : {};
}

/** Drops the values whose lifetime is over; whether there were any. */
function purgeExpired(blob: Blob, time: number): boolean {
  const expiries = expirations(blob);
  let purged = false;
  for (const [name, expiry] of Object.entries(expiries)) {
    if (expiry < time) {
      delete expiries[name];
      delete blob[name];
      purged = true;
    }
  }
  return purged;
}

/** Takes a removed value's expiry out of the blob, if it had one. */
function forgetExpiry(blob: Blob, key: string): void {
  const expiries = expirations(blob);
  if (key in expiries) {
    delete expiries[key];
    blob[EXPIRATION] = expiries;
  }
}

/**
 * The original's layout: one JSON blob per area under the builder's key, expiries inside it, so
 * visitors' existing counters carry over. When the browser refuses the area (private mode, quota,
 * disabled), values move to memory for the page's life.
 */
export function createStore(
  area: () => Storage | null | undefined,
  blobKey: string,
  onFallback: (reason: string) => void,
  now: () => number = Date.now,
): Store {
  let memory: Map<string, string> | null = null;

  const fallback = (error: unknown) => {
    if (!memory) {
      memory = new Map();
      onFallback(messageOf(error));
    }
    return memory;
  };

  // After a write failure (quota) reads usually still work, and what was stored stays visible;
  // after a read failure the area is gone for this page and is not asked again.
  let readable = true;
  const readItem = (key: string): string | null => {
    if (memory?.has(key)) return memory.get(key)!;
    if (!readable) return null;
    try {
      return opened(area).getItem(key);
    } catch (error) {
      readable = false;
      fallback(error);
      return null;
    }
  };

  const writeItem = (key: string, value: string) => {
    if (!memory) {
      try {
        opened(area).setItem(key, value);
        return;
      } catch (error) {
        fallback(error);
      }
    }
    memory!.set(key, value);
  };

  const readBlob = () => parseBlob(readItem(blobKey));

  const writeBlob = (blob: Blob) => writeItem(blobKey, JSON.stringify(blob));

  return {
    get<T>(key: string) {
      const blob = readBlob();
      if (purgeExpired(blob, now())) writeBlob(blob);
      return blob[key] as T | undefined;
    },
    set(key, value, options = {}) {
      const blob = readBlob();
      blob[key] = value;
      if (options.lifetimeInSeconds !== undefined) {
        blob[EXPIRATION] = {
          ...expirations(blob),
          [key]: now() + options.lifetimeInSeconds * 1000,
        };
      }
      writeBlob(blob);
    },
    remove(key) {
      const blob = readBlob();
      delete blob[key];
      forgetExpiry(blob, key);
      writeBlob(blob);
    },
    getRaw: readItem,
    setRaw: writeItem,
    get persistent() {
      return memory === null;
    },
  };
}

/** The page's two stores; a browser that refuses one keeps its values in memory, with a warning. */
export function createStorage(
  win: Window,
  builder: string,
  log: Logger,
): { local: Store; session: Store } {
  const fallback = (area: string) => (reason: string) =>
    log.warn(`${area} is unavailable (${reason}); values are kept in memory for this page.`);
  return {
    local: createStore(() => win.localStorage, builder, fallback('localStorage')),
    session: createStore(() => win.sessionStorage, builder, fallback('sessionStorage')),
  };
}
