import type { BehaviourContext } from '@islet/core';

/**
 * The clear icon as Pro 3.33 prints it: the `icon_clear` icon right in the input's wrapper
 * (`.e-search-input-wrapper > svg` or `> i`, `aria-hidden`), hidden with Pro's `hidden` class
 * while the input is empty (the original's `changeClearIconVisibility`). The older class names
 * (`.e-search-input-clear`, `.e-search-clear`) are still taken. Islet makes it a keyboard-reachable
 * button (whatever element the markup prints) that empties the input as typing would; the
 * disconnect gives the icon back as printed.
 */
export const CLEAR_SELECTOR =
  '.e-search-input-wrapper > svg, .e-search-input-wrapper > i, .e-search-input-clear, .e-search-clear';

export function connectClear(element: HTMLElement, input: HTMLInputElement, ctx: BehaviourContext) {
  const clear = element.querySelector<HTMLElement | SVGElement>(CLEAR_SELECTOR);
  if (!clear) return;
  const { signal } = ctx;
  const syncClear = () => {
    clear.classList.toggle('hidden', !input.value);
    clear.classList.toggle('e-search-input-clear--visible', !!input.value);
  };
  const printed = ['role', 'tabindex', 'aria-label', 'aria-hidden'].map(
    (name) => [name, clear.getAttribute(name)] as const,
  );
  const printedClass = clear.getAttribute('class');
  if (clear.tagName !== 'BUTTON') {
    clear.setAttribute('role', 'button');
    clear.setAttribute('tabindex', '0');
  }
  // The icon is printed hidden from assistive technology; as a button it must be reachable.
  clear.removeAttribute('aria-hidden');
  if (!clear.getAttribute('aria-label')) clear.setAttribute('aria-label', 'Clear');
  ctx.own(() => {
    for (const [name, value] of printed)
      if (value === null) clear.removeAttribute(name);
      else clear.setAttribute(name, value);
    if (printedClass === null) clear.removeAttribute('class');
    else clear.setAttribute('class', printedClass);
  });
  const onClear = (event: Event) => {
    event.preventDefault();
    input.value = '';
    input.dispatchEvent(new input.ownerDocument.defaultView!.Event('input', { bubbles: true }));
    input.focus();
  };
  clear.addEventListener('click', onClear, { signal });
  clear.addEventListener(
    'keydown',
    (event) => {
      const key = (event as KeyboardEvent).key;
      if (key === 'Enter' || key === ' ') onClear(event);
    },
    { signal },
  );
  input.addEventListener('input', syncClear, { signal });
  syncClear();
}
