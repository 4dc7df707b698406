// A builder page with a Pro gallery at its top, on the real WordPress: the plugin prints
// islet-head.js there (the gallery is in the page's stored data), which lays the gallery out
// before the first paint, so nothing below it moves when Islet starts. Without the head script
// (the `islet_head_script` filter says no) the gallery is 1 px high at the first paint and the
// text below it is pushed down once Islet lays it out.
import { describe, expect, it } from 'vitest';
import { useHeadPage } from './head-page.ts';

const headPage = useHeadPage('gallery', '.elementor-widget-gallery', 'galw001');

const load = (query = '') =>
  headPage.load(query, (page) =>
    page.$eval('.elementor-gallery__container', (container) => ({
      height: container.getBoundingClientRect().height,
      columns: getComputedStyle(container).gridTemplateColumns.split(' ').length,
    })),
  );

describe('a Pro gallery on a builder page', () => {
  it('gets the head script, and is laid out at the first paint: nothing below it moves', async () => {
    const html = await (await fetch(headPage.url())).text();
    expect(html).toContain('elementor-gallery__container');
    expect(html).toMatch(/<script\b[^>]*\bid=["']islet-head-js["'][^>]*>/);
    const withHead = await load();
    expect(withHead.head).toBe(true);
    // The phone's two columns, square tiles.
    expect(withHead.columns).toBe(2);
    expect(withHead.height).toBeGreaterThan(100);
    expect(withHead.shift, JSON.stringify(withHead.shifts)).toBeLessThan(0.01);
    // The control: without it, the text below is pushed down once Islet lays the gallery out.
    const without = await load('&islet-e2e-filter=no-head-script');
    console.info(
      `gallery page layout shift: ${withHead.shift.toFixed(4)} with the head script, ${without.shift.toFixed(4)} without; gallery ${withHead.height} px`,
    );
    expect(without.head).toBe(false);
    expect(without.height).toBe(withHead.height);
    expect(without.shift).toBeGreaterThan(0.05);
  });
});
