// @ts-check
// Server-side rendering of loop grids, loop carousels and post lists in the markup Pro prints
// (loop-and-filter.md §1, §8, §9), for one page of one filtered query.
import { categories, posts, products } from '../../../../fixtures/data/catalog.mjs';
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';
import { matchesFilters } from './filter-query.mjs';

/**
 * @typedef {import('./documents.mjs').LoopWidget} LoopWidget
 * @typedef {import('./documents.mjs').PostsWidget} PostsWidget
 * @typedef {import('./filter-query.mjs').TaxonomyFilters} TaxonomyFilters
 * @typedef {{ id: number, title: string, excerpt: string, slug: string, classes: string[],
 *   taxonomies: Record<string, string[]>, price?: number }} ListItem
 */

/** @param {'post' | 'product'} source @returns {ListItem[]} */
function itemsOf(source) {
  if (source === 'product') {
    return products
      .filter((product) => product.status === 'publish')
      .map((product) => ({
        id: product.id,
        title: product.name,
        excerpt: `SKU ${product.sku}`,
        slug: product.slug,
        price: product.price,
        classes: [
          'product',
          'type-product',
          ...product.categories.map((slug) => `product_cat-${slug}`),
        ],
        taxonomies: { product_cat: product.categories, product_tag: product.tags },
      }));
  }
  return posts
    .filter((post) => post.status === 'publish')
    .map((post) => ({
      id: post.id,
      title: post.title,
      excerpt: post.excerpt,
      slug: post.slug,
      classes: [
        'post',
        'type-post',
        'status-publish',
        ...post.categories.map((slug) => `category-${slug}`),
        ...post.tags.map((slug) => `tag-${slug}`),
      ],
      taxonomies: { category: post.categories, post_tag: post.tags },
    }));
}

/**
 * The items a widget's query returns with these filters, and how many pages they make.
 *
 * @param {LoopWidget | PostsWidget} widget
 * @param {TaxonomyFilters} filters
 * @param {number} page 1-based
 */
export function queryItems(widget, filters, page) {
  const source = widget.kind === 'loop' ? widget.source : 'post';
  /** @type {TaxonomyFilters} */
  const base = {};
  if (widget.kind === 'loop' && widget.baseQuery) {
    for (const [taxonomy, terms] of Object.entries(widget.baseQuery))
      base[taxonomy] = { terms, logicalJoin: 'OR' };
  }
  const all = itemsOf(source).filter(
    (item) => matchesFilters(item.taxonomies, base) && matchesFilters(item.taxonomies, filters),
  );
  const maxPage = Math.max(1, Math.ceil(all.length / widget.perPage));
  const current = Math.min(Math.max(1, page), maxPage);
  return {
    items: all.slice((current - 1) * widget.perPage, current * widget.perPage),
    page: current,
    maxPage,
    total: all.length,
  };
}

/** @param {LoopWidget} widget @param {ListItem} item */
function loopItem(widget, item) {
  const t = widget.templateId;
  const price =
    item.price === undefined
      ? ''
      : `<div class="elementor-element elementor-element-${t}c3 elementor-widget elementor-widget-text-editor" data-id="${t}c3" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p class="price">£${item.price}</p></div></div>`;
  return (
    `<div data-elementor-type="loop-item" data-elementor-id="${t}" class="elementor elementor-${t} e-loop-item e-loop-item-${item.id} post-${item.id} ${item.classes.join(' ')}" data-elementor-post-type="elementor_library" data-custom-edit-handle="1">` +
    `<div class="elementor-element elementor-element-${t}c1 e-con-full e-flex e-con e-parent" data-id="${t}c1" data-element_type="container">` +
    `<div class="elementor-element elementor-element-${t}c2 elementor-widget elementor-widget-heading" data-id="${t}c2" data-element_type="widget" data-widget_type="heading.default"><div class="elementor-widget-container"><h3 class="elementor-heading-title elementor-size-default"><a href="/pages/loop/item/${item.slug}/">${escapeHtml(item.title)}</a></h3></div></div>` +
    price +
    `<div class="elementor-element elementor-element-${t}c4 elementor-widget elementor-widget-text-editor" data-id="${t}c4" data-element_type="widget" data-widget_type="text-editor.default"><div class="elementor-widget-container"><p>${escapeHtml(item.excerpt)}</p><p class="loop-terms">${escapeHtml(Object.values(item.taxonomies).flat().join(', '))}</p></div></div>` +
    `</div></div>`
  );
}

/** @param {ListItem} item */
function postArticle(item) {
  return (
    `<article class="elementor-post elementor-grid-item post-${item.id} ${item.classes.join(' ')}">` +
    `<div class="elementor-post__text"><h3 class="elementor-post__title"><a href="/pages/loop/item/${item.slug}/">${escapeHtml(item.title)}</a></h3>` +
    `<div class="elementor-post__excerpt"><p>${escapeHtml(item.excerpt)}</p></div></div></article>`
  );
}

/**
 * @param {string} widgetId
 * @param {URL} linkBase a URL carrying every parameter the links keep
 * @param {number} page
 */
export function pageLink(widgetId, linkBase, page) {
  const url = new URL(linkBase);
  if (page > 1) url.searchParams.set(`e-page-${widgetId}`, String(page));
  else url.searchParams.delete(`e-page-${widgetId}`);
  return url.href;
}

/**
 * @param {LoopWidget | PostsWidget} widget
 * @param {{ page: number, maxPage: number }} result
 * @param {URL} linkBase
 */
function footer(widget, { page, maxPage }, linkBase) {
  if (
    widget.pagination === 'load_more_on_click' ||
    widget.pagination === 'load_more_infinite_scroll'
  ) {
    // As Pro 3.33.1 prints it (modules/posts/skins/skin-base.php, render_loop_footer(), shared by
    // the loop grid): the spinner (the widget's load_more_spinner icon), and from two pages on the
    // anchor, the button of the builder's button trait (its wrapper also `.e-loop__load-more` in a
    // loop grid, skin-loop-base.php) and the end message (load_more_no_posts_custom_message).
    const spinner = `<span class="e-load-more-spinner"><i aria-hidden="true" class="fas fa-spinner"></i></span>`;
    if (maxPage < 2) return spinner;
    const next = escapeHtml(pageLink(widget.id, linkBase, Math.min(page + 1, maxPage)));
    const anchor = `<div class="e-load-more-anchor" data-page="${page}" data-max-page="${maxPage}" data-next-page="${next}"></div>`;
    const message = `<div class="e-load-more-message">No more posts to show</div>`;
    if (widget.pagination === 'load_more_infinite_scroll') return spinner + anchor + message;
    const wrapper =
      widget.kind === 'loop'
        ? 'e-loop__load-more elementor-button-wrapper'
        : 'elementor-button-wrapper';
    return (
      spinner +
      anchor +
      `<div class="${wrapper}"><a class="elementor-button elementor-button-link elementor-size-sm" href="#"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Load More</span></span></a></div>` +
      message
    );
  }
  if (widget.pagination !== 'numbers' || maxPage < 2) return '';
  const links = [];
  if (page > 1)
    links.push(
      `<a class="page-numbers prev" href="${escapeHtml(pageLink(widget.id, linkBase, page - 1))}">&laquo; Previous</a>`,
    );
  for (let n = 1; n <= maxPage; n++) {
    links.push(
      n === page
        ? `<span aria-current="page" class="page-numbers current"><span class="elementor-screen-only">Page</span>${n}</span>`
        : `<a class="page-numbers" href="${escapeHtml(pageLink(widget.id, linkBase, n))}"><span class="elementor-screen-only">Page</span>${n}</a>`,
    );
  }
  if (page < maxPage)
    links.push(
      `<a class="page-numbers next" href="${escapeHtml(pageLink(widget.id, linkBase, page + 1))}">Next &raquo;</a>`,
    );
  return `<nav class="elementor-pagination" aria-label="Pagination">${links.join(' ')}</nav>`;
}

/**
 * The widget's content root, `<div class="elementor-widget-container">…</div>`: what refresh-loop
 * answers in `data` and what a page prints inside the widget.
 *
 * @param {LoopWidget | PostsWidget} widget
 * @param {TaxonomyFilters} filters
 * @param {number} page
 * @param {URL} linkBase
 */
export function renderWidgetContent(widget, filters, page, linkBase) {
  const result = queryItems(widget, filters, page);
  if (widget.kind === 'posts') {
    return `<div class="elementor-widget-container"><div class="elementor-posts-container elementor-posts elementor-grid elementor-posts--skin-${widget.widgetType.split('.')[1]}">${result.items.map(postArticle).join('')}</div>${footer(widget, result, linkBase)}</div>`;
  }
  const style = `<style id="loop-dynamic-${widget.templateId}">.e-loop-item-${result.items[0]?.id ?? 0} .elementor-heading-title{font-weight:700}</style>`;
  if (widget.widgetType.startsWith('loop-carousel.')) {
    // The carousel package's swiper takes this container; each item is a slide.
    const slides = result.items
      .map((item) =>
        loopItem(widget, item).replace('class="elementor ', 'class="swiper-slide elementor '),
      )
      .join('');
    return `<div class="elementor-widget-container">${style}<div class="swiper elementor-loop-container" dir="ltr"><div class="swiper-wrapper" aria-live="off">${slides}</div></div><div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Previous"></div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Next"></div></div>`;
  }
  const container = `<div class="elementor-loop-container elementor-grid">${style}${result.items.map((item) => loopItem(widget, item)).join('')}</div>`;
  const empty = result.items.length
    ? ''
    : '<div class="e-loop-nothing-found-message">No posts match.</div>';
  return `<div class="elementor-widget-container">${container}${empty}${footer(widget, result, linkBase)}</div>`;
}

/**
 * @param {LoopWidget | PostsWidget} widget
 * @param {TaxonomyFilters} filters
 * @param {number} page
 * @param {URL} linkBase
 */
export function renderListWidget(widget, filters, page, linkBase) {
  const [name, skin] = widget.widgetType.split('.');
  /** @type {Record<string, unknown>} */
  const settings =
    widget.kind === 'loop' && name === 'loop-carousel'
      ? { _skin: skin, template_id: widget.templateId, slides_to_show: '3', navigation: 'arrows' }
      : widget.kind === 'loop'
        ? { _skin: skin, template_id: widget.templateId, pagination_type: widget.pagination }
        : { _skin: skin, [`${skin}_columns`]: '3', pagination_type: widget.pagination };
  if (widget.pagination.startsWith('load_more'))
    settings.load_more_spinner = { value: 'fas fa-spinner', library: 'fa-solid' };
  if (widget.kind === 'loop' && widget.ajax) settings.pagination_load_type = 'ajax';
  if (widget.kind === 'loop' && widget.autoScroll) settings.auto_scroll = 'yes';
  return (
    `<div class="elementor-element elementor-element-${widget.id} elementor-grid-3 elementor-widget elementor-widget-${name}" data-id="${widget.id}" data-element_type="widget" data-settings="${escapeHtml(JSON.stringify(settings))}" data-widget_type="${widget.widgetType}">` +
    renderWidgetContent(widget, filters, page, linkBase) +
    `</div>`
  );
}

/**
 * The portfolio widget (Pro's portfolio.php): a filter bar of the shown posts' categories, by term
 * id and sorted by name, and one article per post with `elementor-filter-{termId}` classes.
 *
 * @param {import('./documents.mjs').PortfolioWidget} widget
 */
export function renderPortfolio(widget) {
  const shown = posts.filter((post) => post.status === 'publish').slice(0, widget.perPage);
  const termOf = new Map(categories.map((term) => [term.slug, term]));
  const used = [...new Set(shown.flatMap((post) => post.categories))]
    .map((slug) => termOf.get(slug))
    .filter((term) => term !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name));
  const filters = used
    .map(
      (term) =>
        `<li class="elementor-portfolio__filter" tabindex="0" data-filter="${term.id}">${escapeHtml(term.name)}</li>`,
    )
    .join('');
  const articles = shown
    .map((post) => {
      const classes = post.categories
        .map((slug) => `elementor-filter-${termOf.get(slug)?.id} category-${slug}`)
        .join(' ');
      return `<article class="elementor-portfolio-item elementor-post post-${post.id} post type-post ${classes}" role="listitem"><a class="elementor-post__thumbnail__link" href="/pages/loop/item/${post.slug}/"><div class="elementor-portfolio-item__img elementor-post__thumbnail"></div><div class="elementor-portfolio-item__overlay"><h3 class="elementor-portfolio-item__title">${escapeHtml(post.title)}</h3></div></a></article>`;
    })
    .join('');
  const settings = escapeHtml(
    JSON.stringify({ show_filter_bar: 'yes', taxonomy: 'category', columns: '3' }),
  );
  return (
    `<div class="elementor-element elementor-element-${widget.id} elementor-widget elementor-widget-portfolio" data-id="${widget.id}" data-element_type="widget" data-settings="${settings}" data-widget_type="portfolio.default"><div class="elementor-widget-container">` +
    `<ul class="elementor-portfolio__filters"><li class="elementor-portfolio__filter elementor-active" tabindex="0" data-filter="__all">All</li>${filters}</ul>` +
    `<div class="elementor-portfolio elementor-grid elementor-posts-container" role="list">${articles}</div></div></div>`
  );
}
