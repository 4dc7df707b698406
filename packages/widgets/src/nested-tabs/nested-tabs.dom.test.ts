import { afterEach, describe, expect, it } from 'vitest';
import { nestedTabs, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import {
  bootRecorded,
  bootWidgets,
  recordedPagesWith,
  type Booted,
} from '../../test-support/boot.ts';

const items = [
  { title: 'First', body: '<p>One</p>' },
  { title: 'Second', body: '<p>Two</p>' },
  { title: 'Third', body: '<p id="third-body">Three</p>' },
];

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  window.location.hash = '';
});

const key = (target: Element, name: string) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
  );

function state(root: ParentNode = document) {
  return {
    selected: [...root.querySelectorAll('.e-n-tab-title')].map((t) =>
      t.getAttribute('aria-selected'),
    ),
    tabindex: [...root.querySelectorAll('.e-n-tab-title')].map((t) => t.getAttribute('tabindex')),
    active: [...root.querySelectorAll('[role="tabpanel"]')].map((p) =>
      p.classList.contains('e-active'),
    ),
    hidden: [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((p) => p.hidden),
  };
}

describe('nested tabs', () => {
  it('selects by click and arrows, with a roving tab stop', async () => {
    booted = await bootWidgets(pageDocument('1', nestedTabs('ntb0001', items)));
    expect(booted.row('ntb0001')).toMatchObject({ status: 'active' });
    const box = document.querySelector('.e-n-tabs')!;
    expect(box.classList.contains('e-activated')).toBe(true);
    expect(box.getAttribute('data-touch-mode')).toBe(String('ontouchstart' in window));
    const titles = [...document.querySelectorAll<HTMLElement>('.e-n-tab-title')];
    expect(state()).toEqual({
      selected: ['true', 'false', 'false'],
      tabindex: ['0', '-1', '-1'],
      active: [true, false, false],
      hidden: [false, true, true],
    });
    titles[2]!.click();
    expect(state().active).toEqual([false, false, true]);
    expect(
      [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((p) => p.style.display),
    ).toEqual(['none', 'none', '']);
    titles[2]!.focus();
    key(titles[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(titles[0]);
    expect(state()).toEqual({
      selected: ['true', 'false', 'false'],
      tabindex: ['0', '-1', '-1'],
      active: [true, false, false],
      hidden: [false, true, true],
    });
    key(titles[0]!, 'End');
    expect(state().selected).toEqual(['false', 'false', 'true']);
    key(titles[2]!, 'ArrowLeft');
    expect(state().selected).toEqual(['false', 'true', 'false']);
  });

  it('makes the selected panel a tab stop when nothing in it is focusable', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        nestedTabs('ntb0001', [
          { title: 'Text', body: '<p>Only text</p>' },
          { title: 'Link', body: '<p><a href="/x">A link</a></p>' },
        ]),
      ),
    );
    const panels = () =>
      [...document.querySelectorAll('[role="tabpanel"]')].map((p) => p.getAttribute('tabindex'));
    expect(panels()).toEqual(['0', null]);
    document.querySelectorAll<HTMLElement>('.e-n-tab-title')[1]!.click();
    // The link is the tab stop of the second panel; the first is hidden and no stop any more.
    expect(panels()).toEqual([null, null]);
    booted.islet.stop();
    booted = undefined;
    expect(panels()).toEqual([null, null]);
  });

  it('selects the tab whose panel holds the hash target', async () => {
    window.location.hash = '#third-body';
    booted = await bootWidgets(pageDocument('1', nestedTabs('ntb0001', items)));
    expect(state().selected).toEqual(['false', 'false', 'true']);
  });

  it('skips a widget whose titles control no panel', async () => {
    booted = await bootWidgets(
      pageDocument('1', nestedTabs('ntb0001', items).replace(/aria-controls="[^"]*"/, '')),
    );
    expect(booted.row('ntb0001')).toMatchObject({ status: 'skipped' });
    expect(booted.log.warnings).toHaveLength(1);
  });

  it.each(recordedPagesWith('nested-tabs'))('works on the recorded page %s', async (file) => {
    const page = await bootRecorded(file);
    try {
      for (const element of page.doc.querySelectorAll<HTMLElement>(
        '[data-widget_type^="nested-tabs."]',
      )) {
        expect(page.row(element.dataset.id!)).toMatchObject({ status: 'active' });
        const titles = [...element.querySelectorAll<HTMLElement>('.e-n-tab-title')];
        titles.at(-1)!.click();
        const after = state(element);
        expect(after.selected.at(-1)).toBe('true');
        expect(after.active.filter(Boolean)).toHaveLength(1);
        expect(after.hidden.filter((h) => !h)).toHaveLength(1);
      }
      expect(page.log.warnings).toEqual([]);
      expect(page.log.errors).toEqual([]);
    } finally {
      page.islet.stop();
      page.dom.window.close();
    }
  });
});
