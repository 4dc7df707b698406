// The lightbox's gate (issue 21): before the visitor heads for a lightbox link, only the gate is
// loaded; the opening part and photoswipe come with the first hover, touch or focus, and a click
// that comes first is held and still opens the lightbox.
import { createRuntime, type Islet } from '@islet/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { features } from './features.ts';
import { waitFor } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

async function boot() {
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  document.body.innerHTML =
    '<p>text</p><a id="photo" href="/photo.jpg" data-elementor-open-lightbox="yes">photo</a>';
  const log = createRecordingLogger();
  islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await waitFor(() => expect(islet!.chunks.state('lightbox')).toBe('loaded'));
  return { log, link: document.getElementById('photo')!, runtime: islet };
}

describe('lightbox loading', () => {
  it('loads the opening part only when the visitor heads for a lightbox link', async () => {
    const { link, runtime } = await boot();
    // The intent listener starts a load synchronously, so the state right after the event tells.
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(runtime.chunks.state('lightbox-open')).toBe('idle');
    link.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(runtime.chunks.state('lightbox-open')).not.toBe('idle');
    await waitFor(() => expect(runtime.chunks.state('lightbox-open')).toBe('loaded'));
  });

  it('loads it on a touch or a focus as well', async () => {
    const { link, runtime } = await boot();
    link.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await waitFor(() => expect(runtime.chunks.state('lightbox-open')).toBe('loaded'));
    islet!.stop();
    const again = await boot();
    again.link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(again.runtime.chunks.state('lightbox-open')).toBe('loaded'));
  });

  it('holds a click that comes before any intent: the link is not followed, the lightbox opens', async () => {
    // jsdom has no matchMedia, which photoswipe reads while it is built.
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const { link, log, runtime } = await boot();
    expect(runtime.chunks.state('lightbox-open')).toBe('idle');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await waitFor(() => expect(document.querySelector('.pswp')).not.toBeNull(), {
      timeout: 5000,
    });
    expect(log.warnings).toEqual([]);
  });
});
