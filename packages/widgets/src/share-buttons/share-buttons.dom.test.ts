import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageDocument, shareButtons } from '@islet/demo/backends/widgets/widget-markup.mjs';
import {
  bootRecorded,
  bootWidgets,
  recordedPagesWith,
  type Booted,
} from '../../test-support/boot.ts';
import { waitFor } from '@islet/test-support/wait-for';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const button = (network: string, root: ParentNode = document) =>
  root.querySelector<HTMLElement>(`.elementor-share-btn_${network}`)!;

describe('share buttons', () => {
  it('opens a share window per network, by click and by keyboard', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    booted = await bootWidgets(
      pageDocument('1', shareButtons('shr0001', ['facebook', 'linkedin'])),
    );
    expect(booted.row('shr0001')).toMatchObject({ status: 'active' });
    button('facebook').click();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(open).toHaveBeenCalledWith(
      `https://www.facebook.com/sharer.php?u=${encodeURIComponent(window.location.href)}`,
      '',
      expect.stringMatching(/^width=640,height=480,top=\d+,left=\d+,noopener$/),
    );
    button('linkedin').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await waitFor(() => expect(open).toHaveBeenCalledTimes(2));
    expect(open.mock.calls[1]![0]).toContain(
      'https://www.linkedin.com/shareArticle?mini=true&url=',
    );
  });

  it('loads what a press does only when the visitor heads for the buttons', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    booted = await bootWidgets(pageDocument('1', shareButtons('shr0001', ['facebook'])));
    expect(booted.islet.chunks.state('share-actions')).toBe('idle');
    button('facebook').dispatchEvent(new Event('pointerover', { bubbles: true }));
    await waitFor(() => expect(booted!.islet.chunks.state('share-actions')).toBe('loaded'));
    expect(open).not.toHaveBeenCalled();
    button('facebook').click();
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
  });

  it('shares the custom URL from the settings', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    booted = await bootWidgets(
      pageDocument(
        '1',
        shareButtons('shr0001', ['reddit'], { share_url: { url: 'https://example.org/x' } }),
      ),
    );
    button('reddit').click();
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(open.mock.calls[0]![0]).toContain('url=https%3A%2F%2Fexample.org%2Fx');
  });

  it('uses the native share sheet, and copies the link with a status message', async () => {
    const nativeShare = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { share: nativeShare, clipboard: { writeText } });
    try {
      booted = await bootWidgets(pageDocument('1', shareButtons('shr0001', ['share', 'copy'])));
      button('share').click();
      await waitFor(() => expect(nativeShare).toHaveBeenCalled());
      expect(nativeShare).toHaveBeenCalledWith(
        expect.objectContaining({ url: window.location.href }),
      );
      button('copy').click();
      await waitFor(() =>
        expect(document.querySelector('[role="status"]')!.textContent).toBe('Link copied'),
      );
      expect(writeText).toHaveBeenCalledWith(window.location.href);
    } finally {
      Reflect.deleteProperty(navigator, 'share');
      Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it.each(recordedPagesWith('share-buttons'))(
    'shares from the recorded page %s',
    async (file) => {
      const page = await bootRecorded(file);
      try {
        const open = vi.fn(() => null);
        (page.dom.window as unknown as { open: unknown }).open = open;
        for (const element of page.doc.querySelectorAll<HTMLElement>(
          '[data-widget_type^="share-buttons."]',
        )) {
          expect(page.row(element.dataset.id!)).toMatchObject({ status: 'active' });
          element
            .querySelector<HTMLElement>('.elementor-share-btn_facebook, .elementor-share-btn')!
            .click();
        }
        await waitFor(() => expect(open).toHaveBeenCalled());
        expect(page.log.warnings).toEqual([]);
        expect(page.log.errors).toEqual([]);
      } finally {
        page.islet.stop();
        page.dom.window.close();
      }
    },
    20_000,
  );
});
