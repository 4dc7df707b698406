import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDocument, progressTracker } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, type Booted } from '../../test-support/boot.ts';
import { waitFor } from '@islet/test-support/wait-for';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('progress tracker', () => {
  it('follows the reading progress of the page', async () => {
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(3000);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);
    booted = await bootWidgets(
      pageDocument(
        '1',
        progressTracker('trk0001', {
          type: 'horizontal',
          relative_to: 'entire_page',
          percentage: 'yes',
        }),
      ),
    );
    const bar = document.querySelector<HTMLElement>('.current-progress')!;
    const tracker = document.querySelector('.elementor-scrolling-tracker')!;
    await waitFor(() => expect(tracker.getAttribute('aria-valuenow')).toBe('0'));
    scrollY.mockReturnValue(500);
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(bar.style.width).toBe('25%'));
    expect(document.querySelector('.current-progress-percentage')!.textContent).toBe('25%');
    expect(tracker.getAttribute('role')).toBe('progressbar');
  });

  it('follows a chosen element, and skips a selector that matches nothing', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        progressTracker('trk0001', {
          type: 'horizontal',
          relative_to: 'selector',
          selector: '#article',
        }) +
          progressTracker('trk0002', {
            type: 'horizontal',
            relative_to: 'selector',
            selector: '#missing',
          }),
      ) + '<article id="article"></article>',
    );
    const article = document.getElementById('article')!;
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1000);
    vi.spyOn(article, 'getBoundingClientRect').mockReturnValue({
      top: -1500,
      height: 4000,
    } as DOMRect);
    window.dispatchEvent(new Event('scroll'));
    const bar = document.querySelector<HTMLElement>('[data-id="trk0001"] .current-progress')!;
    await waitFor(() => expect(bar.style.width).toBe('50%'));
    expect(booted.row('trk0002')).toMatchObject({ status: 'skipped' });
    expect(booted.row('trk0002')!.reason).toContain('#missing');
  });

  it('draws the circle with its stroke', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        progressTracker('trk0001', { type: 'circular', relative_to: 'entire_page' }),
      ),
    );
    const circle = document.querySelector<SVGElement>('circle.current-progress')!;
    await waitFor(() => expect(circle.style.strokeDashoffset).not.toBe(''));
  });
});
