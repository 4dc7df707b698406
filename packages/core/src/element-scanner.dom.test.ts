import { afterEach, describe, expect, it, vi } from 'vitest';
import { belowFirstViewport } from './element-scanner.ts';
import { findElements } from './elements/element-info.ts';

interface Box {
  top: number;
  height: number;
}

/** jsdom lays nothing out: each element's box by data-id, in an 800 px viewport; reads counted. */
function layOut(boxes: Record<string, Box>): string[] {
  const read: string[] = [];
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const id = this.getAttribute('data-id') ?? '';
    read.push(id);
    const { top, height } = boxes[id] ?? { top: 0, height: 0 };
    const width = height ? 400 : 0;
    return { top, bottom: top + height, left: 0, right: width, width, height } as DOMRect;
  });
  Object.defineProperty(document.documentElement, 'clientHeight', {
    configurable: true,
    value: 800,
  });
  return read;
}

const el = (id: string, inner = '', classes = '') =>
  `<div class="elementor-element ${classes}" data-id="${id}" data-element_type="container">${inner}</div>`;

const ids = (elements: Element[]) => elements.map((element) => element.getAttribute('data-id'));

afterEach(() => {
  vi.restoreAllMocks();
  delete (document.documentElement as unknown as Record<string, unknown>).clientHeight;
  document.body.innerHTML = '';
});

describe('belowFirstViewport', () => {
  it('does not measure what is inside a box that starts below the first viewport', () => {
    document.body.innerHTML =
      el('a1', el('a2')) + el('b1', el('b2', el('b3')) + el('b4', '', 'elementor-invisible'));
    const read = layOut({
      a1: { top: 0, height: 900 },
      a2: { top: 700, height: 200 },
      b1: { top: 900, height: 2000 },
    });
    const below = belowFirstViewport(document, findElements(document, 'elementor'), 'elementor');
    expect(ids(below)).toEqual(['b1', 'b2', 'b3']);
    // b4 waits for its entrance animation: connected at boot, wherever it is.
    expect(read).toEqual(['a1', 'a2', 'b1']);
  });

  it('measures the children of a box of no size (display: contents lays them out)', () => {
    document.body.innerHTML = el('c1', el('c2') + el('c3'));
    const read = layOut({ c2: { top: 100, height: 100 }, c3: { top: 1200, height: 100 } });
    const below = belowFirstViewport(document, findElements(document, 'elementor'), 'elementor');
    expect(ids(below)).toEqual(['c1', 'c3']);
    expect(read).toEqual(['c1', 'c2', 'c3']);
  });

  it('measures the children of a box that ends above the top', () => {
    document.body.innerHTML = el('d1', el('d2'));
    const read = layOut({ d1: { top: -500, height: 400 }, d2: { top: 0, height: 100 } });
    const below = belowFirstViewport(document, findElements(document, 'elementor'), 'elementor');
    expect(ids(below)).toEqual(['d1']);
    expect(read).toEqual(['d1', 'd2']);
  });

  it('leaves builder documents out, and stops pruning after the box below', () => {
    document.body.innerHTML =
      `<div data-elementor-type="popup" data-elementor-id="7">${el('e1', el('e2'))}</div>` +
      el('e3');
    const read = layOut({ e1: { top: 1000, height: 100 }, e3: { top: 10, height: 100 } });
    const below = belowFirstViewport(document, findElements(document, 'elementor'), 'elementor');
    expect(ids(below)).toEqual(['e1', 'e2']);
    expect(read).toEqual(['e1', 'e3']);
  });
});
