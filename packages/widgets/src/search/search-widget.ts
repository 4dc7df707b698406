import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { createLatestOnly } from './latest-only.ts';
import {
  DEBOUNCE_MS,
  DEFAULT_MIN_CHARACTERS,
  DEFAULT_RESULTS,
  parseSearchResults,
  searchRequestUrl,
  searchTerm,
} from './live-search-rules.ts';
import { connectClear } from './search-clear.ts';
import { createSearchResults, type SearchResults } from './search-results.ts';
import { connectSubmit } from './search-submit.ts';

export const settings = {
  live_results: schema.on(),
  minimum_search_characters: schema.lenient(schema.number()),
  results_per_page: schema.lenient(schema.number()),
  posts_per_page: schema.lenient(schema.number()),
};

/**
 * The search widget (`e-search`). With `live_results`, typing searches the site's own REST
 * search endpoint (debounced; only the latest request may render) and shows the results as a
 * listbox of the input's combobox: arrows move, Enter opens, Escape closes. The clear button
 * empties the input. Pro prints the widget `<search class="e-search hidden">` (invisible until its
 * script has measured the icons): connecting shows it, disconnecting hides it again. Submitting
 * goes to the original's results page (`search-submit.ts`).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<SettingsOf<typeof settings>>) {
  const doc = element.ownerDocument;
  const s = ctx.settings;
  const form = element.querySelector<HTMLFormElement>('form');
  const input = element.querySelector<HTMLInputElement>('input.e-search-input, input[type=search]');
  if (!form || !input) {
    ctx.warn('the search has no form or input in its markup; it is left as printed.');
    ctx.report('skipped', 'no search input');
    return;
  }
  const wrapper = element.querySelector<HTMLElement>('.e-search');
  if (wrapper?.classList.contains('hidden')) {
    wrapper.classList.remove('hidden');
    ctx.own(() => wrapper.classList.add('hidden'));
  }
  connectClear(element, input, ctx);
  if (!s.live_results) {
    connectSubmit(form, ctx, () => {});
    return;
  }

  const minimum = s.minimum_search_characters ?? DEFAULT_MIN_CHARACTERS;
  const perPage = Math.min(20, (s.results_per_page ?? s.posts_per_page) || DEFAULT_RESULTS);
  const latest = createLatestOnly(ctx.signal);
  let lastTerm = '';
  const results = createSearchResults(element, input, ctx.info.id, () => void search(lastTerm));
  const container = results.list.parentElement!;
  connectSubmit(form, ctx, () => {
    stopDebounce?.();
    latest.cancel();
    results.setExpanded(false);
  });

  const search = async (term: string) => {
    lastTerm = term;
    container.classList.remove('hide-loader');
    element.setAttribute('aria-busy', 'true');
    try {
      const outcome = await latest.run(async (requestSignal) => {
        const response = await doc.defaultView!.fetch(
          searchRequestUrl(ctx.config.restBase, form.action || doc.baseURI, term, perPage),
          { signal: requestSignal, headers: { accept: 'application/json' } },
        );
        if (!response.ok) throw new Error(`the search endpoint answered ${response.status}`);
        return parseSearchResults(await response.json(), doc.baseURI);
      });
      if (!outcome.latest) return;
      if (!outcome.value) throw new Error('the search endpoint did not answer with a list');
      results.render(term, outcome.value);
    } catch (error) {
      ctx.warn(`live search failed: ${error instanceof Error ? error.message : String(error)}`);
      results.fail();
    } finally {
      if (!ctx.signal.aborted) {
        container.classList.add('hide-loader');
        element.removeAttribute('aria-busy');
      }
    }
  };

  let stopDebounce: (() => void) | null = null;
  input.addEventListener(
    'input',
    () => {
      stopDebounce?.();
      const term = searchTerm(input.value, minimum);
      if (term) stopDebounce = ctx.setTimeout(() => void search(term), DEBOUNCE_MS);
      else {
        latest.cancel();
        results.reset();
      }
    },
    { signal: ctx.signal },
  );
  ctx.own(() => stopDebounce?.());
  listen(element, input, ctx, results, minimum);
}

/** The combobox's keys, choosing an option, and closing when focus leaves the widget. */
function listen(
  element: HTMLElement,
  input: HTMLInputElement,
  ctx: BehaviourContext,
  results: SearchResults,
  minimum: number,
) {
  const { signal } = ctx;
  const { list } = results;
  input.addEventListener('keydown', (event) => results.key(event), { signal });
  // Pressing an option must not take the focus from the input before the click lands.
  list.addEventListener('mousedown', (event) => event.preventDefault(), { signal });
  list.addEventListener(
    'click',
    (event) => {
      // A click's target is an element (text nodes are never targets).
      const option = (event.target as Element).closest('[role=option]');
      if (option) results.go([...list.children].indexOf(option));
    },
    { signal },
  );
  element.addEventListener(
    'focusout',
    (event) => {
      if (!element.contains(event.relatedTarget as Node | null)) results.setExpanded(false);
    },
    { signal },
  );
  input.addEventListener(
    'focus',
    () => {
      if (results.count() && searchTerm(input.value, minimum)) results.setExpanded(true);
    },
    { signal },
  );
}
