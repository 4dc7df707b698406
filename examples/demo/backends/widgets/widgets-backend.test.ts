import { describe, expect, it } from 'vitest';
import { createBackend } from '../widgets.mjs';
import { PAGES } from './pages.mjs';

const backend = await createBackend({ isletSrc: '/islet/islet.js', flags: {} });

const get = async (path: string) => backend.handle(new Request(`http://demo.test${path}`));

describe('widgets demo backend', () => {
  it.each([...Object.keys(PAGES), 'all'])(
    'serves /pages/widgets/%s with the bundle',
    async (name) => {
      const response = await get(`/pages/widgets/${name}`);
      expect(response?.status).toBe(200);
      expect(response?.headers.get('content-type')).toContain('text/html');
      const html = await response!.text();
      expect(html).toContain('<script type="module" src="/islet/islet.js"></script>');
      expect(html).toContain('data-elementor-type="wp-page"');
    },
  );

  it('serves the text path shape and leaves everything else to others', async () => {
    const shape = await get('/pages/widgets/assets/wave.svg');
    expect(shape?.headers.get('content-type')).toBe('image/svg+xml');
    expect(await get('/pages/widgets/nope')).toBeUndefined();
    expect(await get('/pages/shop')).toBeUndefined();
    expect(
      await backend.handle(
        new Request('http://demo.test/pages/widgets/tabs', { method: 'POST', body: 'x' }),
      ),
    ).toBeUndefined();
  });
});
