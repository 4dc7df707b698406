import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, escapeHTML, throttle } from './frontend-api.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('escapeHTML', () => {
  it.each([
    ['plain', 'plain'],
    ['<b>"x" & \'y\'</b>', '&lt;b&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/b&gt;'],
    [42, '42'],
  ])('%j → %j', (input, output) => {
    expect(escapeHTML(input)).toBe(output);
  });
});

describe('throttle', () => {
  it('runs at once, then at most once per wait with the latest arguments', () => {
    vi.useFakeTimers();
    const calls: unknown[] = [];
    const throttled = throttle((value) => calls.push(value), 100);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(100);
    expect(calls).toEqual([1, 3]);
  });
});

describe('debounce', () => {
  it('runs once after the calls stop, or at the start when immediate', () => {
    vi.useFakeTimers();
    const trailing: unknown[] = [];
    const leading: unknown[] = [];
    const late = debounce((value) => trailing.push(value), 50);
    const early = debounce((value) => leading.push(value), 50, true);
    for (const value of [1, 2, 3]) {
      late(value);
      early(value);
      vi.advanceTimersByTime(20);
    }
    expect(trailing).toEqual([]);
    expect(leading).toEqual([1]);
    vi.advanceTimersByTime(50);
    expect(trailing).toEqual([3]);
    expect(leading).toEqual([1]);
  });
});
