/**
 * What a `[data-toggle-target]` element toggles (theme-twentytwenty.md §2): the next sibling for
 * `next`, else the first match of the selector. A sub-menu toggle retargets to the sub-menu of its
 * own menu item, because the expanded and the mobile menu print the same selector and the first
 * match would always be the other menu's.
 */
export type TargetLookup =
  { target: HTMLElement; problem?: undefined } | { target?: undefined; problem: string };

export function resolveToggleTarget(toggle: HTMLElement): TargetLookup {
  const selector = toggle.dataset.toggleTarget ?? '';
  let found: Element | null;
  if (selector === 'next') {
    found = toggle.nextElementSibling;
  } else {
    try {
      found = toggle.ownerDocument.querySelector(selector);
    } catch {
      return { problem: `its data-toggle-target "${selector}" is not a valid selector` };
    }
  }
  if (!found || found.nodeType !== 1)
    return { problem: `nothing matches its data-toggle-target "${selector}"` };
  const target = found as HTMLElement;
  if (target.classList.contains('sub-menu')) {
    const own = toggle.closest('.menu-item')?.querySelector<HTMLElement>('.sub-menu');
    if (own) return { target: own };
  }
  return { target };
}

/** The class a toggle flips on its target. */
export function classToToggle(toggle: HTMLElement): string {
  return toggle.dataset.classToToggle || 'active';
}

/** A short name for warnings: the tag with its classes. */
export function describeToggle(toggle: HTMLElement): string {
  const classes = [...toggle.classList].slice(0, 3).join('.');
  return classes ? `${toggle.localName}.${classes}` : toggle.localName;
}
