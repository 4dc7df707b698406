import { describe, expect, it } from 'vitest';
import { variantPages } from './lighthouse.mjs';

const HEAD_CODE = '(()=>{document.documentElement.dataset.head="1"})();';
const page = (body: string) =>
  '<html><head><link rel="stylesheet" href="/a.css">' +
  '<script src="/wp-includes/js/jquery/jquery.min.js" id="jquery-core-js"></script></head>' +
  `<body>${body}</body></html>`;
const STRETCHED = '<section class="elementor-section elementor-section-stretched"></section>';

describe('lighthouse variantPages: the head script as the plugin prints it', () => {
  it('prints the head script inline on Islet and on Islet as deployed, and leaves it out of islet-no-head', () => {
    const pages = variantPages(
      page(STRETCHED),
      ['original', 'islet', 'islet-jquery', 'islet-no-head', 'none'],
      () => null,
      HEAD_CODE,
    );
    const tag = `<script id="islet-head-js">\n${HEAD_CODE}\n</script>\n`;
    // Then the entry named in the head, as the plugin prints it.
    const preload = (id: string) =>
      `<link rel="modulepreload" href="/wp-content/plugins/islet/bundle/islet.js"${id} fetchpriority="low">`;
    expect(pages.get('islet')).toContain(`${tag}${preload('')}</head>`);
    expect(pages.get('islet')).not.toContain('islet-head.js');
    expect(pages.get('islet-jquery')).toContain(
      `${tag}${preload(' id="islet-js-modulepreload"')}</head>`,
    );
    const noHead = pages.get('islet-no-head')!;
    expect(noHead).not.toContain(HEAD_CODE);
    expect(noHead).toBe(pages.get('islet')!.replace(tag, ''));
    expect(pages.get('original')).not.toContain(HEAD_CODE);
    expect(pages.get('none')).not.toContain(HEAD_CODE);
  });

  it('has no islet-no-head page where nothing is stretched', () => {
    const pages = variantPages(page('<p>x</p>'), ['islet', 'islet-no-head'], () => null, HEAD_CODE);
    expect(pages.get('islet')).not.toContain(HEAD_CODE);
    expect(pages.has('islet-no-head')).toBe(false);
  });
});
