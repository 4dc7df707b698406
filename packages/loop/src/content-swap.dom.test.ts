import { describe, expect, it } from 'vitest';
import { buildContentRoot, isElementId, replaceContentRoot } from './content-swap.ts';

const make = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild as HTMLElement;
};

describe('buildContentRoot', () => {
  it('takes the server’s container as it is', () => {
    const root = buildContentRoot(
      document,
      '  <div class="elementor-widget-container"><p>x</p></div>\n',
    );
    expect(root.outerHTML).toBe('<div class="elementor-widget-container"><p>x</p></div>');
  });

  it('an empty string gives an empty container', () => {
    expect(buildContentRoot(document, '').outerHTML).toBe(
      '<div class="elementor-widget-container"></div>',
    );
  });

  it('wraps anything else in a container', () => {
    expect(buildContentRoot(document, '<p>a</p><p>b</p>').outerHTML).toBe(
      '<div class="elementor-widget-container"><p>a</p><p>b</p></div>',
    );
  });
});

describe('replaceContentRoot', () => {
  it('replaces the widget’s container', () => {
    const widget = make(
      '<div class="elementor-widget"><div class="elementor-widget-container"><p>old</p></div></div>',
    );
    replaceContentRoot(
      widget,
      buildContentRoot(document, '<div class="elementor-widget-container"><p>new</p></div>'),
    );
    expect(widget.innerHTML).toBe('<div class="elementor-widget-container"><p>new</p></div>');
  });

  it('optimized markup (no container): replaces the widget’s children instead of throwing (#34)', () => {
    const widget = make(
      '<div class="elementor-widget"><div class="elementor-loop-container">old</div></div>',
    );
    replaceContentRoot(
      widget,
      buildContentRoot(
        document,
        '<div class="elementor-widget-container"><div class="elementor-loop-container">new</div></div>',
      ),
    );
    expect(widget.innerHTML).toBe('<div class="elementor-loop-container">new</div>');
  });
});

describe('isElementId', () => {
  it.each([
    ['a1b2c3d', true],
    ['7f969a2a', true],
    ['a"]', false],
    ['', false],
    ['x y', false],
  ])('%s → %s', (id, ok) => {
    expect(isElementId(id)).toBe(ok);
  });
});
