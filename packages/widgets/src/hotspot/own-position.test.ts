import { describe, expect, it } from 'vitest';
import { itemOf, ownPosition } from './own-position.ts';

const items = [
  { _id: 'a1', hotspot_tooltip_position: '' },
  { _id: 'b2', hotspot_tooltip_position: 'yes', hotspot_position: 'left' },
];
const read = (item: Readonly<Record<string, unknown>>, key: string) => item[key];

describe('itemOf', () => {
  it('finds the item its repeater class names, wherever it is in the list', () => {
    expect(
      itemOf({ className: 'e-hotspot elementor-repeater-item-b2 e-hotspot--icon' }, items),
    ).toBe(items[1]);
  });

  it('is undefined for an unknown id or without a repeater list', () => {
    expect(itemOf({ className: 'elementor-repeater-item-zz' }, items)).toBeUndefined();
    expect(itemOf({ className: 'elementor-repeater-item-a1' }, 'nope')).toBeUndefined();
  });
});

describe('ownPosition', () => {
  it("is the item's hotspot_position when its custom switch is on", () => {
    expect(ownPosition(items[1], undefined, read)).toBe('left');
    expect(
      ownPosition({ ...items[1], hotspot_tooltip_position: '' }, undefined, read),
    ).toBeUndefined();
  });

  it('ignores values that are no side', () => {
    expect(
      ownPosition({ ...items[1], hotspot_position: 'middle' }, undefined, read),
    ).toBeUndefined();
    expect(ownPosition(undefined, 'middle', read)).toBeUndefined();
  });

  it("falls back on the side of the server's override class", () => {
    expect(ownPosition(undefined, 'top', read)).toBe('top');
    expect(ownPosition(items[0], 'top', read)).toBe('top');
  });
});
