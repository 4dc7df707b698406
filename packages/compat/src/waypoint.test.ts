import { describe, expect, it } from 'vitest';
import { waypointRootMargin } from './waypoint.ts';

describe('waypointRootMargin', () => {
  it.each([
    ['100%', 800, '0px 0px 0% 0px'],
    ['80%', 800, '0px 0px -20% 0px'],
    ['0%', 800, '0px 0px -100% 0px'],
    [200, 800, '0px 0px -600px 0px'],
    ['200px', 800, '0px 0px -600px 0px'],
    [1200, 800, '0px 0px 0px 0px'],
    ['bottom-in-view', 800, '0px'],
  ] as const)('offset %j in a %d px viewport → %s', (offset, height, margin) => {
    expect(waypointRootMargin(offset, height)).toBe(margin);
  });
});
