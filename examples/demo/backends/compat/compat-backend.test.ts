import { describe, expect, it } from 'vitest';
import { createBackend } from '../compat.mjs';

const backend = createBackend({ isletSrc: '/islet/islet.js', flags: {}, bundleDir: '' });
const get = (path: string) => backend.handle(new Request(`http://demo.test${path}`));

describe('compat demo backend', () => {
  it('serves the npm registry jQuery and the add-on scripts written for the tests', async () => {
    const jquery = await get('/vendor/jquery.js');
    expect(jquery?.headers.get('content-type')).toContain('text/javascript');
    expect(await jquery?.text()).toMatch(/jQuery v4\./);
    for (const name of ['gallery-pack', 'kit-counter', 'native-counter'])
      expect(await (await get(`/pages/compat/addons/${name}.js`))?.text()).toContain(
        'elementor/frontend/init',
      );
    expect(await get('/pages/compat/addons/unknown.js')).toBeUndefined();
  });

  it('prints jQuery and the add-ons before Islet, or neither add-on nor jQuery as asked', async () => {
    const withAddons = (await (await get('/pages/compat/with-addons'))?.text()) ?? '';
    const order = ['/vendor/jquery.js', 'gallery-pack.js', 'kit-counter.js', '/islet/islet.js'].map(
      (src) => withAddons.indexOf(src),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const withoutAddons = (await (await get('/pages/compat/without-addons'))?.text()) ?? '';
    expect(withoutAddons).toContain('/vendor/jquery.js');
    expect(withoutAddons).not.toContain('/pages/compat/addons/');
    const withoutJQuery = (await (await get('/pages/compat/without-jquery'))?.text()) ?? '';
    expect(withoutJQuery).not.toContain('/vendor/jquery.js');
    expect(withoutJQuery).toContain('data-islet-compat="on"');
  });

  it('answers loop items for the posts asked, and leaves other paths alone', async () => {
    const items = (await (await get('/pages/compat/loop-items?posts=7,8,x'))?.text()) ?? '';
    expect(items.match(/e-loop-item/g)).toHaveLength(2);
    expect(items).toContain('data-id="ga7"');
    const big = (await (await get('/pages/compat/with-addons?posts=10'))?.text()) ?? '';
    expect(big.match(/e-loop-item/g)).toHaveLength(10);
    expect(await get('/pages/other')).toBeUndefined();
  });
});
