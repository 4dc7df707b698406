import { describe, expect, it } from 'vitest';
import { showsItem } from './portfolio-filter.ts';

describe('showsItem', () => {
  it.each<[string, string[], boolean]>([
    ['__all', [], true],
    ['__all', ['elementor-filter-12'], true],
    ['12', ['elementor-portfolio-item', 'elementor-filter-12'], true],
    ['12', ['elementor-portfolio-item', 'elementor-filter-123'], false],
    ['1', ['elementor-filter-12'], false],
  ])('%s with %j → %s', (filter, classes, shown) => {
    expect(showsItem(filter, classes)).toBe(shown);
  });
});
