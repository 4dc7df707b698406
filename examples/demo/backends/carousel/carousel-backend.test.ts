import { describe, expect, it } from 'vitest';
import { createBackend } from '../carousel.mjs';

const backend = createBackend({
  isletSrc: '/islet/islet.js',
  flags: {},
  bundleDir: 'packages/runtime/dist',
});
const get = async (path: string) => backend.handle(new Request(`http://demo.test${path}`));

describe('carousel demo backend', () => {
  it('serves swiper’s real CSS wherever a page links the builder’s copy', async () => {
    for (const path of [
      '/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css',
      '/wp-content/cache/min/1/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css',
      '/__offsite/sameday.guru/wp-content/plugins/elementor/assets/lib/swiper/v8/css/swiper.min.css',
    ]) {
      const response = await get(path);
      expect(response?.headers.get('content-type')).toMatch(/^text\/css/);
      expect(await response!.text()).toContain('.swiper-wrapper');
    }
    expect(await get('/wp-content/plugins/elementor/assets/css/frontend.min.css')).toBeUndefined();
  });

  it('renders the generated pages with the bundle and the settings override', async () => {
    const response = await get(
      `/pages/carousel/image-carousel?count=2&legacy=1&settings=${encodeURIComponent('{"slides_to_show":"1"}')}`,
    );
    const html = await response!.text();
    expect(html).toContain('<script type="module" src="/islet/islet.js"></script>');
    expect(html).toContain('swiper-container');
    expect(html.match(/class="swiper-slide"/g)).toHaveLength(2);
    expect(html).toContain('&quot;slides_to_show&quot;:&quot;1&quot;');
    expect((await get('/pages/lightbox/gallery'))?.status).toBe(200);
    expect(await get('/pages/carousel/nope')).toBeUndefined();
    expect(await get('/pages/carousel/toString')).toBeUndefined();
  });

  it('answers numbered images as SVG and leaves POSTs alone', async () => {
    const image = await get('/pages/carousel/img/7.svg');
    expect(image?.headers.get('content-type')).toBe('image/svg+xml');
    expect(
      await backend.handle(
        new Request('http://demo.test/pages/carousel/slides', { method: 'POST' }),
      ),
    ).toBeUndefined();
  });
});
