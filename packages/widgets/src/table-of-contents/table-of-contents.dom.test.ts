import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  heading,
  pageDocument,
  tableOfContents,
  widget,
} from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, settle, type Booted } from '../../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const content = [
  heading('h000001', 'h2', 'Intro'),
  heading('h000002', 'h3', 'Why'),
  heading('h000003', 'h3', 'How'),
  heading('h000004', 'h4', 'Details'),
  heading('h000005', 'h2', 'Outro'),
  widget(
    'x000006',
    'text-editor.default',
    undefined,
    '<div class="skip-me"><h3>Hidden one</h3></div>',
  ),
].join('');

/** The list as nested text: "1 Intro > [Why, How > [Details]]". */
function outline(list: Element | null): unknown[] {
  if (!list) return [];
  return [...list.children].map((item) => {
    const text = item.querySelector(':scope > div > a')!.textContent;
    const nested = item.querySelector(':scope > ol, :scope > ul');
    return nested ? [text, outline(nested)] : text;
  });
}

describe('table of contents', () => {
  it('lists the selected headings as a nested, numbered list with anchors', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        tableOfContents('toc0001', { exclude_headings_by_selector: '.skip-me' }) + content,
      ),
    );
    expect(booted.row('toc0001')).toMatchObject({ status: 'active' });
    const root = document.querySelector('.elementor-toc__body > ol');
    expect(outline(root)).toEqual([['Intro', ['Why', ['How', ['Details']]]], 'Outro']);
    expect(document.querySelector('.elementor-toc__spinner-container')).toBeNull();
    const links = [
      ...document.querySelectorAll<HTMLAnchorElement>('.elementor-toc__list-item-text'),
    ];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      [0, 1, 2, 3, 4].map((i) => `#elementor-toc__heading-anchor-${i}`),
    );
    expect(
      document.getElementById('elementor-toc__heading-anchor-2')!.nextElementSibling!.textContent,
    ).toBe('How');
  });

  it("links a heading by its own id (or its widget's), marks top-level entries", async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        tableOfContents('toc0001') +
          heading('h000001', 'h2', 'Intro').replace('<h2 ', '<h2 id="intro" ') +
          heading('h000002', 'h3', 'Why').replace(
            'data-id="h000002"',
            'data-id="h000002" id="why-widget"',
          ) +
          heading('h000003', 'h3', 'How'),
      ),
    );
    const links = [
      ...document.querySelectorAll<HTMLAnchorElement>('.elementor-toc__list-item-text'),
    ];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '#intro',
      '#why-widget',
      '#elementor-toc__heading-anchor-2',
    ]);
    expect(links.map((a) => a.classList.contains('elementor-toc__top-level'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(document.querySelectorAll('.elementor-menu-anchor')).toHaveLength(1);
  });

  it('is flat with bullets when set, and only the chosen tags', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        tableOfContents('toc0001', {
          hierarchical_view: undefined,
          marker_view: 'bullets',
          headings_by_tags: ['h2', 'h4'],
          icon: { value: 'fas fa-circle', library: 'fa-solid' },
        }) + content,
      ),
    );
    const root = document.querySelector('.elementor-toc__body > ul');
    expect(outline(root)).toEqual(['Intro', 'Details', 'Outro']);
    expect(root!.querySelectorAll('i.fas.fa-circle[aria-hidden="true"]')).toHaveLength(3);
  });

  it('scrolls to a heading below the sticky offsets and marks it', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    booted = await bootWidgets(pageDocument('1', tableOfContents('toc0001') + content));
    booted.islet.register({
      name: 'fixed-header',
      match: 'page',
      connect: (_element, ctx) => ctx.scrollOffsets.add(() => 90),
    });
    await settle();
    const target = document.querySelectorAll('h3')[1]!;
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 500 } as DOMRect);
    const link = document.querySelectorAll<HTMLAnchorElement>('.elementor-toc__list-item-text')[2]!;
    link.click();
    expect(scrollTo).toHaveBeenCalledWith({ top: 410, behavior: 'smooth' });
    expect(window.location.hash).toBe('#elementor-toc__heading-anchor-2');
    expect(document.activeElement).toBe(target);
    expect(link.classList.contains('elementor-item-active')).toBe(true);
    expect(link.getAttribute('aria-current')).toBe('location');
  });

  it('collapses and expands with its header buttons', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        tableOfContents('toc0001', { minimize_box: 'yes', minimized_on: 'mobile' }) + content,
      ),
    );
    const element = document.querySelector('[data-id="toc0001"]')!;
    const body = document.querySelector<HTMLElement>('.elementor-toc__body')!;
    expect(element.classList.contains('elementor-toc--collapsed')).toBe(false);
    document.querySelector<HTMLElement>('.elementor-toc__toggle-button--collapse')!.click();
    expect(element.classList.contains('elementor-toc--collapsed')).toBe(true);
    expect(body.hidden).toBe(true);
    const expand = document.querySelector<HTMLElement>('.elementor-toc__toggle-button--expand')!;
    expand.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
    );
    expect(body.hidden).toBe(false);
    expect(expand.getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the no-headings message, and skips a bad container selector', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        tableOfContents('toc0001', { headings_by_tags: ['h6'] }) +
          tableOfContents('toc0002', { container: '#[nope' }) +
          content,
      ),
    );
    expect(
      document.querySelector('[data-id="toc0001"] .elementor-toc__no-headings')!.textContent,
    ).toBe('No headings were found on this page.');
    expect(booted.row('toc0002')).toMatchObject({ status: 'skipped' });
    expect(booted.row('toc0002')!.reason).toContain('#[nope');
  });
});
