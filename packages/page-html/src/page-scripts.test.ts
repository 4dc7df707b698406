import { describe, expect, it } from 'vitest';
import { groupScripts, librariesCalled, librariesStaying, pageScripts } from './page-scripts.mjs';

const PAGE = new URL('https://site.test/');
const PIXEL = 'https://site.test/wp-content/plugins/pixel/dist/scripts';

describe('libraries a kept script calls', () => {
  it('tells each library of the list by the call its users make', () => {
    expect(librariesCalled('var id = Cookies.get("_fbp");')).toEqual(['js-cookie', 'wc-js-cookie']);
    expect(librariesCalled('$grid.imagesLoaded(function () {});')).toEqual(['imagesloaded']);
    expect(librariesCalled('new Swiper(el, {})')).toEqual(['swiper', 'e-swiper']);
    expect(librariesCalled('wp.hooks.addAction("a", "b", f)')).toEqual(['wp-hooks']);
    expect(librariesCalled('$form.block({ message: null })')).toEqual([
      'jquery-blockui',
      'wc-jquery-blockui',
    ]);
    // A word alone is no call: a page may name a thing `Cookies` or `Swiper` in its text.
    expect(librariesCalled('var label = "Cookies"; var Swiper = 1;')).toEqual([]);
    expect(librariesCalled(null)).toEqual([]);
  });

  it('keeps a library of the list that a kept script calls, by its handle; a replaced one does not count', () => {
    const html = [
      `<script src="${PIXEL}/js.cookie-2.1.3.min.js?ver=2.1.3" id="js-cookie-js"></script>`,
      `<script src="${PIXEL}/public.js" id="pys-js"></script>`,
      '<script src="https://site.test/wp-includes/js/imagesloaded.min.js" id="imagesloaded-js"></script>',
      '<script src="https://site.test/wp-content/plugins/elementor/assets/js/frontend.min.js" id="elementor-frontend-js"></script>',
    ].join('');
    const code: Record<string, string> = {
      [`${PIXEL}/public.js`]: 'if (Cookies.get("pys_first_visit")) track();',
      'https://site.test/wp-content/plugins/elementor/assets/js/frontend.min.js':
        'jQuery(".x").imagesLoaded(run);',
    };
    const scripts = groupScripts(pageScripts(html), PAGE).map((script) => ({
      ...script,
      libraries: librariesCalled(script.code ?? code[script.src] ?? null),
    }));
    expect(scripts.map(({ group, library }) => [group, library])).toEqual([
      ['replaced', 'js-cookie'],
      ['kept', null],
      ['replaced', 'imagesloaded'],
      ['replaced', null],
    ]);
    expect([...librariesStaying(scripts)]).toEqual(['js-cookie', 'wc-js-cookie']);
  });
});
