// A builder page with a Pro countdown at its top whose date passed a year ago ("hide" on expiry),
// on the real WordPress: the plugin prints islet-head.js there (the countdown is in the page's
// stored data), which hides the timer before the first paint, so the text below it does not move
// up when Islet starts. Without the head script (the `islet_head_script` filter says no) the
// timer shows at the first paint and the text below moves once the behaviour hides it.
import { describe, expect, it } from 'vitest';
import { sharedSite } from './shared-site.ts';
import { useHeadPage } from './head-page.ts';

const headPage = useHeadPage('countdown', '.elementor-widget-countdown', 'cdnw001');

const load = (query = '') =>
  headPage.load(query, (page) =>
    page.$eval('.elementor-countdown-wrapper', (wrapper) => ({
      display: getComputedStyle(wrapper).display,
    })),
  );

describe('an expired countdown on a builder page', () => {
  it('gets the head script, and is hidden at the first paint: nothing below it moves', async () => {
    const html = await (await fetch(headPage.url())).text();
    expect(html).toMatch(/class="elementor-countdown-wrapper"[^>]*data-date=/);
    expect(html).toMatch(/<script\b[^>]*\bid=["']islet-head-js["'][^>]*>/);
    const withHead = await load();
    expect(withHead.head).toBe(true);
    expect(withHead.display).toBe('none');
    expect(withHead.shift, JSON.stringify(withHead.shifts)).toBeLessThan(0.005);
    // The control: without it, the text below moves up once the behaviour hides the timer.
    const without = await load('&islet-e2e-filter=no-head-script');
    console.info(
      `countdown page layout shift: ${withHead.shift.toFixed(4)} with the head script, ${without.shift.toFixed(4)} without`,
    );
    expect(without.head).toBe(false);
    expect(without.display).toBe('none');
    expect(without.shift).toBeGreaterThan(0.005);
  });

  it('is found on a site updated with the list an older version kept (without countdowns)', async () => {
    const headScript = async () =>
      /<script\b[^>]*\bid=["']islet-head-js["'][^>]*>/.test(
        await (await fetch(headPage.url())).text(),
      );
    // The list as an older version kept it: post id => post type, made before countdowns
    // counted, so without this page.
    sharedSite().php('head-documents-option.php', '{}');
    expect(await headScript()).toBe(true);
    // Made again from the stored data, with the marks it was made from.
    const option = JSON.parse(sharedSite().php('head-documents-option.php')) as {
      marks: string[];
      documents: Record<string, string>;
    };
    expect(option.marks).toContain('"widgetType":"countdown"');
    expect(Object.values(option.documents)).toContain('page');
  });
});
