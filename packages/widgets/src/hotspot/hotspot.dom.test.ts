import { afterEach, describe, expect, it } from 'vitest';
import {
  hotspot,
  pageDocument,
} from '../../../../examples/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, settle, type Booted } from '../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const spots = [
  { label: 'Kitchen', tooltip: 'Open plan kitchen', x: 10, y: 20 },
  { label: 'Garden', tooltip: 'South facing', x: 60, y: 50 },
  { label: 'Garage', tooltip: 'Two cars', x: 80, y: 70 },
];
const roots = () => [...document.querySelectorAll<HTMLElement>('.e-hotspot')];
const buttons = () => [...document.querySelectorAll<HTMLElement>('.e-hotspot__button')];
const active = () => roots().map((r) => r.classList.contains('e-hotspot--active'));

describe('hotspot', () => {
  it('opens one tooltip at a time by click and keyboard, Escape and outside clicks close', async () => {
    booted = await bootWidgets(pageDocument('1', hotspot('hsp0001', spots)));
    expect(booted.row('hsp0001')).toMatchObject({ status: 'active' });
    expect(buttons().map((b) => [b.getAttribute('role'), b.getAttribute('aria-expanded')])).toEqual(
      [
        ['button', 'false'],
        ['button', 'false'],
        ['button', 'false'],
      ],
    );
    const tooltip = roots()[0]!.querySelector('.e-hotspot__tooltip')!;
    expect(buttons()[0]!.getAttribute('aria-controls')).toBe(tooltip.id);
    buttons()[0]!.click();
    expect(active()).toEqual([true, false, false]);
    expect(buttons()[0]!.getAttribute('aria-expanded')).toBe('true');
    buttons()[1]!.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    expect(active()).toEqual([false, true, false]);
    buttons()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(active()).toEqual([false, false, false]);
    buttons()[2]!.click();
    document.body.click();
    expect(active()).toEqual([false, false, false]);
  });

  it('opens on hover and focus when the trigger is mouseenter', async () => {
    booted = await bootWidgets(
      pageDocument('1', hotspot('hsp0001', spots, { tooltip_trigger: 'mouseenter' })),
    );
    roots()[1]!.dispatchEvent(new MouseEvent('mouseenter'));
    expect(active()).toEqual([false, true, false]);
    roots()[1]!.dispatchEvent(new MouseEvent('mouseleave'));
    expect(active()).toEqual([false, false, false]);
    buttons()[2]!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(active()).toEqual([false, false, true]);
    buttons()[0]!.click();
    expect(active()).toEqual([false, false, true]);
  });

  it('spreads the entrance over the sequence duration when in view', async () => {
    booted = await bootWidgets(pageDocument('1', hotspot('hsp0001', spots)));
    await settle();
    expect(roots().map((r) => r.style.animationDelay)).toEqual(['', '300ms', '600ms']);
  });

  it('skips unknown triggers', async () => {
    booted = await bootWidgets(
      pageDocument('1', hotspot('hsp0001', spots, { tooltip_trigger: 'wink' })),
    );
    expect(booted.row('hsp0001')).toMatchObject({ status: 'skipped' });
  });
});
