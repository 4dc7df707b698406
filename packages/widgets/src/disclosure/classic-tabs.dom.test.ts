import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accordion,
  pageDocument,
  tabs,
  toggle,
} from '@islet/demo/backends/widgets/widget-markup.mjs';
import {
  bootRecorded,
  bootWidgets,
  recordedPagesWith,
  settle,
  type Booted,
} from '../../test-support/boot.ts';

const items = [
  { title: 'First', body: '<p>One</p>' },
  { title: 'Second', body: '<p id="deep">Two</p>' },
  { title: 'Third', body: '<p>Three</p>' },
];

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  window.location.hash = '';
  vi.restoreAllMocks();
});

const key = (target: Element, name: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
  );

function state(root: ParentNode) {
  const headers = [...root.querySelectorAll<HTMLElement>('.elementor-tab-title')];
  const panels = [...root.querySelectorAll<HTMLElement>('.elementor-tab-content')];
  return {
    expanded: headers.map((h) => h.getAttribute('aria-expanded')),
    active: headers.map((h) => h.classList.contains('elementor-active')),
    hidden: panels.map((p) => p.hidden),
    display: panels.map((p) => p.style.display),
  };
}

describe('accordion', () => {
  it('opens the first item, one at a time, by click and keyboard', async () => {
    booted = await bootWidgets(pageDocument('1', accordion('acc0001', items)));
    expect(booted.row('acc0001')).toMatchObject({
      status: 'active',
      behaviours: ['accordion: active'],
    });
    const headers = [...document.querySelectorAll<HTMLElement>('.elementor-tab-title')];
    expect(state(document)).toEqual({
      expanded: ['true', 'false', 'false'],
      active: [true, false, false],
      hidden: [false, true, true],
      display: ['block', 'none', 'none'],
    });
    // Buttons carry no aria-selected; the inner title link is no second tab stop.
    expect(headers.map((h) => h.getAttribute('aria-selected'))).toEqual([null, null, null]);
    expect(document.querySelector('.elementor-accordion-title')!.hasAttribute('tabindex')).toBe(
      false,
    );

    headers[1]!.click();
    expect(state(document).expanded).toEqual(['false', 'true', 'false']);
    expect(state(document).hidden).toEqual([true, false, true]);
    headers[1]!.click();
    expect(state(document).expanded).toEqual(['false', 'false', 'false']);

    headers[0]!.focus();
    key(headers[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(headers[1]);
    key(headers[1]!, 'End');
    expect(document.activeElement).toBe(headers[2]);
    key(headers[2]!, 'ArrowDown');
    expect(document.activeElement).toBe(headers[0]);
    key(headers[0]!, 'ArrowUp');
    expect(document.activeElement).toBe(headers[2]);
    key(headers[2]!, 'Enter');
    expect(state(document).expanded).toEqual(['false', 'false', 'true']);
    key(headers[2]!, ' ');
    expect(state(document).expanded).toEqual(['false', 'false', 'false']);
    key(headers[0]!, 'Home');
    expect(document.activeElement).toBe(headers[0]);
  });

  it('opens the item the URL hash points into, and follows hash changes', async () => {
    window.location.hash = '#deep';
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    booted = await bootWidgets(pageDocument('1', accordion('acc0001', items)));
    expect(state(document).expanded).toEqual(['false', 'true', 'false']);
    window.location.hash = '#elementor-tab-title-1013';
    await settle();
    expect(state(document).expanded).toEqual(['false', 'false', 'true']);
    expect(scrollTo).toHaveBeenCalled();
  });

  it('stops listening when disconnected and puts its accessibility repairs back', async () => {
    booted = await bootWidgets(pageDocument('1', accordion('acc0001', items)));
    const widget = document.querySelector<HTMLElement>('[data-id="acc0001"]')!;
    widget.remove();
    await settle();
    const header = widget.querySelectorAll<HTMLElement>('.elementor-tab-title')[1]!;
    header.click();
    expect(header.getAttribute('aria-expanded')).toBe('false');
    expect(widget.querySelector('.elementor-accordion-title')!.getAttribute('tabindex')).toBe('0');
  });

  it('skips an accordion without panels, with one warning, and runs the rest', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        accordion('bad0001', items).replace(/elementor-tab-content/g, 'x') +
          accordion('acc0002', items, 102),
      ),
    );
    expect(booted.row('bad0001')).toMatchObject({ status: 'skipped' });
    expect(booted.row('bad0001')!.reason).toContain('missing markup');
    expect(booted.log.warnings).toHaveLength(1);
    expect(booted.row('acc0002')).toMatchObject({ status: 'active' });
  });
});

describe('toggle', () => {
  it('starts closed and opens items independently', async () => {
    booted = await bootWidgets(pageDocument('1', toggle('tog0001', items)));
    const headers = [...document.querySelectorAll<HTMLElement>('.elementor-tab-title')];
    expect(state(document).expanded).toEqual(['false', 'false', 'false']);
    expect(state(document).hidden).toEqual([true, true, true]);
    headers[0]!.click();
    headers[2]!.click();
    expect(state(document).expanded).toEqual(['true', 'false', 'true']);
    expect(state(document).hidden).toEqual([false, true, false]);
    key(headers[0]!, 'Enter');
    expect(state(document).expanded).toEqual(['false', 'false', 'true']);
  });
});

describe('tabs', () => {
  it('keeps one tab selected, roves focus with arrows and follows it', async () => {
    booted = await bootWidgets(pageDocument('1', tabs('tab0001', items)));
    const desktop = [...document.querySelectorAll<HTMLElement>('.elementor-tab-desktop-title')];
    const mobile = [...document.querySelectorAll<HTMLElement>('.elementor-tab-mobile-title')];
    const selected = () => desktop.map((t) => t.getAttribute('aria-selected'));
    const tabindex = () => desktop.map((t) => t.getAttribute('tabindex'));
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(state(document).hidden).toEqual([false, true, true]);

    desktop[0]!.focus();
    key(desktop[0]!, 'ArrowRight');
    expect(document.activeElement).toBe(desktop[1]);
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(tabindex()).toEqual(['-1', '0', '-1']);
    expect(state(document).hidden).toEqual([true, false, true]);
    key(desktop[1]!, 'ArrowLeft');
    key(desktop[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(desktop[2]);
    expect(selected()).toEqual(['false', 'false', 'true']);

    // Clicking the selected tab keeps it selected.
    desktop[2]!.click();
    expect(selected()).toEqual(['false', 'false', 'true']);

    // The stacked mobile headers are accordion buttons, not a second tab list.
    expect(mobile.map((m) => m.getAttribute('role'))).toEqual(['button', 'button', 'button']);
    expect(mobile.map((m) => m.hasAttribute('aria-selected'))).toEqual([false, false, false]);
    expect(document.querySelector('.elementor-tabs-content-wrapper')!.hasAttribute('role')).toBe(
      false,
    );
    mobile[0]!.click();
    expect(selected()).toEqual(['true', 'false', 'false']);
    expect(mobile.map((m) => m.getAttribute('aria-expanded'))).toEqual(['true', 'false', 'false']);
  });
});

describe.each([
  ['accordion', 'accordion'],
  ['toggle', 'toggle'],
  ['tabs', 'tabs'],
])('%s on the recorded pages', (name) => {
  it.each(recordedPagesWith(name))('works on %s', async (file) => {
    const page = await bootRecorded(file);
    try {
      const widgets = [...page.doc.querySelectorAll<HTMLElement>(`[data-widget_type^="${name}."]`)];
      expect(widgets.length).toBeGreaterThan(0);
      for (const element of widgets) {
        expect(page.row(element.dataset.id!)).toMatchObject({ status: 'active' });
        const headers = [...element.querySelectorAll<HTMLElement>('.elementor-tab-title')].filter(
          (h) => !h.classList.contains('elementor-tab-mobile-title'),
        );
        const panels = [...element.querySelectorAll<HTMLElement>('.elementor-tab-content')];
        const last = headers.at(-1)!;
        last.click();
        expect(last.getAttribute('aria-expanded')).toBe('true');
        expect(panels.at(-1)!.hidden).toBe(false);
        expect(panels.at(-1)!.style.display).toBe('block');
        if (name !== 'toggle') {
          expect(panels.slice(0, -1).every((panel) => panel.hidden)).toBe(true);
        }
      }
      expect(page.log.warnings).toEqual([]);
      expect(page.log.errors).toEqual([]);
    } finally {
      page.islet.stop();
      page.dom.window.close();
    }
  });
});
