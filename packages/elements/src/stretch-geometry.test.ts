import { describe, expect, it } from 'vitest';
import { naturalEdges, stretchGeometry, type StretchInput } from './stretch-geometry.ts';

describe('stretchGeometry', () => {
  it.each<[string, StretchInput, ReturnType<typeof stretchGeometry>]>([
    [
      'a centred 800 px theme column in a 1366 px window',
      {
        containerLeft: 0,
        containerWidth: 1351,
        naturalLeft: 275.5,
        naturalRight: 1075.5,
        rtl: false,
      },
      { width: 1351, side: 'left', offset: -275.5 },
    ],
    [
      'the same in RTL moves from the right',
      {
        containerLeft: 0,
        containerWidth: 1351,
        naturalLeft: 275.5,
        naturalRight: 1075.5,
        rtl: true,
      },
      { width: 1351, side: 'right', offset: -275.5 },
    ],
    [
      'an off-centre column in RTL',
      { containerLeft: 0, containerWidth: 1000, naturalLeft: 100, naturalRight: 700, rtl: true },
      { width: 1000, side: 'right', offset: -300 },
    ],
    [
      'a named container starting at 40 px',
      { containerLeft: 40, containerWidth: 960, naturalLeft: 140, naturalRight: 900, rtl: false },
      { width: 960, side: 'left', offset: -100 },
    ],
    [
      'already full width on a phone: nothing to shift',
      { containerLeft: 0, containerWidth: 390, naturalLeft: 0, naturalRight: 390, rtl: false },
      { width: 390, side: 'left', offset: 0 },
    ],
  ])('%s', (_name, input, expected) => {
    expect(stretchGeometry(input)).toEqual(expected);
  });
});

describe('naturalEdges', () => {
  it('finds the natural left edge of a section stretched in LTR', () => {
    const rect = { left: 0, right: 1351 };
    const applied = { width: 1351, side: 'left', offset: -275.5 } as const;
    expect(naturalEdges(rect, applied).naturalLeft).toBe(275.5);
  });

  it('finds the natural right edge of a section stretched in RTL', () => {
    const rect = { left: 0, right: 1351 };
    const applied = { width: 1351, side: 'right', offset: -275.5 } as const;
    expect(naturalEdges(rect, applied).naturalRight).toBe(1075.5);
  });

  it('reads an unstretched section as it is', () => {
    expect(naturalEdges({ left: 10, right: 20 }, undefined)).toEqual({
      naturalLeft: 10,
      naturalRight: 20,
    });
  });

  it('gives the same style again once stretched: no drift on re-measure', () => {
    for (const rtl of [false, true]) {
      const first = stretchGeometry({
        containerLeft: 0,
        containerWidth: 1351,
        naturalLeft: 275.5,
        naturalRight: 1075.5,
        rtl,
      });
      const rect = { left: 0, right: 1351 };
      const again = stretchGeometry({
        containerLeft: 0,
        containerWidth: 1351,
        rtl,
        ...naturalEdges(rect, first),
      });
      expect(again).toEqual(first);
    }
  });
});
