// @ts-check
// The generated pages that exercise @islet/elements, one per behaviour.
import { container, heading, pageDocument, section, widget } from './markup.mjs';
import { pageShell } from './page-shell.mjs';

/** @typedef {{ isletSrc: string, query: URLSearchParams }} PageInput */

/**
 * One animated heading in view at the top, a long gap, then animated elements below the fold:
 * one with a 400 ms delay, one with `none`, one with a name the builder does not have.
 *
 * @param {PageInput} input
 */
export function entrancePage({ isletSrc }) {
  const body = pageDocument(
    '4242',
    section(
      'e100',
      heading('e101', 'In view at load', { _animation: 'fadeIn' }, { hidden: true }),
    ) +
      '<div class="spacer"></div>' +
      section(
        'e200',
        heading(
          'e201',
          'Below the fold',
          { _animation: 'fadeInUp', _animation_delay: 400 },
          { hidden: true },
        ) +
          heading('e202', 'No animation', { _animation: 'none' }, { hidden: true }) +
          heading('e203', 'Unknown animation', { _animation: 'spinForever' }, { hidden: true }),
      ) +
      container(
        'e300',
        heading('e301', 'A container', {}),
        { animation: 'zoomIn', animation_mobile: 'fadeIn' },
        { hidden: true },
      ) +
      '<div class="spacer"></div>',
  );
  return pageShell({ title: 'Entrance animations', body, isletSrc });
}

/**
 * A stretched section and an ordinary one inside an 800 px theme column. `?rtl=1` prints a
 * right-to-left page; `?container=SELECTOR` names the stretch container in the site settings.
 *
 * @param {PageInput} input
 */
export function stretchPage({ isletSrc, query }) {
  const rtl = query.get('rtl') === '1';
  const selector = query.get('container');
  const body = pageDocument(
    '4243',
    section(
      's100',
      heading('s101', 'Stretched'),
      { stretch_section: 'section-stretched' },
      { classes: 'elementor-section-stretched' },
    ) +
      section('s200', heading('s201', 'Boxed, as the theme column')) +
      '<div class="spacer"></div>',
  );
  const wrapped = selector
    ? `<div class="site-wrap" style="margin: 0 40px; border: 1px solid">${body}</div>`
    : body;
  return pageShell({
    title: 'Stretched sections',
    body: wrapped,
    isletSrc,
    rtl,
    kit: selector ? { stretched_section_container: selector } : {},
    // `?head=0`: without the head script, to see the shift it prevents.
    headScript: query.get('head') !== '0',
  });
}

/**
 * Menu links to builder elements far down the page, under a header that covers the top:
 * `?header=sticky` is a section with the builder's sticky settings (the sticky package offsets
 * it); otherwise a fixed header that a small inline behaviour reports to `scrollOffsets`.
 *
 * @param {PageInput} input
 */
export function anchorsPage({ isletSrc, query }) {
  const sticky = query.get('header') === 'sticky';
  const menu =
    '<nav class="test-menu"><a href="#pricing" id="to-pricing">Pricing</a> <a href="#contact" id="to-contact">Contact</a> <a href="#not-builder" id="to-plain">Plain</a></nav>';
  const header = sticky
    ? section(
        'h100',
        widget('h101', 'text-editor.default', {}, menu),
        {
          sticky: 'top',
          sticky_on: ['desktop', 'tablet', 'mobile'],
          sticky_offset: 0,
          sticky_effects_offset: 0,
        },
        { classes: 'test-sticky-header' },
      )
    : '';
  const body = pageDocument(
    '4244',
    header +
      '<div class="spacer"></div>' +
      section('a100', heading('a101', 'Pricing'), {}, { id: 'pricing' }) +
      '<p><a href="/pricing-details/" id="after-pricing">Pricing details</a></p>' +
      '<div class="spacer"></div>' +
      widget(
        'a200',
        'menu-anchor.default',
        {},
        '<div class="elementor-menu-anchor" id="contact"></div>',
      ) +
      heading('a201', 'Contact') +
      '<div class="spacer"></div>' +
      '<h2 id="not-builder">Not a builder element</h2>' +
      '<div class="spacer"></div>',
  );
  const fixedHeader = `<header class="test-header">${menu}</header>`;
  const offsetScript = `<script type="module">
    // A stand-in for a sticky header: tells Islet how much of the top it covers.
    const header = document.querySelector('.test-header');
    window.islet.register({
      name: 'test-fixed-header',
      match: 'page',
      connect: (_root, ctx) => ctx.scrollOffsets.add(() => header.getBoundingClientRect().height),
    });
  </script>`;
  return pageShell({
    title: 'Anchor scrolling',
    body,
    isletSrc,
    before: sticky ? '' : fixedHeader,
    scripts: sticky ? '' : offsetScript,
  });
}

/**
 * @param {string} id
 * @param {Record<string, unknown>} settings
 * @param {string} label
 */
function videoSection(id, settings, label) {
  const box =
    '<div class="elementor-background-video-container">' +
    '<div class="elementor-background-video-embed"></div>' +
    '<video class="elementor-background-video-hosted elementor-html5-video" autoplay muted playsinline loop></video>' +
    '</div>';
  return section(
    id,
    heading(`${id}h`, label),
    { background_background: 'video', ...settings },
    { before: box },
  );
}

/** @type {Record<string, string>} */
const VIDEO_LINKS = {
  hosted: '/pages/elements/media/silence.wav',
  youtube: 'https://www.youtube.com/watch?v=XHOmBV4js_E',
  vimeo: 'https://vimeo.com/235215203',
  missing: '',
};

/**
 * A background video section in view and another far below. `?kind=` hosted (default),
 * youtube, vimeo or missing; `start`, `end`, `once=1` and `mobile=1` set the matching settings.
 *
 * @param {PageInput} input
 */
export function videoPage({ isletSrc, query }) {
  const kind = query.get('kind') ?? 'hosted';
  const link = VIDEO_LINKS[kind] ?? VIDEO_LINKS.hosted;
  /** @type {Record<string, unknown>} */
  const settings = link ? { background_video_link: link } : {};
  if (query.get('start')) settings.background_video_start = Number(query.get('start'));
  if (query.get('end')) settings.background_video_end = Number(query.get('end'));
  if (query.get('once') === '1') settings.background_play_once = 'yes';
  if (query.get('mobile') === '1') settings.background_play_on_mobile = 'yes';
  const body = pageDocument(
    '4245',
    videoSection('v100', settings, 'In view') +
      '<div class="spacer"></div><div class="spacer"></div>' +
      videoSection('v200', settings, 'Far below') +
      '<div class="spacer"></div>',
  );
  return pageShell({ title: 'Background video', body, isletSrc });
}

/**
 * A section with a background slideshow of three images, in view, and a long page below it.
 * `transition`, `duration` (ms per slide), `speed` (ms per change), `kenburns=1`, `lazy=1`,
 * `loop=0` and `broken=1` (the second image answers 404) set the matching settings.
 *
 * @param {PageInput} input
 */
export function slideshowPage({ isletSrc, query }) {
  const images = [
    '/wp-content/uploads/slide-1.jpg',
    '/wp-content/uploads/slide-2.jpg',
    '/wp-content/uploads/slide-3.jpg',
  ];
  if (query.get('broken') === '1') images[1] = '/pages/elements/media/broken.jpg';
  /** @type {Record<string, unknown>} */
  const settings = {
    background_background: 'slideshow',
    background_slideshow_gallery: images.map((url, index) => ({ id: 900 + index, url })),
    background_slideshow_loop: query.get('loop') === '0' ? undefined : 'yes',
    background_slideshow_slide_duration: Number(query.get('duration') ?? 5000),
    background_slideshow_slide_transition: query.get('transition') ?? 'fade',
    background_slideshow_transition_duration: Number(query.get('speed') ?? 500),
  };
  if (query.get('kenburns') === '1') {
    settings.background_slideshow_ken_burns = 'yes';
    settings.background_slideshow_ken_burns_zoom_direction = 'in';
  }
  if (query.get('lazy') === '1') settings.background_slideshow_lazyload = 'yes';
  const body = pageDocument(
    '4246',
    section('w100', heading('w101', 'Slideshow'), settings) +
      '<div class="spacer"></div><div class="spacer"></div>',
  );
  return pageShell({ title: 'Background slideshow', body, isletSrc });
}

/**
 * A popup (opened by the `#open-popup` button through its `open_selector`) whose content has an
 * entrance animation: it must animate when the popup shows, every time.
 *
 * @param {PageInput} input
 */
export function popupPage({ isletSrc }) {
  const popupSettings = {
    open_selector: '#open-popup',
    prevent_scroll: 'yes',
    close_button_position: 'inside',
  };
  const popup =
    `<div data-elementor-type="popup" data-elementor-id="4248" class="elementor elementor-4248 elementor-location-popup" data-elementor-settings="${JSON.stringify(popupSettings).replace(/"/g, '&quot;')}" data-elementor-post-type="elementor_library">` +
    section(
      'p100',
      heading(
        'p101',
        'Animated in the popup',
        { _animation: 'zoomIn', _animation_delay: 100 },
        { hidden: true },
      ),
    ) +
    '</div>';
  const body = pageDocument(
    '4247',
    section(
      'o100',
      widget(
        'o101',
        'button.default',
        {},
        '<button id="open-popup" type="button">Open the popup</button>',
      ),
    ),
  );
  return pageShell({ title: 'Entrance animation in a popup', body: body + popup, isletSrc });
}
