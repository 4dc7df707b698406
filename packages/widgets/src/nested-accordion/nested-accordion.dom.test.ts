import { afterEach, describe, expect, it } from 'vitest';
import { nestedAccordion, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import {
  bootRecorded,
  bootWidgets,
  recordedPagesWith,
  type Booted,
} from '../../test-support/boot.ts';
import { waitFor } from '@islet/test-support/wait-for';

const items = [
  { title: 'First', body: '<p>One</p>' },
  { title: 'Second', body: '<p><a href="#x" id="inside">Two</a></p>' },
  { title: 'Third', body: '<p>Three</p>' },
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

/** The visitor heads for the accordion: what a click does loads (`accordion-actions`). */
async function headFor(runtime: Booted['islet'], element: Element) {
  element.dispatchEvent(new Event('pointerover', { bubbles: true }));
  await waitFor(() => expect(runtime.chunks.state('accordion-actions')).toBe('loaded'));
}

const widget = () => document.querySelector('[data-id="nac0001"]')!;

const state = () => ({
  open: [...document.querySelectorAll('details')].map((d) => d.open),
  expanded: [...document.querySelectorAll('summary')].map((s) => s.getAttribute('aria-expanded')),
});

describe('nested accordion', () => {
  it('keeps one item open, by click and keyboard, Escape closes', async () => {
    booted = await bootWidgets(pageDocument('1', nestedAccordion('nac0001', items)));
    expect(booted.row('nac0001')).toMatchObject({ status: 'active' });
    const summaries = [...document.querySelectorAll<HTMLElement>('summary')];
    expect(state()).toEqual({ open: [true, false, false], expanded: ['true', 'false', 'false'] });
    await headFor(booted.islet, widget());
    summaries[1]!.click();
    expect(state()).toEqual({ open: [false, true, false], expanded: ['false', 'true', 'false'] });
    summaries[1]!.click();
    expect(state().open).toEqual([false, false, false]);

    summaries[0]!.focus();
    key(summaries[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(summaries[1]);
    key(summaries[1]!, 'End');
    expect(document.activeElement).toBe(summaries[2]);
    key(summaries[2]!, 'ArrowDown');
    expect(document.activeElement).toBe(summaries[0]);
    summaries[2]!.click();
    const link = document.querySelector<HTMLElement>('#inside')!;
    key(document.querySelectorAll('details')[2]!.querySelector('p')!, 'Escape');
    expect(state().open).toEqual([false, false, false]);
    expect(document.activeElement).toBe(summaries[2]);
    expect(link).toBeTruthy();
  });

  it('opens several when the settings allow, none when collapsed by default', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        nestedAccordion('nac0001', items, {
          default_state: 'all_collapsed',
          max_items_expended: 'multiple',
        }),
      ),
    );
    expect(state().open).toEqual([false, false, false]);
    const summaries = [...document.querySelectorAll<HTMLElement>('summary')];
    await headFor(booted.islet, widget());
    summaries[0]!.click();
    summaries[2]!.click();
    expect(state().open).toEqual([true, false, true]);
  });

  it.each([
    [undefined, 400],
    [{ unit: 'ms', size: 250, sizes: [] }, 250],
    [{ unit: 's', size: 1.5, sizes: [] }, 1500],
    [{ unit: 'ms', size: '', sizes: [] }, 400],
  ])('slides for the duration %j in its unit (%i ms)', async (duration, ms) => {
    const durations: unknown[] = [];
    // jsdom has no Web Animations; the slide's duration is what this test is about.
    const proto = Element.prototype as { animate?: unknown };
    proto.animate = (_frames: unknown, options: KeyframeAnimationOptions) => {
      durations.push(options.duration);
      return { cancel() {}, onfinish: null };
    };
    try {
      booted = await bootWidgets(
        pageDocument(
          '1',
          nestedAccordion('nac0001', items, { n_accordion_animation_duration: duration }),
        ),
      );
      await headFor(booted.islet, widget());
      document.querySelectorAll<HTMLElement>('summary')[1]!.click();
      expect(durations[0]).toBe(ms);
    } finally {
      delete proto.animate;
    }
  });

  it('loads what a click or key does only when the visitor heads for it, holding the first', async () => {
    booted = await bootWidgets(pageDocument('1', nestedAccordion('nac0001', items)));
    expect(booted.islet.chunks.state('accordion-actions')).toBe('idle');
    const summaries = [...document.querySelectorAll<HTMLElement>('summary')];
    // A click that comes before the code (a script's, or a touch screen's without hover): the
    // native toggle does not run, and the accordion answers once its code is in.
    expect(
      summaries[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
    ).toBe(false);
    expect(state().open).toEqual([true, false, false]);
    await waitFor(() =>
      expect(state()).toEqual({ open: [false, true, false], expanded: ['false', 'true', 'false'] }),
    );
  });

  it('holds an arrow key and Enter that come before the code, and answers them in order', async () => {
    booted = await bootWidgets(pageDocument('1', nestedAccordion('nac0001', items)));
    const summaries = [...document.querySelectorAll<HTMLElement>('summary')];
    summaries[0]!.focus();
    const press = new KeyboardEvent('keydown', {
      key: 'ArrowDown',
      bubbles: true,
      cancelable: true,
    });
    summaries[0]!.dispatchEvent(press);
    // The page must not scroll meanwhile.
    expect(press.defaultPrevented).toBe(true);
    // Enter right after: the browser clicks the header that has the focus, still the first; the
    // visitor meant the one the arrow moves to.
    summaries[0]!.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }),
    );
    await waitFor(() => expect(document.activeElement).toBe(summaries[1]));
    await waitFor(() =>
      expect(state()).toEqual({ open: [false, true, false], expanded: ['false', 'true', 'false'] }),
    );
    // A key the accordion does not answer keeps its default.
    const letter = new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true });
    summaries[1]!.dispatchEvent(letter);
    expect(letter.defaultPrevented).toBe(false);
  });

  it('opens the item holding the hash target', async () => {
    window.location.hash = '#inside';
    booted = await bootWidgets(pageDocument('1', nestedAccordion('nac0001', items)));
    expect(state().open).toEqual([false, true, false]);
  });

  it('opens the item a new hash names, and loads nothing for a hash it does not hold', async () => {
    booted = await bootWidgets(
      pageDocument('1', `<p id="elsewhere">Away</p>${nestedAccordion('nac0001', items)}`),
    );
    const changed = () =>
      new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    let next = changed();
    window.location.hash = '#elsewhere';
    await next;
    expect(booted.islet.chunks.state('accordion-actions')).toBe('idle');
    next = changed();
    window.location.hash = '#inside';
    await next;
    await waitFor(() => expect(state().open).toEqual([false, true, false]));
  });

  it('skips unknown settings with a reason', async () => {
    booted = await bootWidgets(
      pageDocument('1', nestedAccordion('nac0001', items, { max_items_expended: 'some' })),
    );
    expect(booted.row('nac0001')).toMatchObject({ status: 'skipped' });
    expect(booted.row('nac0001')!.reason).toContain('max_items_expended');
    expect(state().open).toEqual([true, false, false]);
  });

  it.each(recordedPagesWith('nested-accordion'))('works on the recorded page %s', async (file) => {
    const page = await bootRecorded(file);
    try {
      for (const element of page.doc.querySelectorAll<HTMLElement>(
        '[data-widget_type^="nested-accordion."]',
      )) {
        expect(page.row(element.dataset.id!)).toMatchObject({ status: 'active' });
        const summaries = [...element.querySelectorAll<HTMLElement>('summary')].filter(
          (summary) => summary.closest('[data-widget_type]') === element,
        );
        await headFor(page.islet, element);
        const last = summaries.at(-1)!;
        const wasOpen = last.closest('details')!.open;
        last.click();
        expect(last.getAttribute('aria-expanded')).toBe(String(!wasOpen));
        expect(last.closest('details')!.open).toBe(!wasOpen);
        last.click();
        expect(last.closest('details')!.open).toBe(wasOpen);
        if (summaries.length > 1) {
          summaries[0]!.click();
          expect(summaries.map((s) => s.closest('details')!.open).filter(Boolean)).toHaveLength(1);
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
