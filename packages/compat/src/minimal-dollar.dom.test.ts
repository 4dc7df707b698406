import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MINIMAL_METHODS } from './minimal-dollar.ts';
import { createMinimalDollar } from './minimal-dollar.ts';

/** The set as an add-on calls it: any method, by name. */
type Loose = { length: number; [index: number]: Element | undefined } & Record<
  (typeof MINIMAL_METHODS)[number] | 'slideUp',
  (...args: unknown[]) => unknown
>;

afterEach(() => {
  document.body.innerHTML = '';
});

function page() {
  document.body.innerHTML = `
    <div class="widget" data-settings='{"speed":300}' data-count="12">
      <ul><li class="item a">A</li><li class="item b">B</li></ul>
    </div>`;
  const warn = vi.fn();
  const $ = createMinimalDollar(document, warn);
  return { warn, $: (target: unknown) => $(target) as unknown as Loose };
}

describe('the minimal $element', () => {
  it('walks the set: find, filter, closest, parent, children, is, each', () => {
    const { $ } = page();
    const widget = $('.widget');
    const items = widget.find('li') as Loose;
    expect(items.length).toBe(2);
    expect((items.filter('.b') as Loose)[0]).toBe(document.querySelector('.b'));
    expect((items.closest('.widget') as Loose).length).toBe(1);
    expect((items.parent() as Loose).length).toBe(1);
    expect(($('ul').children('.a') as Loose).length).toBe(1);
    expect(items.is('.a')).toBe(true);
    const seen: string[] = [];
    items.each(function (this: Element) {
      seen.push(this.textContent ?? '');
      return false;
    });
    expect(seen).toEqual(['A']);
  });

  it('reads attributes and data as jQuery does, and changes classes', () => {
    const { $ } = page();
    const widget = $('.widget');
    expect(widget.data('settings')).toEqual({ speed: 300 });
    expect(widget.data('count')).toBe(12);
    expect(widget.attr('data-count')).toBe('12');
    (widget.addClass('one two') as Loose).removeClass('one');
    expect(widget.hasClass('two')).toBe(true);
    expect(widget.hasClass('one')).toBe(false);
    widget.toggleClass('two');
    expect(document.querySelector('.widget')!.className).toBe('widget');
  });

  it('listens, delegated to a selector, stops with off, and triggers with arguments', () => {
    const { $ } = page();
    const widget = $('.widget');
    const clicked: Element[] = [];
    const handler = function (this: Element) {
      clicked.push(this);
    };
    widget.on('click.addon', '.item', handler);
    document.querySelector<HTMLElement>('.b')!.click();
    expect(clicked).toEqual([document.querySelector('.b')]);
    widget.off('click.addon', handler);
    document.querySelector<HTMLElement>('.a')!.click();
    expect(clicked).toHaveLength(1);
    const detail = vi.fn();
    document.querySelector('.widget')!.addEventListener('ready', (event) => {
      detail((event as CustomEvent).detail);
    });
    widget.trigger('ready', [1]);
    expect(detail).toHaveBeenCalledWith([1]);
  });

  it('warns about a method it lacks and lets the chain go on', () => {
    const { $, warn } = page();
    const widget = $('.widget');
    expect(widget.slideUp()).toBe(widget);
    expect(warn).toHaveBeenCalledWith('slideUp');
  });
});
