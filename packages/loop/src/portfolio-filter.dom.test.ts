import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bootLoopPage, server, widget, type LoopPage } from '../test-support/loop-dom-page.ts';

const PORTFOLIO = 'a6b7c8d';
let page: LoopPage | undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  page?.stop();
  page = undefined;
});
afterAll(() => server.close());

const filter = (value: string) =>
  widget(PORTFOLIO).querySelector<HTMLElement>(
    `.elementor-portfolio__filter[data-filter="${value}"]`,
  )!;
const visible = () =>
  [...widget(PORTFOLIO).querySelectorAll<HTMLElement>('.elementor-portfolio-item')].filter(
    (item) => item.style.display !== 'none',
  );

describe('portfolio filter bar', () => {
  it('shows only the chosen term’s items, by click and by keyboard, and All again', async () => {
    page = await bootLoopPage('/pages/loop/infinite/');
    const all = visible().length;
    expect(all).toBe(9);
    filter('11').click(); // Tips
    expect(filter('11').classList.contains('elementor-active')).toBe(true);
    expect(filter('__all').classList.contains('elementor-active')).toBe(false);
    expect(visible().length).toBeGreaterThan(0);
    expect(visible().length).toBeLessThan(all);
    expect(visible().every((item) => item.classList.contains('elementor-filter-11'))).toBe(true);

    filter('12').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(visible().every((item) => item.classList.contains('elementor-filter-12'))).toBe(true);
    const space = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    filter('__all').dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    expect(visible()).toHaveLength(all);
    expect(page.warnings).toEqual([]);
  });
});
