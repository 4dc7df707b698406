// @ts-check
// The generated carousel, gallery and lightbox pages at /pages/carousel/{slug} and
// /pages/lightbox/{slug}. `?settings={json}` overrides the main widget's settings, `?count=n`
// its number of slides or images, `?legacy=1` prints the `swiper-container` generation.
import {
  createFrontendConfig,
  printConfigScript,
} from '../../../../fixtures/generate/frontend-config.mjs';
import {
  gallery,
  imageCarousel,
  imageWidget,
  loopCarousel,
  mediaSlideshow,
  nestedCarousel,
  slidesWidget,
  testimonialCarousel,
  widget,
} from './markup.mjs';

/**
 * @param {URL} url
 * @param {Record<string, unknown>} defaults
 * @param {string} [parameter]
 */
function settingsFrom(url, defaults, parameter = 'settings') {
  const text = url.searchParams.get(parameter);
  if (!text) return defaults;
  try {
    return { ...defaults, ...JSON.parse(text) };
  } catch {
    return defaults;
  }
}

/** @param {URL} url @param {number} fallback */
const countFrom = (url, fallback) => {
  const text = url.searchParams.get('count');
  if (text === null) return fallback;
  const count = Number(text);
  return Number.isInteger(count) && count >= 0 ? count : fallback;
};

/** @param {number} height */
const spacer = (height) => `<div class="demo-spacer" style="height:${height}px">Scroll down</div>`;

/** @type {Record<string, (url: URL) => { title: string, body: string }>} */
export const CAROUSEL_PAGES = {
  'image-carousel': (url) => ({
    title: 'Image carousel',
    body: imageCarousel({
      id: 'c0ffee1',
      count: countFrom(url, 6),
      legacy: url.searchParams.get('legacy') === '1',
      lightbox: url.searchParams.get('lightbox') === '1',
      settings: settingsFrom(url, {
        slides_to_show: '3',
        navigation: 'both',
        speed: 300,
        image_spacing_custom: { unit: 'px', size: 10, sizes: [] },
      }),
    }),
  }),
  // The carousel far below the fold: swiper must not load until it is scrolled near.
  'below-fold': (url) => ({
    title: 'Carousel below the fold',
    body:
      spacer(3000) +
      imageCarousel({
        id: 'c0ffee2',
        count: 5,
        settings: settingsFrom(url, { slides_to_show: '2', navigation: 'arrows' }),
      }),
  }),
  testimonial: (url) => ({
    title: 'Testimonial carousel',
    body: testimonialCarousel({
      id: 'c0ffee3',
      count: countFrom(url, 4),
      settings: settingsFrom(url, {
        show_arrows: 'yes',
        pagination: 'bullets',
        speed: 300,
        loop: 'yes',
      }),
    }),
  }),
  slides: (url) => ({
    title: 'Slides',
    body: slidesWidget({
      id: 'c0ffee4',
      count: countFrom(url, 3),
      settings: settingsFrom(url, {
        navigation: 'both',
        transition: 'fade',
        transition_speed: 300,
        autoplay: 'yes',
        autoplay_speed: 5000,
        infinite: 'yes',
      }),
    }),
  }),
  'loop-carousel': (url) => ({
    title: 'Loop carousel',
    body: loopCarousel({
      id: 'c0ffee6',
      rtl: url.searchParams.get('rtl') === '1',
      count: countFrom(url, 7),
      settings: settingsFrom(url, {
        slides_to_show: '3',
        arrows: 'yes',
        pagination: 'fraction',
        speed: 300,
        image_spacing_custom: { unit: 'px', size: 12, sizes: [] },
      }),
    }),
  }),
  'nested-carousel': (url) => ({
    title: 'Nested carousel',
    body: nestedCarousel({
      id: 'c0ffee7',
      count: countFrom(url, 5),
      settings: settingsFrom(url, {
        slides_to_show: '2',
        arrows: 'yes',
        pagination: 'progressbar',
        speed: 300,
      }),
    }),
  }),
  'media-slideshow': (url) => ({
    title: 'Media carousel, slideshow skin',
    body: mediaSlideshow({
      id: 'c0ffee8',
      count: countFrom(url, 5),
      settings: settingsFrom(url, {
        skin: 'slideshow',
        show_arrows: 'yes',
        slides_per_view: '4',
        space_between: { unit: 'px', size: 8, sizes: [] },
        speed: 300,
      }),
    }),
  }),
  // Bad input: a carousel without slides next to a good one; the good one still runs.
  broken: () => ({
    title: 'Broken carousels',
    body:
      widget(
        'bad0001',
        'image-carousel.default',
        { slides_to_show: '3' },
        '<div class="elementor-image-carousel-wrapper swiper"><div class="swiper-wrapper"></div></div>',
      ) +
      imageCarousel({
        id: 'c0ffee5',
        count: 4,
        settings: {
          slides_to_show: '-4',
          slides_to_show_mobile: 'many',
          autoplay_speed: -1,
          navigation: 'arrows',
        },
      }),
  }),
};

/** @type {Record<string, (url: URL) => { title: string, body: string }>} */
export const LIGHTBOX_PAGES = {
  gallery: (url) => ({
    title: 'Gallery',
    body:
      gallery({
        id: 'ga11e71',
        count: countFrom(url, 8),
        settings: settingsFrom(url, {
          gallery_layout: 'grid',
          columns: 4,
          columns_tablet: 2,
          columns_mobile: 1,
          gap: { unit: 'px', size: 10, sizes: [] },
          aspect_ratio: '3:2',
          link_to: 'file',
          lazyload: 'yes',
          overlay_background: 'yes',
        }),
        tags:
          url.searchParams.get('filter') === '1'
            ? [['Red'], ['Blue'], ['Red', 'Blue'], ['Green'], ['Red'], ['Blue'], ['Green'], ['Red']]
            : undefined,
      }) + imageWidget(),
  }),
  action: () => ({
    title: 'Lightbox action link',
    body: widget(
      'ac71011',
      'button.default',
      {},
      `<a class="elementor-button" href="#elementor-action%3Aaction%3Dlightbox%26settings%3D${encodeURIComponent(Buffer.from(JSON.stringify({ type: 'image', url: '/pages/carousel/img/3.svg', title: 'From an action link' })).toString('base64'))}">Open the picture</a>` +
        `<a class="elementor-button demo-video" href="#elementor-action%3Aaction%3Dlightbox%26settings%3D${encodeURIComponent(Buffer.from(JSON.stringify({ type: 'video', videoType: 'hosted', url: '/pages/carousel/video.mp4' })).toString('base64'))}">Play the video</a>`,
    ),
  }),
};

const SITE_CSS = '/pages/carousel/site.css';

/**
 * @param {{ title: string, body: string }} page
 * @param {string} isletSrc
 * @param {URL} [url]
 */
export function renderPage({ title, body }, isletSrc, url = new URL('http://demo.invalid/')) {
  const config = createFrontendConfig({ postId: 42, title });
  // `?kit={json}` overrides the kit's lightbox switches (say `{"lightbox_enable_zoom":""}`).
  config.kit = { ...config.kit, ...settingsFrom(url, {}, 'kit') };
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css">
<link rel="stylesheet" href="${SITE_CSS}">
</head>
<body class="elementor-default">
<main>
<div data-elementor-type="wp-page" data-elementor-id="42" class="elementor elementor-42">
<div class="elementor-element elementor-element-aaa0001 e-con e-parent" data-id="aaa0001" data-element_type="container"><div class="e-con-inner">
<h1>${title}</h1>
${body}
</div></div>
</div>
</main>
<script>${printConfigScript('elementorFrontendConfig', config)}</script>
<script type="module" src="${isletSrc}"></script>
</body>
</html>`;
}
