import { afterEach, describe, expect, it } from 'vitest';
import { createScrollOffsets } from './scroll-offsets.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('createScrollOffsets', () => {
  it('takes the largest source, since each source returns all it needs clear', () => {
    const offsets = createScrollOffsets(window);
    expect(offsets.top()).toBe(0);
    const removeHeader = offsets.add(() => 110);
    offsets.add(() => 40);
    offsets.add(() => Number.NaN);
    expect(offsets.top()).toBe(110);
    removeHeader();
    expect(offsets.top()).toBe(40);
  });

  it('counts the admin bar only while it is fixed', () => {
    document.body.innerHTML = '<div id="wpadminbar" style="position: fixed"></div>';
    const bar = document.getElementById('wpadminbar')!;
    bar.getBoundingClientRect = () => ({ height: 32 }) as DOMRect;
    const offsets = createScrollOffsets(window);
    expect(offsets.top()).toBe(32);
    bar.style.position = 'absolute';
    expect(offsets.top()).toBe(0);
  });
});
