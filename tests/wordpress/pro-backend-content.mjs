// @ts-check
// The pages of pro-backend.test.ts: every conversation the Pro add-on's widgets have with the
// server (loop filter, load more, infinite scroll, AJAX pagination, form actions, popup form,
// search form, login), made by php/pro-backend-content.php on the shared site, as the builder
// stores them. "{id:key}" stands for the id of a document made here or by content.php.

/**
 * @param {string} id
 * @param {string} widgetType
 * @param {Record<string, unknown>} settings
 */
const widget = (id, widgetType, settings) => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements: [],
});

/** @param {string} id @param {unknown[]} elements @param {Record<string, unknown>} [settings] */
const container = (id, elements, settings = {}) => ({
  id,
  elType: 'container',
  isInner: false,
  settings: { content_width: 'boxed', ...settings },
  elements,
});

/** Room between widgets that load on scroll, so one's anchor shows without the other's. */
const filler = (/** @type {string} */ id) =>
  container(id, [], { min_height: { unit: 'px', size: 1400 } });

/** The popup holding a form: a fixed id, since the action link that opens it holds it. */
export const FORM_POPUP_ID = 9901;

/** @param {string} action @param {Record<string, unknown>} settings the builder's action link */
const actionLink = (action, settings) =>
  `#${encodeURIComponent(`elementor-action:action=${action}&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}`)}`;

const grid = (/** @type {string} */ id, /** @type {Record<string, unknown>} */ settings) =>
  widget(id, 'loop-grid', { template_id: '{id:loop-item}', columns: 2, ...settings });

/** @param {string} id @param {string} taxonomy @param {string} element @param {Record<string, unknown>} [settings] */
const filter = (id, taxonomy, element, settings = {}) =>
  widget(id, 'taxonomy-filter', { selected_element: element, taxonomy, ...settings });

/**
 * @param {string} id
 * @param {Record<string, unknown>[]} fields
 * @param {Record<string, unknown>} settings
 */
const form = (id, fields, settings) =>
  widget(id, 'form', {
    form_name: id,
    form_fields: fields.map((field, index) => ({ _id: `${id}f${index}`, ...field })),
    button_text: 'Send',
    success_message: 'Thanks, the form was sent.',
    ...settings,
  });

const name = { custom_id: 'name', field_type: 'text', field_label: 'Name', placeholder: 'Name' };
const email = {
  custom_id: 'email',
  field_type: 'email',
  field_label: 'Email',
  placeholder: 'Email',
  required: 'true',
};

/** Tags given to the posts of content.php (by their title), for filters on two terms. */
export const tags = { Red: ['Post 2', 'Post 3', 'Post 5'], Blue: ['Post 3', 'Post 4', 'Post 5'] };

/** @type {{ key: string, postType: string, templateType: string, title: string, data: unknown[], importId?: number, conditions?: string[], meta?: Record<string, unknown>, pageTemplate?: string }[]} */
export const documents = [
  {
    key: 'pb-filter',
    postType: 'page',
    templateType: 'wp-page',
    title: 'Loop filter',
    data: [
      container('pbfc001', [
        filter('pbtf001', 'category', 'pblg001'),
        filter('pbtf002', 'post_tag', 'pblg001', {
          multiple_selection: 'yes',
          logical_combination: 'AND',
        }),
        grid('pblg001', { posts_per_page: 10 }),
      ]),
      container('pbfc002', [
        filter('pbtf003', 'post_tag', 'pblg002', {
          multiple_selection: 'yes',
          logical_combination: 'OR',
        }),
        grid('pblg002', { posts_per_page: 10 }),
      ]),
    ],
  },
  {
    key: 'pb-more',
    postType: 'page',
    templateType: 'wp-page',
    title: 'Load more',
    data: [
      container('pbmc001', [
        grid('pblg003', { posts_per_page: 2, pagination_type: 'load_more_on_click' }),
        widget('pbps001', 'posts', {
          _skin: 'classic',
          classic_posts_per_page: 2,
          pagination_type: 'load_more_on_click',
        }),
        widget('pbps002', 'posts', {
          _skin: 'cards',
          cards_posts_per_page: 2,
          pagination_type: 'load_more_on_click',
        }),
        widget('pbps003', 'posts', {
          _skin: 'full_content',
          full_content_posts_per_page: 2,
          pagination_type: 'load_more_on_click',
        }),
      ]),
    ],
  },
  {
    key: 'pb-infinite',
    postType: 'page',
    templateType: 'wp-page',
    title: 'Infinite scroll',
    data: [
      container('pbic001', [
        grid('pblg004', { posts_per_page: 2, pagination_type: 'load_more_infinite_scroll' }),
      ]),
      filler('pbif001'),
      container('pbic002', [
        widget('pbps004', 'posts', {
          _skin: 'classic',
          classic_posts_per_page: 2,
          pagination_type: 'load_more_infinite_scroll',
        }),
      ]),
      filler('pbif002'),
    ],
  },
  {
    key: 'pb-pages',
    postType: 'page',
    templateType: 'wp-page',
    title: 'AJAX pagination',
    data: [
      container('pbpc001', [
        filter('pbtf004', 'post_tag', 'pblg005'),
        grid('pblg005', {
          posts_per_page: 2,
          pagination_type: 'numbers_and_prev_next',
          pagination_load_type: 'ajax',
        }),
      ]),
    ],
  },
  {
    key: 'pb-form',
    postType: 'page',
    templateType: 'wp-page',
    title: 'Form actions',
    data: [
      container('pbrc001', [
        form('pbfm001', [name, email], { submit_actions: ['save-to-database'] }),
        form('pbfm002', [name, email], {
          submit_actions: ['redirect'],
          redirect_to: '{url}/?page_id={id:pb-more}',
        }),
        form('pbfm003', [name, email], {
          submit_actions: ['email'],
          email_to: 'owner@example.com',
          email_subject: 'A message',
        }),
        form('pbfm004', [name, email, { custom_id: 'trap', field_type: 'honeypot' }], {
          submit_actions: ['save-to-database'],
        }),
        form(
          'pbfm005',
          [
            { custom_id: 'stepone', field_type: 'step', field_label: 'About you' },
            name,
            { custom_id: 'steptwo', field_type: 'step', field_label: 'Contact' },
            email,
          ],
          { submit_actions: ['save-to-database'] },
        ),
        form(
          'pbfm006',
          [
            name,
            {
              custom_id: 'file',
              field_type: 'upload',
              field_label: 'File',
              file_types: 'txt',
              file_sizes: '1',
            },
          ],
          { submit_actions: ['save-to-database'] },
        ),
        widget('pbbt001', 'button', {
          text: 'Open the form popup',
          link: { url: actionLink('popup:open', { id: String(FORM_POPUP_ID), toggle: false }) },
        }),
      ]),
    ],
  },
  {
    key: 'pb-form-popup',
    importId: FORM_POPUP_ID,
    postType: 'elementor_library',
    templateType: 'popup',
    title: 'Form popup',
    data: [
      container('pbpp001', [
        form('pbfm007', [name, email], { submit_actions: ['save-to-database'] }),
      ]),
    ],
    conditions: ['include/singular/page/{id:pb-form}'],
    meta: { _elementor_popup_display_settings: { triggers: [], timing: [] } },
  },
  {
    key: 'pb-account',
    postType: 'page',
    templateType: 'wp-page',
    title: 'Search and login',
    data: [
      container('pbac001', [
        widget('pbsf001', 'search-form', { skin: 'classic' }),
        widget('pblw001', 'login', {}),
      ]),
    ],
  },
  {
    key: 'pb-archive',
    postType: 'elementor_library',
    templateType: 'archive',
    title: 'Category archive',
    data: [
      container('pbav001', [
        widget('pbap001', 'archive-posts', {
          _skin: 'archive_classic',
          pagination_type: 'load_more_on_click',
        }),
      ]),
    ],
    conditions: ['include/archive/category'],
  },
];
