// The lightbox's URL sink under hostile input: a `lightbox` action link's video or image URL, and a
// video link in the page, must pass the URL policy before photoswipe builds a frame or an image.
import { createRuntime, type Islet } from '@islet/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { escapeHtml } from '../../../fixtures/generate/escape-html.mjs';
import { createRecordingLogger, type RecordingLogger } from '@islet/test-support/recording-logger';
import { FIXED_SEED, hostileUrl, fuzzSeeds } from '@islet/test-support/hostile-urls';
import { features } from './features.ts';
import { waitUntil } from '@islet/test-support/wait-for';

let islet: Islet | undefined;
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
});

async function boot(html: string): Promise<RecordingLogger> {
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  document.body.innerHTML = html;
  const log = createRecordingLogger();
  islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  return log;
}

const actionHref = (settings: Record<string, unknown>) =>
  `#elementor-action:action=lightbox&settings=${btoa(
    String.fromCharCode(...new TextEncoder().encode(JSON.stringify(settings))),
  )}`;

describe('lightbox URLs', () => {
  it('fuzz: a script URL in a lightbox action opens nothing, one warning each', async () => {
    const urls = fuzzSeeds().flatMap((seed) => fc.sample(hostileUrl(), { seed, numRuns: 12 }));
    const links = urls
      .map((url, index) => {
        const settings =
          index % 2 ? { type: 'video', videoType: 'hosted', url } : { type: 'image', url };
        return `<a id="l${index}" href="${escapeHtml(actionHref(settings))}">open</a>`;
      })
      .join('');
    const log = await boot(links);
    for (const [index, url] of urls.entries()) {
      document.getElementById(`l${index}`)!.click();
      await waitUntil(() => log.warnings.length === index + 1, `refusing ${JSON.stringify(url)}`);
      expect(log.warnings[index]).toMatch(/the lightbox (video|image) URL: .*refused/);
    }
    expect(document.querySelector('.pswp')).toBeNull();
    expect(log.errors).toEqual([]);
  });

  it('fuzz: a page link whose video URL is a script opens nothing', async () => {
    const urls = fc.sample(hostileUrl(), { seed: FIXED_SEED, numRuns: 6 });
    const log = await boot(
      urls
        .map(
          (url, index) =>
            `<a id="v${index}" href="#" data-elementor-open-lightbox="yes" data-elementor-lightbox-video="${escapeHtml(url)}">play</a>`,
        )
        .join(''),
    );
    for (const [index] of urls.entries()) {
      document.getElementById(`v${index}`)!.click();
      await waitUntil(() => log.warnings.length === index + 1, 'the refusal');
      expect(log.warnings[index]).toMatch(/the lightbox video URL: .*refused/);
    }
    expect(document.querySelector('.pswp')).toBeNull();
  });

  it('a viewer that throws while opening is reported once, never an unhandled rejection', async () => {
    // jsdom has no matchMedia, which photoswipe reads while it is built; make that explicit.
    const before = Reflect.getOwnPropertyDescriptor(window, 'matchMedia');
    Reflect.deleteProperty(window, 'matchMedia');
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      const log = await boot(
        `<a id="i" href="${escapeHtml(actionHref({ type: 'image', url: '/photo.jpg' }))}">open</a>`,
      );
      document.getElementById('i')!.click();
      await waitUntil(() => log.warnings.length === 1, 'the warning');
      expect(log.warnings[0]).toMatch(/the lightbox could not open: TypeError/);
      // Node reports an unhandled rejection once the microtasks have run, before the next task:
      // one task later is the moment it would have been reported. No condition marks it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(rejections).toEqual([]);
      expect(log.errors).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
      if (before) Reflect.defineProperty(window, 'matchMedia', before);
    }
  });

  it("opens from an atomic button's data-action-link (builder 4.x), on a page with no other lightbox link", async () => {
    // As the builder 4.1.5 prints an e-button or a linked e-image whose link tag is `button`.
    const hash = encodeURIComponent(actionHref({ type: 'image', url: '/photo.jpg' }).slice(1));
    const log = await boot(
      `<button class="e-button-base" data-interaction-id="b1" data-action-link="#${hash}">open</button>`,
    );
    // jsdom has no matchMedia, which photoswipe reads while it is built.
    vi.stubGlobal('matchMedia', (media: string) => ({
      media,
      matches: false,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      document.querySelector('button')!.click();
      await waitUntil(() => !!document.querySelector('.pswp'), 'the lightbox');
      expect(log.warnings).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
