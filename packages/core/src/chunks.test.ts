import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, createChunkLoader } from './chunks.ts';

/** A promise whose settling the test controls. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Settles `promise` into a value the test can inspect, without unhandled rejections. */
function outcome<T>(promise: Promise<T>) {
  const result: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(result, { settled: true, value }),
    (error: unknown) => Object.assign(result, { settled: true, error }),
  );
  return result;
}

async function rejectionOf(promise: Promise<unknown>): Promise<ChunkLoadError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ChunkLoadError);
    return error as ChunkLoadError;
  }
  throw new Error('expected the load to fail');
}

const MODULE = { default: 'popup module' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ChunkLoadError', () => {
  it('carries the exact message and the details beside it', () => {
    const cause = new Error('boom');
    const error = new ChunkLoadError('popup', 'error', 'http://x/popup.js', cause);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk popup failed.');
    expect(error.chunk).toBe('popup');
    expect(error.type).toBe('error');
    expect(error.request).toBe('http://x/popup.js');
    expect(error.cause).toBe(cause);
  });

  it('uses a 120 s timeout', () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });
});

describe('createChunkLoader: success', () => {
  it('resolves with the module the factory gives', async () => {
    const loader = createChunkLoader();
    await expect(loader.load('popup', () => Promise.resolve(MODULE))).resolves.toBe(MODULE);
  });

  it.each([0, false, '', 'module text', []])(
    'resolves any module that is not nullish: %j',
    async (m) => {
      const loader = createChunkLoader();
      await expect(loader.load('x', () => Promise.resolve(m))).resolves.toBe(m);
    },
  );

  it('shares one factory call between concurrent loads', async () => {
    const loader = createChunkLoader();
    const gate = deferred<typeof MODULE>();
    const factory = vi.fn(() => gate.promise);
    const first = loader.load('popup', factory);
    const second = loader.load('popup', factory);
    const third = loader.load('popup', () => Promise.resolve({ other: true }));
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(factory).toHaveBeenCalledTimes(1);
    gate.resolve(MODULE);
    await expect(Promise.all([first, second, third])).resolves.toEqual([MODULE, MODULE, MODULE]);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('does not load again once loaded', async () => {
    const loader = createChunkLoader();
    const factory = vi.fn(() => Promise.resolve(MODULE));
    await loader.load('popup', factory);
    await expect(loader.load('popup', factory)).resolves.toBe(MODULE);
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('keeps different chunks apart', async () => {
    const loader = createChunkLoader();
    const a = vi.fn(() => Promise.resolve('a'));
    const b = vi.fn(() => Promise.resolve('b'));
    await expect(loader.load('a', a)).resolves.toBe('a');
    await expect(loader.load('b', b)).resolves.toBe('b');
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('clears its timer once loaded', async () => {
    const loader = createChunkLoader();
    await loader.load('popup', () => Promise.resolve(MODULE));
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('createChunkLoader: timeout', () => {
  it('rejects after exactly 120 s with type "timeout"', async () => {
    const loader = createChunkLoader();
    const result = outcome(loader.load('popup', () => new Promise<never>(() => {})));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(result.settled).toBe(false);
    expect(loader.state('popup')).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(result.settled).toBe(true);
    const error = result.error as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.message).toBe('Loading chunk popup failed.');
    expect(error.type).toBe('timeout');
    expect(error.chunk).toBe('popup');
    expect(error.request).toBe('');
    expect(loader.state('popup')).toBe('failed');
  });

  it('honours a custom timeout', async () => {
    const loader = createChunkLoader({ timeout: 5_000 });
    const result = outcome(loader.load('share', () => new Promise<never>(() => {})));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(result.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((result.error as ChunkLoadError).type).toBe('timeout');
    expect((result.error as ChunkLoadError).message).toBe('Loading chunk share failed.');
  });

  it('ignores a factory that settles after the timeout', async () => {
    const loader = createChunkLoader();
    const gate = deferred<typeof MODULE>();
    const result = outcome(loader.load('popup', () => gate.promise));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    gate.resolve(MODULE);
    await vi.advanceTimersByTimeAsync(0);
    expect((result.error as ChunkLoadError).type).toBe('timeout');
    expect(result.value).toBeUndefined();
    expect(loader.state('popup')).toBe('failed');
  });

  it('rejects every concurrent caller with the same timeout error', async () => {
    const loader = createChunkLoader();
    const factory = vi.fn(() => new Promise<never>(() => {}));
    const first = outcome(loader.load('popup', factory));
    const second = outcome(loader.load('popup', factory));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(factory).toHaveBeenCalledTimes(1);
    expect(first.error).toBeInstanceOf(ChunkLoadError);
    expect(second.error).toBe(first.error);
  });

  it('retries after a timeout, with a fresh timer', async () => {
    const loader = createChunkLoader();
    const never = vi.fn(() => new Promise<never>(() => {}));
    const first = outcome(loader.load('popup', never));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS);
    expect(first.error).toBeInstanceOf(ChunkLoadError);

    const second = outcome(loader.load('popup', never));
    expect(never).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(second.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((second.error as ChunkLoadError).type).toBe('timeout');
  });
});

describe('createChunkLoader: factory failures', () => {
  it('turns a rejected import into type "error" with the request URL', async () => {
    const loader = createChunkLoader();
    const cause = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1/x/chunks/popup-abc.js',
    );
    const error = await rejectionOf(loader.load('popup', () => Promise.reject(cause)));
    expect(error.message).toBe('Loading chunk popup failed.');
    expect(error.type).toBe('error');
    expect(error.request).toBe('http://127.0.0.1/x/chunks/popup-abc.js');
    expect(error.cause).toBe(cause);
    expect(error.chunk).toBe('popup');
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    [
      'Chromium',
      'Failed to fetch dynamically imported module: http://127.0.0.1/x/chunks/popup-abc.js',
      'http://127.0.0.1/x/chunks/popup-abc.js',
    ],
    [
      'Firefox',
      'error loading dynamically imported module: https://site.test/wp-content/chunks/lightbox-9f.js',
      'https://site.test/wp-content/chunks/lightbox-9f.js',
    ],
    [
      'a URL with a port and a query',
      'Failed to fetch dynamically imported module: http://localhost:5173/chunks/a.js?v=3',
      'http://localhost:5173/chunks/a.js?v=3',
    ],
    ['a root-relative path', 'Cannot load /assets/js/share-link.js', '/assets/js/share-link.js'],
    ['Safari (no URL)', 'Importing a module script failed.', ''],
    ['no message', '', ''],
  ])('extracts the request from a %s message', async (_name, message, request) => {
    const loader = createChunkLoader();
    const error = await rejectionOf(loader.load('c', () => Promise.reject(new Error(message))));
    expect(error.type).toBe('error');
    expect(error.request).toBe(request);
  });

  it('extracts the request from a rejection that is not an Error', async () => {
    const loader = createChunkLoader();
    const error = await rejectionOf(
      loader.load('c', () => Promise.reject('failed: https://cdn.test/c.js')),
    );
    expect(error.type).toBe('error');
    expect(error.request).toBe('https://cdn.test/c.js');
    expect(error.cause).toBe('failed: https://cdn.test/c.js');
  });

  it('passes a ChunkLoadError from the factory through unchanged', async () => {
    const loader = createChunkLoader();
    const original = new ChunkLoadError('inner', 'missing', '/inner.js');
    const error = await rejectionOf(loader.load('outer', () => Promise.reject(original)));
    expect(error).toBe(original);
  });

  it('catches a factory that throws synchronously', async () => {
    const loader = createChunkLoader();
    const thrown = new Error('import() is not supported: /chunks/popup.js');
    const promise = loader.load('popup', () => {
      throw thrown;
    });
    expect(promise).toBeInstanceOf(Promise);
    const error = await rejectionOf(promise);
    expect(error.message).toBe('Loading chunk popup failed.');
    expect(error.type).toBe('error');
    expect(error.request).toBe('/chunks/popup.js');
    expect(error.cause).toBe(thrown);
    expect(loader.state('popup')).toBe('failed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
  ])('treats a factory resolving %s as type "missing"', async (_name, module) => {
    const loader = createChunkLoader();
    const error = await rejectionOf(loader.load('popup', () => Promise.resolve(module)));
    expect(error.message).toBe('Loading chunk popup failed.');
    expect(error.type).toBe('missing');
    expect(error.request).toBe('');
    expect(loader.state('popup')).toBe('failed');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects every concurrent caller with the same error', async () => {
    const loader = createChunkLoader();
    const gate = deferred<never>();
    const first = outcome(loader.load('popup', () => gate.promise));
    const second = outcome(loader.load('popup', () => gate.promise));
    gate.reject(new Error('network down'));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.error).toBeInstanceOf(ChunkLoadError);
    expect(second.error).toBe(first.error);
  });

  it('retries after a failure, and the retry can succeed', async () => {
    const loader = createChunkLoader();
    const factory = vi
      .fn<() => Promise<typeof MODULE>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module: /p.js'))
      .mockResolvedValueOnce(MODULE);
    const error = await rejectionOf(loader.load('popup', factory));
    expect(error.type).toBe('error');
    expect(loader.state('popup')).toBe('failed');

    await expect(loader.load('popup', factory)).resolves.toBe(MODULE);
    expect(factory).toHaveBeenCalledTimes(2);
    expect(loader.state('popup')).toBe('loaded');

    await expect(loader.load('popup', factory)).resolves.toBe(MODULE);
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('retries after a "missing" result', async () => {
    const loader = createChunkLoader();
    const factory = vi
      .fn<() => Promise<typeof MODULE | undefined>>()
      .mockResolvedValueOnce(undefined)
      .mockResolvedValueOnce(MODULE);
    expect((await rejectionOf(loader.load('popup', factory))).type).toBe('missing');
    await expect(loader.load('popup', factory)).resolves.toBe(MODULE);
  });

  it('a failure of one chunk leaves the others alone', async () => {
    const loader = createChunkLoader();
    await loader.load('good', () => Promise.resolve('good'));
    await rejectionOf(loader.load('bad', () => Promise.reject(new Error('x'))));
    expect(loader.state('good')).toBe('loaded');
    expect(loader.state('bad')).toBe('failed');
  });
});

describe('createChunkLoader: state()', () => {
  it('goes idle → loading → loaded', async () => {
    const loader = createChunkLoader();
    const gate = deferred<typeof MODULE>();
    expect(loader.state('popup')).toBe('idle');
    const promise = loader.load('popup', () => gate.promise);
    expect(loader.state('popup')).toBe('loading');
    gate.resolve(MODULE);
    await promise;
    expect(loader.state('popup')).toBe('loaded');
  });

  it('goes idle → loading → failed → loading → loaded on a retry', async () => {
    const loader = createChunkLoader();
    const states = [loader.state('popup')];
    const failing = deferred<typeof MODULE>();
    const first = loader.load('popup', () => failing.promise);
    states.push(loader.state('popup'));
    failing.reject(new Error('offline'));
    await rejectionOf(first);
    states.push(loader.state('popup'));
    const succeeding = deferred<typeof MODULE>();
    const second = loader.load('popup', () => succeeding.promise);
    states.push(loader.state('popup'));
    succeeding.resolve(MODULE);
    await second;
    states.push(loader.state('popup'));
    expect(states).toEqual(['idle', 'loading', 'failed', 'loading', 'loaded']);
  });

  it('is idle for chunks never requested, and per loader', async () => {
    const one = createChunkLoader();
    const two = createChunkLoader();
    await one.load('popup', () => Promise.resolve(MODULE));
    expect(one.state('popup')).toBe('loaded');
    expect(one.state('lightbox')).toBe('idle');
    expect(two.state('popup')).toBe('idle');
  });
});
