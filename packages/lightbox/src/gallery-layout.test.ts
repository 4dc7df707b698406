import { describe, expect, it } from 'vitest';
import { aspectRatio, justifiedLayout, masonryLayout } from './gallery-layout.ts';

describe('aspectRatio', () => {
  it.each([
    ['3:2', 2 / 3],
    ['1:1', 1],
    ['16:9', 9 / 16],
    ['9:16', 16 / 9],
    ['0:1', 2 / 3],
    ['nonsense', 2 / 3],
    [undefined, 2 / 3],
  ])('%s → %f', (value, ratio) => {
    expect(aspectRatio(value)).toBeCloseTo(ratio);
  });
});

describe('masonryLayout', () => {
  it('puts each image in the shortest column', () => {
    // Heights at a 100 px column: 100, 50, 150, 20.
    const { boxes, height } = masonryLayout([1, 0.5, 1.5, 0.2], 310, 3, 5, 10);
    expect(boxes.map((box) => [box.start, box.top, box.height])).toEqual([
      [0, 0, 100],
      [105, 0, 50],
      [210, 0, 150],
      [105, 60, 20],
    ]);
    expect(height).toBe(150);
  });

  it('copes with no images and with impossible column counts', () => {
    expect(masonryLayout([], 300, 3, 0, 0)).toEqual({ boxes: [], height: 0 });
    expect(masonryLayout([1], 300, 0, 0, 0).boxes[0]?.width).toBe(300);
  });
});

describe('justifiedLayout', () => {
  it('fills each full row to the container width exactly', () => {
    // Ratios height/width: landscape 0.5 (200 wide at 100 px), square 1 (100 wide).
    const { boxes } = justifiedLayout([0.5, 0.5, 1, 1, 0.5], 400, 100, 10, 10);
    const firstRow = boxes.filter((box) => box.top === 0);
    const right = Math.max(...firstRow.map((box) => box.start + box.width));
    expect(right).toBeCloseTo(400);
    expect(new Set(firstRow.map((box) => box.height.toFixed(3))).size).toBe(1);
  });

  it('keeps the last, short row at the ideal height', () => {
    const { boxes, height } = justifiedLayout([1, 1, 1], 1000, 150, 10, 10);
    expect(boxes.map((box) => box.height)).toEqual([150, 150, 150]);
    expect(height).toBe(150);
  });
});
