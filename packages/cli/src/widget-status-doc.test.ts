import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { needsNoScript, staticWidgets } from '@islet/core';
import { features } from '../../runtime/src/features.ts';

const NOT_WIDGETS = /^(global|section|column|container|page|document:.*)$/;

it('docs/widget-status.md lists every widget type Islet knows, with its status', () => {
  const doc = readFileSync(new URL('../../../docs/widget-status.md', import.meta.url), 'utf8');
  const listed = new Map(
    [...doc.matchAll(/^\| `([\w*-]+)` +\| ([\w /]+?) +\|/gm)].map(([, type, status]) => [
      type!,
      status!,
    ]),
  );
  const handled = new Set(
    features.flatMap((feature) =>
      (typeof feature.match === 'string' ? [feature.match] : feature.match).filter(
        (key) => !NOT_WIDGETS.test(key),
      ),
    ),
  );
  const expected = new Map<string, string>([['theme-*', 'static']]);
  for (const type of new Set([...handled, ...staticWidgets()])) {
    const isStatic = needsNoScript(type);
    expected.set(type, handled.has(type) ? (isStatic ? 'handled / static' : 'handled') : 'static');
  }
  expect(Object.fromEntries([...listed].sort())).toEqual(Object.fromEntries([...expected].sort()));
});
