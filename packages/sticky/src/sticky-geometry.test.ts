import { describe, expect, it } from 'vitest';
import {
  anchorClearance,
  distanceToStick,
  effectsActive,
  leavesParentEnd,
  parentEndMargin,
  reachesParentEnd,
  rtlInset,
  stuckBox,
  type StickTo,
} from './sticky-geometry.ts';

describe('distance to the stick point', () => {
  it.each<[StickTo, number, number, number, number, number]>([
    // to, top, height, offset, innerHeight, distance
    ['top', 300, 80, 0, 800, 300],
    ['top', 0, 80, 0, 800, 0], // at the edge: sticks
    ['top', 90, 80, 100, 800, -10],
    ['top', 132, 80, 32, 800, 100], // admin bar folded into the offset
    ['bottom', 900, 60, 0, 800, -160], // below the viewport: sticks
    ['bottom', 740, 60, 0, 800, 0],
    ['bottom', 500, 60, 10, 800, 230],
  ])('%s: box %d+%d, offset %d, viewport %d → %d', (to, top, height, offset, inner, expected) => {
    expect(distanceToStick(to, { top, height }, offset, inner) + 0).toBe(expected);
  });

  it.each([
    [0, 0, true],
    [-149, 150, false],
    [-150, 150, true],
    [10, 0, false],
  ])('effects at distance %d with offset %d: %s', (distance, offset, expected) => {
    expect(effectsActive(distance, offset)).toBe(expected);
  });

  it('a stuck box sits at its offset from its edge', () => {
    expect(stuckBox('top', 80, 32, 800)).toEqual({ top: 32, height: 80 });
    expect(stuckBox('bottom', 60, 10, 800)).toEqual({ top: 730, height: 60 });
  });
});

describe('staying in the parent', () => {
  const parent = { top: -1000, bottom: 300, borderTop: 0, borderBottom: 2 };
  it.each([
    [{ top: 100, height: 150 }, false], // bottom 250 < 298
    [{ top: 100, height: 198 }, true], // bottom 298 reaches 300 − 2
    [{ top: 100, height: 300 }, true],
  ])('top: element %j reaches the end: %s', (box, expected) => {
    expect(reachesParentEnd('top', box, parent)).toBe(expected);
  });

  it('bottom: the parent top meets the element top', () => {
    expect(reachesParentEnd('bottom', { top: 700, height: 60 }, { ...parent, top: 650 })).toBe(
      false,
    );
    expect(reachesParentEnd('bottom', { top: 700, height: 60 }, { ...parent, top: 700 })).toBe(
      true,
    );
  });

  it.each<[StickTo, number, number, boolean]>([
    ['top', 101, 100, true],
    ['top', 100, 100, false],
    ['top', -50, 100, false],
    ['bottom', 800 - 60 - 11, 10, true], // bottom.fromBottom −11 < −10
    ['bottom', 800 - 60 - 10, 10, false],
  ])('%s: element at %d with offset %d lets go of the end: %s', (to, top, offset, expected) => {
    expect(leavesParentEnd(to, { top, height: 60 }, offset, 800)).toBe(expected);
  });
});

describe('how far a stuck element is from its parent-end decision', () => {
  const parent = { top: -400, bottom: 300, borderTop: 3, borderBottom: 2 };
  const shifted = (edges: typeof parent, by: number) => ({
    ...edges,
    top: edges.top - by,
    bottom: edges.bottom - by,
  });
  // Scrolling by d moves the parent (and an element resting in it) up by d; a fixed element stays.
  it.each<[StickTo, boolean, { top: number; height: number }]>([
    ['top', false, { top: 100, height: 150 }],
    ['top', true, { top: 138, height: 160 }],
    ['bottom', false, { top: 700, height: 60 }],
    ['bottom', true, { top: 713, height: 60 }],
  ])(
    '%s, resting at the end %s: the decision holds closer than the margin',
    (to, following, box) => {
      const margin = parentEndMargin(to, box, parent, 100, 800, following);
      const decide = (d: number) =>
        following
          ? leavesParentEnd(to, { ...box, top: box.top - d }, 100, 800)
          : reachesParentEnd(to, box, shifted(parent, d));
      const now = decide(0);
      const reach = Math.abs(margin);
      for (const d of [-reach + 0.5, -reach / 2, reach / 2, reach - 0.5])
        expect(decide(d)).toBe(now);
      // Scrolling the whole margin, and a pixel more, flips it.
      expect(decide(margin) === now && decide(margin + Math.sign(margin)) === now).toBe(false);
    },
  );
});

describe('insets and anchor offsets', () => {
  it('RTL inset mirrors the left edge, never below 0', () => {
    expect(rtlInset(1280, 300, 100)).toBe(880);
    expect(rtlInset(1280, 1300, 0)).toBe(0);
  });

  it.each([
    // stuck top (admin bar + sticky_offset), height, anchor offset, clearance
    [0, 80, 0, 80],
    [0, 80, 20, 100],
    [32, 80, 20, 132], // admin bar + height + anchor offset
    [32 + 10, 80, 0, 122],
  ])('stuck at %d, height %d, anchor offset %d → %d', (top, height, anchor, expected) => {
    expect(anchorClearance(top, height, anchor)).toBe(expected);
  });
});
