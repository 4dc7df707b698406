import type { BehaviourContext, Cleanup } from '@islet/core';

const ACTIVE = 'elementor-active';
const ALL = '__all';

/** Which items a portfolio filter value shows: every item for All, else those of that term. */
export function showsItem(filter: string, itemClasses: DOMTokenList | readonly string[]): boolean {
  if (filter === ALL) return true;
  const wanted = `elementor-filter-${filter}`;
  return 'contains' in itemClasses ? itemClasses.contains(wanted) : itemClasses.includes(wanted);
}

/**
 * The portfolio widget's filter bar (`ul.elementor-portfolio__filters`, one `li` per term id):
 * a click, Enter or Space makes that term `elementor-active` and shows only its items. The
 * server already gives each `li` a `tabindex="0"`; the original reacted to clicks only.
 */
export function connect(element: HTMLElement, ctx: BehaviourContext): Cleanup | void {
  const filters = () => ctx.find('.elementor-portfolio__filter');
  const items = () => ctx.find('.elementor-portfolio-item');
  if (!filters().length) {
    ctx.report('skipped', 'no filter bar');
    return;
  }

  function choose(filter: HTMLElement) {
    const value = filter.dataset.filter ?? ALL;
    for (const other of filters()) other.classList.toggle(ACTIVE, other === filter);
    for (const item of items()) {
      // Inline, because the site's `.elementor-post { display: flex }` would beat `[hidden]`.
      item.style.display = showsItem(value, item.classList) ? '' : 'none';
    }
  }

  const target = (event: Event) => {
    const filter = (event.target as Element | null)?.closest<HTMLElement>(
      '.elementor-portfolio__filter',
    );
    return filter && filters().includes(filter) ? filter : null;
  };
  element.addEventListener(
    'click',
    (event) => {
      const filter = target(event);
      if (filter) choose(filter);
    },
    { signal: ctx.signal },
  );
  element.addEventListener(
    'keydown',
    (event) => {
      const filter = target(event);
      if (!filter || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      choose(filter);
    },
    { signal: ctx.signal },
  );
}
