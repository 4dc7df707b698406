import { createFailureNotice, setHtml, tabbables, type FailureNotice } from '@islet/primitives';
import type { RefreshSearchReply } from './live-search-rules.ts';

export const SEARCH_FAILED = 'The search could not be completed.';

export type SearchResults = ReturnType<typeof createSearchResults>;

/**
 * The live results in the output Pro prints (`output.e-search-results-container` holding
 * `div.e-search-results`), filled as Pro's `createResultNode` fills it: the reply's `data` (the
 * loop-item template per post, or the nothing-found message) in `div.e-search-results-list`, its
 * `pagination` in `nav.elementor-pagination`. Both are the site's own server's HTML, so they go
 * in through the Trusted Types policy unsanitised, as refreshed loop content does
 * (docs/security.md); the loop items' own widgets connect as any new element does. Open and
 * closed is Pro's `hidden` class on the container and the input's `aria-expanded`. A failed
 * search shows a notice with a retry in the open container.
 */
export function createSearchResults(
  element: HTMLElement,
  input: HTMLInputElement,
  onRetry: () => void,
) {
  const doc = element.ownerDocument;
  const [container, results, made] = markUp(element, input);
  let notice: FailureNotice | null = null;
  const clearNotice = () => {
    notice?.remove(input);
    notice = null;
  };
  const hasItems = () => results.querySelector('.e-loop-item') !== null;
  const setExpanded = (open: boolean) => input.setAttribute('aria-expanded', String(open));
  /** Pro's `clearResultsMarkup`: no results, `aria-expanded="false"`. */
  const clear = () => {
    clearNotice();
    results.replaceChildren();
    results.classList.remove('no-results');
    setExpanded(false);
  };

  return {
    container,
    results,
    clear,
    /** An empty `data` (no posts, no nothing-found message) leaves nothing to show. */
    render(reply: RefreshSearchReply) {
      if (!reply.data) {
        clear();
        return;
      }
      clearNotice();
      const list = doc.createElement('div');
      list.className = 'e-search-results-list';
      setHtml(list, reply.data);
      const nav = doc.createElement('nav');
      nav.className = 'elementor-pagination';
      nav.setAttribute('aria-label', 'Pagination');
      setHtml(nav, reply.pagination);
      results.replaceChildren(list, nav);
      results.classList.toggle(
        'no-results',
        list.querySelector('.e-search-nothing-found-message') !== null,
      );
      container.classList.remove('hidden');
      setExpanded(hasItems());
    },
    /** Shown again (Pro's `openResults`, on focus) when it holds results. */
    reopen() {
      if (!hasItems()) return;
      container.classList.remove('hidden');
      setExpanded(true);
    },
    close() {
      container.classList.add('hidden');
      setExpanded(false);
    },
    isOpen: () => !container.classList.contains('hidden') && results.childElementCount > 0,
    /** What the arrow keys move through: the results' links and controls, in tab order. */
    focusables: () => tabbables(container, 'none'),
    /** The old results go (they answer another term); the notice offers the same search again. */
    fail() {
      results.replaceChildren();
      setExpanded(false);
      container.classList.remove('hidden');
      if (notice) notice.say(SEARCH_FAILED);
      else {
        notice = createFailureNotice(doc, { message: SEARCH_FAILED, onRetry });
        container.append(notice.element);
      }
    },
    /** Everything as Pro printed it. */
    reset() {
      clear();
      container.classList.remove('hidden');
      if (made) container.remove();
    },
  };
}

/**
 * Pro's results container and its results element; both made (after the input, as Pro prints
 * them) where the markup lacks them.
 */
function markUp(element: HTMLElement, input: HTMLInputElement) {
  const doc = element.ownerDocument;
  let container = element.querySelector<HTMLElement>('.e-search-results-container');
  const made = !container;
  if (!container) {
    container = doc.createElement('output');
    container.className = 'e-search-results-container hide-loader';
    container.id = input.getAttribute('aria-controls') ?? '';
    input.after(container);
  }
  let results = container.querySelector<HTMLElement>('.e-search-results');
  if (!results) {
    results = doc.createElement('div');
    results.className = 'e-search-results';
    container.prepend(results);
  }
  return [container, results, made] as const;
}
