import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BehaviourContext } from './behaviour.ts';
import { createRuntime, type Islet } from './runtime.ts';
import { documentOf, widget } from '@islet/test-support/markup';
import { createRecordingLogger, type RecordingLogger } from '@islet/test-support/recording-logger';

let log: RecordingLogger;
let islet: Islet;

function boot(html: string, isStatic = false) {
  document.body.innerHTML = html;
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    is_static: isStatic,
  };
  log = createRecordingLogger();
  islet = createRuntime({ logger: log });
  return islet;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  document.body.innerHTML = '';
});

afterEach(() => {
  islet?.stop();
  delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
});

describe('document behaviours', () => {
  it('connect to documents of their type with the parsed document settings', async () => {
    boot(
      documentOf('1', 'wp-page', widget('aaa1111', 'x.default')) +
        `<div data-elementor-type="popup" data-elementor-id="9" data-elementor-settings='{"a":1}'>${widget('bbb2222', 'x.default')}</div>`,
    );
    const seen: [string, unknown][] = [];
    islet.register({
      name: 'popup-engine',
      match: 'document:popup',
      connect: (element, ctx) => void seen.push([element.dataset.elementorId!, ctx.rawSettings]),
    });
    const globals: string[] = [];
    islet.register({ name: 'g', match: 'global', connect: (el) => void globals.push(el.id) });
    await islet.start();
    expect(seen).toEqual([['9', { a: 1 }]]);
    // `global` means builder elements: documents and the page never get it.
    expect(globals).toHaveLength(1);
    const rows = islet.inspect();
    expect(rows.map((row) => [row.id, row.elementType, row.status])).toEqual([
      ['aaa1111', 'widget', 'active'],
      ['9', 'document', 'active'],
      ['bbb2222', 'widget', 'pending'],
    ]);
  });

  it('let the popup document release and hold its own content without disconnecting itself', async () => {
    boot(documentOf('9', 'popup', widget('bbb2222', 'x.default')));
    let ctx: BehaviourContext | undefined;
    let engineStops = 0;
    islet.register({
      name: 'engine',
      match: 'document:popup',
      connect: (_el, context) => {
        ctx = context;
        return () => engineStops++;
      },
    });
    islet.register({ name: 'x', match: 'x', connect: () => {} });
    await islet.start();
    const popup = document.querySelector<HTMLElement>('[data-elementor-id="9"]')!;
    ctx!.release(popup);
    // Released content connects through the sliced queue, which yields to the browser between
    // slices: wait for the condition, not for one turn of the event loop.
    await expect
      .poll(() => islet.inspect().find((row) => row.id === 'bbb2222')?.status)
      .toBe('active');
    ctx!.hold(popup);
    expect(islet.inspect().find((row) => row.id === 'bbb2222')?.status).toBe('pending');
    expect(engineStops).toBe(0);
  });

  it('connect with no settings when the document settings are broken, warning only once', async () => {
    boot(
      `<div data-elementor-type="popup" data-elementor-id="7" data-elementor-settings="{"></div>`,
    );
    const seen: unknown[] = [];
    islet.register({
      name: 'engine',
      match: 'document:popup',
      connect: (_el, ctx) => void seen.push(ctx.rawSettings),
    });
    await islet.start();
    expect(seen).toEqual([{}]);
    expect(log.warnings).toHaveLength(1);
  });

  it('leave unhandled documents out of inspect()', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa1111', 'x.default')));
    await islet.start();
    expect(islet.inspect().map((row) => row.id)).toEqual(['aaa1111']);
  });
});

describe('page behaviours', () => {
  it('connect once to <html>, on pages without the builder and on static renders', async () => {
    boot('<nav class="primary-menu"></nav>', true);
    const connected: Element[] = [];
    islet.register({
      name: 'theme',
      match: 'page',
      applies: (_raw, _info, element) => !!element.querySelector('.primary-menu'),
      connect: (element) => void connected.push(element),
    });
    islet.register({
      name: 'absent',
      match: 'page',
      applies: (_raw, _info, element) => !!element.querySelector('.nothing-here'),
      connect: () => {
        throw new Error('must not connect');
      },
    });
    await islet.start();
    expect(connected).toEqual([document.documentElement]);
    expect(islet.inspect()).toEqual([
      expect.objectContaining({ id: 'page', elementType: 'page', status: 'active' }),
    ]);
  });

  it('show what a behaviour explained in inspect()', async () => {
    boot('');
    islet.register({
      name: 'explainer',
      match: 'page',
      connect: (_el, ctx) => ctx.explain({ situation: 'without the shop scripts' }),
    });
    await islet.start();
    expect(islet.inspect()[0]?.details).toEqual({
      explainer: { situation: 'without the shop scripts' },
    });
  });

  it('release scroll offset sources on disconnect', async () => {
    boot('');
    const unregister = islet.register({
      name: 'header',
      match: 'page',
      connect: (_el, ctx) => void ctx.scrollOffsets.add(() => 120),
    });
    await islet.start();
    expect(islet.scrollOffsets.top()).toBe(120);
    unregister();
    expect(islet.scrollOffsets.top()).toBe(0);
  });
});

describe('cross-window signals', () => {
  it("gives behaviours a signal from their element's own window", async () => {
    const { JSDOM } = await import('jsdom');
    const other = new JSDOM(
      `<!DOCTYPE html><body><div data-elementor-type="wp-page" data-elementor-id="1">${widget('aaa1111', 'x.default')}</div></body>`,
    ).window as unknown as Window & typeof globalThis;
    const runtime = createRuntime({ window: other, logger: createRecordingLogger() });
    let clicks = 0;
    runtime.register({
      name: 'x',
      match: 'x',
      connect: (element, ctx) => {
        // A listener in the other window accepts only that window's AbortSignal.
        element.addEventListener('click', () => clicks++, { signal: ctx.signal });
      },
    });
    await runtime.start();
    const target = other.document.querySelector<HTMLElement>('[data-id="aaa1111"]')!;
    target.click();
    expect(clicks).toBe(1);
    expect(runtime.inspect()[0]?.status).toBe('active');
    runtime.stop();
    target.click();
    expect(clicks).toBe(1);
  });
});

describe('frame tasks of a behaviour', () => {
  it('run once, are cancelled by a disconnect before their frame, and are forgotten after', async () => {
    boot(
      documentOf('1', 'wp-page', widget('aaa1111', 'x.default') + widget('bbb2222', 'x.default')),
    );
    const ran: string[] = [];
    islet.register({
      name: 'x',
      match: 'x',
      connect: (element, ctx) => {
        for (let i = 0; i < 3; i++)
          ctx.scheduler.write(() => ran.push(`${element.dataset.id}:${i}`));
      },
    });
    await islet.start();
    // One element leaves before the frame: its tasks never run.
    document.querySelector('[data-id="bbb2222"]')!.remove();
    await settle();
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    expect(ran).toEqual(['aaa1111:0', 'aaa1111:1', 'aaa1111:2']);
    islet.stop();
    expect(ran).toHaveLength(3);
  });
});
