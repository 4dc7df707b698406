// @ts-check
// The sticky demo page: a sticky header with an effects offset and an anchor offset, widgets and
// containers that stay in their column, a bottom bar only on desktop, and one bad setting.
import { container, renderPage, section, widget } from './markup.mjs';

const text = (/** @type {string} */ words) => `<p>${words}</p>`;

/**
 * @param {{ isletSrc: string, adminBar?: boolean }} options
 */
export function stickyPage({ isletSrc, adminBar = false }) {
  const header = section(
    's0head1',
    {
      sticky: 'top',
      sticky_on: ['desktop', 'tablet', 'mobile'],
      sticky_offset: 0,
      sticky_effects_offset: 150,
      sticky_anchor_link_offset: 20,
    },
    [
      {
        id: 's0headc',
        content: widget(
          'w0logo1',
          'heading',
          undefined,
          '<h2 style="margin:0">Header <a href="#target">Go to target</a></h2>',
        ),
      },
    ],
    'height:80px;background:#ccd',
  );
  const inColumn = section('s0cols1', undefined, [
    { id: 's0colL1', content: `<div class="demo-box" style="height:1500px">Long column</div>` },
    {
      id: 's0colR1',
      content: widget(
        'w0stk01',
        'text-editor',
        { sticky: 'top', sticky_offset: 100, sticky_parent: 'yes', sticky_effects_offset: 0 },
        `<div class="demo-box" style="height:200px">Stays in its column <a id="in-sticky" href="#x">link</a></div>`,
      ),
    },
  ]);
  const inContainer = container(
    'c0par01',
    undefined,
    container(
      'c0stk01',
      { sticky: 'top', sticky_offset: 100, sticky_parent: 'yes' },
      widget('w0cstk1', 'heading', undefined, '<h3>Sticky child container</h3>'),
      { child: true, style: 'height:150px;background:#dfd' },
    ) + `<div class="demo-box" style="height:1200px">Container content</div>`,
  );
  const bottomBar = widget(
    'w0bot01',
    'button',
    { sticky: 'bottom', sticky_on: ['desktop'], sticky_offset: 10 },
    `<div class="demo-box" style="height:60px">Desktop bottom bar</div>`,
  );
  const bad = widget('w0bad01', 'heading', { sticky: 'middle' }, '<h3>Bad sticky setting</h3>');
  const anchorTarget = `<div class="elementor-menu-anchor" id="target"></div>`;
  const body = [
    header,
    `<div class="demo-spacer" style="height:400px">${text('Top of page. <a href="#target">to target</a>')}</div>`,
    inColumn,
    `<div class="demo-spacer" style="height:600px"></div>`,
    inContainer,
    bottomBar,
    bad,
    anchorTarget,
    widget('w0anch1', 'heading', undefined, '<h3>Anchor target</h3>'),
    `<div class="demo-spacer" style="height:2000px"></div>`,
  ].join('\n');
  const bar = adminBar
    ? '<div id="wpadminbar" style="position:fixed;top:0;left:0;right:0;height:32px;background:#1d2327;z-index:99999"></div>'
    : '';
  return renderPage({
    title: 'Islet sticky demo',
    isletSrc,
    body: bar + body,
    css: adminBar ? 'html { margin-top: 32px !important; }' : '',
    bodyClass: adminBar ? 'admin-bar' : '',
  });
}
