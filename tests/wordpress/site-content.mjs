// @ts-check
// What the end-to-end site holds: posts, a menu, the builder's templates and pages, as the
// builder stores them (its JSON in `_elementor_data`, settings in post meta). php/setup.php
// creates them; "{id:key}" stands for the id of the document created with that key.

/** @param {string} action @param {Record<string, unknown>} settings the builder's action link */
const actionLink = (action, settings) =>
  `#${encodeURIComponent(`elementor-action:action=${action}&settings=${Buffer.from(JSON.stringify(settings)).toString('base64')}`)}`;

/**
 * @param {string} id
 * @param {string} widgetType
 * @param {Record<string, unknown>} settings
 * @param {unknown[]} [elements]
 */
const widget = (id, widgetType, settings, elements = []) => ({
  id,
  elType: 'widget',
  widgetType,
  settings,
  elements,
});

/** @param {string} id @param {Record<string, unknown>} settings @param {unknown[]} elements */
const container = (id, settings, elements) => ({
  id,
  elType: 'container',
  isInner: false,
  settings: { content_width: 'boxed', ...settings },
  elements,
});

const text = (/** @type {string} */ id, /** @type {string} */ html) =>
  widget(id, 'text-editor', { editor: `<p>${html}</p>` });

// Images of the media library, made by content.php from a picture the builder ships.
const images = ['image-1', 'image-2', 'image-3', 'image-4'];
const slides = images.map((key) => ({ id: `{id:${key}}`, url: '' }));

/** The popup's id, fixed: the action link that opens it holds it base64-encoded. */
export const POPUP_ID = 900;

const filler = (/** @type {string} */ id) =>
  container(id, { min_height: { unit: 'px', size: 900 } }, [
    text(`${id}t`, 'Room to scroll, so sticky, motion and entrance effects have somewhere to go.'),
  ]);

/** The pages, each with the feature families it covers (the test's checks key on them). */
export const pages = {
  navigation: {
    title: 'Navigation',
    families: ['nav-menu', 'mega-menu', 'off-canvas', 'sticky', 'motion', 'entrance'],
    data: [
      container(
        'hdre001',
        {
          sticky: 'top',
          sticky_on: ['desktop', 'tablet', 'mobile'],
          background_background: 'classic',
          background_color: '#ffffff',
        },
        [
          widget('nave001', 'nav-menu', {
            menu: 'islet-main',
            layout: 'horizontal',
            submenu_icon: { value: 'fas fa-caret-down', library: 'fa-solid' },
            toggle: 'burger',
            dropdown: 'tablet',
          }),
        ],
      ),
      container('mmce001', {}, [
        widget(
          'megam01',
          'mega-menu',
          {
            menu_items: [
              { _id: 'mi0001', item_title: 'Products', item_dropdown_content: 'yes' },
              { _id: 'mi0002', item_title: 'Plain link', item_link: { url: '#plain' } },
            ],
            open_on: 'click',
          },
          [
            container('mmpe001', { content_width: 'full' }, [
              text('mmte001', 'Mega menu panel content'),
            ]),
            container('mmpe002', { content_width: 'full' }, []),
          ],
        ),
      ]),
      container('ocbe001', {}, [
        widget('ocbtn01', 'button', {
          text: 'Open panel',
          link: { url: actionLink('off_canvas:open', { id: 'offc001', displayMode: 'open' }) },
        }),
        widget('offc001', 'off-canvas', { off_canvas_name: 'Panel' }, [
          container('ocpe001', { content_width: 'full' }, [
            text('octe001', 'Off-canvas panel content'),
          ]),
        ]),
      ]),
      container(
        'mote001',
        {
          motion_fx_motion_fx_scrolling: 'yes',
          motion_fx_translateY_effect: 'yes',
          motion_fx_translateY_speed: { unit: 'px', size: 4 },
          motion_fx_translateY_affectedRange: { unit: '%', sizes: { start: 0, end: 100 } },
        },
        [widget('anie001', 'heading', { title: 'Moves as you scroll', _animation: 'fadeInUp' })],
      ),
      filler('file001'),
      container('anie002', { animation: 'fadeIn' }, [
        text('anit002', 'Fades in when it comes into view'),
      ]),
      filler('file002'),
    ],
  },
  widgets: {
    title: 'Widgets',
    families: ['tabs', 'accordion', 'toggle', 'countdown', 'popup'],
    data: [
      container('wdge001', {}, [
        widget('tabs001', 'tabs', {
          tabs: [
            { _id: 'tb0001', tab_title: 'First tab', tab_content: '<p>First panel</p>' },
            { _id: 'tb0002', tab_title: 'Second tab', tab_content: '<p>Second panel</p>' },
          ],
        }),
        widget('acce001', 'accordion', {
          tabs: [
            { _id: 'ac0001', tab_title: 'First question', tab_content: '<p>First answer</p>' },
            { _id: 'ac0002', tab_title: 'Second question', tab_content: '<p>Second answer</p>' },
          ],
        }),
        widget('toge001', 'toggle', {
          tabs: [{ _id: 'tg0001', tab_title: 'Toggle me', tab_content: '<p>Toggled content</p>' }],
        }),
        widget('cnte001', 'countdown', {
          countdown_type: 'due_date',
          due_date: '2030-01-01 00:00',
        }),
        widget('pbtn001', 'button', {
          text: 'Open popup',
          link: { url: actionLink('popup:open', { id: String(POPUP_ID), toggle: false }) },
        }),
      ]),
    ],
  },
  carousels: {
    title: 'Carousels',
    families: ['image-carousel', 'loop-carousel', 'lightbox'],
    data: [
      container('care001', {}, [
        widget('imce001', 'image-carousel', {
          carousel: slides,
          slides_to_show: '2',
          navigation: 'both',
          link_to: 'file',
          open_lightbox: 'yes',
          autoplay: 'no',
        }),
        widget('lpce001', 'loop-carousel', {
          template_id: '{id:loop-item}',
          posts_per_page: 6,
          slides_to_show: '2',
          autoplay: 'no',
          arrows: 'yes',
        }),
      ]),
    ],
  },
  loop: {
    title: 'Loop',
    families: ['loop-grid', 'taxonomy-filter', 'load-more'],
    data: [
      container('lope001', {}, [
        widget('tfle001', 'taxonomy-filter', { selected_element: 'lgre001', taxonomy: 'category' }),
        widget('lgre001', 'loop-grid', {
          template_id: '{id:loop-item}',
          posts_per_page: 2,
          columns: 2,
          pagination_type: 'load_more_on_click',
          load_more_spinner: { value: 'fas fa-spinner', library: 'fa-solid' },
        }),
      ]),
    ],
  },
  // The one page with a section stretched out of its column: the only page with islet-head.js.
  // The theme boxes no builder page, so the page's content is boxed here, by a style before it.
  stretch: {
    title: 'Stretch',
    families: ['stretch'],
    pageTemplate: 'default',
    data: [
      container('strb000', {}, [
        widget('strh001', 'html', {
          html: '<style>[data-elementor-type="wp-page"]{max-width:960px;margin-inline:auto}</style>',
        }),
      ]),
      {
        id: 'strs001',
        elType: 'section',
        isInner: false,
        settings: {
          stretch_section: 'section-stretched',
          background_background: 'classic',
          background_color: '#dde4ee',
        },
        elements: [
          {
            id: 'strc001',
            elType: 'column',
            isInner: false,
            settings: { _column_size: 100 },
            elements: [text('strt001', 'A section stretched to the window.')],
          },
        ],
      },
      container('strb001', {}, [text('strt002', 'A boxed container after it.')]),
    ],
  },
  form: {
    title: 'Form',
    families: ['form'],
    data: [
      container('frme000', {}, [
        widget('frme001', 'form', {
          form_name: 'Contact',
          form_fields: [
            {
              _id: 'ff0001',
              custom_id: 'name',
              field_type: 'text',
              field_label: 'Name',
              placeholder: 'Name',
            },
            {
              _id: 'ff0002',
              custom_id: 'email',
              field_type: 'email',
              field_label: 'Email',
              placeholder: 'Email',
              required: 'true',
            },
          ],
          submit_actions: [],
          button_text: 'Send',
          success_message: 'Thanks, the form was sent.',
        }),
      ]),
    ],
  },
};

const loopItem = [
  container('lite001', { content_width: 'full' }, [
    widget('lite002', 'theme-post-title', {
      title_size: 'h3',
      __dynamic__: { title: '[elementor-tag id="lite003" name="post-title" settings="%7B%7D"]' },
    }),
  ]),
];

const popup = [container('pope001', {}, [text('popt001', 'Popup content')])];

export const siteContent = {
  images,
  categories: ['News', 'Guides'],
  posts: Array.from({ length: 6 }, (_, i) => ({
    title: `Post ${i + 1}`,
    content: `Body of post ${i + 1}.`,
    category: i % 2 ? 'Guides' : 'News',
  })),
  menu: {
    name: 'islet-main',
    items: [
      { title: 'Home', url: '/' },
      { title: 'About', url: '#about' },
      { title: 'Team', url: '#team', parent: 'About' },
      { title: 'Contact', url: '#contact' },
    ],
  },
  documents: [
    {
      key: 'loop-item',
      postType: 'elementor_library',
      templateType: 'loop-item',
      title: 'Post card',
      data: loopItem,
      meta: { _elementor_source: 'post' },
    },
    {
      key: 'popup',
      importId: POPUP_ID,
      postType: 'elementor_library',
      templateType: 'popup',
      title: 'Popup',
      data: popup,
      conditions: ['include/general'],
      meta: { _elementor_popup_display_settings: { triggers: [], timing: [] } },
    },
    ...Object.entries(pages).map(([key, page]) => ({
      key,
      postType: 'page',
      templateType: 'wp-page',
      title: page.title,
      data: page.data,
      pageTemplate: 'pageTemplate' in page ? page.pageTemplate : 'elementor_header_footer',
    })),
  ],
};
