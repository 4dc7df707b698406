import { describe, expect, it } from 'vitest';
import { needsNoScript, staticWidgets } from './static-widgets.ts';

describe('needsNoScript', () => {
  it('holds for layout elements, static widgets and the theme builder widgets', () => {
    expect(needsNoScript(null)).toBe(true);
    for (const name of ['heading', 'image', 'text-editor', 'icon-list', 'theme-post-title'])
      expect(needsNoScript(name)).toBe(true);
  });

  it('does not hold for widgets that need a script, nor for parts of a static name', () => {
    for (const name of ['nav-menu', 'ekit-nav-menu', 'head', 'icon-', 'x heading', 'theme'])
      expect(needsNoScript(name)).toBe(false);
  });

  it('lists each static name once', () => {
    const names = staticWidgets();
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('heading');
    expect(names.every((name) => /^[\w-]+$/.test(name))).toBe(true);
  });
});
