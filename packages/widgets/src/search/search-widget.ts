import { schema, type BehaviourContext, type SettingsOf } from '@islet/core';
import { createLatestOnly } from './latest-only.ts';
import {
  DEBOUNCE_MS,
  DEFAULT_MIN_CHARACTERS,
  nextFocus,
  readRefreshSearch,
  refreshSearchRequest,
  searchPageOf,
  shouldSearch,
} from './live-search-rules.ts';
import { connectClear } from './search-clear.ts';
import { createSearchResults, type SearchResults } from './search-results.ts';
import { connectSubmit } from './search-submit.ts';

export const settings = {
  live_results: schema.on(),
  // Only whether there is one (Pro's `live_results && template_id`): the server renders it.
  template_id: schema.raw(),
  minimum_search_characters: schema.lenient(schema.number()),
};

/**
 * The search widget (`e-search`), as Pro 3.33.1's handler runs it. Pro prints it
 * `<search class="e-search hidden">` (invisible until its script has measured the icons):
 * connecting shows it, disconnecting hides it again. `e-focus` marks the widget while its input
 * has the focus. The clear icon empties the input (`search-clear.ts`); submitting goes to the
 * original's results page (`search-submit.ts`). With live results (`live_results` and a
 * `template_id`, as Pro requires), typing asks Pro's `refresh-search` endpoint, once typing
 * pauses, and shows the loop-item template it renders, with its pagination (`search-results.ts`).
 */
export function connect(element: HTMLElement, ctx: BehaviourContext<SettingsOf<typeof settings>>) {
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
  for (const type of ['focusin', 'focusout'] as const)
    input.addEventListener(type, () => element.classList.toggle('e-focus', type === 'focusin'), {
      signal: ctx.signal,
    });
  ctx.own(() => element.classList.remove('e-focus'));
  connectClear(element, input, ctx);
  if (!s.live_results || !s.template_id) {
    connectSubmit(form, ctx, () => {});
    return;
  }
  connectLiveResults(element, form, input, ctx);
}

function connectLiveResults(
  element: HTMLElement,
  form: HTMLFormElement,
  input: HTMLInputElement,
  ctx: BehaviourContext<SettingsOf<typeof settings>>,
) {
  const doc = element.ownerDocument;
  const limits = liveLimits(ctx);
  if (limits) {
    ctx.warn(limits);
    ctx.report('active', limits);
  }
  const minimum = ctx.settings.minimum_search_characters || DEFAULT_MIN_CHARACTERS;
  const latest = createLatestOnly(ctx.signal);
  let page = 1;
  const results = createSearchResults(element, input, () => void search());
  const { container } = results;
  ctx.own(() => results.reset());
  let stopDebounce: (() => void) | null = null;
  const cancel = () => {
    stopDebounce?.();
    latest.cancel();
  };
  ctx.own(cancel);
  connectSubmit(form, ctx, () => {
    cancel();
    results.clear();
  });

  const search = async () => {
    const term = input.value;
    if (!term) {
      results.clear();
      return;
    }
    container.classList.remove('hide-loader', 'hidden');
    element.setAttribute('aria-busy', 'true');
    try {
      const outcome = await latest.run((signal) => ask(element, ctx, term, page, signal));
      if (!outcome.latest) return;
      if (!outcome.value) throw new Error('refresh-search answered something else than results');
      results.render(outcome.value);
      hideOtherResults(doc, container);
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

  input.addEventListener(
    'input',
    () => {
      stopDebounce?.();
      // Pro's `updateAriaLabel`.
      if (input.value) container.setAttribute('aria-label', `Results for ${input.value}`);
      else container.removeAttribute('aria-label');
      if (!input.value) {
        latest.cancel();
        results.clear();
        return;
      }
      if (!shouldSearch(input.value, minimum)) return;
      stopDebounce = ctx.setTimeout(() => {
        page = 1;
        void search();
      }, DEBOUNCE_MS);
    },
    { signal: ctx.signal },
  );
  listenPagination(results, ctx, (next) => {
    page = next;
    void search();
  });
  listenKeys(element, input, ctx, results);
}

/**
 * What keeps the live results from working as the original's, said in inspect() and once in the
 * console: no REST base in the page (Pro always prints one; Islet then asks `/wp-json/`), or the
 * editor, where Pro sends the unsaved widget's model and the editor's nonce and Islet does not.
 */
function liveLimits(ctx: BehaviourContext): string | null {
  if (ctx.config.editMode)
    return 'live results in the editor ask for the saved widget (the unsaved model is not sent)';
  if (!ctx.config.restBase)
    return 'no REST base in the page (ElementorProFrontendConfig.urls.rest): live results ask /wp-json/';
  return null;
}

/** One `refresh-search` request and its answer (`null`: not an answer). */
async function ask(
  element: HTMLElement,
  ctx: BehaviourContext,
  term: string,
  page: number,
  signal: AbortSignal,
) {
  const doc = element.ownerDocument;
  const builder = ctx.config.builder;
  const { url, init } = refreshSearchRequest(ctx.config.restBase ?? '/wp-json/', doc.baseURI, {
    post_id: element.closest(`[data-${builder}-id]`)?.getAttribute(`data-${builder}-id`) ?? 0,
    widget_id: ctx.info.id,
    search_term: term,
    page_number: page,
  });
  const response = await doc.defaultView!.fetch(url, { ...init, signal });
  if (!response.ok) throw new Error(`refresh-search answered ${response.status}`);
  return readRefreshSearch(await response.json());
}

/** Pro's pagination links (`?e-search-page=N`) fetch that page in place. */
function listenPagination(
  results: SearchResults,
  ctx: BehaviourContext,
  go: (page: number) => void,
) {
  const doc = results.results.ownerDocument;
  results.results.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>(
        'a.page-numbers:not(.current)',
      );
      if (!link || !results.results.contains(link)) return;
      event.preventDefault();
      go(searchPageOf(link.href, doc.baseURI));
    },
    { signal: ctx.signal },
  );
}

/** Pro's `hideOtherResults`: one search widget's results open at a time. */
function hideOtherResults(doc: Document, mine: HTMLElement) {
  for (const other of doc.querySelectorAll('.e-search-results-container:not(.hidden)'))
    if (other !== mine) other.classList.add('hidden');
}

/**
 * Pro's keyboard handler: ArrowDown/ArrowUp from the input or a result move the focus through
 * the results' links and controls (past either end, back to the input); Enter in the input
 * closes the results (it submits); Escape anywhere closes them, the focus back in the input if
 * it was in them. Focusing the input reopens results it still has; a click outside the widget or
 * the focus leaving it closes them.
 */
function listenKeys(
  element: HTMLElement,
  input: HTMLInputElement,
  ctx: BehaviourContext,
  results: SearchResults,
) {
  const { signal } = ctx;
  const doc = element.ownerDocument;
  const { container } = results;
  const onArrow = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (!results.isOpen()) return;
    const focusables = results.focusables();
    if (!focusables.length) return;
    event.preventDefault();
    const current = focusables.indexOf(doc.activeElement as HTMLElement);
    const next = nextFocus(current, focusables.length, event.key);
    if (next < 0) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    } else focusables[next]!.focus();
  };
  input.addEventListener('keydown', onArrow, { signal });
  container.addEventListener('keydown', onArrow, { signal });
  input.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Enter') results.close();
    },
    { signal },
  );
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !results.isOpen()) return;
      if (container.contains(doc.activeElement)) input.focus();
      results.close();
    },
    { signal },
  );
  input.addEventListener('focus', () => results.reopen(), { signal });
  const win = doc.defaultView!;
  doc.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof win.Node && !element.contains(event.target)) results.close();
    },
    { signal },
  );
  element.addEventListener(
    'focusout',
    (event) => {
      const next = event.relatedTarget;
      if (next instanceof win.Node && !element.contains(next)) results.close();
    },
    { signal },
  );
}
