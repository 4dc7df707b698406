import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineBehaviour, type Behaviour, type LazyBehaviour } from './behaviour.ts';
import { ACTION_WAIT_MS } from './actions.ts';
import { createRuntime, type Islet } from './runtime.ts';
import { fallback, number, string } from './settings/schema.ts';
import { container, documentOf, widget } from '@islet/test-support/markup';
import { createRecordingLogger, type RecordingLogger } from '@islet/test-support/recording-logger';
import { stubProperty } from '@islet/test-support/stub-property';
import {
  batchRecorder,
  fakeClock,
  layOutInFirstViewport,
} from '@islet/test-support/connect-slices';
import { waitFor } from '@islet/test-support/wait-for';

let log: RecordingLogger;
let islet: Islet;

function boot(html: string) {
  document.body.innerHTML = html;
  log = createRecordingLogger();
  islet = createRuntime({ logger: log });
  return islet;
}

/** MutationObserver callbacks are microtasks; connection runs in time slices after them. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const row = (id: string) => islet.inspect().find((entry) => entry.id === id);

beforeEach(() => {
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
});

afterEach(() => {
  islet?.stop();
  delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('registry and lifecycle', () => {
  it('runs global, element type, widget name and name.skin behaviours in that order', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'posts.cards')));
    const order: string[] = [];
    for (const match of ['posts.cards', 'posts', 'widget', 'global']) {
      islet.register({ name: match, match, connect: () => void order.push(match) });
    }
    await islet.start();
    expect(order).toEqual(['global', 'widget', 'posts', 'posts.cards']);
    expect(row('aaa1111')).toMatchObject({
      status: 'active',
      widgetType: 'posts.cards',
      document: '1',
    });
  });

  it('calls what needs no script static, and a widget nothing runs on unsupported', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'heading.default') +
          widget('bbb2222', 'theme-site-logo.default') +
          widget('ccc3333', 'ekit-nav-menu.default'),
      ),
    );
    await islet.start();
    expect(row('aaa1111')).toMatchObject({ status: 'static', reason: '' });
    expect(row('bbb2222')?.status).toBe('static');
    expect(row('ccc3333')).toMatchObject({ status: 'unsupported', reason: '' });
  });

  it('finds atomic elements: runs their behaviours, and tells static from unsupported', async () => {
    // The builder 4.x's markup: atomic containers print their own type in data-element_type,
    // atomic widgets only data-e-type (their name, or `widget` beside a base style class).
    boot(
      documentOf(
        '1',
        'wp-page',
        `<div class="e-con e-atomic-element" data-id="t1" data-element_type="e-tabs" data-e-type="e-tabs">` +
          `<div class="e-con e-atomic-element" data-id="m1" data-element_type="e-tabs-menu" data-e-type="e-tabs-menu"></div></div>` +
          `<div class="e-flexbox-base" data-id="f1" data-element_type="e-flexbox" data-e-type="e-flexbox">` +
          `<h2 class="e-heading-base" data-e-type="widget" data-id="h1">Title</h2>` +
          `<p class="e-paragraph-base" data-interaction-id="p1">Text</p>` +
          `<p data-interaction-id="x1">not a builder element</p>` +
          `<div class="e-youtube-base" data-id="y1" data-e-type="e-youtube" data-settings="{}"></div>` +
          `<div class="e-future-base" data-id="z1" data-e-type="e-future"></div></div>`,
      ),
    );
    const seen: string[] = [];
    for (const match of ['e-tabs', 'e-youtube'])
      islet.register({ name: match, match, connect: (el) => void seen.push(el.dataset.id!) });
    await islet.start();
    expect(seen).toEqual(['t1', 'y1']);
    expect(row('t1')).toMatchObject({ elementType: 'e-tabs', status: 'active' });
    expect(row('m1')).toMatchObject({ elementType: 'e-tabs-menu', status: 'static' });
    expect(row('f1')?.status).toBe('static');
    expect(row('h1')).toMatchObject({ widgetType: 'e-heading.default', status: 'static' });
    expect(row('p1')).toMatchObject({ widgetType: 'e-paragraph.default', status: 'static' });
    expect(row('x1')).toBeUndefined();
    expect(row('y1')).toMatchObject({ widgetType: 'e-youtube.default', status: 'active' });
    expect(row('z1')).toMatchObject({ widgetType: 'e-future.default', status: 'unsupported' });
    expect(row('z1')?.reason).toMatch(/atomic element e-future: Islet has no behaviour/);
  });

  it('matches on a skin only for that skin', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'posts.classic') + widget('bbb2222', 'posts.cards'),
      ),
    );
    const seen: string[] = [];
    islet.register({
      name: 'cards',
      match: 'posts.cards',
      connect: (el) => void seen.push(el.dataset.id!),
    });
    await islet.start();
    expect(seen).toEqual(['bbb2222']);
    expect(row('aaa1111')).toMatchObject({ status: 'unsupported' });
  });

  it('never connects an element twice, even when it is moved or start() runs again', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')) + '<div id="elsewhere"></div>');
    const connect = vi.fn();
    islet.register({ name: 'x', match: 'x', connect });
    await islet.start();
    await islet.start();
    document.getElementById('elsewhere')!.append(document.querySelector('[data-id="aaa1111"]')!);
    await settle();
    expect(connect).toHaveBeenCalledTimes(1);
  });

  it('connects inserted elements and releases everything of removed ones', async () => {
    boot(documentOf('1', 'wp-page', ''));
    const released: string[] = [];
    let signal: AbortSignal | undefined;
    const timer = vi.fn();
    const scroll = vi.fn();
    // A delay no test waits out: the timer must be cleared, whatever the machine's load.
    const BEHAVIOUR_TIMER_MS = 60_000;
    const setTimer = vi.spyOn(globalThis, 'setTimeout');
    const clearTimer = vi.spyOn(globalThis, 'clearTimeout');
    islet.register({
      name: 'watch',
      match: 'x',
      connect(el, ctx) {
        signal = ctx.signal;
        ctx.setTimeout(timer, BEHAVIOUR_TIMER_MS);
        ctx.scheduler.onScroll(scroll);
        ctx.devices.onChange(() => {});
        return () => released.push(el.dataset.id!);
      },
    });
    await islet.start();
    const doc = document.querySelector('[data-elementor-id="1"]')!;
    doc.insertAdjacentHTML('beforeend', widget('ccc3333', 'x.default'));
    await expect.poll(() => row('ccc3333')?.status).toBe('active');
    doc.innerHTML = '';
    await settle();
    expect(released).toEqual(['ccc3333']);
    expect(signal?.aborted).toBe(true);
    const set = setTimer.mock.calls.findIndex(([, ms]) => ms === BEHAVIOUR_TIMER_MS);
    expect(set).not.toBe(-1);
    expect(clearTimer).toHaveBeenCalledWith(setTimer.mock.results[set]!.value);
    expect(timer).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    // Scroll listeners run in the reads of the next frame; this write runs after them.
    await new Promise<void>((resolve) => islet.scheduler.write(resolve));
    expect(scroll).not.toHaveBeenCalled();
    expect(islet.inspect()).toEqual([]);
  });

  it('forgets a subscription ended early: it is not ended again on disconnect', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    // Counted on the window itself: jsdom's own method, which a prototype spy does not see.
    const remove = window.removeEventListener;
    let resizeRemovals = 0;
    window.removeEventListener = function (this: Window, ...args: Parameters<typeof remove>) {
      if (args[0] === 'resize') resizeRemovals++;
      return remove.apply(this, args);
    } as typeof remove;
    try {
      islet.register({
        name: 'toggles',
        match: 'x',
        connect(_el, ctx) {
          // A listener held only while in view comes and goes many times in a visit.
          for (let i = 0; i < 3; i++) ctx.scheduler.onResize(() => {})();
          ctx.scheduler.onResize(() => {});
        },
      });
      await islet.start();
      await settle();
      expect(row('aaa1111')?.status).toBe('active');
      expect(resizeRemovals).toBe(3);
      document.querySelector('[data-elementor-id="1"]')!.innerHTML = '';
      await settle();
      // Only the one still held is ended now.
      expect(resizeRemovals).toBe(4);
    } finally {
      window.removeEventListener = remove;
    }
  });

  it('isolates a behaviour that throws: one error naming the element, others still connect', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'bad.default') + widget('bbb2222', 'good.default'),
      ),
    );
    islet.register({
      name: 'bad',
      match: 'bad',
      connect: () => {
        throw new Error('boom');
      },
    });
    islet.register({ name: 'good', match: 'good', connect: () => {} });
    await islet.start();
    expect(row('aaa1111')).toMatchObject({ status: 'failed', reason: 'bad: boom' });
    expect(row('bbb2222')?.status).toBe('active');
    // Reported through the lazy error-event chunk (an `islet:error` first, see error-event.ts).
    await expect.poll(() => log.errors.length).toBe(1);
    expect(log.errors[0]).toContain('aaa1111');
    expect(log.errors[0]).toContain('bad.default');
  });

  it('releases what a failing behaviour set up before it threw', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'bad.default')));
    const cleanup = vi.fn();
    islet.register({
      name: 'half',
      match: 'bad',
      connect(_el, ctx) {
        ctx.own(cleanup);
        throw new Error('late');
      },
    });
    await islet.start();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('skips an element whose data-settings is not JSON, with one warning naming id and type', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'x.default', '{"a":') + widget('bbb2222', 'x.default', {}),
      ),
    );
    const connect = vi.fn();
    islet.register({ name: 'x', match: 'x', connect });
    islet.register({ name: 'y', match: 'widget', connect });
    await islet.start();
    expect(row('aaa1111')?.status).toBe('skipped');
    expect(row('aaa1111')?.reason).toMatch(/not valid JSON/);
    expect(row('bbb2222')?.status).toBe('active');
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toContain('aaa1111 (x.default)');
    expect(connect).toHaveBeenCalledTimes(2);
  });

  it('validates settings per behaviour and names the bad key', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'x.default', { label: 'A', start: 'lots' }) +
          widget('bbb2222', 'x.default', { label: 'B', start: '4' }),
      ),
    );
    const seen: unknown[] = [];
    islet.register(
      defineBehaviour({
        name: 'x',
        match: 'x',
        settings: { label: string({ required: true }), start: number({ min: 0 }) },
        connect: (_el, ctx) => void seen.push(ctx.settings),
      }),
    );
    await islet.start();
    expect(row('aaa1111')).toMatchObject({ status: 'skipped' });
    expect(row('aaa1111')?.reason).toContain('start: expected a number ≥ 0, got "lots"');
    expect(seen).toEqual([{ label: 'B', start: 4 }]);
    expect(log.warnings).toHaveLength(1);
  });

  it('runs with a "fine, but warn" setting and logs one line naming the element and behaviour', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'x.default', { start: 'lots', start_mobile: -1 }) +
          widget('bbb2222', 'x.default', { start: '4' }),
      ),
    );
    const seen: unknown[] = [];
    islet.register(
      defineBehaviour({
        name: 'x',
        match: 'x',
        settings: { start: fallback(number({ min: 0, responsive: true }), 'starts at 0', 0) },
        connect: (_el, ctx) => void seen.push(ctx.settings),
      }),
    );
    await islet.start();
    expect(row('aaa1111')?.status).toBe('active');
    expect(seen).toEqual([{ start: 0, start_mobile: 0 }, { start: 4 }]);
    expect(log.warnings).toEqual([
      '[islet] element aaa1111 (x.default): x: start: expected a number ≥ 0, got "lots": starts at 0; ' +
        'start_mobile: expected a number ≥ 0, got -1: starts at 0',
    ]);
  });

  it('logs a "fine, but warn" line once for the page, however often its element reconnects', async () => {
    const bad = { start: 'lots' };
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'x.default', bad) +
          '<div id="later"></div>' +
          widget('ccc3333', 'y.default', bad),
      ),
    );
    const connects: string[] = [];
    const settings = { start: fallback(number({ min: 0 }), 'starts at 0', 0) };
    for (const name of ['x', 'y'])
      islet.register(
        defineBehaviour({
          name,
          match: name,
          settings,
          connect: (element) => void connects.push(`${name} ${element.dataset.id}`),
        }),
      );
    await islet.start();
    const element = document.querySelector('[data-id="aaa1111"]')!;
    element.remove();
    await waitFor(() => expect(row('aaa1111')).toBeUndefined());
    document.getElementById('later')!.append(element);
    await waitFor(() => expect(connects).toEqual(['x aaa1111', 'y ccc3333', 'x aaa1111']));
    // Another element with the same bad setting, and another behaviour on the first, each warn;
    // a copy of the first element (a loop's items repeat one template's id) says nothing new.
    const later = document.getElementById('later')!;
    later.insertAdjacentHTML('beforeend', widget('bbb2222', 'x.default', bad));
    later.insertAdjacentHTML('beforeend', widget('aaa1111', 'x.default', bad));
    islet.register(defineBehaviour({ name: 'z', match: 'x', settings, connect: () => {} }));
    await waitFor(() => expect(connects).toHaveLength(5));
    const warning = (id: string, type: string, name: string) =>
      `[islet] element ${id} (${type}): ${name}: start: expected a number ≥ 0, got "lots": starts at 0`;
    expect(log.warnings).toEqual([
      warning('aaa1111', 'x.default', 'x'),
      warning('ccc3333', 'y.default', 'y'),
      warning('aaa1111', 'x.default', 'z'),
      warning('bbb2222', 'x.default', 'x'),
      warning('bbb2222', 'x.default', 'z'),
    ]);
  });

  it('warns once for an element skipped for bad settings, however often it reconnects', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'x.default', { start: 'lots' }) + '<div id="later"></div>',
      ),
    );
    islet.register(
      defineBehaviour({
        name: 'x',
        match: 'x',
        settings: { start: number({ min: 0 }) },
        connect: () => {},
      }),
    );
    await islet.start();
    const element = document.querySelector('[data-id="aaa1111"]')!;
    element.remove();
    await waitFor(() => expect(row('aaa1111')).toBeUndefined());
    document.getElementById('later')!.append(element);
    await waitFor(() => expect(row('aaa1111')?.status).toBe('skipped'));
    document
      .getElementById('later')!
      .insertAdjacentHTML('beforeend', widget('bbb2222', 'x.default', { start: -1 }));
    await waitFor(() => expect(row('bbb2222')?.status).toBe('skipped'));
    expect(log.warnings).toEqual([
      '[islet] skipped element aaa1111 (x.default): bad settings: start: expected a number ≥ 0, got "lots"',
      '[islet] skipped element bbb2222 (x.default): bad settings: start: expected a number ≥ 0, got -1',
    ]);
  });

  it('gives responsive settings for the current device', async () => {
    boot(
      documentOf('1', 'wp-page', widget('aaa1111', 'x.default', { offset: 20, offset_tablet: 0 })),
    );
    let value: unknown;
    vi.stubGlobal('innerWidth', 500);
    islet.register(
      defineBehaviour({
        name: 'x',
        match: 'x',
        settings: { offset: number({ responsive: true }) },
        connect: (_el, ctx) => void (value = ctx.setting('offset')),
      }),
    );
    await islet.start();
    expect(document.body.getAttribute('data-elementor-device-mode')).toBe('mobile');
    expect(value).toBe(0);
  });

  it('connects a behaviour registered after start to elements already there', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'late.default')));
    await islet.start();
    expect(row('aaa1111')?.status).toBe('unsupported');
    islet.register({ name: 'late', match: 'late', connect: () => {} });
    expect(row('aaa1111')?.status).toBe('active');
  });

  it('reports pending while an async connect runs, and cleans up if the element left meanwhile', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'slow.default')));
    let finish!: (cleanup: () => void) => void;
    const cleanup = vi.fn();
    islet.register({
      name: 'slow',
      match: 'slow',
      connect: () => new Promise((resolve) => (finish = resolve)),
    });
    const started = islet.start();
    // In jsdom nothing is laid out, so the element waits for idle hydration, whose chunk may
    // still be loading: wait for its connect to have begun, however long that takes.
    await waitFor(() =>
      expect(row('aaa1111')).toMatchObject({ status: 'pending', reason: 'slow: connecting' }),
    );
    document.querySelector('[data-id="aaa1111"]')!.remove();
    await settle();
    finish(cleanup);
    await started;
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('lets a behaviour report that it is skipped on this device', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    islet.register({
      name: 'x',
      match: 'x',
      connect: (_el, ctx) => ctx.report('skipped', 'not on desktop'),
    });
    await islet.start();
    expect(row('aaa1111')).toMatchObject({ status: 'skipped', reason: 'x: not on desktop' });
  });

  it('applies a behaviour only where its cheap test passes', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        container('c000001', widget('aaa1111', 'x.default'), { sticky: 'top' }) +
          container('c000002', ''),
      ),
    );
    const connect = vi.fn();
    islet.register({
      name: 'sticky',
      match: 'container',
      applies: (raw) => Boolean(raw.sticky),
      connect,
    });
    await islet.start();
    expect(connect).toHaveBeenCalledTimes(1);
    expect(row('c000001')?.status).toBe('active');
    expect(row('c000002')?.status).toBe('static');
  });

  it('does nothing on a static render', async () => {
    (window as unknown as Record<string, unknown>).elementorFrontendConfig = { is_static: true };
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    const connect = vi.fn();
    islet.register({ name: 'x', match: 'x', connect });
    await islet.start();
    expect(connect).not.toHaveBeenCalled();
    expect(row('aaa1111')).toMatchObject({
      status: 'skipped',
      reason: 'the page is a static render (is_static)',
    });
  });
});

describe('popup documents', () => {
  it('holds their elements until released, and disconnects them when held again', async () => {
    boot(
      documentOf('1', 'wp-page', '') + documentOf('77', 'popup', widget('aaa1111', 'x.default')),
    );
    const connect = vi.fn();
    const cleanup = vi.fn();
    islet.register({ name: 'x', match: 'x', connect: (...args) => (connect(...args), cleanup) });
    await islet.start();
    expect(row('aaa1111')).toMatchObject({
      status: 'pending',
      reason: 'waits for popup 77 to open',
      document: '77',
    });
    const popup = document.querySelector('[data-elementor-id="77"]')!;
    islet.release(popup);
    // Released content connects through the sliced queue: wait for it, not for a turn.
    await expect.poll(() => row('aaa1111')?.status).toBe('active');
    expect(connect).toHaveBeenCalledTimes(1);
    islet.hold(popup);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(row('aaa1111')?.status).toBe('pending');
  });
});

describe('lazy behaviours', () => {
  const lazy = (load: LazyBehaviour['load']): LazyBehaviour => ({
    name: 'lazy',
    match: 'lazy',
    chunk: 'lazy',
    load,
  });

  it('loads a chunk only when the page has a matching element', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'other.default')));
    const load = vi.fn(async () => ({ connect: () => {} }));
    islet.register(lazy(load));
    await islet.start();
    expect(load).not.toHaveBeenCalled();
  });

  it('connects after the chunk loads, and ready waits for it', async () => {
    boot(
      documentOf(
        '1',
        'wp-page',
        widget('aaa1111', 'lazy.default') + widget('bbb2222', 'lazy.default'),
      ),
    );
    const connect = vi.fn();
    const load = vi.fn(async () => ({ connect }));
    islet.register(lazy(load));
    await islet.start();
    await islet.ready;
    expect(load).toHaveBeenCalledTimes(1);
    expect(connect).toHaveBeenCalledTimes(2);
    expect(row('aaa1111')?.status).toBe('active');
  });

  it('starts the elements that waited for one chunk in slices, in document order', async () => {
    const spend = fakeClock();
    layOutInFirstViewport();
    const ids = ['a1', 'a2', 'a3', 'a4', 'a5'];
    boot(documentOf('1', 'wp-page', ids.map((id) => widget(id, 'lazy.default')).join('')));
    const { note, batches } = batchRecorder();
    islet.register(
      lazy(async () => ({
        connect: (element: HTMLElement) => {
          note(element.dataset.id!);
          spend(5); // each connect costs 5 ms: a slice holds two
        },
      })),
    );
    await islet.start();
    await islet.ready;
    expect(batches).toEqual([['a1', 'a2'], ['a3', 'a4'], ['a5']]);
  });

  it('leaves the feature off when its chunk fails, and retries for later elements', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'lazy.default')));
    const load = vi
      .fn<LazyBehaviour['load']>()
      .mockRejectedValueOnce(
        new Error('Failed to fetch dynamically imported module: http://127.0.0.1/chunks/lazy.js'),
      )
      .mockResolvedValueOnce({ connect: () => {} });
    islet.register(lazy(load));
    islet.register({ name: 'other', match: 'widget', connect: () => {} });
    await islet.start();
    expect(row('aaa1111')).toMatchObject({
      status: 'failed',
      reason: 'lazy: Loading chunk lazy failed.',
    });
    expect(row('aaa1111')?.behaviours).toContain('other: active');
    expect(log.warnings.filter((w) => w.includes('Loading chunk lazy failed.'))).toHaveLength(1);
    document
      .querySelector('[data-elementor-id="1"]')!
      .insertAdjacentHTML('beforeend', widget('bbb2222', 'lazy.default'));
    // The chunk's elements start in the scanner's slices, after a yield to the browser.
    await expect.poll(() => row('bbb2222')?.status).toBe('active');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('action links', () => {
  const encode = (settings: unknown) => btoa(JSON.stringify(settings));

  it('runs registered actions from plain and percent-encoded links, preventing navigation', async () => {
    const plain = `#elementor-action:action=demo:go&settings=${encode({ id: '5' })}`;
    boot(
      `<a id="plain" href="${plain}">go</a><a id="encoded" href="${encodeURIComponent(plain)}"><span>go</span></a>`,
    );
    const handler = vi.fn();
    islet.actions.register('demo:go', handler);
    await islet.start();
    for (const target of [
      document.getElementById('plain')!,
      document.querySelector('#encoded span')!,
    ]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      target.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[1]![0]).toEqual({ id: '5' });
  });

  it('warns once and does nothing for bad base64, bad JSON and unknown actions', async () => {
    const links = [
      '#elementor-action:action=demo:go&settings=%%%',
      `#elementor-action:action=demo:go&settings=${btoa('{nope')}`,
      `#elementor-action:action=unknown&settings=${encode({})}`,
    ];
    boot(links.map((href, i) => `<a id="l${i}" href="${href}">x</a>`).join(''));
    const handler = vi.fn();
    islet.actions.register('demo:go', handler);
    await islet.start();
    vi.useFakeTimers();
    links.forEach((_, i) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.getElementById(`l${i}`)!.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    });
    // An unknown action may still be on its way with its feature's chunk.
    expect(log.warnings).toHaveLength(2);
    vi.advanceTimersByTime(ACTION_WAIT_MS);
    vi.useRealTimers();
    expect(handler).not.toHaveBeenCalled();
    expect(log.warnings).toHaveLength(3);
    expect(log.warnings[0]).toMatch(/percent-encoding|base64/);
    expect(log.warnings[1]).toMatch(/not valid JSON/);
    expect(log.warnings[2]).toMatch(/"unknown" is not registered/);
  });

  it('holds a click whose action registers later (its chunk still loading), and runs it then', async () => {
    const hash = (id: string) => `#elementor-action:action=late:open&settings=${encode({ id })}`;
    boot(`<a id="one" href="${hash('1')}">1</a><a id="two" href="${hash('2')}">2</a>`);
    await islet.start();
    vi.useFakeTimers();
    for (const id of ['one', 'two'])
      document
        .getElementById(id)!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    vi.advanceTimersByTime(ACTION_WAIT_MS - 1);
    vi.useRealTimers();
    const handler = vi.fn();
    islet.actions.register('late:open', handler);
    expect(handler).not.toHaveBeenCalled();
    await Promise.resolve();
    // The last click only: the visitor's latest intent, run once.
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0]).toEqual({ id: '2' });
    expect(handler.mock.calls[0]![1].link).toBe(document.getElementById('two'));
    expect(log.warnings).toEqual([]);
  });

  it('runs the hash an atomic button prints in data-action-link, with the keyboard too', async () => {
    // As the builder 4.x prints an e-button whose link tag is `button`.
    const hash = `#elementor-action:action=demo:go&settings=${encode({ id: '7' })}`;
    boot(
      `<button class="e-button-base" data-e-type="e-button" data-id="b1" data-action-link="${hash}"><span>go</span></button>`,
    );
    const handler = vi.fn();
    islet.actions.register('demo:go', handler);
    await islet.start();
    document
      .querySelector('button span')!
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Enter or Space on a button is a click with detail 0.
    document.querySelector('button')!.click();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(handler.mock.calls[0]![0]).toEqual({ id: '7' });
    islet.actions.runFromHash(document, hash);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('registers reload-page', async () => {
    boot('');
    await islet.start();
    expect(islet.actions.has('reload-page')).toBe(true);
  });
});

describe('boot', () => {
  it('warns once when a builder page has no config, and still connects', async () => {
    delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    islet.register({ name: 'x', match: 'x', connect: () => {} });
    await islet.start();
    expect(log.warnings).toEqual([
      '[islet] config: elementorFrontendConfig is missing. Using defaults for these.',
    ]);
    expect(row('aaa1111')?.status).toBe('active');
    expect(islet.config.breakpoints.mobile?.value).toBe(767);
  });

  it('stays silent about config on a page without builder documents', async () => {
    delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
    boot('<main><p>theme only</p></main>');
    await islet.start();
    expect(log.warnings).toEqual([]);
    expect(islet.inspect()).toEqual([]);
  });

  it('measures boot and resolves ready', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    await islet.start();
    await expect(islet.ready).resolves.toBeUndefined();
    const [measure] = performance.getEntriesByName('islet:boot') as PerformanceMeasure[];
    expect(measure).toBeDefined();
    const work = (measure!.detail as { work: number }).work;
    expect(work).toBeGreaterThan(0);
    expect(work).toBeLessThanOrEqual(measure!.duration);
  });

  it('connects page behaviours in the start task and scans the builder elements in a later one', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    const order: string[] = [];
    islet.register({ name: 'page', match: 'page', connect: () => void order.push('page') });
    islet.register({ name: 'x', match: 'x', connect: () => void order.push('x') });
    const started = islet.start();
    // Still the start task: only microtasks have run since.
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['page']);
    expect(row('aaa1111')).toBeUndefined();
    await started;
    expect(order).toEqual(['page', 'x']);
    expect(row('aaa1111')?.status).toBe('active');
  });

  it('connects the first viewport in a task after the one that found and measured it', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    const { note, batches } = batchRecorder();
    // In the first viewport, so connected in the boot's slices rather than in idle time.
    layOutInFirstViewport();
    const element = document.querySelector('[data-id="aaa1111"]')!;
    const box = element.getBoundingClientRect();
    stubProperty(element, 'getBoundingClientRect', {
      value: () => {
        note('measured');
        return box;
      },
    });
    islet.register({ name: 'x', match: 'x', connect: () => void note('connected') });
    await islet.start();
    expect(row('aaa1111')?.status).toBe('active');
    // Finding and measuring, then the first slice: one task of 18 ms at 1× on a long page.
    expect(batches).toEqual([['measured'], ['connected']]);
  });

  it('connects no element when stopped between the start task and the scan', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    const connected: string[] = [];
    islet.register({ name: 'x', match: 'x', connect: () => void connected.push('x') });
    const started = islet.start();
    await Promise.resolve();
    islet.stop();
    await started;
    expect(connected).toEqual([]);
    expect(row('aaa1111')).toBeUndefined();
  });

  it('keeps rows plain: the element is reachable but not enumerable', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    await islet.start();
    const [first] = islet.inspect();
    expect(first?.element?.dataset.id).toBe('aaa1111');
    expect(Object.keys(first!)).not.toContain('element');
  });
});

describe('behaviour typing', () => {
  it('infers settings from the shape', () => {
    const behaviour: Behaviour = defineBehaviour({
      name: 't',
      match: 't',
      settings: { size: number() },
      connect: (_el, ctx) => {
        const size: number | undefined = ctx.settings.size;
        void size;
      },
    });
    expect(behaviour.name).toBe('t');
  });
});

describe('documents', () => {
  it('lists every document with its settings parsed once, and warns once for broken ones', async () => {
    boot(
      `<div data-elementor-type="wp-page" data-elementor-id="5" class="elementor elementor-5">` +
        `<div data-elementor-type="section" data-elementor-id="6" data-elementor-settings="{&quot;a&quot;:1}"></div></div>` +
        `<div data-elementor-type="popup" data-elementor-id="7" data-elementor-settings='{"timing":{}'></div>`,
    );
    await islet.start();
    const documents = islet.documents();
    expect(
      documents.map(({ id, type, settings, error }) => ({ id, type, settings, error })),
    ).toEqual([
      { id: '5', type: 'wp-page', settings: {}, error: undefined },
      { id: '6', type: 'section', settings: { a: 1 }, error: undefined },
      {
        id: '7',
        type: 'popup',
        settings: {},
        error: expect.stringMatching(/^data-elementor-settings is not valid JSON \(/),
      },
    ]);
    expect(islet.documents()[1]).toBe(documents[1]);
    expect(documents[2]?.element?.dataset.elementorId).toBe('7');
    expect(log.warnings).toEqual([
      expect.stringMatching(
        /^\[islet\] document 7 \(popup\): data-elementor-settings is not valid JSON .*; its settings are ignored\.$/,
      ),
    ]);
  });

  it('reads the empty settings PHP prints as [] as no settings', async () => {
    boot(
      `<div data-elementor-type="header" data-elementor-id="24" data-elementor-settings="[]">` +
        widget('aaa1111', 'x.default', []) +
        `</div>`,
    );
    islet.register({ name: 'x', match: 'x', connect: () => {} });
    await islet.start();
    expect(islet.documents()[0]?.settings).toEqual({});
    expect(islet.documents()[0]?.error).toBeUndefined();
    expect(row('aaa1111')?.status).toBe('active');
    expect(log.warnings).toEqual([]);
  });
});

describe('unregistering', () => {
  it('disconnects the behaviour from every element and connects it to no new one', async () => {
    boot(
      documentOf('1', 'wp-page', widget('aaa1111', 'x.default') + widget('bbb2222', 'x.default')),
    );
    const cleanup = vi.fn();
    const connect = vi.fn(() => cleanup);
    const unregister = islet.register({ name: 'x', match: 'x', connect });
    await islet.start();
    expect(connect).toHaveBeenCalledTimes(2);
    unregister();
    expect(cleanup).toHaveBeenCalledTimes(2);
    expect(row('aaa1111')?.status).toBe('unsupported');
    document
      .querySelector('[data-elementor-id="1"]')!
      .insertAdjacentHTML('beforeend', widget('ccc3333', 'x.default'));
    // Found and admitted, with nothing to connect: the behaviour is gone.
    await expect.poll(() => row('ccc3333')?.status).toBe('unsupported');
    expect(connect).toHaveBeenCalledTimes(2);
  });
});

describe('action in the URL hash', () => {
  const href = `#elementor-action:action=demo:hash&settings=${btoa('{"id":"9"}')}`;

  it('runs when the page itself offers that link', async () => {
    boot(`<a href="${href}">open</a>`);
    const handler = vi.fn();
    islet.actions.register('demo:hash', handler);
    islet.actions.runFromHash(document, href);
    expect(handler).toHaveBeenCalledWith({ id: '9' }, {});
  });

  it('runs at boot from location.hash', async () => {
    window.location.hash = href;
    boot(`<a href="${href}">open</a>`);
    const handler = vi.fn();
    islet.actions.register('demo:hash', handler);
    await islet.start();
    window.location.hash = '';
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('does not run a crafted hash the page does not offer', async () => {
    boot(`<a href="#elsewhere">x</a>`);
    const handler = vi.fn();
    islet.actions.register('demo:hash', handler);
    islet.actions.runFromHash(document, href);
    islet.actions.runFromHash(document, '#plain-anchor');
    expect(handler).not.toHaveBeenCalled();
    expect(log.warnings).toEqual([]);
  });
});
