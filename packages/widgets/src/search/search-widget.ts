import type { BehaviourContext } from '@islet/core';
import { createFailureNotice, type FailureNotice } from '@islet/primitives';
import { createLatestOnly } from './latest-only.ts';
import {
  DEBOUNCE_MS,
  DEFAULT_MIN_CHARACTERS,
  DEFAULT_RESULTS,
  nextActive,
  parseSearchResults,
  searchRequestUrl,
  searchTerm,
  type SearchResult,
} from './live-search-rules.ts';

/**
 * The search widget (`e-search`). With `live_results`, typing searches the site's own REST
 * search endpoint (debounced; only the latest request may render) and shows the results as a
 * listbox of the input's combobox: arrows move, Enter opens, Escape closes. The clear button
 * empties the input. Without live results the form is left to the browser.
 */
export const SEARCH_FAILED = 'The search could not be completed.';

export function connect(element: HTMLElement, ctx: BehaviourContext) {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const raw = ctx.rawSettings;
  const { signal } = ctx;
  const form = element.querySelector<HTMLFormElement>('form');
  const input = element.querySelector<HTMLInputElement>('input.e-search-input, input[type=search]');
  if (!form || !input) {
    ctx.warn('the search has no form or input in its markup; it is left as printed.');
    ctx.report('skipped', 'no search input');
    return;
  }
  const clear = element.querySelector<HTMLElement>('.e-search-input-clear, .e-search-clear');
  const syncClear = () => clear?.classList.toggle('e-search-input-clear--visible', !!input.value);
  if (clear) {
    if (clear.tagName !== 'BUTTON') {
      clear.setAttribute('role', 'button');
      clear.tabIndex = 0;
    }
    if (!clear.getAttribute('aria-label')) clear.setAttribute('aria-label', 'Clear');
    const onClear = () => {
      input.value = '';
      input.dispatchEvent(new win.Event('input', { bubbles: true }));
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
  if (raw.live_results !== 'yes') return;

  const min = Number(raw.minimum_search_characters ?? DEFAULT_MIN_CHARACTERS);
  const perPage = Math.min(
    20,
    Number(raw.results_per_page ?? raw.posts_per_page) || DEFAULT_RESULTS,
  );
  const minimum = Number.isFinite(min) ? min : DEFAULT_MIN_CHARACTERS;
  const id = ctx.info.id;
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
  container.hidden = true;
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-expanded', 'false');
  input.autocomplete = 'off';

  let results: SearchResult[] = [];
  let active = -1;
  let lastTerm = '';
  /** Shown in the open list after a failed search, with a retry; gone with the next answer. */
  let notice: FailureNotice | null = null;
  const clearNotice = () => {
    notice?.remove(input);
    notice = null;
  };
  const latest = createLatestOnly(signal);
  let stopDebounce: (() => void) | null = null;

  const setExpanded = (open: boolean) => {
    container.hidden = !open;
    input.setAttribute('aria-expanded', String(open));
    if (!open) setActive(-1);
  };
  const setActive = (index: number) => {
    active = index;
    list.querySelectorAll('[role=option]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index));
      option.classList.toggle('e-search-result--active', i === index);
    });
    const option = index >= 0 ? list.children[index] : undefined;
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const render = (term: string, found: SearchResult[]) => {
    clearNotice();
    results = found;
    list.replaceChildren(
      ...found.map((result, i) => {
        const option = doc.createElement('li');
        option.id = `${list.id}-${i}`;
        option.className = 'e-search-result';
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.textContent = result.title;
        return option;
      }),
    );
    status.textContent = found.length
      ? `${found.length} result${found.length === 1 ? '' : 's'} for “${term}”.`
      : `No results for “${term}”.`;
    list.hidden = !found.length;
    // With nothing found the message is the only content of the open list, so it shows.
    status.className = found.length ? 'elementor-screen-only' : 'e-search-nothing-found';
    setActive(-1);
    setExpanded(true);
  };
  const go = (index: number) => {
    const result = results[index];
    if (result) win.location.assign(result.url);
  };

  /** The old results go (they answer another term); the notice offers the same search again. */
  const showFailure = () => {
    results = [];
    list.replaceChildren();
    list.hidden = true;
    status.textContent = '';
    if (notice) notice.say(SEARCH_FAILED);
    else {
      notice = createFailureNotice(doc, {
        message: SEARCH_FAILED,
        onRetry: () => void search(lastTerm),
      });
      container.append(notice.element);
    }
    setExpanded(true);
  };

  const search = async (term: string) => {
    lastTerm = term;
    container.classList.remove('hide-loader');
    element.setAttribute('aria-busy', 'true');
    try {
      const outcome = await latest.run(async (requestSignal) => {
        const response = await win.fetch(
          searchRequestUrl(ctx.config.restBase, form.action || doc.baseURI, term, perPage),
          { signal: requestSignal, headers: { accept: 'application/json' } },
        );
        if (!response.ok) throw new Error(`the search endpoint answered ${response.status}`);
        return parseSearchResults(await response.json(), doc.baseURI);
      });
      if (!outcome.latest) return;
      if (!outcome.value) throw new Error('the search endpoint did not answer with a list');
      render(term, outcome.value);
    } catch (error) {
      ctx.warn(`live search failed: ${error instanceof Error ? error.message : String(error)}`);
      showFailure();
    } finally {
      if (!signal.aborted) {
        container.classList.add('hide-loader');
        element.removeAttribute('aria-busy');
      }
    }
  };

  input.addEventListener(
    'input',
    () => {
      stopDebounce?.();
      const term = searchTerm(input.value, minimum);
      if (!term) {
        latest.cancel();
        clearNotice();
        setExpanded(false);
        return;
      }
      stopDebounce = ctx.setTimeout(() => void search(term), DEBOUNCE_MS);
    },
    { signal },
  );
  input.addEventListener(
    'keydown',
    (event) => {
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
    { signal },
  );
  // Pressing an option must not take the focus from the input before the click lands.
  list.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
  list.addEventListener(
    'click',
    (event) => {
      const option =
        event.target instanceof win.Element ? event.target.closest('[role=option]') : null;
      if (option) go([...list.children].indexOf(option));
    },
    { signal },
  );
  element.addEventListener(
    'focusout',
    (event) => {
      if (!element.contains(event.relatedTarget as Node | null)) setExpanded(false);
    },
    { signal },
  );
  input.addEventListener(
    'focus',
    () => {
      if (results.length && searchTerm(input.value, minimum)) setExpanded(true);
    },
    { signal },
  );
  ctx.own(() => stopDebounce?.());
}
