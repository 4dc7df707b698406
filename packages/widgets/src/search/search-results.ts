import { createFailureNotice, type FailureNotice } from '@islet/primitives';
import { nextActive, type SearchResult } from './live-search-rules.ts';

export const SEARCH_FAILED = 'The search could not be completed.';

export type SearchResults = ReturnType<typeof createSearchResults>;

/**
 * The live results as the listbox of the input's combobox, with a status that announces the
 * count. State: the results shown, the active option and the failure notice (shown in the open
 * list after a failed search, with a retry; gone with the next answer).
 */
export function createSearchResults(
  element: HTMLElement,
  input: HTMLInputElement,
  id: string,
  onRetry: () => void,
) {
  const [container, list, status] = markUp(element, input, id);

  let results: SearchResult[] = [];
  let active = -1;
  const notice = failureNotice(container, input, onRetry);
  const setExpanded = (open: boolean) => {
    container.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) setActive(-1);
  };
  const setActive = (index: number) => {
    active = index;
    markActive(list, input, index);
  };
  const go = (index: number) => {
    const result = results[index];
    if (result) input.ownerDocument.defaultView!.location.assign(result.url);
  };
  const show = (found: SearchResult[], message: string) => {
    results = found;
    list.replaceChildren(...found.map((result, i) => resultOption(list, result, i)));
    list.hidden = !found.length;
    status.textContent = message;
    setActive(-1);
    setExpanded(true);
  };
  setExpanded(false);

  return {
    list,
    count: () => results.length,
    setExpanded,
    /** Closes the list and drops the failure notice: the input no longer holds a search. */
    reset() {
      notice.clear();
      setExpanded(false);
    },
    go,
    /** The combobox's keys on the input. */
    key(event: KeyboardEvent) {
      const open = !container.hidden;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!results.length) return;
        event.preventDefault();
        if (!open) setExpanded(true);
        setActive(nextActive(active, results.length, event.key));
      } else if (event.key === 'Enter' && open && active >= 0) {
        event.preventDefault();
        go(active);
      } else if (event.key === 'Escape' && open) {
        // The first Escape closes the list; a second one clears the input, as the browser does.
        event.preventDefault();
        setExpanded(false);
      }
    },
    render(term: string, found: SearchResult[]) {
      notice.clear();
      show(
        found,
        found.length
          ? `${found.length} result${found.length === 1 ? '' : 's'} for “${term}”.`
          : `No results for “${term}”.`,
      );
      // With nothing found the message is the only content of the open list, so it shows.
      status.className = found.length ? 'elementor-screen-only' : 'e-search-nothing-found';
    },
    /** The old results go (they answer another term); the notice offers the same search again. */
    fail() {
      show([], '');
      notice.show();
    },
  };
}

/** The failure notice at the end of the open list, with its retry; one however often it fails. */
function failureNotice(container: HTMLElement, input: HTMLInputElement, onRetry: () => void) {
  let notice: FailureNotice | null = null;
  return {
    show() {
      if (notice) notice.say(SEARCH_FAILED);
      else {
        notice = createFailureNotice(container.ownerDocument, { message: SEARCH_FAILED, onRetry });
        container.append(notice.element);
      }
    },
    clear() {
      notice?.remove(input);
      notice = null;
    },
  };
}

/**
 * The results container as a combobox's listbox and a status, the input as the combobox. Closed
 * to start with by `setExpanded(false)`, like every later close.
 */
function markUp(element: HTMLElement, input: HTMLInputElement, id: string) {
  const doc = element.ownerDocument;
  const container =
    element.querySelector<HTMLElement>('.e-search-results-container') ?? doc.createElement('div');
  if (!container.isConnected) input.after(container);
  container.classList.add('e-search-results-container');
  // The original's output element is a live region itself; the count is announced separately.
  container.removeAttribute('aria-live');
  container.removeAttribute('tabindex');
  const list = doc.createElement('ul');
  list.id = `e-search-results-${id}`;
  list.className = 'e-search-results';
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Search results');
  const status = doc.createElement('span');
  status.className = 'elementor-screen-only';
  status.setAttribute('role', 'status');
  container.replaceChildren(list, status);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.autocomplete = 'off';
  return [container, list, status] as const;
}

function resultOption(list: HTMLElement, result: SearchResult, i: number) {
  const option = list.ownerDocument.createElement('li');
  option.id = `${list.id}-${i}`;
  option.className = 'e-search-result';
  // `aria-selected` comes with the active option, set right after (`show` → `setActive(-1)`).
  option.setAttribute('role', 'option');
  option.textContent = result.title;
  return option;
}

function markActive(list: HTMLElement, input: HTMLInputElement, index: number) {
  list.querySelectorAll('[role=option]').forEach((option, i) => {
    option.setAttribute('aria-selected', String(i === index));
    option.classList.toggle('e-search-result--active', i === index);
  });
  const option = index >= 0 ? list.children[index] : undefined;
  if (option) {
    input.setAttribute('aria-activedescendant', option.id);
    option.scrollIntoView({ block: 'nearest' });
  } else input.removeAttribute('aria-activedescendant');
}
