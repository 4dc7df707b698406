import { afterEach, describe, expect, it, vi } from 'vitest';
import { hotspot, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, settle, type Booted } from '../../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  vi.unstubAllGlobals();
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

  it('places a growing tooltip by left/top only, leaving its transform to the site CSS', async () => {
    booted = await bootWidgets(
      pageDocument('1', hotspot('hsp0001', spots, { tooltip_animation: 'e-hotspot--fade-grow' })),
    );
    buttons()[1]!.click();
    await settle();
    const tooltip = roots()[1]!.querySelector<HTMLElement>('.e-hotspot__tooltip')!;
    expect(tooltip.classList.contains('e-hotspot--fade-grow')).toBe(true);
    expect(tooltip.style.position).toBe('fixed');
    expect(tooltip.style.left).toMatch(/px$/);
    // An inline transform would pin the scale and the grow animation would not run.
    expect(tooltip.style.transform).toBe('');
    expect(tooltip.dataset.placement).toBe('top');
  });

  it('slides a direction tooltip inside its mask, from the marker side', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        hotspot('hsp0001', spots, { tooltip_animation: 'e-hotspot--slide-direction' }),
      ),
    );
    const masks = [...document.querySelectorAll<HTMLElement>('.e-hotspot__direction-mask')];
    const tooltips = masks.map((mask) => mask.querySelector<HTMLElement>('.e-hotspot__tooltip')!);
    // tooltip_position `bottom` shows the tooltip above: it slides up out of the marker.
    expect(
      tooltips.map((t) => t.classList.contains('e-hotspot--tooltip-animation-from-bottom')),
    ).toEqual([true, true, true]);
    buttons()[0]!.click();
    await settle();
    // The mask is what sits beside the marker; the tooltip keeps its static place inside it.
    expect(masks[0]!.style.position).toBe('fixed');
    expect(masks[0]!.dataset.placement).toBe('top');
    expect(tooltips[0]!.style.position).toBe('');
    booted.islet.stop();
    expect(tooltips[0]!.className).not.toContain('animation-from');
    booted = undefined;
  });

  it("places a hotspot's tooltip on its own side (its repeater item's, per device)", async () => {
    const own = [spots[0]!, { ...spots[1]!, position: 'left' }, spots[2]!];
    const html = pageDocument('1', hotspot('hsp0001', own)).replace(
      '&quot;hotspot_position&quot;:&quot;left&quot;',
      // jsdom's window is 1024 px wide: the tablet's value applies.
      '&quot;hotspot_position&quot;:&quot;left&quot;,&quot;hotspot_position_tablet&quot;:&quot;top&quot;',
    );
    booted = await bootWidgets(html);
    const tooltips = [...document.querySelectorAll<HTMLElement>('.e-hotspot__tooltip')];
    for (const index of [0, 1, 2]) {
      buttons()[index]!.click();
      await settle();
    }
    // tooltip_position values name the CSS side the builder offsets: `top` shows it below.
    expect(tooltips.map((t) => t.dataset.placement)).toEqual(['top', 'bottom', 'top']);
  });

  it('reads the desktop value when the device has none of its own', async () => {
    const own = [spots[0]!, { ...spots[1]!, position: 'left' }, spots[2]!];
    booted = await bootWidgets(pageDocument('1', hotspot('hsp0001', own)));
    buttons()[1]!.click();
    await settle();
    const tooltip = roots()[1]!.querySelector<HTMLElement>('.e-hotspot__tooltip')!;
    expect(tooltip.dataset.placement).toBe('right');
  });

  it("slides a hotspot with its own side from there, in the server's override classes", async () => {
    const own = [{ ...spots[0]!, position: 'right' }, spots[1]!, spots[2]!];
    booted = await bootWidgets(
      pageDocument(
        '1',
        hotspot('hsp0001', own, { tooltip_animation: 'e-hotspot--fade-direction' }),
      ),
    );
    const masks = [...document.querySelectorAll<HTMLElement>('.e-hotspot__direction-mask')];
    const tooltips = [...document.querySelectorAll<HTMLElement>('.e-hotspot__tooltip')];
    const slides = () => tooltips.map((t) => t.className.match(/\S*animation-from-\S+/g));
    expect(slides()).toEqual([
      ['e-hotspot--override-tooltip-animation-from-right'],
      ['e-hotspot--tooltip-animation-from-bottom'],
      ['e-hotspot--tooltip-animation-from-bottom'],
    ]);
    buttons()[0]!.click();
    await settle();
    expect(masks[0]!.dataset.placement).toBe('left');
    booted.islet.stop();
    booted = undefined;
    expect(slides()).toEqual([['e-hotspot--override-tooltip-animation-from-right'], null, null]);
  });

  it("falls back on the server's override class when data-settings has no repeater", async () => {
    const own = [{ ...spots[0]!, position: 'top' }, spots[1]!, spots[2]!];
    booted = await bootWidgets(
      pageDocument(
        '1',
        hotspot('hsp0001', own, {
          tooltip_animation: 'e-hotspot--slide-direction',
          hotspot: undefined,
        }),
      ),
    );
    expect(
      document.querySelector('.elementor-widget-hotspot')!.getAttribute('data-settings'),
    ).not.toContain('hotspot_position');
    buttons()[0]!.click();
    await settle();
    const mask = document.querySelector<HTMLElement>('.e-hotspot__direction-mask')!;
    expect(mask.dataset.placement).toBe('bottom');
  });

  it('shows and hides tooltips at once when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
    booted = await bootWidgets(
      pageDocument('1', hotspot('hsp0001', spots, { tooltip_animation: 'e-hotspot--fade-grow' })),
    );
    const tooltips = [...document.querySelectorAll<HTMLElement>('.e-hotspot__tooltip')];
    expect(tooltips.map((t) => t.style.transitionDuration)).toEqual(['0s', '0s', '0s']);
    await settle();
    expect(roots().map((r) => r.style.animationDelay)).toEqual(['', '', '']);
  });

  it('skips unknown triggers', async () => {
    booted = await bootWidgets(
      pageDocument('1', hotspot('hsp0001', spots, { tooltip_trigger: 'wink' })),
    );
    expect(booted.row('hsp0001')).toMatchObject({ status: 'skipped' });
  });
});
