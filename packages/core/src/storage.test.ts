import { describe, expect, it, vi } from 'vitest';
import { createStore, type Store } from './storage.ts';

const BLOB = 'elementor';
const NOW = 1_714_000_000_000;

/** A Storage backed by a Map, that can be told to refuse reads or writes. */
class FakeStorage implements Storage {
  readonly data = new Map<string, string>();
  failGet: Error | null = null;
  failSet: Error | null = null;
  readonly writes: Array<[string, string]> = [];

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.data.set(key, value);
  }

  get length() {
    return this.data.size;
  }

  clear() {
    this.data.clear();
  }

  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }

  getItem(key: string) {
    if (this.failGet) throw this.failGet;
    return this.data.get(key) ?? null;
  }

  setItem(key: string, value: string) {
    if (this.failSet) throw this.failSet;
    this.writes.push([key, value]);
    this.data.set(key, String(value));
  }

  removeItem(key: string) {
    this.data.delete(key);
  }

  /** The shared blob, parsed. */
  blob(): unknown {
    const text = this.data.get(BLOB);
    return text === undefined ? undefined : JSON.parse(text);
  }
}

function quotaError() {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

function securityError() {
  return new DOMException('Access is denied for this document.', 'SecurityError');
}

function setup(initial: Record<string, string> = {}) {
  const storage = new FakeStorage(initial);
  const onFallback = vi.fn<(reason: string) => void>();
  let time = NOW;
  const clock = {
    set: (value: number) => {
      time = value;
    },
    advance: (ms: number) => {
      time += ms;
    },
  };
  const store = createStore(
    () => storage,
    BLOB,
    onFallback,
    () => time,
  );
  return { storage, store, onFallback, clock };
}

describe('createStore: the blob layout', () => {
  it('keeps every value in one JSON blob under "elementor"', () => {
    const { storage, store } = setup();
    store.set('pageViews', 12);
    store.set('sessions', 3);
    store.set('popup_306_disable', true);
    expect([...storage.data.keys()]).toEqual([BLOB]);
    expect(storage.data.get(BLOB)).toBe('{"pageViews":12,"sessions":3,"popup_306_disable":true}');
  });

  it('writes expiries under __expiration as epoch milliseconds', () => {
    const { storage, store } = setup();
    store.set('popup-306-impressions-count', 1, { lifetimeInSeconds: 86_400 });
    expect(storage.blob()).toEqual({
      'popup-306-impressions-count': 1,
      __expiration: { 'popup-306-impressions-count': NOW + 86_400_000 },
    });
  });

  it('reads the reference example left by the original runtime', () => {
    const example =
      '{"__expiration":{"popup-306-impressions-count":1714000000000},' +
      '"pageViews":12,"sessions":3,"popup_306_times":2,' +
      '"popup_306_page_views_initialPageViews":9,"popup_306_disable":true}';
    const { store } = setup({ [BLOB]: example });
    expect(store.get('pageViews')).toBe(12);
    expect(store.get('sessions')).toBe(3);
    expect(store.get('popup_306_times')).toBe(2);
    expect(store.get('popup_306_page_views_initialPageViews')).toBe(9);
    expect(store.get('popup_306_disable')).toBe(true);
    expect(store.get('popup-306-impressions-count')).toBeUndefined();
  });

  it('round-trips JSON values of every kind', () => {
    const { store } = setup();
    const values: Record<string, unknown> = {
      number: 0,
      string: '',
      bool: false,
      nil: null,
      list: [1, 'two', { three: 3 }],
      object: { nested: { deep: true } },
    };
    for (const [key, value] of Object.entries(values)) store.set(key, value);
    for (const [key, value] of Object.entries(values)) expect(store.get(key)).toEqual(value);
  });

  it('gives undefined for an absent key', () => {
    const { store } = setup();
    expect(store.get('pageViews')).toBeUndefined();
  });

  it('keeps the keys it does not touch', () => {
    const { storage, store } = setup({ [BLOB]: '{"foreign":"kept","pageViews":1}' });
    store.set('pageViews', 2);
    expect(storage.blob()).toEqual({ foreign: 'kept', pageViews: 2 });
  });

  it('uses the blob key it is given', () => {
    const storage = new FakeStorage();
    const store = createStore(() => storage, 'foo', vi.fn());
    store.set('a', 1);
    expect(storage.data.get('foo')).toBe('{"a":1}');
    expect(storage.data.has(BLOB)).toBe(false);
  });
});

describe('createStore: expiries', () => {
  it('set with a lifetime writes an expiry', () => {
    const { storage, store } = setup();
    store.set('count', 1, { lifetimeInSeconds: 60 });
    expect(storage.blob()).toEqual({ count: 1, __expiration: { count: NOW + 60_000 } });
  });

  it('set with a new lifetime replaces the expiry', () => {
    const { storage, store, clock } = setup();
    store.set('count', 1, { lifetimeInSeconds: 60 });
    clock.advance(10_000);
    store.set('count', 2, { lifetimeInSeconds: 3600 });
    expect(storage.blob()).toEqual({ count: 2, __expiration: { count: NOW + 10_000 + 3_600_000 } });
  });

  it('set without a lifetime keeps an existing expiry', () => {
    const { storage, store, clock } = setup();
    store.set('count', 1, { lifetimeInSeconds: 60 });
    clock.advance(5_000);
    store.set('count', 2);
    expect(storage.blob()).toEqual({ count: 2, __expiration: { count: NOW + 60_000 } });
    store.set('count', 3, {});
    expect(storage.blob()).toEqual({ count: 3, __expiration: { count: NOW + 60_000 } });
  });

  it('set without a lifetime adds no expiry', () => {
    const { storage, store } = setup();
    store.set('pageViews', 1);
    expect(storage.blob()).toEqual({ pageViews: 1 });
  });

  it('keeps the other keys’ expiries', () => {
    const { storage, store } = setup();
    store.set('a', 1, { lifetimeInSeconds: 10 });
    store.set('b', 2, { lifetimeInSeconds: 20 });
    expect(storage.blob()).toEqual({
      a: 1,
      b: 2,
      __expiration: { a: NOW + 10_000, b: NOW + 20_000 },
    });
  });

  it('a value is still there up to and at its expiry, gone after it', () => {
    const { store, clock } = setup();
    store.set('count', 1, { lifetimeInSeconds: 60 });
    clock.set(NOW + 59_999);
    expect(store.get('count')).toBe(1);
    clock.set(NOW + 60_000);
    expect(store.get('count')).toBe(1);
    clock.set(NOW + 60_001);
    expect(store.get('count')).toBeUndefined();
  });

  it('get purges every expired key, not only the one asked for, and rewrites the blob', () => {
    const { storage, store } = setup({
      [BLOB]: JSON.stringify({
        __expiration: { old: NOW - 1, older: NOW - 86_400_000, fresh: NOW + 1000 },
        old: 1,
        older: 2,
        fresh: 3,
        plain: 4,
      }),
    });
    expect(store.get('plain')).toBe(4);
    expect(storage.blob()).toEqual({ __expiration: { fresh: NOW + 1000 }, fresh: 3, plain: 4 });
    expect(storage.writes).toHaveLength(1);
  });

  it('get does not rewrite the blob when nothing expired', () => {
    const text = JSON.stringify({ __expiration: { fresh: NOW + 1000 }, fresh: 3 });
    const { storage, store } = setup({ [BLOB]: text });
    expect(store.get('fresh')).toBe(3);
    expect(store.get('missing')).toBeUndefined();
    expect(storage.writes).toHaveLength(0);
    expect(storage.data.get(BLOB)).toBe(text);
  });

  it('an expiry without a value is purged too', () => {
    const { storage, store } = setup({
      [BLOB]: JSON.stringify({ __expiration: { gone: NOW - 1 }, kept: 1 }),
    });
    expect(store.get('kept')).toBe(1);
    expect(storage.blob()).toEqual({ __expiration: {}, kept: 1 });
  });

  it('a lifetime of 0 expires as soon as the clock moves', () => {
    const { store, clock } = setup();
    store.set('flash', 'x', { lifetimeInSeconds: 0 });
    expect(store.get('flash')).toBe('x');
    clock.advance(1);
    expect(store.get('flash')).toBeUndefined();
  });
});

describe('createStore: remove', () => {
  it('removes the value and its expiry', () => {
    const { storage, store } = setup();
    store.set('a', 1, { lifetimeInSeconds: 60 });
    store.set('b', 2, { lifetimeInSeconds: 60 });
    store.remove('a');
    expect(storage.blob()).toEqual({ b: 2, __expiration: { b: NOW + 60_000 } });
    expect(store.get('a')).toBeUndefined();
    expect(store.get('b')).toBe(2);
  });

  it('removes a value that has no expiry', () => {
    const { storage, store } = setup();
    store.set('pageViews', 5);
    store.set('sessions', 1);
    store.remove('pageViews');
    expect(storage.blob()).toEqual({ sessions: 1 });
  });

  it('is harmless for an absent key', () => {
    const { storage, store } = setup();
    store.remove('nothing');
    expect(storage.blob()).toEqual({});
    expect(store.get('nothing')).toBeUndefined();
  });
});

describe('createStore: a malformed blob is treated as empty', () => {
  it.each([
    ['not JSON', '{pageViews:12'],
    ['an empty string', ''],
    ['a JSON array', '[1,2,3]'],
    ['a JSON number', '42'],
    ['a JSON string', '"text"'],
    ['JSON null', 'null'],
    ['the text undefined', 'undefined'],
  ])('%s', (_name, text) => {
    const { storage, store, onFallback } = setup({ [BLOB]: text });
    expect(store.get('pageViews')).toBeUndefined();
    store.set('pageViews', 1);
    expect(storage.blob()).toEqual({ pageViews: 1 });
    expect(store.get('pageViews')).toBe(1);
    expect(store.persistent).toBe(true);
    expect(onFallback).not.toHaveBeenCalled();
  });
});

describe('createStore: raw keys outside the blob', () => {
  it('getRaw and setRaw use their own keys, as plain strings', () => {
    const { storage, store } = setup({ 'popup-306-count': '4' });
    expect(store.getRaw('popup-306-count')).toBe('4');
    store.setRaw('popup-306-count', '5');
    expect(storage.data.get('popup-306-count')).toBe('5');
    expect(store.getRaw('popup-306-count')).toBe('5');
    expect(storage.data.has(BLOB)).toBe(false);
  });

  it('getRaw gives null for an absent key', () => {
    const { store } = setup();
    expect(store.getRaw('absent')).toBeNull();
  });

  it('raw keys and blob keys do not mix', () => {
    const { storage, store } = setup();
    store.set('activeSession', true);
    store.setRaw('activeSession', 'raw');
    expect(store.get('activeSession')).toBe(true);
    expect(store.getRaw('activeSession')).toBe('raw');
    expect(storage.blob()).toEqual({ activeSession: true });
  });

  it('getRaw of the blob key gives the blob text', () => {
    const { store } = setup();
    store.set('a', 1);
    expect(store.getRaw(BLOB)).toBe('{"a":1}');
  });
});

describe('createStore: refused storage falls back to memory', () => {
  function expectMemoryStore(store: Store) {
    store.set('pageViews', 1);
    store.set('count', 7, { lifetimeInSeconds: 60 });
    store.setRaw('raw', 'value');
    expect(store.get('pageViews')).toBe(1);
    expect(store.get('count')).toBe(7);
    expect(store.getRaw('raw')).toBe('value');
    store.remove('pageViews');
    expect(store.get('pageViews')).toBeUndefined();
  }

  it('is persistent while the browser allows it', () => {
    const { store, onFallback } = setup();
    store.set('a', 1);
    expect(store.get('a')).toBe(1);
    expect(store.persistent).toBe(true);
    expect(onFallback).not.toHaveBeenCalled();
  });

  it.each([
    ['a SecurityError on getItem', securityError()],
    ['a plain Error on getItem', new Error('blocked')],
  ])('%s', (_name, failure) => {
    const { storage, store, onFallback } = setup();
    storage.failGet = failure;
    expect(store.get('pageViews')).toBeUndefined();
    expect(store.persistent).toBe(false);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledWith(failure.message);
    expectMemoryStore(store);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(storage.writes).toEqual([]);
  });

  it('a QuotaExceededError on setItem keeps the written value in memory', () => {
    const { storage, store, onFallback } = setup({ [BLOB]: '{"pageViews":12,"sessions":3}' });
    storage.failSet = quotaError();
    store.set('pageViews', 13);
    expect(store.persistent).toBe(false);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledWith('The quota has been exceeded.');
    expect(store.get('pageViews')).toBe(13);
    expect(store.get('sessions')).toBe(3);
    expect(storage.blob()).toEqual({ pageViews: 12, sessions: 3 });
    expectMemoryStore(store);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('a failing setRaw falls back too', () => {
    const { storage, store, onFallback } = setup();
    storage.failSet = quotaError();
    store.setRaw('popup-306-count', '1');
    expect(store.getRaw('popup-306-count')).toBe('1');
    expect(store.persistent).toBe(false);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('stays in memory even after the browser would allow storage again', () => {
    const { storage, store, onFallback } = setup();
    storage.failSet = quotaError();
    store.set('a', 1);
    storage.failSet = null;
    store.set('b', 2);
    expect(store.get('a')).toBe(1);
    expect(store.get('b')).toBe(2);
    expect(storage.data.has(BLOB)).toBe(false);
    expect(store.persistent).toBe(false);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('expiries still work in memory', () => {
    const { storage, store, clock } = setup();
    storage.failGet = securityError();
    store.set('count', 1, { lifetimeInSeconds: 1 });
    expect(store.get('count')).toBe(1);
    clock.advance(1001);
    expect(store.get('count')).toBeUndefined();
  });

  it('an area getter that throws', () => {
    const onFallback = vi.fn<(reason: string) => void>();
    const area = vi.fn((): Storage => {
      throw securityError();
    });
    const store = createStore(area, BLOB, onFallback);
    expect(store.get('a')).toBeUndefined();
    expect(store.persistent).toBe(false);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback).toHaveBeenCalledWith('Access is denied for this document.');
    expectMemoryStore(store);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(area).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
  ])('an area getter that returns %s', (_name, value) => {
    const onFallback = vi.fn<(reason: string) => void>();
    const store = createStore(() => value, BLOB, onFallback);
    store.set('a', 1);
    expect(store.get('a')).toBe(1);
    expect(store.persistent).toBe(false);
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(onFallback.mock.calls[0]?.[0]).toEqual(expect.any(String));
    expectMemoryStore(store);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('a non-Error throw is reported as text', () => {
    const onFallback = vi.fn<(reason: string) => void>();
    const store = createStore(
      () => {
        throw 'denied';
      },
      BLOB,
      onFallback,
    );
    store.getRaw('x');
    expect(onFallback).toHaveBeenCalledWith('denied');
  });

  it('never throws to the caller', () => {
    const { storage, store } = setup();
    storage.failGet = securityError();
    storage.failSet = quotaError();
    expect(() => {
      store.get('a');
      store.set('a', 1, { lifetimeInSeconds: 5 });
      store.remove('a');
      store.getRaw('b');
      store.setRaw('b', 'x');
    }).not.toThrow();
  });

  it('uses the real clock by default', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      const storage = new FakeStorage();
      const store = createStore(() => storage, BLOB, vi.fn());
      store.set('count', 1, { lifetimeInSeconds: 2 });
      expect(storage.blob()).toEqual({ count: 1, __expiration: { count: NOW + 2000 } });
      vi.setSystemTime(NOW + 2001);
      expect(store.get('count')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('createStore: what was stored stays readable after a write failure', () => {
  function quotaStorage(initial: Record<string, string>): Storage {
    const items = new Map(Object.entries(initial));
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
      removeItem: (key: string) => void items.delete(key),
      clear: () => items.clear(),
      key: () => null,
      get length() {
        return items.size;
      },
    };
  }

  it('keeps blob values readable when a raw write hits the quota first', () => {
    const storage = quotaStorage({ elementor: '{"pageViews":12}', raw: 'kept' });
    const onFallback = vi.fn();
    const store = createStore(() => storage, 'elementor', onFallback);
    store.setRaw('x', '1');
    expect(onFallback).toHaveBeenCalledTimes(1);
    expect(store.get('pageViews')).toBe(12);
    expect(store.getRaw('raw')).toBe('kept');
    expect(store.getRaw('x')).toBe('1');
    store.set('pageViews', 13);
    expect(store.get('pageViews')).toBe(13);
    expect(onFallback).toHaveBeenCalledTimes(1);
  });

  it('ignores a malformed __expiration instead of throwing', () => {
    const storage = quotaStorage({ elementor: '{"__expiration":"1","a":1}' });
    const store = createStore(
      () => storage,
      'elementor',
      () => {},
    );
    expect(store.get('a')).toBe(1);
    store.set('b', 2, { lifetimeInSeconds: 10 });
    expect(store.get('b')).toBe(2);
  });
});
