// @ts-check
// The demo pages of @islet/widgets, one per widget (plus `all`), under /pages/widgets/{name}.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';
import { pageShell } from './page-shell.mjs';
import {
  accordion,
  alert,
  animatedHeadline,
  codeHighlight,
  contactButtons,
  countdown,
  counter,
  floatingBar,
  floatingDocument,
  heading,
  hotspot,
  nestedAccordion,
  nestedTabs,
  progress,
  progressTracker,
  shareButtons,
  tableOfContents,
  tabs,
  textPath,
  toggle,
  widget,
} from './widget-markup.mjs';

const FIXED_HEADER_HEIGHT = 80;

/** A site header fixed to the top, telling Islet how much of the viewport it covers. */
const fixedHeader = {
  before: `<header class="demo-fixed-header" style="position:fixed;top:0;left:0;right:0;height:${FIXED_HEADER_HEIGHT}px;background:#0b3d91;color:#fff;z-index:10;display:flex;align-items:center;padding:0 24px">Site header (fixed)</header><div style="height:${FIXED_HEADER_HEIGHT}px"></div>`,
  after: `<script type="module">
const until = () => window.islet ? Promise.resolve(window.islet) : new Promise((resolve) => setTimeout(() => resolve(until()), 20));
until().then((islet) => islet.register({ name: 'demo-fixed-header', match: 'page', connect: (_el, ctx) => ctx.scrollOffsets.add(() => ${FIXED_HEADER_HEIGHT}) }));
</script>`,
};

/** @param {string} id */
const filler = (id) =>
  widget(
    id,
    'text-editor.default',
    undefined,
    '<p>' +
      'Islet keeps the server markup and adds only what a visitor needs. '.repeat(14) +
      '</p>',
  );

/** @param {{ query: URLSearchParams }} input */
function tocPage({ query }) {
  const sections = [
    ['h2', 'Getting started'],
    ['h3', 'Install'],
    ['h3', 'Configure'],
    ['h2', 'Widgets'],
    ['h3', 'Accordion'],
    ['h4', 'Keyboard'],
    ['h3', 'Counter'],
    ['h2', 'Questions'],
  ];
  const body = sections
    .map(
      ([tag, text], i) => heading(`t00010${i}`, String(tag), String(text)) + filler(`t00020${i}`),
    )
    .join('');
  const settings = query.has('flat')
    ? { hierarchical_view: undefined, marker_view: 'bullets' }
    : { minimize_box: 'yes', minimized_on: 'mobile' };
  return {
    title: 'Table of contents',
    body: tableOfContents('a000011', settings) + body + '<div style="height:100vh"></div>',
    ...fixedHeader,
  };
}

const faq = [
  { title: 'What is Islet?', body: '<p>A small runtime for page-builder pages.</p>' },
  {
    title: 'Does it need jQuery?',
    body: '<p id="no-jquery">No. It runs on the server markup as it is.</p>',
  },
  {
    title: 'Is it accessible?',
    body: '<p>Keyboard and screen readers follow the WAI-ARIA patterns.</p>',
  },
];

/** @typedef {{ query: URLSearchParams }} PageInput */

/** @type {Record<string, (input: PageInput) => { title: string, body: string, before?: string, after?: string }>} */
export const PAGES = {
  accordion: () => ({ title: 'Accordion', body: accordion('a000001', faq) }),
  toggle: () => ({ title: 'Toggle', body: toggle('a000002', faq) }),
  tabs: () => ({ title: 'Tabs', body: tabs('a000003', faq) }),
  'nested-accordion': () => ({
    title: 'Nested accordion',
    body: nestedAccordion('a000004', faq, {
      n_accordion_animation_duration: { unit: 'ms', size: 300, sizes: [] },
    }),
  }),
  'nested-tabs': () => ({ title: 'Nested tabs', body: nestedTabs('a000005', faq) }),
  counter: ({ query }) => ({
    title: 'Counter',
    body:
      (query.has('below') ? '<div class="spacer"></div>' : '') +
      counter('a000006', {
        to: 12500,
        duration: 1500,
        delimiter: ',',
        suffix: '+',
        title: 'Pages served',
      }) +
      counter('a000007', { from: 0, to: '99.5', duration: 1500, suffix: '%', title: 'Uptime' }),
  }),
  progress: ({ query }) => ({
    title: 'Progress bar',
    body:
      (query.has('below') ? '<div class="spacer"></div>' : '') +
      progress('a000008', { percent: 72, label: 'Coverage' }),
  }),
  alert: () => ({
    title: 'Alert',
    body: alert('a000009', { title: 'Heads up', description: 'We are closed on Monday.' }),
  }),
  'table-of-contents': tocPage,
  // `?variant=contact-buttons-var-N`; `?delay=MS`: the chat button enters (zoomIn) after MS.
  'contact-buttons': ({ query }) => ({
    title: 'Contact buttons',
    body: contactButtons('a000021', query.get('variant') ?? 'contact-buttons-var-3', {
      style_chat_box_entrance_animation: 'zoomIn',
      style_chat_box_exit_animation: 'zoomOut',
      ...(query.has('delay') && {
        style_chat_button_animation: 'zoomIn',
        style_chat_button_animation_duration: 'normal',
        style_chat_button_animation_delay: Number(query.get('delay')),
      }),
    }),
  }),
  // The bar in its own floating-buttons document after the page. `?variant=floating-bars-var-3`
  // (the coupon; default the ticker), `?sticky`, `?bottom`, `?type=scroll` (the ticker follows
  // the page's scroll; the page is made tall for it), `?stickyheader` (a container with the
  // builder's sticky settings above the content, on a tall page).
  'floating-bars': ({ query }) => ({
    title: 'Floating bars',
    body:
      (query.has('stickyheader')
        ? `<div class="elementor-element elementor-element-a000023 e-con-full e-flex e-con e-parent" data-id="a000023" data-element_type="container" data-settings="${escapeHtml(JSON.stringify({ sticky: 'top', sticky_on: ['desktop', 'tablet', 'mobile'] }))}" style="height:60px;background:#ccd">Sticky header</div>`
        : '') +
      '<p>The floating bar belongs to a document of its own.</p>' +
      (query.get('type') === 'scroll' || query.has('stickyheader')
        ? '<div class="spacer"></div>'
        : ''),
    after: floatingDocument(
      '90',
      floatingBar('a000022', query.get('variant') ?? 'floating-bars-var-2', {
        sticky: query.has('sticky'),
        top: !query.has('bottom'),
        settings: {
          style_ticker_animation_type: query.get('type') === 'scroll' ? 'scroll' : 'autoplay',
          style_ticker_pause_hover: 'yes',
          style_coupon_animation: 'fadeIn',
          style_coupon_animation_delay: 300,
          style_coupon_success_message_duration: { unit: 's', size: 1.5 },
        },
      }),
    ),
  }),
  'text-path': () => ({
    title: 'Text path',
    body:
      textPath('a000019', {
        text: 'Islet lays text along any path',
        url: '/pages/widgets/assets/wave.svg',
        settings: { start_point: { unit: '%', size: 5, sizes: [] } },
      }) +
      textPath('a000020', {
        text: 'A linked wave',
        url: '/pages/widgets/assets/wave.svg',
        settings: { link: { url: '/pages/widgets/all' } },
      }) +
      // `align` and `width` are CSS custom properties the builder prints in the page's CSS file.
      '<style>.elementor-element-a000025 { --alignment: right; --width: 300px; }</style>' +
      textPath('a000025', {
        text: 'A narrow wave on the right',
        url: '/pages/widgets/assets/wave.svg',
        settings: { align: 'right', width: { unit: 'px', size: 300, sizes: [] } },
      }) +
      textPath('a000026', {
        text: 'גל של מילים',
        url: '/pages/widgets/assets/wave.svg',
        settings: { text_path_direction: 'rtl', start_point: { unit: '%', size: 10, sizes: [] } },
      }),
  }),
  'code-highlight': () => ({
    title: 'Code highlight',
    body:
      codeHighlight('a000017', {
        language: 'javascript',
        code: "import { createRuntime } from '@islet/core';\nconst islet = createRuntime();\nawait islet.start();",
      }) +
      codeHighlight('a000018', {
        language: 'php',
        code: '&lt;?php\nfunction greet(string $name): string {\n  return "Hello, $name";\n}',
        wrap: true,
      }) +
      // Highlighted lines, one of them wrapped over several rows, beside the line numbers.
      codeHighlight('a000023', {
        language: 'javascript',
        code: [
          "const greeting = 'hello';",
          `const long = ['${'a wrapped line, '.repeat(12).trim()}'];`,
          'console.log(greeting);',
          '',
          'export { greeting, long };',
        ].join('\n'),
        wrap: true,
        highlightLines: '2-3, 5',
      }) +
      codeHighlight('a000024', {
        language: 'javascript',
        code: 'let a = 1;\nlet b = 2;\nlet c = a + b;\nconsole.log(c);',
        lineNumbers: false,
        highlightLines: '3',
      }),
  }),
  'progress-tracker': () => ({
    title: 'Progress tracker',
    body:
      progressTracker('a000015', {
        type: 'horizontal',
        relative_to: 'entire_page',
        percentage: 'yes',
      }) +
      progressTracker('a000016', {
        type: 'circular',
        relative_to: 'selector',
        selector: '#story',
        percentage: 'yes',
      }) +
      '<div class="spacer"></div><article id="story" style="height:2000px;background:#f6f6f6">A long story.</article><div class="spacer"></div>',
  }),
  // `?pause=MS`: the pause before the marker is redrawn (the demo CSS draws it in 1.2 s).
  'animated-headline': ({ query }) => ({
    title: 'Animated headline',
    body:
      animatedHeadline('a000014', {
        before: 'Pages that are',
        words: ['faster'],
        after: 'than before',
        settings: {
          headline_style: 'highlight',
          marker: 'circle',
          loop: 'yes',
          highlight_animation_duration: 1200,
          highlight_iteration_delay: Number(query.get('pause') ?? 3000),
        },
      }) +
      ['typing', 'clip', 'flip', 'swirl', 'blinds', 'drop-in', 'wave', 'slide', 'slide-down']
        .map((type, i) =>
          animatedHeadline(`a00014${i}`, {
            before: `${type}:`,
            words: ['smaller', 'lighter', 'kinder'],
            after: '',
            settings: {
              headline_style: 'rotate',
              animation_type: type,
              loop: 'yes',
              rotate_iteration_delay: 2500,
            },
          }),
        )
        .join(''),
  }),
  hotspot: ({ query }) => ({
    title: 'Hotspot',
    body:
      hotspot(
        'a000013',
        [
          { label: 'Kitchen', tooltip: 'Open plan kitchen with an island.', x: 12, y: 4 },
          { label: 'Garden', tooltip: 'South facing garden.', x: 55, y: 50 },
          { label: 'Garage', tooltip: 'Room for two cars.', x: 97, y: 80 },
          // Its own tooltip position (`left` is the CSS side offset): shown on its right.
          { label: 'Porch', tooltip: 'Covered porch.', x: 30, y: 85, position: 'left' },
        ],
        {
          tooltip_trigger: query.get('trigger') ?? 'click',
          tooltip_animation: query.get('animation') ?? 'e-hotspot--fade-in-out',
        },
      ) + '<div style="height:100vh"></div>',
  }),
  'share-buttons': () => ({
    title: 'Share buttons',
    body: shareButtons('a000012', [
      'facebook',
      'x-twitter',
      'linkedin',
      'whatsapp',
      'email',
      'share',
      'copy',
    ]),
  }),
  countdown: ({ query }) => {
    const inSeconds = Number(query.get('in') ?? 3 * 86_400 + 4 * 3600 + 5 * 60 + 6);
    return {
      title: 'Countdown',
      body: countdown('a000010', {
        date: Math.floor(Date.now() / 1000) + inSeconds,
        actions: query.has('expire') ? [{ type: 'hide' }, { type: 'message' }] : undefined,
        message: 'The offer has ended.',
      }),
    };
  },
};

/**
 * @param {string} name
 * @param {{ isletSrc: string, query: URLSearchParams }} input
 * @returns {string | undefined}
 */
export function renderPage(name, { isletSrc, query }) {
  if (name === 'all') {
    const parts = Object.entries(PAGES)
      .filter(([name]) => !['table-of-contents', 'code-highlight', 'floating-bars'].includes(name))
      .map(([, page]) => page({ query }));
    return pageShell({
      title: 'All content widgets',
      body: parts.map((p) => p.body).join('\n'),
      isletSrc,
    });
  }
  const page = Object.hasOwn(PAGES, name) ? PAGES[name] : undefined;
  if (!page) return undefined;
  return pageShell({ ...page({ query }), isletSrc });
}
