import type { BehaviourContext } from '@islet/core';

/**
 * The clear button: a keyboard-reachable button (whatever element the markup prints) that empties
 * the input as typing would, shown only while there is something to clear.
 */
export function connectClear(element: HTMLElement, input: HTMLInputElement, ctx: BehaviourContext) {
  const clear = element.querySelector<HTMLElement>('.e-search-input-clear, .e-search-clear');
  if (!clear) return;
  const { signal } = ctx;
  const syncClear = () => clear.classList.toggle('e-search-input-clear--visible', !!input.value);
  if (clear.tagName !== 'BUTTON') {
    clear.setAttribute('role', 'button');
    clear.tabIndex = 0;
  }
  if (!clear.getAttribute('aria-label')) clear.setAttribute('aria-label', 'Clear');
  const onClear = () => {
    input.value = '';
    input.dispatchEvent(new input.ownerDocument.defaultView!.Event('input', { bubbles: true }));
    input.focus();
  };
  clear.addEventListener('click', onClear, { signal });
  clear.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onClear();
      }
    },
    { signal },
  );
  input.addEventListener('input', syncClear, { signal });
  syncClear();
}
