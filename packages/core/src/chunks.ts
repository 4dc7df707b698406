import { messageOf } from './error-message.ts';

export type ChunkFailure = 'timeout' | 'error' | 'missing';

/** Rejection of a lazy part; the message is exactly the spec's, the details ride alongside. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  // Declared, not parameter properties: one `Object.assign` minifies smaller than four fields.
  declare readonly chunk: string;
  declare readonly type: ChunkFailure;
  declare readonly request: string;
  declare readonly cause?: unknown;
  constructor(chunk: string, type: ChunkFailure, request: string, cause?: unknown) {
    super(`Loading chunk ${chunk} failed.`);
    Object.assign(this, { chunk, type, request, cause });
  }
}

export const CHUNK_TIMEOUT_MS = 120_000;

export interface ChunkLoader {
  /**
   * Loads a chunk once; concurrent calls share one request. A failure is not remembered, so the
   * next call for the same id retries.
   */
  load<T>(id: string, factory: () => Promise<T>): Promise<T>;
  state(id: string): 'loading' | 'loaded' | 'failed' | 'idle';
}

export interface ChunkLoaderOptions {
  /**
   * Milliseconds before a load counts as failed (`ChunkLoadError`, type `timeout`).
   * @default 120000 (CHUNK_TIMEOUT_MS)
   */
  timeout?: number;
}

function requestOf(error: unknown): string {
  const message = messageOf(error);
  return (
    /(https?:\/\/[^\s"'()]+|\/[^\s"'()]+\.js)/.exec(message)?.[1]?.replace(/[.,;:]+$/, '') ?? ''
  );
}

export function createChunkLoader(options: ChunkLoaderOptions = {}): ChunkLoader {
  const timeout = options.timeout ?? CHUNK_TIMEOUT_MS;
  const inflight = new Map<string, Promise<unknown>>();
  const states = new Map<string, 'loading' | 'loaded' | 'failed'>();

  return {
    load<T>(id: string, factory: () => Promise<T>): Promise<T> {
      const existing = inflight.get(id);
      if (existing) return existing as Promise<T>;
      states.set(id, 'loading');
      const attempt = new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkLoadError(id, 'timeout', '')), timeout);
        let started: Promise<T>;
        try {
          started = factory();
        } catch (error) {
          started = Promise.reject(error);
        }
        started.then(
          (module) => {
            clearTimeout(timer);
            if (module === undefined || module === null)
              reject(new ChunkLoadError(id, 'missing', ''));
            else resolve(module);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(
              error instanceof ChunkLoadError
                ? error
                : new ChunkLoadError(id, 'error', requestOf(error), error),
            );
          },
        );
      }).then(
        (module) => {
          states.set(id, 'loaded');
          return module;
        },
        (error: unknown) => {
          inflight.delete(id);
          states.set(id, 'failed');
          throw error;
        },
      );
      inflight.set(id, attempt);
      return attempt;
    },
    state: (id) => states.get(id) ?? 'idle',
  };
}
