// The Search widget on the markup Pro 3.33.1 prints (modules/search/widgets/search.php, render()
// and add_render_attibutes(), with the inline-SVG icons of the builder's default experiments).
import { JSDOM, VirtualConsole } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { bootRuntime, type Booted } from '@islet/test-support/boot';
import { settle } from '../../test-support/boot.ts';
import { features } from '../features-interactive.ts';
import { searchSubmitUrl } from './search-submit.ts';

const ID = '5d2c1a0';
const POST_ID = '42';
const SEARCH_ICON = `<svg aria-hidden="true" class="e-font-icon-svg e-fas-search" viewBox="0 0 512 512" xmlns="http://www.w3.org/2000/svg"><path d="M505 442.7L405.3 343z"></path></svg>`;
const CLEAR_ICON = `<svg aria-hidden="true" class="e-font-icon-svg e-fas-times" viewBox="0 0 352 512" xmlns="http://www.w3.org/2000/svg"><path d="M242.72 256l100.07-100.07z"></path></svg>`;

/** Pro's `render()`, attribute for attribute (live results off: no loader, no template). */
const proSearch = (settings: Record<string, unknown> = {}) =>
  `<div data-elementor-type="wp-page" data-elementor-id="${POST_ID}" class="elementor elementor-${POST_ID}">` +
  `<div class="elementor-element elementor-element-${ID} elementor-widget elementor-widget-search" data-id="${ID}" data-element_type="widget" data-settings='${JSON.stringify({ submit_trigger: 'click_submit', pagination_type_options: 'numbers', ...settings })}' data-widget_type="search.default">` +
  `<search class="e-search hidden" role="search">` +
  `<form class="e-search-form" action="https://example.test" method="get">` +
  `<label class="e-search-label" for="search-${ID}"><span class="elementor-screen-only">Search</span>${SEARCH_ICON}</label>` +
  `<div class="e-search-input-wrapper">` +
  `<input id="search-${ID}" placeholder="Type to start searching..." class="e-search-input" type="search" name="s" value="" autocomplete="off" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="results-${ID}" aria-haspopup="listbox">` +
  CLEAR_ICON +
  `<output id="results-${ID}" class="e-search-results-container hide-loader" aria-live="polite" aria-atomic="true" aria-label="Results for search" tabindex="0"><div class="e-search-results"></div></output>` +
  `</div>` +
  `<button class="e-search-submit  " type="submit" aria-label="Search">${SEARCH_ICON}</button>` +
  `<input type="hidden" name="e_search_props" value="${ID}-${POST_ID}">` +
  `</form></search></div></div>`;

let booted: Booted | undefined;
afterEach(async () => {
  await booted?.islet.stop();
  booted = undefined;
});

/** A window of its own, at the site's address, whose navigation attempts are recorded. */
async function bootOwnWindow() {
  const navigations: string[] = [];
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => navigations.push(error.message));
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'https://example.test/sample-page/',
    pretendToBeVisual: true,
    virtualConsole,
  });
  const win = dom.window;
  (win as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  win.document.body.innerHTML = proSearch();
  booted = await bootRuntime(features, win as unknown as Window);
  await settle();
  const doc = win.document;
  return {
    win,
    navigations,
    wrapper: doc.querySelector<HTMLElement>('search.e-search')!,
    form: doc.querySelector<HTMLFormElement>('form.e-search-form')!,
    input: doc.querySelector<HTMLInputElement>('input.e-search-input')!,
    clear: doc.querySelector<SVGElement>('.e-search-input-wrapper > svg')!,
  };
}

describe('search widget (Pro 3.33.1 markup)', () => {
  it('shows the widget Pro prints hidden, and hides it again when disconnected', async () => {
    const { wrapper } = await bootOwnWindow();
    expect(booted!.row(ID)).toMatchObject({ status: 'active' });
    expect(wrapper.classList.contains('hidden')).toBe(false);
    await booted!.islet.stop();
    expect(wrapper.classList.contains('hidden')).toBe(true);
    booted = undefined;
  });

  it("takes Pro's clear icon (.e-search-input-wrapper > svg): a button while there is text, it empties the input", async () => {
    const { win, input, clear } = await bootOwnWindow();
    expect(clear.getAttribute('role')).toBe('button');
    expect(clear.getAttribute('tabindex')).toBe('0');
    expect(clear.getAttribute('aria-label')).toBe('Clear');
    expect(clear.hasAttribute('aria-hidden')).toBe(false);
    // Pro hides it with its `hidden` class while the input is empty.
    expect(clear.classList.contains('hidden')).toBe(true);
    input.value = 'camp';
    input.dispatchEvent(new win.Event('input', { bubbles: true }));
    expect(clear.classList.contains('hidden')).toBe(false);
    clear.dispatchEvent(new win.MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(input.value).toBe('');
    expect(win.document.activeElement).toBe(input);
    expect(clear.classList.contains('hidden')).toBe(true);
    input.value = 'site';
    input.dispatchEvent(new win.Event('input', { bubbles: true }));
    clear.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(input.value).toBe('');
  });

  it("submitting goes to the original's results page, /?s=<term>&e_search_props=<widget id>-<post id>", async () => {
    const { win, form, input, navigations } = await bootOwnWindow();
    input.value = 'camp site';
    const submit = new win.SubmitEvent('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    // jsdom cannot load another document; it says it was asked to.
    expect(navigations.join('\n')).toMatch(/navigation/);
    const fields = [...new win.FormData(form)] as [string, string][];
    expect(searchSubmitUrl(form.getAttribute('action')!, fields, win.location.href, () => {})).toBe(
      `https://example.test/?s=camp+site&e_search_props=${ID}-${POST_ID}`,
    );
    expect(booted!.log.warnings).toEqual([]);
  });
});

describe('searchSubmitUrl', () => {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  it("replaces the action's query and fragment, as a GET form does", () => {
    expect(
      searchSubmitUrl(
        'https://example.test/?lang=fr#top',
        [['s', 'a&b']],
        'https://example.test/',
        warn,
      ),
    ).toBe('https://example.test/?s=a%26b');
  });
  it('an empty action is the page itself', () => {
    expect(searchSubmitUrl('', [['s', 'x']], 'https://example.test/blog/', warn)).toBe(
      'https://example.test/blog/?s=x',
    );
  });
  it('refuses a script action with one warning', () => {
    warnings.length = 0;
    expect(
      searchSubmitUrl('javascript:alert(1)', [['s', 'x']], 'https://example.test/', warn),
    ).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/the search form action: .*refused/);
  });
});
