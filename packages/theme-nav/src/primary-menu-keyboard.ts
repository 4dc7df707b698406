/**
 * The desktop menu's dropdowns open on hover in CSS, and on `li.focus` for the keyboard
 * (theme-twentytwenty.md §6): the items around the focused link carry `focus`, every other item
 * loses it. Escape closes the dropdown the focus is in and returns focus to its parent link; the
 * theme only handled the first parent item (anchor-defects.md #41).
 */
export function connectPrimaryMenuKeyboard(doc: Document, signal: AbortSignal): void {
  const wrapper = doc.querySelector<HTMLElement>('.primary-menu-wrapper');
  if (!wrapper) return;

  const focusedItems = () => [...wrapper.querySelectorAll<HTMLElement>('li.focus')];

  wrapper.addEventListener(
    'focusin',
    (event) => {
      const keep = new Set<Element>();
      for (let item = (event.target as Element).closest('li'); item && wrapper.contains(item);)
        item = (keep.add(item), item.parentElement?.closest('li') ?? null);
      for (const item of focusedItems()) if (!keep.has(item)) item.classList.remove('focus');
      for (const item of keep) item.classList.add('focus');
    },
    { signal },
  );

  wrapper.addEventListener(
    'focusout',
    (event) => {
      const next = event.relatedTarget as Node | null;
      if (next && wrapper.contains(next)) return;
      for (const item of focusedItems()) item.classList.remove('focus');
    },
    { signal },
  );

  wrapper.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      const item = (event.target as Element).closest('li');
      if (!item) return;
      // Inside a dropdown: close it and go back to its parent link. On a parent link whose
      // dropdown is open: close it where focus is.
      const parent = item.parentElement?.closest<HTMLElement>('li.menu-item-has-children');
      const owner =
        parent && wrapper.contains(parent)
          ? parent
          : item.classList.contains('menu-item-has-children') && item.classList.contains('focus')
            ? item
            : null;
      if (!owner) return;
      event.preventDefault();
      owner.querySelector<HTMLElement>(':scope > a')?.focus();
      owner.classList.remove('focus');
    },
    { signal },
  );
}
