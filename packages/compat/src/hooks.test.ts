import { describe, expect, it } from 'vitest';
import { createHooks, normalisePriority } from './hooks.ts';

describe('normalisePriority', () => {
  it.each([
    [undefined, 10],
    [0, 10], // `priority || 10`: the original never runs anything at 0
    [5, 5],
    ['20', 20],
    ['7px', 7],
    [1.9, 1],
    ['soon', 10],
    [-3, -3],
  ])('%j → %d', (input, expected) => {
    expect(normalisePriority(input)).toBe(expected);
  });
});

describe('actions', () => {
  const cases: { added: [string, number | undefined][]; order: string[] }[] = [
    {
      added: [
        ['a', undefined],
        ['b', undefined],
      ],
      order: ['a', 'b'],
    },
    {
      added: [
        ['a', 20],
        ['b', 5],
        ['c', undefined],
      ],
      order: ['b', 'c', 'a'],
    },
    {
      added: [
        ['a', 10],
        ['b', 1],
        ['c', 10],
        ['d', 1],
      ],
      order: ['b', 'd', 'a', 'c'],
    },
  ];
  it.each(cases)('run by priority, then in the order added: $order', ({ added, order }) => {
    const { hooks } = createHooks();
    const ran: string[] = [];
    for (const [name, priority] of added) hooks.addAction('x', () => ran.push(name), priority);
    hooks.doAction('x');
    expect(ran).toEqual(order);
  });

  it('pass every argument, use the context as this, and chain', () => {
    const { hooks } = createHooks();
    const seen: unknown[] = [];
    const context = { id: 'ctx' };
    const chained = hooks
      .addAction(
        'x',
        function (this: unknown, ...args: unknown[]) {
          seen.push(this, ...args);
        },
        10,
        context,
      )
      .doAction('x', 1, 'two');
    expect(chained).toBe(hooks);
    expect(seen).toEqual([context, 1, 'two']);
  });

  it('never add the same callback twice to one hook', () => {
    const { hooks } = createHooks();
    let count = 0;
    const callback = () => count++;
    hooks.addAction('x', callback).addAction('x', callback, 1).doAction('x');
    expect(count).toBe(1);
  });

  it('remove one callback, or all of a hook', () => {
    const { hooks, entries } = createHooks();
    const a = () => {};
    const b = () => {};
    hooks.addAction('x', a).addAction('x', b).removeAction('x', a);
    expect(entries('actions', 'x').map((entry) => entry.callback)).toEqual([b]);
    hooks.removeAction('x');
    expect(entries('actions', 'x')).toEqual([]);
  });

  it('ignore a name that is not a string or a callback that is not a function', () => {
    const { hooks, names } = createHooks();
    hooks.addAction(42 as unknown as string, () => {});
    hooks.addAction('x', 'nope' as unknown as () => void);
    expect(names('actions')).toEqual([]);
  });

  it('keep running the others when one throws, and report it', () => {
    const errors: string[] = [];
    const { hooks } = createHooks({ onError: (name) => errors.push(name) });
    const ran: string[] = [];
    hooks.addAction('x', () => {
      throw new Error('broken add-on');
    });
    hooks.addAction('x', () => ran.push('second'));
    hooks.doAction('x');
    expect(ran).toEqual(['second']);
    expect(errors).toEqual(['x']);
  });

  it('run callbacks added during a run only from the next run on', () => {
    const { hooks } = createHooks();
    const ran: string[] = [];
    hooks.addAction('x', () => {
      ran.push('first');
      hooks.addAction('x', () => ran.push('added'));
    });
    hooks.doAction('x');
    expect(ran).toEqual(['first']);
    hooks.doAction('x');
    expect(ran).toEqual(['first', 'first', 'added']);
  });

  it('tell the caller about each added action', () => {
    const added: string[] = [];
    const { hooks } = createHooks({ onAddAction: (name) => added.push(name) });
    const callback = () => {};
    hooks.addAction('x', callback).addAction('x', callback).addFilter('y', callback);
    expect(added).toEqual(['x']);
  });
});

describe('filters', () => {
  it('pass the value through each callback by priority, with the extra arguments', () => {
    const { hooks } = createHooks();
    hooks.addFilter('n', (value, extra) => `${String(value)}+late(${String(extra)})`, 20);
    hooks.addFilter('n', (value) => `${String(value)}+early`, 5);
    hooks.addFilter('n', (value) => `${String(value)}+default`);
    expect(hooks.applyFilters('n', 'v', 'x')).toBe('v+early+default+late(x)');
  });

  it('return the value unchanged without callbacks, and keep it when one throws', () => {
    const { hooks } = createHooks({ onError: () => {} });
    expect(hooks.applyFilters('none', 3)).toBe(3);
    hooks.addFilter('n', (value) => Number(value) * 2);
    hooks.addFilter('n', () => {
      throw new Error('broken');
    });
    hooks.addFilter('n', (value) => Number(value) + 1);
    expect(hooks.applyFilters('n', 5)).toBe(11);
  });

  it('remove a filter', () => {
    const { hooks } = createHooks();
    const double = (value: unknown) => Number(value) * 2;
    hooks.addFilter('n', double).removeFilter('n', double);
    expect(hooks.applyFilters('n', 5)).toBe(5);
  });
});
