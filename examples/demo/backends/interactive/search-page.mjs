// @ts-check
// Search widgets as the server prints them: the search form's full screen and classic skins and
// the newer search widget with live results, plus the WordPress REST search they call.
import { posts } from '../../../../fixtures/data/catalog.mjs';
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

const ICON = `<svg aria-hidden="true" class="e-font-icon-svg e-fas-search" viewBox="0 0 512 512" width="20" height="20"><path d="M505 442.7L405.3 343c28.4-34.9 45.7-79.4 45.7-127C451 93.1 357.9 0 243 0S35 93.1 35 208s93.1 208 208 208c47.6 0 92.1-17.3 127-45.7l99.7 99.7c9.4 9.4 24.6 9.4 33.9 0l28.3-28.3c9.4-9.4 9.4-24.6.1-34zM243 336c-70.7 0-128-57.2-128-128S172.3 80 243 80s128 57.2 128 128-57.3 128-128 128z"/></svg>`;
const CLOSE = `<svg aria-hidden="true" class="e-font-icon-svg e-eicon-close" viewBox="0 0 1000 1000" width="20" height="20"><path d="M742 167L500 408 258 167C246 154 233 154 220 167 208 179 208 192 220 204L462 446 220 688C208 700 208 713 220 725 233 738 246 738 258 725L500 484 742 725C754 738 767 738 780 725 792 713 792 700 780 688L538 446 780 204C792 192 792 179 780 167 767 154 754 154 742 167Z"/></svg>`;

/**
 * @param {string} id @param {string} type @param {string} classes
 * @param {Record<string, unknown>} settings @param {string} inner
 */
function widget(id, type, classes, settings, inner) {
  return `<div class="elementor-element elementor-element-${id} ${classes} elementor-widget elementor-widget-${type}" data-id="${id}" data-element_type="widget" data-settings="${escapeHtml(JSON.stringify(settings))}" data-widget_type="${type}.default"><div class="elementor-widget-container">${inner}</div></div>`;
}

/** @param {string} id @param {boolean} fullScreen */
function searchForm(id, fullScreen) {
  const toggle = fullScreen
    ? `<div class="elementor-search-form__toggle" role="button" tabindex="0" aria-label="Search"><div class="e-font-icon-svg-container">${ICON}</div></div>`
    : '';
  const close = fullScreen
    ? `<div class="dialog-lightbox-close-button dialog-close-button" role="button" tabindex="0" aria-label="Close this search box.">${CLOSE}</div>`
    : `<button class="elementor-search-form__submit" type="submit" aria-label="Search">${ICON}</button>`;
  return widget(
    id,
    'search-form',
    `elementor-search-form--skin-${fullScreen ? 'full_screen' : 'classic'}`,
    { skin: fullScreen ? 'full_screen' : 'classic' },
    `<search role="search"><form class="elementor-search-form" action="/pages/interactive/" method="get">${toggle}<div class="elementor-search-form__container"><label class="elementor-screen-only" for="elementor-search-form-${id}">Search</label><input id="elementor-search-form-${id}" placeholder="Search..." class="elementor-search-form__input" type="search" name="s" value="">${close}</div></form></search>`,
  );
}

/** The live search's widget id, page and settings, as the demo's "database" keeps them. */
export const LIVE_SEARCH = { id: 'srh0001', postId: 73, template: 2001, numberOfItems: 3 };

/**
 * Pro 3.33.1's Search widget with live results, as its `render()` prints it: the wrapper hidden
 * until the script runs, the clear icon in the input's wrapper, the results output, the hidden
 * `e_search_props` (`<widget>-<post>`).
 *
 * @param {string} id
 */
function liveSearch(id) {
  const clear = CLOSE.replace(
    'class="e-font-icon-svg e-eicon-close"',
    'class="e-font-icon-svg e-fas-times"',
  );
  return widget(
    id,
    'search',
    '',
    {
      live_results: 'yes',
      template_id: String(LIVE_SEARCH.template),
      minimum_search_characters: 3,
      pagination_type_options: 'numbers_previous_next',
      submit_trigger: 'click_submit',
      page_limit_settings: 5,
    },
    `<search class="e-search hidden" role="search"><form class="e-search-form" action="/pages/interactive/" method="get"><label class="e-search-label" for="search-${id}"><span class="elementor-screen-only">Search posts</span>${ICON}</label><div class="e-search-input-wrapper"><input id="search-${id}" placeholder="Type to start searching..." class="e-search-input" type="search" name="s" value="" autocomplete="off" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="results-${id}" aria-haspopup="listbox">${clear}<output id="results-${id}" class="e-search-results-container hide-loader" aria-live="polite" aria-atomic="true" aria-label="Results for search" tabindex="0"><div class="e-search-results"></div></output></div><button class="e-search-submit" type="submit" aria-label="Search">${ICON}</button><input type="hidden" name="e_search_props" value="${id}-${LIVE_SEARCH.postId}"></form></search>`,
  );
}

/** @param {string} isletSrc */
export function searchPage(isletSrc) {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Search</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false}}; var ElementorProFrontendConfig = {"urls":{"rest":"/wp-json/"}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 48rem; padding: 0 1rem; }
.elementor-screen-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.elementor-search-form__toggle, .dialog-close-button { cursor: pointer; display: inline-block; padding: 0.5rem; }
.elementor-search-form--skin-full_screen .elementor-search-form__container { display: none; }
.elementor-search-form--skin-full_screen .elementor-search-form--full-screen { display: flex; position: fixed; inset: 0; z-index: 100; align-items: center; justify-content: center; gap: 1rem; background: rgb(0 0 0 / 0.85); }
.elementor-search-form--full-screen input { font-size: 2rem; width: 60vw; }
.elementor-search-form--full-screen .dialog-close-button { position: absolute; top: 1rem; right: 1rem; fill: #fff; }
.elementor-search-form--focus { outline: 2px solid #258; }
.e-search-input-wrapper { position: relative; display: inline-block; }
.e-search-results-container { position: absolute; top: 100%; left: 0; min-width: 20rem; background: #fff; border: 1px solid #999; z-index: 5; }
.e-search.hidden, .e-search-results-container.hidden, .e-search-input-wrapper > svg.hidden { visibility: hidden; opacity: 0; }
.e-search-results-container > div:empty { display: none; }
.e-search-results { padding: 0.5rem; }
.e-search-results .elementor-heading-title { font-size: 1rem; margin: 0.25rem 0; }
.e-search-results .elementor-pagination { display: flex; gap: 0.5rem; }
.e-search-nothing-found-message { padding: 0.5rem; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="73" class="elementor elementor-73"><main>
<h1>Search</h1>
<p><a id="before" href="#top">Before the searches</a></p>
${searchForm('srf0001', true)}
${searchForm('srf0002', false)}
${liveSearch('srh0001')}
<p><a id="after" href="#top">After the searches</a></p>
</main></div>
</body>
</html>`;
}

/**
 * Pro's `elementor-pro/v1/refresh-search` (modules/search/data/endpoints/refresh-search.php) over
 * the catalogue's published posts, as the real one answers (fixtures/pro-search): `data`, the
 * loop-item template per post (a linked title) or the nothing-found message; `pagination`,
 * `paginate_links()` with Pro's inactive previous/next and `?e-search-page=N` links (a site with
 * pretty links). `number_of_items` posts a page. Refuses what the real route refuses: another
 * widget or page, a missing term.
 *
 * @param {unknown} body the JSON body
 */
export function answerRefreshSearch(body) {
  const {
    post_id: postId,
    widget_id: widgetId,
    search_term: term,
    page_number: pageNumber,
  } = /** @type {Record<string, unknown>} */ (body ?? {});
  if (String(postId) !== String(LIVE_SEARCH.postId) || widgetId !== LIVE_SEARCH.id)
    return Response.json(
      {
        code: 'rest_forbidden',
        message: 'Sorry, you are not allowed to do that.',
        data: { status: 401 },
      },
      { status: 401 },
    );
  const needle = String(term ?? '').toLowerCase();
  const found = posts.filter(
    (post) => post.status === 'publish' && post.title.toLowerCase().includes(needle),
  );
  if (!found.length)
    return Response.json({
      data: `\t\t\t<div class="e-search-nothing-found-message">\n\t\t\t\tIt seems we can\u2019t find what you\u2019re looking for.\t\t\t</div>\n\t\t`,
      pagination: '',
    });
  const per = LIVE_SEARCH.numberOfItems;
  const total = Math.ceil(found.length / per);
  const page = Math.min(total, Math.max(1, Number(pageNumber) || 1));
  const items = found
    .slice((page - 1) * per, page * per)
    .map(
      (post) =>
        `<div data-elementor-type="loop-item" data-elementor-id="${LIVE_SEARCH.template}" class="elementor elementor-${LIVE_SEARCH.template} e-loop-item e-loop-item-${post.id} post-${post.id} post type-post status-publish"><div class="elementor-element e-con-full e-flex e-con e-parent"><div class="elementor-element elementor-widget elementor-widget-heading"><h2 class="elementor-heading-title elementor-size-default"><a href="/pages/interactive/search?p=${post.id}">${escapeHtml(post.title)}</a></h2></div></div></div>`,
    )
    .join('\n');
  const link = (
    /** @type {number} */ n,
    /** @type {string} */ text,
    /** @type {string} */ extra = '',
  ) =>
    `<a rel="nofollow" class="${extra}page-numbers" href="/pages/interactive/search?e-search-page=${n}">${text}</a>`;
  const numbers = Array.from({ length: total }, (_, i) =>
    i + 1 === page
      ? `<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Page</span>${i + 1}</span>`
      : link(i + 1, `<span class="elementor-screen-only">Page</span>${i + 1}`),
  );
  const pagination =
    total > 1
      ? [
          page === 1
            ? '<span class="prev page-numbers inactive">Previous</span>'
            : link(page - 1, 'Previous', 'prev '),
          ...numbers,
          page === total
            ? '<span class="next page-numbers inactive">Next</span>'
            : link(page + 1, 'Next', 'next '),
        ].join('\n')
      : '';
  return Response.json({ data: items, pagination });
}
