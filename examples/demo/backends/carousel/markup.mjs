// @ts-check
// The builder's carousel, gallery and lightbox markup as the server prints it (3.2x with the
// `swiper` class, and the older `swiper-container` generation), for the demo's generated pages.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

/** @param {unknown} settings */
const settingsAttribute = (settings) => escapeHtml(JSON.stringify(settings));

/**
 * @param {string} id
 * @param {string} widgetType
 * @param {unknown} settings
 * @param {string} inner
 * @param {string} [extraClasses]
 */
export function widget(id, widgetType, settings, inner, extraClasses = '') {
  const name = widgetType.split('.')[0];
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${name} ${extraClasses}" data-id="${id}" data-element_type="widget" data-settings="${settingsAttribute(settings)}" data-widget_type="${widgetType}"><div class="elementor-widget-container">${inner}</div></div>`;
}

/** @param {number} n */
export const imageUrl = (n) => `/pages/carousel/img/${n}.svg`;

/**
 * @param {{ id: string, count: number, settings: Record<string, unknown>, legacy?: boolean, lightbox?: boolean }} options
 */
export function imageCarousel({ id, count, settings, legacy = false, lightbox = false }) {
  const swiperClass = legacy ? 'swiper-container' : 'swiper';
  const slides = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const lazy = settings.lazyload === 'yes';
    const image = lazy
      ? `<img class="swiper-slide-image swiper-lazy" data-src="${imageUrl(n)}" alt="Slide image ${n}" width="800" height="500"><div class="swiper-lazy-preloader"></div>`
      : `<img class="swiper-slide-image" src="${imageUrl(n)}" alt="Slide image ${n}" width="800" height="500">`;
    const figure = `<figure class="swiper-slide-inner">${image}</figure>`;
    const content = lightbox
      ? `<a data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="${id}" data-elementor-lightbox-title="Slide ${n}" href="${imageUrl(n)}">${figure}</a>`
      : figure;
    return `<div class="swiper-slide" role="group" aria-roledescription="slide" aria-label="${n} of ${count}">${content}</div>`;
  }).join('\n');
  const navigation = String(settings.navigation ?? 'both');
  const arrows =
    navigation === 'arrows' || navigation === 'both'
      ? `<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Previous slide"><svg aria-hidden="true" viewBox="0 0 10 16" width="20" height="32"><path d="M8 0 0 8l8 8 2-2-6-6 6-6z"/></svg></div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Next slide"><svg aria-hidden="true" viewBox="0 0 10 16" width="20" height="32"><path d="m2 0 8 8-8 8-2-2 6-6-6-6z"/></svg></div>`
      : '';
  const dots =
    navigation === 'dots' || navigation === 'both' ? '<div class="swiper-pagination"></div>' : '';
  const inner = `<div class="elementor-image-carousel-wrapper ${swiperClass}" role="region" aria-roledescription="carousel" aria-label="Image Carousel" dir="${settings.direction === 'rtl' ? 'rtl' : 'ltr'}"><div class="elementor-image-carousel swiper-wrapper" aria-live="off">${slides}</div>${arrows}${dots}</div>`;
  return widget(
    id,
    'image-carousel.default',
    settings,
    inner,
    'elementor-arrows-position-inside elementor-pagination-position-outside',
  );
}

/** @param {{ id: string, count: number, settings: Record<string, unknown> }} options */
export function testimonialCarousel({ id, count, settings }) {
  const slides = Array.from(
    { length: count },
    (_, i) =>
      `<div class="swiper-slide"><div class="elementor-testimonial"><div class="elementor-testimonial__content"><div class="elementor-testimonial__text">Testimonial number ${i + 1}: a kind word about the service.</div></div><div class="elementor-testimonial__footer"><cite class="elementor-testimonial__cite"><span class="elementor-testimonial__name">Customer ${i + 1}</span></cite></div></div></div>`,
  ).join('');
  const arrows =
    settings.show_arrows === 'yes'
      ? '<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0"><span class="elementor-screen-only">Previous</span>‹</div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0"><span class="elementor-screen-only">Next</span>›</div>'
      : '';
  const pagination = settings.pagination ? '<div class="swiper-pagination"></div>' : '';
  const inner = `<div class="elementor-swiper"><div class="elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Testimonials"><div class="swiper-wrapper">${slides}</div>${pagination}${arrows}</div></div>`;
  return widget(id, 'testimonial-carousel.default', settings, inner, 'elementor-arrows-yes');
}

/** @param {{ id: string, count: number, settings: Record<string, unknown> }} options */
export function slidesWidget({ id, count, settings }) {
  const slides = Array.from(
    { length: count },
    (_, i) =>
      `<div class="elementor-repeater-item-${i} swiper-slide"><div class="swiper-slide-bg elementor-ken-burns elementor-ken-burns--in" style="background-image:url(${imageUrl(i + 1)})"></div><div class="swiper-slide-inner"><div class="swiper-slide-contents"><div class="elementor-slide-heading">Slide heading ${i + 1}</div><a class="elementor-button elementor-slide-button" href="#more-${i + 1}">More</a></div></div></div>`,
  ).join('');
  const inner = `<div class="elementor-swiper"><div class="elementor-slides-wrapper elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Slides" dir="ltr" data-animation="fadeInUp"><div class="swiper-wrapper elementor-slides">${slides}</div><div class="swiper-pagination"></div><div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Previous slide">‹</div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Next slide">›</div></div></div>`;
  return widget(
    id,
    'slides.default',
    settings,
    inner,
    'elementor--h-position-center elementor--v-position-middle',
  );
}

/**
 * The Pro gallery widget (e-gallery markup), images linking to their file for the lightbox.
 *
 * @param {{ id: string, count: number, settings: Record<string, unknown>, tags?: string[][] }} options
 */
export function gallery({ id, count, settings, tags }) {
  const titles = tags ? [...new Set(tags.flat())] : [];
  const filter = titles.length
    ? `<div class="elementor-gallery__titles-container e--pointer-underline e--animation-fade"><a class="elementor-item elementor-gallery-title elementor-item-active" data-gallery-index="all" href="#">All</a>${titles.map((title) => `<a class="elementor-item elementor-gallery-title" data-gallery-index="${escapeHtml(title)}" href="#">${escapeHtml(title)}</a>`).join('')}</div>`
    : '';
  const items = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const width = 600;
    const height = [400, 600, 300, 500][i % 4];
    const itemTags = tags?.[i]?.map(escapeHtml).join(',') ?? '';
    return `<a class="e-gallery-item elementor-gallery-item elementor-animated-content" href="${imageUrl(n)}" data-elementor-open-lightbox="yes" data-elementor-lightbox-slideshow="${id}" data-elementor-lightbox-title="Gallery image ${n}" data-elementor-lightbox-description="Description of image ${n}"${itemTags ? ` data-e-gallery-tags="${itemTags}"` : ''}><div class="e-gallery-image elementor-gallery-item__image" data-thumbnail="${imageUrl(n)}" data-width="${width}" data-height="${height}" aria-label="Gallery image ${n}" role="img"></div><div class="elementor-gallery-item__overlay"></div></a>`;
  }).join('');
  return widget(
    id,
    'gallery.default',
    settings,
    `${filter}<div class="elementor-gallery__container">${items}</div>`,
  );
}

/** An image widget linking to its file, opened in the lightbox on its own. */
export function imageWidget({ id = 'abc1234', n = 9, title = 'A single image' } = {}) {
  return widget(
    id,
    'image.default',
    {},
    `<a href="${imageUrl(n)}" data-elementor-open-lightbox="yes" data-elementor-lightbox-title="${escapeHtml(title)}"><img src="${imageUrl(n)}" width="300" height="188" alt="${escapeHtml(title)}"></a>`,
  );
}

const ARROWS =
  '<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Previous">‹</div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Next">›</div>';

/**
 * The Pro loop carousel: each slide is a loop-item document (`e-loop-item`), arrows and
 * pagination beside the swiper, inside the widget.
 *
 * @param {{ id: string, count: number, settings: Record<string, unknown>, rtl?: boolean }} options
 */
export function loopCarousel({ id, count, settings, rtl = false }) {
  const items = Array.from(
    { length: count },
    (_, i) =>
      `<div data-elementor-type="loop-item" data-elementor-id="900" class="elementor elementor-900 swiper-slide e-loop-item e-loop-item-${100 + i} post-${100 + i}" role="listitem" data-elementor-post-type="elementor_library"><div class="elementor-element elementor-element-li${String(i).padStart(5, '0')} e-con e-parent" data-id="li${String(i).padStart(5, '0')}" data-element_type="container"><h3>Post ${i + 1}</h3></div></div>`,
  ).join('');
  const inner = `<div class="swiper elementor-loop-container elementor-grid" role="list" dir="${rtl ? 'rtl' : 'ltr'}"><div class="swiper-wrapper" aria-live="off">${items}</div></div>${ARROWS}<div class="swiper-pagination"></div>`;
  return widget(
    id,
    'loop-carousel.post',
    settings,
    inner,
    'elementor-arrows-yes elementor-pagination-type-bullets',
  );
}

/**
 * The nested carousel: each slide is a container.
 *
 * @param {{ id: string, count: number, settings: Record<string, unknown> }} options
 */
export function nestedCarousel({ id, count, settings }) {
  const slides = Array.from(
    { length: count },
    (_, i) =>
      `<div class="swiper-slide" data-slide="${i + 1}" role="group" aria-roledescription="slide" aria-label="${i + 1} of ${count}"><div class="elementor-element elementor-element-ns${String(i).padStart(5, '0')} e-con e-child" data-id="ns${String(i).padStart(5, '0')}" data-element_type="container"><p>Nested slide ${i + 1}</p></div></div>`,
  ).join('');
  const inner = `<div class="e-n-carousel swiper" role="region" aria-roledescription="carousel" aria-label="Carousel" dir="ltr"><div class="swiper-wrapper" aria-live="off">${slides}</div></div>${ARROWS}<div class="swiper-pagination"></div>`;
  return widget(id, 'nested-carousel.default', settings, inner);
}

/**
 * The media carousel's slideshow skin: a main swiper and a thumbnails swiper.
 *
 * @param {{ id: string, count: number, settings: Record<string, unknown> }} options
 */
export function mediaSlideshow({ id, count, settings }) {
  const slide = (/** @type {number} */ n, /** @type {string} */ cls) =>
    `<div class="swiper-slide"><div class="${cls}" style="background-image:url(${imageUrl(n)});height:${cls.includes('thumbnail') ? 80 : 360}px;background-size:cover" role="img" aria-label="Media ${n}"></div></div>`;
  const main = Array.from({ length: count }, (_, i) =>
    slide(i + 1, 'elementor-carousel-image'),
  ).join('');
  const thumbs = Array.from({ length: count }, (_, i) =>
    slide(i + 1, 'elementor-carousel-image elementor-fit-aspect-ratio thumbnail'),
  ).join('');
  const inner = `<div class="elementor-swiper"><div class="elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Media"><div class="swiper-wrapper">${main}</div>${ARROWS}</div></div><div class="elementor-swiper"><div class="elementor-thumbnails-swiper swiper"><div class="swiper-wrapper">${thumbs}</div></div></div>`;
  return widget(
    id,
    'media-carousel.slideshow',
    settings,
    inner,
    'elementor-arrows-yes elementor-skin-slideshow',
  );
}
