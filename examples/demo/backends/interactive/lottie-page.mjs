// @ts-check
// Animation players as Pro prints them, one per trigger, a broken file, and the tiny animation
// they play: a square sliding from x = 20 to x = 80 over 60 frames.
import { escapeHtml } from '../../../../fixtures/generate/escape-html.mjs';

export const ANIMATION = {
  v: '5.7.4',
  fr: 30,
  ip: 0,
  op: 60,
  w: 100,
  h: 100,
  nm: 'slide',
  ddd: 0,
  assets: [],
  layers: [
    {
      ddd: 0,
      ind: 1,
      ty: 4,
      nm: 'square',
      sr: 1,
      ks: {
        o: { a: 0, k: 100 },
        r: { a: 0, k: 0 },
        p: {
          a: 1,
          k: [
            { t: 0, s: [20, 50, 0], i: { x: [1], y: [1] }, o: { x: [0], y: [0] } },
            { t: 59, s: [80, 50, 0] },
          ],
        },
        a: { a: 0, k: [0, 0, 0] },
        s: { a: 0, k: [100, 100, 100] },
      },
      ao: 0,
      shapes: [
        {
          ty: 'gr',
          nm: 'group',
          it: [
            {
              ty: 'rc',
              nm: 'rect',
              d: 1,
              s: { a: 0, k: [20, 20] },
              p: { a: 0, k: [0, 0] },
              r: { a: 0, k: 4 },
            },
            { ty: 'fl', nm: 'fill', c: { a: 0, k: [0.1, 0.3, 0.7, 1] }, o: { a: 0, k: 100 }, r: 1 },
            {
              ty: 'tr',
              p: { a: 0, k: [0, 0] },
              a: { a: 0, k: [0, 0] },
              s: { a: 0, k: [100, 100] },
              r: { a: 0, k: 0 },
              o: { a: 0, k: 100 },
            },
          ],
        },
      ],
      ip: 0,
      op: 60,
      st: 0,
      bm: 0,
    },
  ],
};

/** @param {string} id @param {Record<string, unknown>} settings */
function lottie(id, settings) {
  const all = {
    source: 'media_file',
    source_json: { url: '/pages/interactive/slide.json', id: 1, alt: '' },
    renderer: 'svg',
    play_speed: { unit: 'px', size: 1, sizes: [] },
    ...settings,
  };
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-lottie" data-id="${id}" data-element_type="widget" data-settings="${escapeHtml(JSON.stringify(all))}" data-widget_type="lottie.default"><div class="elementor-widget-container"><div class="e-lottie__container"><div class="e-lottie__animation"></div></div></div></div>`;
}

/** @param {string} isletSrc @param {URLSearchParams} query */
export function lottiePage(isletSrc, query) {
  const far = lottie('lot0006', { trigger: 'arriving_to_viewport' });
  const body =
    query.get('only') === 'viewport'
      ? `<div class="spacer"></div><div class="spacer"></div>${far}`
      : `${lottie('lot0001', { trigger: 'none', loop: 'yes', play_speed: { unit: 'px', size: 2 } })}
${lottie('lot0002', { trigger: 'on_click', reverse_animation: 'yes' })}
${lottie('lot0003', { trigger: 'on_hover' })}
${lottie('lot0004', { trigger: 'none', source_json: { url: '/pages/interactive/broken.json', alt: 'A sliding square' } })}
<div class="spacer"></div>
${lottie('lot0005', { trigger: 'bind_to_scroll', viewport: { unit: '%', size: '', sizes: { start: 0, end: 100 } } })}
<div class="spacer"></div>`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Animations</title>
<script>var elementorFrontendConfig = {"environmentMode":{"edit":false,"wpPreview":false}};</script>
<script type="module" src="${isletSrc}"></script>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 1rem auto; max-width: 48rem; padding: 0 1rem; }
.e-lottie__container { display: inline-block; width: 100px; height: 100px; border: 1px solid #ccc; }
.spacer { height: 120vh; }
</style>
</head>
<body>
<div data-elementor-type="wp-page" data-elementor-id="75" class="elementor elementor-75"><main>
<h1>Animations</h1>
${body}
</main></div>
</body>
</html>`;
}
