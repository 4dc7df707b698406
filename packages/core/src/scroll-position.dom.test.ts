import { describe, expect, it, vi } from 'vitest';
import { scrollPosition } from './scroll-position.ts';

describe('the shared scroll position', () => {
  it('measures the viewport again after each resize, and only then', () => {
    const position = scrollPosition(window);
    vi.stubGlobal('innerHeight', 600);
    position.refresh();
    expect(position.height).toBe(600);
    vi.stubGlobal('innerHeight', 500);
    // No resize yet: the measure holds, no layout read.
    expect(position.height).toBe(600);
    window.dispatchEvent(new Event('resize'));
    expect(position.height).toBe(500);
    // Listening again after that measure: a second resize is seen too.
    vi.stubGlobal('innerHeight', 400);
    window.dispatchEvent(new Event('resize'));
    expect(position.height).toBe(400);
  });
});
