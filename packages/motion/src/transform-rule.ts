/**
 * The inline `transform` a motion target gets: the element's own Advanced-tab transforms first
 * (so motion never erases them), then one `fn(var(--fn))` per motion function, in the order the
 * functions first appeared (sticky-and-motion.md §13).
 */

function advancedDefault(name: string) {
  if (/^(scale|flip)/.test(name)) return '1';
  if (/^(rotate|skew)/.test(name)) return '0deg';
  return '0px';
}

/**
 * `{fn}(var(--e-transform-{name}, default))` for every Advanced-tab transform that is switched on,
 * from `[name, on]` in the settings' order (`settings.advanced_transforms`).
 */
export function advancedTransforms(transforms: readonly [string, boolean][] = []): string[] {
  const names = transforms.filter(([, on]) => on).map(([name]) => name);
  // Perspective must come first to apply to the functions after it.
  names.sort((a, b) => Number(b === 'perspective') - Number(a === 'perspective'));
  return names.map((name) => {
    const fn = name === 'flipX' ? 'scaleX' : name === 'flipY' ? 'scaleY' : name;
    return `${fn}(var(--e-transform-${name}, ${advancedDefault(name)}))`;
  });
}

export function transformRule(advanced: readonly string[], motionFunctions: Iterable<string>) {
  const parts = [...advanced];
  for (const fn of motionFunctions) parts.push(`${fn}(var(--${fn}))`);
  return parts.join(' ');
}
