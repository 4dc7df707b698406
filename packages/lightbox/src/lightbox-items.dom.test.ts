import { describe, expect, it } from 'vitest';
import { itemFromLink, kitLightbox, lightboxRequest, slideshowLinks } from './lightbox-items.ts';
import { isLightboxLink } from './lightbox-links.ts';

const link = (attributes: string, inner = '') => {
  document.body.innerHTML = `<a ${attributes}>${inner}</a>`;
  return document.querySelector('a')!;
};

describe('isLightboxLink (the builder rule)', () => {
  it.each([
    ['href="/a.jpg" data-elementor-open-lightbox="yes"', false, true],
    ['href="/a.JPEG?x=1" data-elementor-open-lightbox="yes"', false, true],
    ['href="/a.webp"', true, true],
    ['href="/a.webp"', false, false],
    ['href="/a.png" data-elementor-open-lightbox="no"', true, false],
    ['href="/a.png" data-elementor-open-lightbox="default"', true, true],
    ['href="/page/"  data-elementor-open-lightbox="yes"', true, false],
    ['href="/a.jpg" download data-elementor-open-lightbox="yes"', true, false],
    [
      'href="#" data-elementor-open-lightbox="yes" data-elementor-lightbox-video="https://www.youtube.com/embed/x"',
      false,
      true,
    ],
  ])('<a %s> (kit global %s) → %s', (attributes, global, expected) => {
    expect(isLightboxLink(link(attributes), global)).toBe(expected);
  });
});

describe('kitLightbox', () => {
  it('reads the kit switches; unset means on, as in the builder', () => {
    expect(kitLightbox({})).toMatchObject({
      global: false,
      counter: true,
      zoom: true,
      share: true,
      fullscreen: true,
      title: true,
    });
    expect(
      kitLightbox({
        kit: {
          global_image_lightbox: 'yes',
          lightbox_enable_zoom: '',
          lightbox_enable_share: 'no',
          lightbox_title_src: '',
        },
      }),
    ).toMatchObject({ global: true, zoom: false, share: false, title: false, description: true });
  });
});

describe('items and slideshows', () => {
  it('takes title, description and the printed size from a gallery link', () => {
    const item = itemFromLink(
      link(
        'href="/big.jpg" data-elementor-lightbox-title="T" data-elementor-lightbox-description="D"',
        '<div class="e-gallery-image" data-width="300" data-height="200"></div>',
      ),
    );
    expect(item).toMatchObject({
      type: 'image',
      width: 300,
      height: 200,
      title: 'T',
      description: 'D',
    });
    expect(item.src).toMatch(/\/big\.jpg$/);
  });

  it('a video link becomes a video item of its host', () => {
    const item = itemFromLink(
      link('href="#" data-elementor-lightbox-video="https://player.vimeo.com/video/1"'),
    );
    expect(item).toMatchObject({
      type: 'video',
      videoType: 'vimeo',
      src: 'https://player.vimeo.com/video/1',
    });
  });

  it('collects a slideshow in page order, once per image, without filtered-out items', () => {
    document.body.innerHTML = `
      <a href="/1.jpg" data-elementor-lightbox-slideshow="s"></a>
      <a href="/2.jpg" data-elementor-lightbox-slideshow="other"></a>
      <div class="e-gallery-item--hidden"><a href="/3.jpg" data-elementor-lightbox-slideshow="s"></a></div>
      <a href="/4.jpg" data-elementor-lightbox-slideshow="s"></a>
      <a href="/1.jpg" data-elementor-lightbox-slideshow="s"></a>`;
    expect(slideshowLinks(document, 's').map((a) => a.getAttribute('href'))).toEqual([
      '/1.jpg',
      '/4.jpg',
    ]);
  });
});

describe('slideshow order in a looping carousel', () => {
  it('follows the slides’ own indexes, not their current place in the page', () => {
    document.body.innerHTML = `
      <div class="swiper-slide" data-swiper-slide-index="2"><a href="/3.jpg" data-elementor-lightbox-slideshow="c"></a></div>
      <div class="swiper-slide" data-swiper-slide-index="0"><a href="/1.jpg" data-elementor-lightbox-slideshow="c"></a></div>
      <div class="swiper-slide" data-swiper-slide-index="1"><a href="/2.jpg" data-elementor-lightbox-slideshow="c"></a></div>`;
    expect(slideshowLinks(document, 'c').map((a) => a.getAttribute('href'))).toEqual([
      '/1.jpg',
      '/2.jpg',
      '/3.jpg',
    ]);
  });
});

describe('lightboxRequest (the action settings)', () => {
  it.each([
    [
      { slideshow: '334ae1b0', url: '/1.jpg', id: 211 },
      { kind: 'slideshow', slideshow: '334ae1b0', url: '/1.jpg' },
    ],
    [
      { url: '/x.jpg', title: 'X' },
      { kind: 'single', item: { type: 'image', src: '/x.jpg', title: 'X' } },
    ],
    [
      { type: 'video', videoType: 'youtube', url: 'https://www.youtube.com/embed/a' },
      { kind: 'single', item: { type: 'video', videoType: 'youtube' } },
    ],
    [
      { type: 'video', url: '/v.mp4' },
      { kind: 'single', item: { type: 'video', videoType: 'hosted' } },
    ],
    [{ id: 5 }, { kind: 'invalid' }],
    [{ url: 42 }, { kind: 'invalid' }],
  ])('%j', (settings, expected) => {
    expect(lightboxRequest(settings)).toMatchObject(expected);
  });
});
