import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootRuntime } from '@islet/test-support/boot';
import { atomicFeatures as features } from '../features.ts';
import { bootWidgets, settle, type Booted } from '../../test-support/boot.ts';

// Atomic tabs markup as the builder 4.1.5's twig templates print it (`atomic-tabs`,
// `atomic-tabs-menu`, `atomic-tab`, `atomic-tabs-content-area`, `atomic-tab-content`).
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

interface AtomicTabsOptions {
  /** The tab the server starts on (`default-active-tab`, an index). */
  active?: number;
  /** `data-e-settings` as printed, instead of the one the index gives. */
  eSettings?: string;
}

const base = (id: string, type: string) =>
  `data-id="${id}" data-element_type="${type}" data-e-type="${type}" data-interaction-id="${id}" data-interactions="[]"`;

/** An `e-tabs` element with one tab per label and one panel per body (raw HTML). */
function atomicTabs(
  id: string,
  items: { label: string; body: string }[],
  { active = 0, eSettings }: AtomicTabsOptions = {},
): string {
  const settings = eSettings ?? JSON.stringify({ 'default-active-tab': `${id}-tab-${active}` });
  const tabs = items
    .map(({ label }, i) => {
      const on = i === active;
      return `<button class="e-con e-atomic-element e-tab-base${on ? ' e--selected' : ''}" ${base(`${id}t${i}`, 'e-tab')} role="tab" tabindex="${on ? '0' : '-1'}" aria-selected="${on}" x-bind="tab" x-ref="${id}t${i}" id="${id}-tab-${i}" aria-controls="${id}-tab-content-${i}"><span class="e-paragraph-base" data-id="${id}p${i}" data-e-type="e-paragraph">${label}</span></button>`;
    })
    .join('');
  const panels = items
    .map(({ body }, i) => {
      const on = i === active;
      return `<div class="e-con e-atomic-element e-tab-content-base${on ? ' e--selected' : ''}" ${base(`${id}c${i}`, 'e-tab-content')} role="tabpanel" x-bind="tabContent" id="${id}-tab-content-${i}" aria-labelledby="${id}-tab-${i}"${on ? '' : ' hidden="true" style="display: none;"'}>${body}</div>`;
    })
    .join('');
  return `<div class="e-con e-atomic-element e-tabs-base" ${base(id, 'e-tabs')} x-data="eTabs${id}" data-e-settings="${esc(settings)}">
<div class="e-con e-atomic-element e-tabs-menu-base" ${base(`${id}m`, 'e-tabs-menu')} role="tablist">${tabs}</div>
<div class="e-con e-atomic-element e-tabs-content-area-base" ${base(`${id}a`, 'e-tabs-content-area')}>${panels}</div>
</div>`;
}

const items = [
  { label: 'One', body: '<p>First</p>' },
  { label: 'Two', body: '<p>Second <a href="#x">link</a></p>' },
  { label: 'Three', body: '<p>Third</p>' },
];

let booted: Booted | undefined;
// The builder remembers a selection per tabs id for the page's life: one id per test.
let serial = 0;
let id = '';
beforeEach(() => {
  serial += 1;
  id = `tab${String(serial).padStart(4, '0')}`;
});
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const key = (target: Element, name: string, init: KeyboardEventInit = {}) =>
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init }),
  );

/** What the builder's handler leaves on the tabs and panels of `root` (its own only). */
function state(id: string) {
  const root = document.querySelector(`[data-id="${id}"]`)!;
  const tabs = [...root.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]')];
  const panels = [
    ...root.querySelectorAll<HTMLElement>(
      ':scope > [data-element_type="e-tabs-content-area"] > [role="tabpanel"]',
    ),
  ];
  return {
    selected: tabs.map((t) => t.getAttribute('aria-selected')),
    tabindex: tabs.map((t) => t.getAttribute('tabindex')),
    tabClass: tabs.map((t) => t.classList.contains('e--selected')),
    panelClass: panels.map((p) => p.classList.contains('e--selected')),
    hidden: panels.map((p) => p.hasAttribute('hidden')),
    display: panels.map((p) => p.style.display),
  };
}

const tabsOf = (id: string) => [
  ...document.querySelectorAll<HTMLElement>(`[data-id="${id}"] > [role="tablist"] > [role="tab"]`),
];

describe('atomic tabs (e-tabs)', () => {
  it('is found as e-tabs and keeps the server state at start', async () => {
    booted = await bootWidgets(pageDocument('1', atomicTabs(id, items)));
    expect(booted.row(id)).toMatchObject({ status: 'active' });
    expect(state(id)).toEqual({
      selected: ['true', 'false', 'false'],
      tabindex: ['0', '-1', '-1'],
      tabClass: [true, false, false],
      panelClass: [true, false, false],
      hidden: [false, true, true],
      display: ['', 'none', 'none'],
    });
    // The shown panel's style attribute is left as printed: none.
    expect(document.getElementById(`${id}-tab-content-0`)!.hasAttribute('style')).toBe(false);
    // No warning, and the children are not separately behaviour-bearing.
    expect(booted.log.warnings).toEqual([]);
  });

  it('selects on click, as the builder handler ends up setting it', async () => {
    booted = await bootWidgets(pageDocument('1', atomicTabs(id, items)));
    tabsOf(id)[2]!.click();
    expect(state(id)).toEqual({
      selected: ['false', 'false', 'true'],
      tabindex: ['-1', '-1', '0'],
      tabClass: [false, false, true],
      panelClass: [false, false, true],
      hidden: [true, true, false],
      display: ['none', 'none', ''],
    });
    // Alpine's x-show drops a style attribute that held only `display`.
    expect(document.getElementById(`${id}-tab-content-2`)!.hasAttribute('style')).toBe(false);
    // A click on the label inside the button selects too.
    tabsOf(id)[1]!.querySelector('span')!.click();
    expect(state(id).selected).toEqual(['false', 'true', 'false']);
  });

  it('moves the focus only with arrows, Home and End; Enter/Space are the button click', async () => {
    booted = await bootWidgets(pageDocument('1', atomicTabs(id, items)));
    const tabs = tabsOf(id);
    tabs[0]!.focus();
    key(tabs[0]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[1]);
    expect(state(id).selected).toEqual(['true', 'false', 'false']);
    key(tabs[1]!, 'ArrowDown');
    expect(document.activeElement).toBe(tabs[2]);
    key(tabs[2]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0]!, 'ArrowLeft');
    expect(document.activeElement).toBe(tabs[2]);
    key(tabs[2]!, 'ArrowUp');
    expect(document.activeElement).toBe(tabs[1]);
    key(tabs[1]!, 'Home');
    expect(document.activeElement).toBe(tabs[0]);
    key(tabs[0]!, 'End');
    expect(document.activeElement).toBe(tabs[2]);
    expect(state(id).selected).toEqual(['true', 'false', 'false']);
    // The arrow's default (scrolling) is prevented; other keys are left alone.
    const arrow = new KeyboardEvent('keydown', {
      key: 'ArrowLeft',
      bubbles: true,
      cancelable: true,
    });
    tabs[2]!.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    tabs[1]!.dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(false);
    // With a modifier the browser keeps the key.
    key(tabs[1]!, 'ArrowRight', { altKey: true });
    expect(document.activeElement).toBe(tabs[1]);
  });

  it('starts on the tab data-e-settings names', async () => {
    booted = await bootWidgets(pageDocument('1', atomicTabs(id, items, { active: 1 })));
    expect(state(id).selected).toEqual(['false', 'true', 'false']);
    expect(state(id).hidden).toEqual([true, false, true]);
  });

  it('keeps the first tab reachable when the default names a deleted tab', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        atomicTabs(id, items, {
          active: 7,
          eSettings: JSON.stringify({ 'default-active-tab': `${id}-tab-7` }),
        }),
      ),
    );
    expect(state(id)).toEqual({
      selected: ['false', 'false', 'false'],
      tabindex: ['0', '-1', '-1'],
      tabClass: [false, false, false],
      panelClass: [false, false, false],
      hidden: [true, true, true],
      display: ['none', 'none', 'none'],
    });
    tabsOf(id)[1]!.click();
    expect(state(id).tabindex).toEqual(['-1', '0', '-1']);
  });

  it('skips an element whose data-e-settings is not JSON, with one warning', async () => {
    booted = await bootWidgets(
      pageDocument('1', atomicTabs(id, items, { eSettings: '{"default-active-tab":' })),
    );
    expect(booted.row(id)).toMatchObject({ status: 'skipped' });
    expect(booted.log.warnings).toHaveLength(1);
    expect(booted.log.warnings[0]).toContain(id);
    tabsOf(id)[1]!.click();
    expect(state(id).selected).toEqual(['true', 'false', 'false']);
  });

  it('makes a panel with nothing focusable a tab stop while shown, and undoes it on stop', async () => {
    booted = await bootWidgets(pageDocument('1', atomicTabs(id, items)));
    const panels = [0, 1, 2].map((i) => document.getElementById(`${id}-tab-content-${i}`)!);
    expect(panels.map((p) => p.getAttribute('tabindex'))).toEqual(['0', null, null]);
    tabsOf(id)[1]!.click();
    // The second panel has a link: Tab reaches it without the panel being a stop.
    expect(panels.map((p) => p.getAttribute('tabindex'))).toEqual([null, null, null]);
    tabsOf(id)[2]!.click();
    expect(panels.map((p) => p.getAttribute('tabindex'))).toEqual([null, null, '0']);
    booted.islet.stop();
    expect(panels.map((p) => p.getAttribute('tabindex'))).toEqual([null, null, null]);
    // Stopped: clicks do nothing any more.
    tabsOf(id)[0]!.click();
    expect(state(id).selected).toEqual(['false', 'false', 'true']);
    booted = undefined;
  });

  it('nested tabs keep to their own tabs and panels', async () => {
    const inner = atomicTabs('inn0001', [
      { label: 'A', body: '<p>a</p>' },
      { label: 'B', body: '<p>b</p>' },
    ]);
    booted = await bootWidgets(
      pageDocument(
        '1',
        atomicTabs('out0001', [
          { label: 'Outer 1', body: inner },
          { label: 'Outer 2', body: '<p>two</p>' },
        ]),
      ),
    );
    expect(booted.row('inn0001')).toMatchObject({ status: 'active' });
    expect(booted.row('out0001')).toMatchObject({ status: 'active' });
    tabsOf('inn0001')[1]!.click();
    expect(state('inn0001').selected).toEqual(['false', 'true']);
    expect(state('out0001').selected).toEqual(['true', 'false']);
    expect(state('out0001').hidden).toEqual([false, true]);
    // Keys on the inner tabs move among the inner tabs only.
    tabsOf('inn0001')[1]!.focus();
    key(tabsOf('inn0001')[1]!, 'ArrowRight');
    expect(document.activeElement).toBe(tabsOf('inn0001')[0]);
    tabsOf('out0001')[1]!.click();
    expect(state('out0001').selected).toEqual(['false', 'true']);
    expect(state('inn0001').selected).toEqual(['false', 'true']);
  });

  it('a tabs element that leaves and comes back keeps its selection (for the page life)', async () => {
    booted = await bootWidgets(pageDocument('1', atomicTabs('mem0001', items)));
    tabsOf('mem0001')[2]!.click();
    const doc = document.querySelector('[data-elementor-id="1"]')!;
    const root = document.querySelector('[data-id="mem0001"]')!;
    root.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The same server markup again (a popup's or a refreshed loop item's).
    doc.insertAdjacentHTML('beforeend', atomicTabs('mem0001', items));
    for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state('mem0001').selected).toEqual(['false', 'false', 'true']);
  });
});

describe('atomic tabs on the builder 4.1.5’s own markup (fixtures/atomic)', () => {
  it('starts on the default tab and ends up where the builder’s handler does', async () => {
    const html = readFileSync(join(process.cwd(), 'fixtures/atomic/atomic-4.1.5.html'), 'utf8');
    const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'https://example.test/page/' });
    const win = dom.window as unknown as Window;
    for (const script of win.document.querySelectorAll('script:not([src])'))
      if (/\belementorFrontendConfig\s*=/.test(script.textContent ?? ''))
        dom.window.eval(script.textContent ?? '');
    booted = await bootRuntime(features, win);
    await settle();
    const doc = win.document;
    expect(booted.row('tabs001')).toMatchObject({ status: 'active' });
    const tabs = [...doc.querySelectorAll<HTMLElement>('[data-id="tabs001"] [role="tab"]')];
    const panels = [...doc.querySelectorAll<HTMLElement>('[data-id="tabs001"] [role="tabpanel"]')];
    const look = () => ({
      selected: tabs.map((t) => t.getAttribute('aria-selected')),
      tabindex: tabs.map((t) => t.getAttribute('tabindex')),
      tabClass: tabs.map((t) => t.classList.contains('e--selected')),
      panelClass: panels.map((p) => p.classList.contains('e--selected')),
      hidden: panels.map((p) => p.hasAttribute('hidden')),
      display: panels.map((p) => p.style.display),
    });
    expect(look()).toEqual({
      selected: ['false', 'true', 'false'],
      tabindex: ['-1', '0', '-1'],
      tabClass: [false, true, false],
      panelClass: [false, true, false],
      hidden: [true, false, true],
      display: ['none', '', 'none'],
    });
    tabs[0]!.click();
    expect(look()).toEqual({
      selected: ['true', 'false', 'false'],
      tabindex: ['0', '-1', '-1'],
      tabClass: [true, false, false],
      panelClass: [true, false, false],
      hidden: [false, true, true],
      display: ['', 'none', 'none'],
    });
    expect(panels[0]!.hasAttribute('style')).toBe(false);
    tabs[0]!.focus();
    tabs[0]!.dispatchEvent(
      new dom.window.KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }),
    );
    expect(doc.activeElement).toBe(tabs[2]);
    // Ids and references as printed.
    expect(tabs.map((t) => [t.id, t.getAttribute('aria-controls')])).toEqual([
      ['tabs001-tab-0', 'tabs001-tab-content-0'],
      ['tabs001-tab-1', 'tabs001-tab-content-1'],
      ['tabs001-tab-2', 'tabs001-tab-content-2'],
    ]);
    // The tabs' parts are finished as printed: nothing of their own runs on them.
    for (const part of ['tabm001', 'tabt001', 'taba001', 'tabc001'])
      expect(booted.row(part)?.status).toBe('static');
    expect(booted.log.warnings.filter((w) => /tabs001|tabt|tabc/.test(w))).toEqual([]);
    booted.islet.stop();
    booted = undefined;
    dom.window.close();
  });
});
