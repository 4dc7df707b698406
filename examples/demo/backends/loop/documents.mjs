// @ts-check
// The documents the embedded CMS knows: generated demo pages, and the recorded blog archive whose
// loop grid (8a5f30d in template 615) the refresh-loop endpoint must answer for.

/**
 * @typedef {'load_more_on_click' | 'load_more_infinite_scroll' | 'numbers' | ''} PaginationType
 *
 * @typedef {object} LoopWidget
 * @property {'loop'} kind
 * @property {string} id
 * @property {string} widgetType `loop-grid.post`, `loop-grid.product`, `loop-carousel.post`, …
 * @property {'post' | 'product'} source
 * @property {number} templateId
 * @property {number} perPage
 * @property {PaginationType} pagination
 * @property {boolean} [ajax] AJAX page loads for numbered pagination
 * @property {boolean} [autoScroll]
 * @property {Record<string, string[]>} [baseQuery] terms the widget's own query requires (OR)
 *
 * @typedef {object} PostsWidget
 * @property {'posts'} kind
 * @property {string} id
 * @property {string} widgetType `posts.classic`, `posts.cards`, `archive-posts.archive_classic`, …
 * @property {number} perPage
 * @property {PaginationType} pagination
 *
 * @typedef {object} FilterWidget
 * @property {'filter'} kind
 * @property {string} id
 * @property {string} target the loop widget's id (`selected_element`)
 * @property {string} taxonomy
 * @property {boolean} [multiple]
 * @property {string} [logic] `logical_combination`
 * @property {string[]} terms the buttons, besides All
 * @property {string} [alignment] with it, the row scrolls horizontally (`horizontal_scroll`)
 *
 * @typedef {object} PortfolioWidget
 * @property {'portfolio'} kind
 * @property {string} id
 * @property {number} perPage
 *
 * @typedef {object} HeadingWidget
 * @property {'heading'} kind
 * @property {string} id
 * @property {string} text
 *
 * @typedef {LoopWidget | PostsWidget | FilterWidget | HeadingWidget | PortfolioWidget} PageWidget
 *
 * @typedef {object} LoopDocument
 * @property {number} postId
 * @property {'publish' | 'draft'} status
 * @property {string} title
 * @property {string | null} slug served at `/pages/loop/{slug}/`; null for documents not served
 * @property {PageWidget[]} widgets
 */

/** @type {readonly LoopDocument[]} */
export const DOCUMENTS = [
  {
    postId: 9101,
    status: 'publish',
    title: 'Two loop grids with filters',
    slug: 'two-grids',
    widgets: [
      { kind: 'heading', id: 'c0ffee1', text: 'Posts' },
      {
        kind: 'filter',
        id: 'f1a2b3c',
        target: 'a1b2c3d',
        taxonomy: 'category',
        terms: ['news', 'tips', 'travel', 'recipes', 'events'],
      },
      {
        kind: 'filter',
        id: 'f2b3c4d',
        target: 'a1b2c3d',
        taxonomy: 'post_tag',
        multiple: true,
        logic: 'AND',
        terms: ['camping', 'family', 'summer', 'winter', 'budget'],
      },
      {
        kind: 'loop',
        id: 'a1b2c3d',
        widgetType: 'loop-grid.post',
        source: 'post',
        templateId: 9201,
        perPage: 4,
        pagination: 'load_more_on_click',
      },
      { kind: 'heading', id: 'c0ffee2', text: 'Products' },
      {
        kind: 'filter',
        id: 'f3c4d5e',
        target: 'b2c3d4e',
        taxonomy: 'product_cat',
        multiple: true,
        logic: 'OR',
        terms: ['clothing', 'accessories', 'music', 'decor'],
      },
      {
        kind: 'loop',
        id: 'b2c3d4e',
        widgetType: 'loop-grid.product',
        source: 'product',
        templateId: 9202,
        perPage: 3,
        pagination: 'numbers',
        ajax: true,
        autoScroll: true,
      },
    ],
  },
  {
    postId: 9102,
    status: 'publish',
    title: 'Infinite scroll and post lists',
    slug: 'infinite',
    widgets: [
      { kind: 'heading', id: 'c0ffee3', text: 'Infinite scroll' },
      {
        kind: 'filter',
        id: 'f4d5e6f',
        target: 'd4e5f6a',
        taxonomy: 'category',
        terms: ['news', 'tips', 'travel', 'recipes', 'events', 'blog'],
        alignment: 'end',
      },
      {
        kind: 'loop',
        id: 'd4e5f6a',
        widgetType: 'loop-grid.post',
        source: 'post',
        templateId: 9201,
        perPage: 6,
        pagination: 'load_more_infinite_scroll',
      },
      {
        kind: 'posts',
        id: 'e5f6a7b',
        widgetType: 'posts.classic',
        perPage: 3,
        pagination: 'load_more_on_click',
      },
      { kind: 'heading', id: 'c0ffee6', text: 'Portfolio' },
      { kind: 'portfolio', id: 'a6b7c8d', perPage: 9 },
    ],
  },
  {
    postId: 9104,
    status: 'publish',
    title: 'Where refresh-loop cannot answer',
    slug: 'fallbacks',
    widgets: [
      { kind: 'heading', id: 'c0ffee4', text: 'An 8-character element id' },
      {
        kind: 'filter',
        id: 'f5e6f7a',
        target: '7f969a2a',
        taxonomy: 'category',
        terms: ['news', 'tips', 'travel'],
      },
      {
        kind: 'loop',
        id: '7f969a2a',
        widgetType: 'loop-grid.post',
        source: 'post',
        templateId: 9201,
        perPage: 4,
        pagination: 'load_more_on_click',
      },
      { kind: 'heading', id: 'c0ffee5', text: 'A loop carousel' },
      {
        kind: 'filter',
        id: 'f6a7b8c',
        target: 'c7d8e9f',
        taxonomy: 'product_cat',
        terms: ['clothing', 'music', 'decor'],
      },
      {
        kind: 'loop',
        id: 'c7d8e9f',
        widgetType: 'loop-carousel.product',
        source: 'product',
        templateId: 9202,
        perPage: 8,
        pagination: '',
      },
    ],
  },
  {
    // A draft: refresh-loop must refuse it although the widget exists.
    postId: 9103,
    status: 'draft',
    title: 'Draft with a loop grid',
    slug: null,
    widgets: [
      {
        kind: 'loop',
        id: 'a9b8c7d',
        widgetType: 'loop-grid.post',
        source: 'post',
        templateId: 9201,
        perPage: 4,
        pagination: '',
      },
    ],
  },
  {
    // The recorded blog archive (fixtures/recorded/benrich__little-bell-hotel-static__blog_index):
    // its archive template 615 holds loop grid 8a5f30d with loop-item template 627.
    postId: 615,
    status: 'publish',
    title: 'The Bell Blog (archive template)',
    slug: null,
    widgets: [
      {
        kind: 'loop',
        id: '8a5f30d',
        widgetType: 'loop-grid.post',
        source: 'post',
        templateId: 627,
        perPage: 9,
        pagination: '',
        baseQuery: { category: ['blog'] },
      },
      {
        kind: 'loop',
        id: '7c7c7c7',
        widgetType: 'loop-carousel.post',
        source: 'post',
        templateId: 627,
        perPage: 6,
        pagination: '',
      },
    ],
  },
];

/** @param {number} postId */
export const documentById = (postId) => DOCUMENTS.find((doc) => doc.postId === postId);

/** @param {string} slug */
export const documentBySlug = (slug) => DOCUMENTS.find((doc) => doc.slug === slug);
