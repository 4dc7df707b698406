import { describe, expect, it } from 'vitest';
import { nextOpenItems, type OpenRules } from './open-rules.ts';

const accordion: OpenRules = { toggleSelf: true, hidePrevious: true };
const toggle: OpenRules = { toggleSelf: true, hidePrevious: false };
const tabs: OpenRules = { toggleSelf: false, hidePrevious: true };

describe('nextOpenItems', () => {
  it.each([
    ['accordion opens a closed item and closes the rest', accordion, [1], 2, [2]],
    ['accordion closes the open item', accordion, [1], 1, []],
    ['accordion opens from none', accordion, [], 3, [3]],
    ['toggle opens alongside others', toggle, [1], 2, [1, 2]],
    ['toggle closes only the activated one', toggle, [1, 2], 1, [2]],
    ['tabs switch', tabs, [1], 2, [2]],
    ['tabs keep the selected one', tabs, [2], 2, [2]],
    ['tabs select from none (stacked view)', tabs, [], 1, [1]],
  ] as const)('%s', (_label, rules, open, key, expected) => {
    expect([...nextOpenItems(new Set<number>(open), key, rules)].sort()).toEqual(expected);
  });
});
