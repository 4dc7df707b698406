import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { bootRuntime } from '@islet/test-support/boot';
import { atomicFeatures as features } from '../features.ts';
import { pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { emulateReducedMotion } from '@islet/test-support/reduced-motion';
import { bootWidgets, settle, type Booted } from '../../test-support/boot.ts';

/** The element as the builder 4.1.5's `atomic-youtube.html.twig` prints it. */
function atomicYoutube(id: string, settings: Record<string, unknown> | string = {}) {
  const json =
    typeof settings === 'string'
      ? settings
      : JSON.stringify({
          source: 'https://www.youtube.com/watch?v=XHOmBV4js_E',
          autoplay: false,
          mute: false,
          controls: true,
          cc_load_policy: false,
          loop: false,
          rel: true,
          start: null,
          end: null,
          privacy: false,
          lazyload: false,
          ...settings,
        });
  const attr = json.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<div data-id="${id}" data-interaction-id="${id}" data-e-type="e-youtube"  class="e-youtube-base" data-settings="${attr}"></div>`;
}

interface Made {
  target: HTMLElement;
  options: {
    videoId: string;
    host?: string;
    playerVars: Record<string, unknown>;
    events: { onReady(): void; onStateChange(event: { data: number }): void };
  };
  calls: string[];
  iframe: HTMLIFrameElement;
}

let made: Made[] = [];
let booted: Booted | undefined;
let restore: (() => void)[] = [];

/** The YouTube IFrame API, as far as the element uses it: the player replaces its target. */
class FakePlayer {
  private readonly record: Made;
  constructor(target: HTMLElement, options: Made['options']) {
    const iframe = target.ownerDocument.createElement('iframe');
    iframe.id = target.id;
    target.replaceWith(iframe);
    this.record = { target, options, calls: [], iframe };
    made.push(this.record);
  }
  mute() {
    this.record.calls.push('mute');
  }
  playVideo() {
    this.record.calls.push('playVideo');
  }
  seekTo(seconds: number, ahead: boolean) {
    this.record.calls.push(`seekTo ${seconds} ${ahead}`);
  }
  getIframe() {
    return this.record.iframe;
  }
  destroy() {
    this.record.calls.push('destroy');
    // As the API does: the iframe goes, the placeholder comes back.
    this.record.iframe.replaceWith(this.record.target);
  }
}

beforeEach(() => {
  made = [];
  (window as unknown as { YT: unknown }).YT = {
    loaded: 1,
    Player: FakePlayer,
    PlayerState: { ENDED: 0, PLAYING: 1 },
  };
});

afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  for (const undo of restore) undo();
  restore = [];
  document.body.innerHTML = '';
  delete (window as unknown as { YT?: unknown }).YT;
});

const element = (id: string) => document.querySelector<HTMLElement>(`[data-id="${id}"]`)!;

describe('atomic YouTube (e-youtube)', () => {
  it('is found as the e-youtube widget and makes the player in an added div', async () => {
    booted = await bootWidgets(pageDocument('1', atomicYoutube('yt00001')));
    expect(booted.row('yt00001')).toMatchObject({ status: 'active' });
    expect(made).toHaveLength(1);
    const [player] = made;
    expect(player!.target.style.height).toBe('100%');
    expect(element('yt00001').contains(player!.iframe)).toBe(true);
    expect(player!.options).toMatchObject({
      videoId: 'XHOmBV4js_E',
      playerVars: { controls: 1, rel: 1, cc_load_policy: 0, autoplay: 0 },
    });
    expect(player!.options.host).toBeUndefined();
    player!.options.events.onReady();
    expect(player!.calls).toEqual([]);
    expect(booted.log.warnings).toEqual([]);
  });

  it('mutes and plays when ready, with autoplay and mute', async () => {
    booted = await bootWidgets(
      pageDocument('1', atomicYoutube('yt00001', { autoplay: true, mute: true })),
    );
    const [player] = made;
    expect(player!.options.playerVars).toMatchObject({ autoplay: 1, mute: 1 });
    player!.options.events.onReady();
    expect(player!.calls).toEqual(['mute', 'playVideo']);
  });

  it('does not start by itself for a visitor who asks for less motion', async () => {
    restore.push(emulateReducedMotion());
    booted = await bootWidgets(pageDocument('1', atomicYoutube('yt00001', { autoplay: true })));
    const [player] = made;
    expect(player!.options.playerVars.autoplay).toBe(0);
    player!.options.events.onReady();
    expect(player!.calls).toEqual([]);
  });

  it('loops by seeking back to the start time when the video ends', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        atomicYoutube('yt00001', { loop: true, start: '12', end: '30' }) +
          atomicYoutube('yt00002', { start: '12' }),
      ),
    );
    const [looping, once] = made;
    expect(looping!.options.playerVars).toMatchObject({ start: 12, end: 30 });
    looping!.options.events.onStateChange({ data: 1 });
    expect(looping!.calls).toEqual([]);
    looping!.options.events.onStateChange({ data: 0 });
    expect(looping!.calls).toEqual(['seekTo 12 true']);
    once!.options.events.onStateChange({ data: 0 });
    expect(once!.calls).toEqual([]);
  });

  it('privacy mode plays from the no-cookie host', async () => {
    booted = await bootWidgets(pageDocument('1', atomicYoutube('yt00001', { privacy: true })));
    expect(made[0]!.options.host).toBe('https://www.youtube-nocookie.com');
    expect(made[0]!.options.playerVars.origin).toBe(window.location.origin);
  });

  it('"Related videos" on sends rel=1, off rel=0', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        atomicYoutube('yt00001', { rel: true }) + atomicYoutube('yt00002', { rel: false }),
      ),
    );
    expect(made.map((player) => player.options.playerVars.rel)).toEqual([1, 0]);
  });

  it('lazyload: the player is made when the element comes into view', async () => {
    const io = installFakeIntersection();
    restore.push(io.restore);
    booted = await bootWidgets(pageDocument('1', atomicYoutube('yt00001', { lazyload: true })));
    expect(booted.row('yt00001')).toMatchObject({ status: 'active' });
    expect(made).toHaveLength(0);
    io.hide(element('yt00001'));
    await settle();
    expect(made).toHaveLength(0);
    io.reveal(element('yt00001'));
    await settle();
    expect(made).toHaveLength(1);
    expect(io.watched(element('yt00001'))).toBe(false);
  });

  it('the cleanup destroys the player and removes what it added', async () => {
    booted = await bootWidgets(pageDocument('1', atomicYoutube('yt00001')));
    const [player] = made;
    booted.islet.stop();
    booted = undefined;
    expect(player!.calls).toEqual(['destroy']);
    expect(element('yt00001').children).toHaveLength(0);
  });

  it('an element removed before the API is ready makes no player', async () => {
    const io = installFakeIntersection();
    restore.push(io.restore);
    booted = await bootWidgets(pageDocument('1', atomicYoutube('yt00001', { lazyload: true })));
    booted.islet.stop();
    booted = undefined;
    expect(element('yt00001').children).toHaveLength(0);
    io.reveal(element('yt00001'));
    await settle();
    expect(made).toHaveLength(0);
  });

  it('a source that is no YouTube video is skipped with one warning, nothing added', async () => {
    booted = await bootWidgets(
      pageDocument('1', atomicYoutube('yt00001', { source: 'https://example.com/video' })),
    );
    expect(booted.row('yt00001')).toMatchObject({ status: 'skipped' });
    expect(booted.log.warnings).toHaveLength(1);
    expect(booted.log.warnings[0]).toContain('yt00001');
    expect(element('yt00001').children).toHaveLength(0);
    expect(made).toHaveLength(0);
  });

  it('bad data-settings JSON skips the element with one warning', async () => {
    booted = await bootWidgets(pageDocument('1', atomicYoutube('yt00001', '{"source":')));
    expect(booted.row('yt00001')?.status).not.toBe('active');
    expect(booted.log.warnings).toHaveLength(1);
    expect(made).toHaveLength(0);
  });
});

describe('atomic YouTube on the builder 4.1.5’s own markup (fixtures/atomic)', () => {
  it('makes the players with the printed settings, the lazy one in view', async () => {
    const html = readFileSync(join(process.cwd(), 'fixtures/atomic/atomic-4.1.5.html'), 'utf8');
    const dom = new JSDOM(html, { runScripts: 'outside-only', url: 'https://example.test/page/' });
    const win = dom.window as unknown as Window & { YT?: unknown };
    for (const script of win.document.querySelectorAll('script:not([src])'))
      if (/\belementorFrontendConfig\s*=/.test(script.textContent ?? ''))
        dom.window.eval(script.textContent ?? '');
    win.YT = { loaded: 1, Player: FakePlayer, PlayerState: { ENDED: 0, PLAYING: 1 } };
    const io = installFakeIntersection(win);
    booted = await bootRuntime(features, win);
    await settle();
    expect(booted.row('ytb0001')).toMatchObject({ status: 'active' });
    expect(booted.row('ytb0002')).toMatchObject({ status: 'active' });
    // The self-hosted videos run no script: finished as printed.
    expect(booted.row('vid0001')?.status).toBe('static');
    // ytb0002 loads at once; ytb0001 (lazyload) waits for the viewport.
    expect(made.map((player) => player.options.playerVars)).toEqual([
      { controls: 1, rel: 1, cc_load_policy: 0, autoplay: 0 },
    ]);
    const lazy = win.document.querySelector<HTMLElement>('[data-id="ytb0001"]')!;
    io.reveal(lazy);
    await settle();
    expect(made).toHaveLength(2);
    expect(made[1]!.options).toMatchObject({
      videoId: 'XHOmBV4js_E',
      host: 'https://www.youtube-nocookie.com',
      playerVars: {
        controls: 1,
        rel: 0,
        cc_load_policy: 0,
        autoplay: 0,
        mute: 1,
        start: 10,
        end: 40,
        origin: 'https://example.test',
      },
    });
    made[1]!.options.events.onReady();
    made[1]!.options.events.onStateChange({ data: 0 });
    expect(made[1]!.calls).toEqual(['mute', 'seekTo 10 true']);
    expect(lazy.contains(made[1]!.iframe)).toBe(true);
    booted.islet.stop();
    booted = undefined;
    expect(lazy.children).toHaveLength(0);
    io.restore();
    dom.window.close();
  });
});
