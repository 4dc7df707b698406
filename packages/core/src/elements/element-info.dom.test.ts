import { describe, expect, it } from 'vitest';
import {
  contentRoot,
  describeElement,
  findElements,
  findOwned,
  splitWidgetType,
} from './element-info.ts';

const html = (markup: string) => {
  document.body.innerHTML = markup;
  return document.body.firstElementChild as HTMLElement;
};

describe('splitWidgetType', () => {
  it.each([
    ['nav-menu.default', 'nav-menu', 'default'],
    ['posts.full_content', 'posts', 'full_content'],
    ['archive-posts.archive_cards', 'archive-posts', 'archive_cards'],
    ['loop-grid.product_taxonomy', 'loop-grid', 'product_taxonomy'],
    ['a.b.c', 'a', 'b.c'],
    ['heading', 'heading', 'default'],
  ])('%s → %s / %s', (type, name, skin) => {
    expect(splitWidgetType(type)).toEqual({ name, skin });
  });
});

describe('describeElement', () => {
  it('reads a widget inside a document, with an 8-character legacy id', () => {
    html(
      `<div data-elementor-type="wp-page" data-elementor-id="27"><div data-id="7f969a2a" data-element_type="widget" data-widget_type="posts.cards"></div></div>`,
    );
    const element = document.querySelector('[data-id]')!;
    expect(describeElement(element, 'elementor')).toEqual({
      id: '7f969a2a',
      elementType: 'widget',
      widgetType: 'posts.cards',
      widgetName: 'posts',
      skin: 'cards',
      documentId: '27',
      documentType: 'wp-page',
      label: 'posts.cards',
      atomic: false,
    });
  });

  it('reads sections and containers, and elements outside any document', () => {
    const section = html(`<section data-id="abc1234" data-element_type="section"></section>`);
    expect(describeElement(section, 'elementor')).toMatchObject({
      elementType: 'section',
      widgetType: null,
      documentId: null,
      label: 'section',
    });
  });

  it('falls back to data-e-type, and ignores markup without an id or a type', () => {
    expect(
      describeElement(html(`<div data-id="a" data-e-type="container"></div>`), 'elementor')
        ?.elementType,
    ).toBe('container');
    expect(describeElement(html(`<div data-element_type="widget"></div>`), 'elementor')).toBeNull();
    expect(describeElement(html(`<div data-id="a"></div>`), 'elementor')).toBeNull();
  });

  it('reads atomic widgets by their data-e-type, or by their base class when it is generic', () => {
    expect(
      describeElement(html(`<div data-id="y" data-e-type="e-youtube"></div>`), 'elementor'),
    ).toMatchObject({
      elementType: 'widget',
      widgetName: 'e-youtube',
      widgetType: 'e-youtube.default',
      atomic: true,
    });
    expect(
      describeElement(
        html(`<a class="x e-button-base" data-e-type="widget" data-id="b">go</a>`),
        'elementor',
      ),
    ).toMatchObject({ widgetName: 'e-button', atomic: true });
    // A linked image prints its link (a button with an action) with the class of its link style.
    expect(
      describeElement(
        html(`<button class="e-image-link-base" data-interaction-id="i2"><img></button>`),
        'elementor',
      ),
    ).toMatchObject({ id: 'i2', widgetName: 'e-image', atomic: true });
    // A classic widget prints data-e-type too, beside data-element_type.
    expect(
      describeElement(
        html(
          `<div data-id="c" data-element_type="widget" data-e-type="widget" data-widget_type="heading.default"></div>`,
        ),
        'elementor',
      ),
    ).toMatchObject({ widgetName: 'heading', atomic: false });
    expect(
      describeElement(
        html(`<div data-id="t" data-element_type="e-tabs" data-e-type="e-tabs"></div>`),
        'elementor',
      ),
    ).toMatchObject({ elementType: 'e-tabs', widgetName: null, atomic: true });
  });

  it('takes the nearest document when documents nest', () => {
    html(
      `<div data-elementor-type="wp-page" data-elementor-id="1"><div data-elementor-type="section" data-elementor-id="2"><div data-id="a" data-element_type="widget" data-widget_type="x.default"></div></div></div>`,
    );
    expect(describeElement(document.querySelector('[data-id]')!, 'elementor')?.documentId).toBe(
      '2',
    );
  });

  it('follows another builder prefix', () => {
    html(
      `<div data-acme-type="popup" data-acme-id="9"><div data-id="a" data-element_type="widget" data-widget_type="x"></div></div>`,
    );
    expect(describeElement(document.querySelector('[data-id]')!, 'acme')).toMatchObject({
      documentId: '9',
      documentType: 'popup',
      widgetType: 'x.default',
    });
  });
});

describe('findElements', () => {
  it('lists the root when it matches, then its elements in document order', () => {
    const root = html(
      `<div data-id="r" data-element_type="container"><div data-id="a" data-element_type="widget"></div><div><div data-id="b" data-element_type="widget"></div></div></div>`,
    );
    expect(findElements(root).map((el) => el.getAttribute('data-id'))).toEqual(['r', 'a', 'b']);
    expect(findElements(document).map((el) => el.getAttribute('data-id'))).toEqual(['r', 'a', 'b']);
  });
});

describe('contentRoot', () => {
  it('is the direct .elementor-widget-container in classic markup', () => {
    const widget = html(
      `<div data-id="a" data-element_type="widget"><div class="elementor-widget-container"><p>x</p></div></div>`,
    );
    expect(contentRoot(widget, 'elementor')).toBe(widget.firstElementChild);
  });

  it('is the wrapper itself in optimized markup, even when a nested widget has a container', () => {
    const widget = html(
      `<div data-id="a" data-element_type="widget"><div><div data-id="b" data-element_type="widget"><div class="elementor-widget-container"></div></div></div></div>`,
    );
    expect(contentRoot(widget, 'elementor')).toBe(widget);
  });
});

describe('findOwned', () => {
  it('keeps matches that belong to the element, not to a nested element', () => {
    const outer = html(
      `<div data-id="outer" data-element_type="widget"><div class="tab" id="own-1"></div><div data-id="inner" data-element_type="widget"><div class="tab" id="nested"></div></div><div class="wrap"><div class="tab" id="own-2"></div></div></div>`,
    );
    expect(findOwned(outer, '.tab').map((el) => el.id)).toEqual(['own-1', 'own-2']);
  });
});
