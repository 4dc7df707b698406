// A saved section placed on a page by the Pro add-on's template shortcode, on the real
// WordPress: the builder renders it, and enqueues its style sheet, after the head has printed.
// WordPress 6.9 and later hoist such a sheet into the head themselves (a classic theme, through
// the template's output buffer); before, or with that buffer off (as the builder 4.x turns it),
// it is printed at the end of the body, where the browser may paint the section unstyled first.
// There, where Islet runs, the plugin prints it just before the section instead.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedSite } from './shared-site.ts';
import type { WordPressSite } from './wordpress-site.mjs';

let site: WordPressSite;
let ids: { page: number; section: number; inner: number };

beforeAll(() => {
  site = sharedSite();
  ids = JSON.parse(site.php('late-styles-page.php', 'add')) as typeof ids;
}, 120_000);

afterAll(() => {
  if (ids) site.php('late-styles-page.php', 'remove');
});

/**
 * Where the section's style sheet is printed: in the head, just before the section's markup, or
 * later in the body; and how many times.
 */
async function sheetPlace(query = '', document: 'section' | 'inner' = 'section') {
  const html = await (await fetch(`${site.url}/?page_id=${ids.page}${query}`)).text();
  const id = ids[document];
  const section = html.search(new RegExp(`<div\\b[^>]*\\bdata-elementor-id="${id}"`));
  expect(section).toBeGreaterThan(html.indexOf('<body'));
  const link = new RegExp(`<link\\b[^>]*\\bid=["']elementor-post-${id}-css["'][^>]*>\\s*`, 'g');
  const found = [...html.matchAll(link)];
  return { place: placeOf(found[0], html.indexOf('</head>'), section), count: found.length };
}

/** Where a found `<link>` (with the space after it) is, against the head's end and the section. */
function placeOf(link: RegExpExecArray | undefined, headEnd: number, section: number) {
  if (link === undefined) return 'none';
  if (link.index < headEnd) return 'in the head';
  if (link.index + link[0].length === section) return 'before the section';
  return link.index > section ? 'after the section' : 'elsewhere';
}

describe("a builder document's style sheet printed late", () => {
  it('is left in the head, once, where WordPress hoists it there; before the document on 4.x', async () => {
    // The builder 4.x turns WordPress's template output buffer off (Frontend::init), so its
    // late sheets are late again on WordPress 6.9 and later too.
    expect(await sheetPlace()).toEqual({
      place: site.builder?.startsWith('4.') ? 'before the section' : 'in the head',
      count: 1,
    });
  });

  it('is printed just before the document, once, where WordPress would print it late', async () => {
    expect(await sheetPlace('&islet-e2e-core-hoist=off')).toEqual({
      place: 'before the section',
      count: 1,
    });
  });

  it('stays at the end for a document inside another (the Pro template widget)', async () => {
    expect(await sheetPlace('&islet-e2e-core-hoist=off', 'inner')).toEqual({
      place: 'after the section',
      count: 1,
    });
  });

  it('stays where WordPress prints it with islet_late_styles_before_documents false, or without Islet', async () => {
    // WordPress's own place, for the control: at the end of the body, after the section.
    for (const filter of ['late-styles-late', 'disabled']) {
      expect(await sheetPlace(`&islet-e2e-core-hoist=off&islet-e2e-filter=${filter}`)).toEqual({
        place: 'after the section',
        count: 1,
      });
    }
  });
});
