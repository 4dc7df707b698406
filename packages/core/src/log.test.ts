import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './log.ts';

function fakeConsole() {
  return {
    warn: vi.fn<(...args: unknown[]) => void>(),
    error: vi.fn<(...args: unknown[]) => void>(),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createLogger: warn and error', () => {
  it('prefixes warnings and passes the details on', () => {
    const target = fakeConsole();
    const detail = { id: 1 };
    createLogger(target).warn('something odd', detail, 2);
    expect(target.warn).toHaveBeenCalledTimes(1);
    expect(target.warn).toHaveBeenCalledWith('[islet] something odd', detail, 2);
    expect(target.warn.mock.calls[0]?.[1]).toBe(detail);
    expect(target.error).not.toHaveBeenCalled();
  });

  it('prefixes errors and passes the details on', () => {
    const target = fakeConsole();
    const cause = new Error('boom');
    createLogger(target).error('behaviour failed', cause);
    expect(target.error).toHaveBeenCalledWith('[islet] behaviour failed', cause);
    expect(target.warn).not.toHaveBeenCalled();
  });

  it('warn repeats every time', () => {
    const target = fakeConsole();
    const log = createLogger(target);
    log.warn('same');
    log.warn('same');
    expect(target.warn).toHaveBeenCalledTimes(2);
  });

  it('writes to console by default', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const log = createLogger();
    log.warn('to the console');
    log.error('also to the console');
    log.warnOnce('k', 'once');
    log.warnOnce('k', 'once');
    expect(warn.mock.calls).toEqual([['[islet] to the console'], ['[islet] once']]);
    expect(error.mock.calls).toEqual([['[islet] also to the console']]);
  });
});

describe('createLogger: warnOnce', () => {
  it.each<{ name: string; calls: Array<[string, string]>; expected: string[] }>([
    {
      name: 'one key, one warning',
      calls: [['a', 'first']],
      expected: ['[islet] first'],
    },
    {
      name: 'the same key again is silent',
      calls: [
        ['a', 'first'],
        ['a', 'first'],
        ['a', 'first'],
      ],
      expected: ['[islet] first'],
    },
    {
      name: 'the same key with another message is still silent',
      calls: [
        ['a', 'first'],
        ['a', 'second'],
      ],
      expected: ['[islet] first'],
    },
    {
      name: 'different keys each warn once',
      calls: [
        ['a', 'one'],
        ['b', 'two'],
        ['a', 'one'],
        ['c', 'three'],
        ['b', 'two'],
      ],
      expected: ['[islet] one', '[islet] two', '[islet] three'],
    },
    {
      name: 'the same message under different keys warns each time',
      calls: [
        ['x', 'same'],
        ['y', 'same'],
      ],
      expected: ['[islet] same', '[islet] same'],
    },
    {
      name: 'an empty key is a key like any other',
      calls: [
        ['', 'empty'],
        ['', 'empty'],
      ],
      expected: ['[islet] empty'],
    },
  ])('$name', ({ calls, expected }) => {
    const target = fakeConsole();
    const log = createLogger(target);
    for (const [key, message] of calls) log.warnOnce(key, message);
    expect(target.warn.mock.calls.map((call) => call[0])).toEqual(expected);
  });

  it('passes the details of the first call on', () => {
    const target = fakeConsole();
    const log = createLogger(target);
    const first = { n: 1 };
    log.warnOnce('k', 'message', first);
    log.warnOnce('k', 'message', { n: 2 });
    expect(target.warn).toHaveBeenCalledTimes(1);
    expect(target.warn).toHaveBeenCalledWith('[islet] message', first);
  });

  it('does not share keys with warn', () => {
    const target = fakeConsole();
    const log = createLogger(target);
    log.warn('k');
    log.warnOnce('k', 'k');
    log.warnOnce('k', 'k');
    expect(target.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps a separate memory per logger', () => {
    const target = fakeConsole();
    createLogger(target).warnOnce('k', 'from one');
    createLogger(target).warnOnce('k', 'from two');
    expect(target.warn.mock.calls.map((call) => call[0])).toEqual([
      '[islet] from one',
      '[islet] from two',
    ]);
  });

  it('never uses error', () => {
    const target = fakeConsole();
    createLogger(target).warnOnce('k', 'm');
    expect(target.error).not.toHaveBeenCalled();
  });
});
