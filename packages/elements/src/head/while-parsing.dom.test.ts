import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { afterObserver, installResizeObserver, nextFrame } from '@islet/test-support/while-parsing';
import { stretchPass, whileParsing } from './while-parsing.ts';

const stretchWhileParsing = (doc: Document) => whileParsing(doc, [stretchPass(doc)]);

const VIEWPORT = 1351;
const COLUMN = { left: 275.5, width: 800 };

/** jsdom has no layout: a relative box in the theme column, moved and sized by its inline styles. */
function section(id: string): HTMLElement {
  const element = document.createElement('section');
  element.className = 'elementor-section elementor-section-stretched';
  element.dataset.id = id;
  element.getBoundingClientRect = () => {
    const width = parseFloat(element.style.width) || COLUMN.width;
    const x = element.style.right
      ? COLUMN.left + COLUMN.width - parseFloat(element.style.right) - width
      : COLUMN.left + (parseFloat(element.style.left) || 0);
    return { left: x, right: x + width, top: 0, bottom: 100, width, height: 100 } as DOMRect;
  };
  return element;
}

/** `change`, then the frame in which the stretcher measures and writes, before any paint. */
async function afterStretcher(change: () => void): Promise<void> {
  await afterObserver(change);
  await nextFrame();
}

let stop: (() => void) | undefined;
let width = VIEWPORT;
// As while the parser runs; jsdom's own document is already complete.
let readyState: DocumentReadyState = 'loading';
beforeAll(() => {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  Object.defineProperty(document.documentElement, 'clientWidth', {
    configurable: true,
    get: () => width,
  });
});
afterAll(() => {
  Reflect.deleteProperty(document, 'readyState');
  Reflect.deleteProperty(document.documentElement, 'clientWidth');
});

afterEach(() => {
  stop?.();
  stop = undefined;
  width = VIEWPORT;
  readyState = 'loading';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('dir');
  delete (window as { elementorFrontendConfig?: unknown }).elementorFrontendConfig;
  vi.restoreAllMocks();
});

describe('whileParsing with the stretch pass (islet-head.js)', () => {
  it('stretches sections to the window as they are inserted, before anything renders', async () => {
    stop = stretchWhileParsing(document);
    const first = section('a');
    await afterStretcher(() => document.body.append(first));
    expect(first.style.width).toBe(`${VIEWPORT}px`);
    expect(first.style.left).toBe(`${-COLUMN.left}px`);
    // jsdom computes `display: block` sections as static: made relative, as the builder's CSS does.
    expect(first.style.position).toBe('relative');
    expect(first.getBoundingClientRect().left).toBe(0);

    const second = section('b');
    await afterStretcher(() => document.body.append(second));
    expect(second.getBoundingClientRect()).toMatchObject({ left: 0, right: VIEWPORT });
    expect(first.getBoundingClientRect()).toMatchObject({ left: 0, right: VIEWPORT });
  });

  it('re-stretches every section when the width changes (a scrollbar appears)', async () => {
    const resizes = installResizeObserver();
    try {
      stop = stretchWhileParsing(document);
      const first = section('a');
      await afterStretcher(() => document.body.append(first));
      width = 1366;
      resizes.resize(width);
      await nextFrame();
      expect(first.getBoundingClientRect()).toMatchObject({ left: 0, right: 1366 });
    } finally {
      resizes.uninstall();
    }
  });

  it('measures in every frame until the page outgrows the window, where a scrollbar shows', async () => {
    const resizes = installResizeObserver();
    const innerWidth = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(VIEWPORT);
    try {
      stop = stretchWhileParsing(document);
      const first = section('a');
      await afterStretcher(() => document.body.append(first));
      // The parser task that makes the page overflow: its frame reads the narrower width, and
      // the section is stretched to it before that frame is painted.
      width = VIEWPORT - 15;
      await afterStretcher(() => document.body.append(document.createElement('p')));
      expect(first.getBoundingClientRect()).toMatchObject({ left: 0, right: VIEWPORT - 15 });
      // The browser's layout shows the scrollbar: from here on no frame without a reason.
      resizes.resize(width, window.innerHeight + 200);
      await nextFrame();
      const frame = vi.spyOn(window, 'requestAnimationFrame');
      await afterObserver(() => document.body.append(document.createElement('p')));
      expect(frame).not.toHaveBeenCalled();
    } finally {
      innerWidth.mockRestore();
      resizes.uninstall();
    }
  });

  it('asks for no frame while the parser inserts nothing it works on', async () => {
    const resizes = installResizeObserver();
    try {
      stop = stretchWhileParsing(document);
      await afterStretcher(() => document.body.append(section('a')));
      // Taller than the window with no scrollbar narrowing it: none will (overlay scrollbars).
      resizes.resize(width, window.innerHeight + 500);
      const frame = vi.spyOn(window, 'requestAnimationFrame');
      for (const tag of ['p', 'div', 'section'])
        await afterObserver(() => document.body.append(document.createElement(tag)));
      // The root's width reported again, unchanged: the page only grew.
      resizes.resize(width, window.innerHeight + 900);
      expect(frame).not.toHaveBeenCalled();
      // A stretched section in a script's markup still asks for one.
      const wrapper = document.createElement('div');
      wrapper.append(section('b'));
      await afterObserver(() => document.body.append(wrapper));
      expect(frame).toHaveBeenCalledTimes(1);
    } finally {
      resizes.uninstall();
    }
  });

  it('writes `right` on right-to-left pages', async () => {
    document.documentElement.dir = 'rtl';
    stop = stretchWhileParsing(document);
    const element = section('a');
    await afterStretcher(() => document.body.append(element));
    expect(element.style.right).toBe(`${-(VIEWPORT - COLUMN.left - COLUMN.width)}px`);
    expect(element.style.left).toBe('');
    expect(element.getBoundingClientRect()).toMatchObject({ left: 0, right: VIEWPORT });
  });

  it('uses the container the site settings name when the configuration is already there', async () => {
    (window as { elementorFrontendConfig?: unknown }).elementorFrontendConfig = {
      kit: { stretched_section_container: '.wrap' },
    };
    const wrap = document.createElement('div');
    wrap.className = 'wrap';
    Object.defineProperty(wrap, 'clientWidth', { value: 1000 });
    wrap.getBoundingClientRect = () => ({ left: 40 }) as DOMRect;
    document.body.append(wrap);
    stop = stretchWhileParsing(document);
    const element = section('a');
    await afterStretcher(() => wrap.append(element));
    expect(element.getBoundingClientRect()).toMatchObject({ left: 40, right: 1040 });
  });

  it('leaves a fixed (stuck) section alone', async () => {
    stop = stretchWhileParsing(document);
    const element = section('a');
    element.style.position = 'fixed';
    await afterStretcher(() => document.body.append(element));
    expect(element.style.width).toBe('');
  });

  it('reads no layout while the parser inserts, only in the frame before the paint', async () => {
    const read = vi.fn(() => width);
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      get: read,
    });
    stop = stretchWhileParsing(document);
    const sections = ['a', 'b', 'c'].map(section);
    // Three parser tasks, each with its own observer callback, before the browser renders.
    for (const inserted of sections) await afterObserver(() => document.body.append(inserted));
    expect(read).not.toHaveBeenCalled();
    expect(sections[0]!.style.width).toBe('');
    await nextFrame();
    expect(read).toHaveBeenCalled();
    for (const stretched of sections)
      expect(stretched.getBoundingClientRect()).toMatchObject({ left: 0, right: VIEWPORT });
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      get: () => width,
    });
  });

  it('costs a page without stretched sections no layout', async () => {
    const read = vi.fn(() => VIEWPORT);
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      get: read,
    });
    stop = stretchWhileParsing(document);
    await afterStretcher(() =>
      document.body.append(document.createElement('section'), document.createElement('p')),
    );
    expect(read).not.toHaveBeenCalled();
    Object.defineProperty(document.documentElement, 'clientWidth', {
      configurable: true,
      get: () => width,
    });
  });

  it('stops watching once the document has been parsed', async () => {
    stop = stretchWhileParsing(document);
    const early = section('early');
    document.body.append(early);
    readyState = 'interactive';
    document.dispatchEvent(new Event('DOMContentLoaded'));
    await nextFrame();
    expect(early.style.width).toBe(`${VIEWPORT}px`);
    // From here on the `stretch` behaviour owns the sections.
    const late = section('late');
    await afterStretcher(() => document.body.append(late));
    expect(late.style.width).toBe('');
  });

  it('does one pass and stops when loaded after parsing', async () => {
    const element = section('a');
    document.body.append(element);
    readyState = 'complete';
    stop = stretchWhileParsing(document);
    await nextFrame();
    expect(element.style.width).toBe(`${VIEWPORT}px`);
  });
});
