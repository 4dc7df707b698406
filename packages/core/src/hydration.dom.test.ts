import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createHydration, HYDRATION_SLICE_MS, SCROLL_QUIET_MS } from './hydration.ts';
import { createRuntime, type Islet } from './runtime.ts';
import { documentOf, widget } from '@islet/test-support/markup';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { waitFor } from '@islet/test-support/wait-for';
import { fakeClock } from '@islet/test-support/connect-slices';

/** A window whose idle callbacks and timers run only when the test says so, on a fake clock. */
function fakeWindow() {
  const idles: ((deadline: IdleDeadline) => void)[] = [];
  const timers = new Map<number, { callback: () => void; due: number }>();
  let lastTimer = 0;
  let now = 0;
  const win = Object.assign(new EventTarget(), {
    requestIdleCallback: (callback: (deadline: IdleDeadline) => void) => idles.push(callback),
    setTimeout: (callback: () => void, delay = 0) => {
      timers.set(++lastTimer, { callback, due: now + delay });
      return lastTimer;
    },
    clearTimeout: (id: number) => timers.delete(id),
  }) as unknown as Window;
  vi.spyOn(performance, 'now').mockImplementation(() => now);
  return {
    win,
    idles,
    timers,
    /**
     * Moves the clock on, running each timer that comes due at its time, in order (those set
     * meanwhile included), as an idle main thread would.
     */
    advance: (ms: number) => {
      const end = now + ms;
      for (;;) {
        const [next] = [...timers]
          .filter(([, timer]) => timer.due <= end)
          .sort(([, a], [, b]) => a.due - b.due);
        if (!next) break;
        const [id, timer] = next;
        timers.delete(id);
        now = Math.max(now, timer.due);
        timer.callback();
      }
      now = end;
      return now;
    },
    /** Moves the clock on without running timers: a main thread busy while they came due. */
    busy: (ms: number) => (now += ms),
    /** One idle period with `remaining` ms left in it. */
    idle: (remaining = 50) =>
      idles.shift()!({ timeRemaining: () => remaining, didTimeout: false } as IdleDeadline),
  };
}

const neverYield = () => new Promise<void>(() => {});

afterEach(() => vi.restoreAllMocks());

describe('idle hydration queue', () => {
  it('runs tasks in the order queued, in slices of at most HYDRATION_SLICE_MS', async () => {
    const { win, idle, idles, advance } = fakeWindow();
    const hydration = createHydration(win, neverYield, () => false);
    const ran: number[] = [];
    const cost = HYDRATION_SLICE_MS * 0.75;
    for (let task = 0; task < 5; task++)
      hydration.idle(null, () => {
        ran.push(task);
        advance(cost);
      });
    expect(ran).toEqual([]);
    idle();
    // The second task starts 0.75 of a slice in, the third would start past the slice's end.
    expect(ran).toEqual([0, 1]);
    idle();
    expect(ran).toEqual([0, 1, 2, 3]);
    let drained = false;
    void hydration.drained().then(() => (drained = true));
    idle(0.5);
    // A spent deadline still runs one task, so the queue cannot stall.
    expect(ran).toEqual([0, 1, 2, 3, 4]);
    expect(idles).toHaveLength(0);
    await Promise.resolve();
    expect(drained).toBe(true);
    hydration.stop();
  });

  it('pauses while the visitor scrolls and resumes once the scrolling has stopped', () => {
    const { win, idle, idles, advance } = fakeWindow();
    const hydration = createHydration(win, neverYield, () => false);
    const ran: string[] = [];
    hydration.idle(null, () => ran.push('a'));
    hydration.idle(null, () => ran.push('b'));
    win.dispatchEvent(new Event('scroll'));
    idle();
    expect(ran).toEqual([]);
    expect(idles).toHaveLength(0);
    // Another scroll event while waiting: the wait is measured from the last one.
    const lastScroll = advance(SCROLL_QUIET_MS / 2);
    win.dispatchEvent(new Event('scroll'));
    advance(SCROLL_QUIET_MS);
    expect(hydration.scrolling()).toBe(true);
    while (!idles.length) advance(SCROLL_QUIET_MS / 10);
    idle();
    expect(ran).toEqual(['a', 'b']);
    // Not before the quiet period after the last event, and at most twice that.
    const quiet = performance.now() - lastScroll;
    expect(quiet).toBeGreaterThanOrEqual(SCROLL_QUIET_MS);
    expect(quiet).toBeLessThanOrEqual(2 * SCROLL_QUIET_MS);
    hydration.stop();
  });

  /** Runs the clock on in tenths of a quiet period, with every idle period it offers, for `ms`. */
  const runFor = (clock: ReturnType<typeof fakeWindow>, ms: number, until = () => false) => {
    for (let spent = 0; spent < ms && !until(); spent += SCROLL_QUIET_MS / 10) {
      clock.advance(SCROLL_QUIET_MS / 10);
      while (clock.idles.length) clock.idle();
    }
  };

  it('counts the scroll events it did not see while resting, when a busy main thread ends the rest late', () => {
    const clock = fakeWindow();
    const hydration = createHydration(clock.win, neverYield, () => false);
    const ran: string[] = [];
    hydration.idle(null, () => ran.push('a'));
    clock.win.dispatchEvent(new Event('scroll'));
    // Busy past the rest and past the pause the event set (two quiet periods); an idle period
    // comes before the overdue timer has run: the listener is still resting, so it waits.
    clock.busy(2 * SCROLL_QUIET_MS + 20);
    while (clock.idles.length) clock.idle();
    expect(ran).toEqual([]);
    expect(hydration.scrolling()).toBe(true);
    // Still busy; a scroll event comes while the listener rests, unseen.
    const unseen = clock.busy(SCROLL_QUIET_MS / 2);
    clock.win.dispatchEvent(new Event('scroll'));
    // When the timer runs at last, the pause covers a quiet period after it, so after that event.
    runFor(clock, 4 * SCROLL_QUIET_MS, () => ran.length > 0);
    expect(performance.now()).toBeGreaterThanOrEqual(unseen + SCROLL_QUIET_MS);
    expect(performance.now() - unseen).toBeLessThanOrEqual(2 * SCROLL_QUIET_MS);
    hydration.stop();
  });

  /** A browser with `scrollend`: one task queued, then one scroll event. */
  const scrolledWithScrollend = () => {
    const clock = fakeWindow();
    Object.assign(clock.win, { onscrollend: null });
    const hydration = createHydration(clock.win, neverYield, () => false);
    const ran: string[] = [];
    hydration.idle(null, () => ran.push('a'));
    clock.win.dispatchEvent(new Event('scroll'));
    return { clock, hydration, ran };
  };

  it('stays paused until `scrollend` where there is one, however long no scroll event comes', () => {
    const { clock, hydration, ran } = scrolledWithScrollend();
    // A main thread busy for most of a second sees no scroll event; the gesture goes on.
    runFor(clock, 800);
    expect(ran).toEqual([]);
    expect(hydration.scrolling()).toBe(true);
    const ended = clock.advance(0);
    clock.win.dispatchEvent(new Event('scrollend'));
    // The quiet period after the last scroll event seen is long over: the next check resumes.
    runFor(clock, 2 * SCROLL_QUIET_MS, () => ran.length > 0);
    expect(ran).toEqual(['a']);
    expect(performance.now() - ended).toBeLessThanOrEqual(SCROLL_QUIET_MS);
    expect(hydration.scrolling()).toBe(false);
    hydration.stop();
  });

  it('counts a scroll whose `scrollend` never comes as over two seconds after its last event', () => {
    const { clock, hydration, ran } = scrolledWithScrollend();
    runFor(clock, 1900);
    expect(ran).toEqual([]);
    runFor(clock, 1000, () => ran.length > 0);
    expect(ran).toEqual(['a']);
    expect(performance.now()).toBeGreaterThanOrEqual(2000);
    expect(performance.now()).toBeLessThanOrEqual(2000 + SCROLL_QUIET_MS);
    hydration.stop();
  });

  it('handles one scroll event per quiet period of a continuous scroll, not one per frame', () => {
    const { win, advance } = fakeWindow();
    let handled = 0;
    const add = win.addEventListener.bind(win);
    vi.spyOn(win, 'addEventListener').mockImplementation((type, listener, options) =>
      add(
        type,
        type === 'scroll' && typeof listener === 'function'
          ? (event: Event) => {
              handled++;
              listener(event);
            }
          : listener,
        options,
      ),
    );
    const hydration = createHydration(win, neverYield, () => false);
    // One second of scrolling at 60 frames a second.
    for (let frame = 0; frame < 60; frame++) {
      win.dispatchEvent(new Event('scroll'));
      expect(hydration.scrolling()).toBe(true);
      advance(1000 / 60);
    }
    expect(handled).toBeLessThanOrEqual(Math.ceil(1000 / SCROLL_QUIET_MS));
    advance(2 * SCROLL_QUIET_MS);
    expect(hydration.scrolling()).toBe(false);
    hydration.stop();
  });

  it('runs an element’s tasks at once when it turns urgent, and later ones as they come', () => {
    const { win, idle } = fakeWindow();
    const hydration = createHydration(win, neverYield, () => false);
    const element = document.createElement('div');
    const ran: string[] = [];
    hydration.idle(null, () => ran.push('other'));
    hydration.idle(element, () => ran.push('mine'));
    hydration.urgent(element);
    expect(ran).toEqual(['mine']);
    hydration.idle(element, () => ran.push('mine, later'));
    expect(ran).toEqual(['mine', 'mine, later']);
    idle();
    expect(ran).toEqual(['mine', 'mine, later', 'other']);
    hydration.stop();
  });

  it('puts a task queued later in the document order of its element', () => {
    const { win, idle } = fakeWindow();
    const hydration = createHydration(win, neverYield, () => false);
    document.body.innerHTML = '<p id="a"><i id="inner"></i></p><p id="b"></p><p id="c"></p>';
    const [a, inner, b, c] = ['a', 'inner', 'b', 'c'].map((id) => document.getElementById(id)!);
    const ran: string[] = [];
    for (const element of [a!, b!, c!]) hydration.idle(element, () => ran.push(element.id));
    // An async step of `a` (swiper's build after its download) and work inside `a` go before the
    // elements that follow it, after what `a` queued before.
    hydration.idle(a!, () => ran.push('a, later'));
    hydration.idle(inner!, () => ran.push('inner'));
    hydration.idle(c!, () => ran.push('c, later'));
    idle(1000);
    expect(ran).toEqual(['a', 'a, later', 'inner', 'b', 'c', 'c, later']);
    hydration.stop();
    document.body.innerHTML = '';
  });

  it('drops a cancelled task', () => {
    const { win, idle } = fakeWindow();
    const hydration = createHydration(win, neverYield, () => false);
    const task = vi.fn();
    hydration.idle(document.createElement('div'), task)();
    idle();
    expect(task).not.toHaveBeenCalled();
    hydration.stop();
  });
});

describe('hydration in the lifecycle', () => {
  let islet: Islet | undefined;
  /** Where each element is laid out: its top, by data-id; the viewport is 800 px tall. */
  let tops: Record<string, number> = {};

  beforeEach(() => {
    tops = {};
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const top = tops[this.getAttribute('data-id') ?? ''] ?? 0;
      return { top, bottom: top + 100, left: 0, right: 100, width: 100, height: 100 } as DOMRect;
    });
    Object.defineProperty(document.documentElement, 'clientHeight', {
      configurable: true,
      value: 800,
    });
    (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
      environmentMode: { edit: false, wpPreview: false },
    };
  });

  afterEach(() => {
    islet?.stop();
    delete (document.documentElement as unknown as Record<string, unknown>).clientHeight;
    delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
    document.body.innerHTML = '';
  });

  const boot = (html: string) => {
    document.body.innerHTML = html;
    islet = createRuntime({ logger: createRecordingLogger() });
    return islet;
  };
  const hydrationLoaded = () =>
    waitFor(() => expect(islet!.chunks.state('hydration')).toBe('loaded'));

  it('connects the first viewport first, then everything else in document order', async () => {
    const ids = ['aaa0001', 'aaa0002', 'aaa0003', 'aaa0004'];
    boot(documentOf('1', 'wp-page', ids.map((id) => widget(id, 'probe')).join('')));
    tops = { aaa0001: 2000, aaa0002: 0, aaa0003: 1000, aaa0004: 700 };
    const order: string[] = [];
    islet!.register({
      name: 'probe',
      match: 'probe',
      connect: (_, ctx) => void order.push(ctx.info.id),
    });
    await islet!.start();
    expect(order).toEqual(['aaa0002', 'aaa0004', 'aaa0001', 'aaa0003']);
    expect(performance.getEntriesByName('islet:first-viewport').length).toBeGreaterThan(0);
  });

  it('connects the whole first viewport before any element below it, over several slices', async () => {
    // Each connect costs 5 ms on the test's clock, so the first viewport takes three slices.
    // jsdom has no idle callbacks, so idle time comes after a yield, as in Safari: between two
    // of the first viewport's slices, were it open before the first viewport is connected.
    const spend = fakeClock();
    const first = ['fff0001', 'fff0002', 'fff0003', 'fff0004', 'fff0005', 'fff0006'];
    const ids = ['bbb0001', ...first, 'bbb0002'];
    boot(documentOf('1', 'wp-page', ids.map((id) => widget(id, 'probe')).join('')));
    tops = { bbb0001: 2000, bbb0002: 3000 };
    const order: string[] = [];
    islet!.register({
      name: 'probe',
      match: 'probe',
      connect: (_, ctx) => {
        order.push(ctx.info.id);
        spend(5);
      },
    });
    await islet!.start();
    expect(order).toEqual([...first, 'bbb0001', 'bbb0002']);
  });

  it('connects an element waiting for its entrance animation at boot, wherever it is', async () => {
    const ids = ['aaa0001', 'aaa0002', 'aaa0003'];
    boot(documentOf('1', 'wp-page', ids.map((id) => widget(id, 'probe')).join('')));
    document.querySelector('[data-id="aaa0001"]')!.classList.add('elementor-invisible');
    tops = { aaa0001: 2000, aaa0002: 0, aaa0003: 1000 };
    const order: string[] = [];
    islet!.register({
      name: 'probe',
      match: 'probe',
      connect: (_, ctx) => void order.push(ctx.info.id),
    });
    await islet!.start();
    // The hidden one connects with the first viewport, in document order; then the rest.
    expect(order).toEqual(['aaa0001', 'aaa0002', 'aaa0003']);
  });

  it('hydrates an element at once on pointerdown, so the click that follows reaches it', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa0001', 'probe', undefined, '<button>go</button>')));
    tops = { aaa0001: 3000 };
    const clicks: string[] = [];
    islet!.register({
      name: 'probe',
      match: 'probe',
      connect: (element) =>
        element.querySelector('button')!.addEventListener('click', () => clicks.push('probe')),
    });
    void islet!.start();
    await hydrationLoaded();
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual(['probe']);
  });

  it('holds a click on an element whose chunk is still loading and replays it once connected', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa0001', 'probe', undefined, '<button>go</button>')));
    tops = { aaa0001: 3000 };
    let deliver!: () => void;
    const chunk = new Promise<void>((resolve) => (deliver = resolve));
    const heard: string[] = [];
    islet!.register({
      name: 'probe',
      match: 'probe',
      chunk: 'probe',
      load: () =>
        chunk.then(() => ({
          connect: (element: HTMLElement) =>
            element
              .querySelector('button')!
              .addEventListener('click', (event) => heard.push(`probe ${event.detail}`)),
        })),
    });
    const ready = islet!.start();
    await hydrationLoaded();
    // The page's own listener, taken down after the test.
    const page = new AbortController();
    onTestFinished(() => page.abort());
    document.addEventListener('click', () => heard.push('page'), { signal: page.signal });
    const button = document.querySelector('button')!;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 });
    button.dispatchEvent(click);
    // Held: neither the page nor the default action saw it.
    expect(click.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    deliver();
    await ready;
    await waitFor(() => expect(heard).toEqual(['probe 1', 'page']));
  });

  it('puts off the work a first-viewport element gives `ctx.idle` while the visitor scrolls', async () => {
    boot(documentOf('1', 'wp-page', widget('aaa0001', 'probe') + widget('aaa0002', 'probe')));
    tops = { aaa0001: 0, aaa0002: 3000 };
    let download!: () => void;
    const downloaded = new Promise<void>((resolve) => (download = resolve));
    const built: string[] = [];
    islet!.register({
      name: 'probe',
      match: 'probe',
      connect: (_, ctx) =>
        void downloaded.then(() => {
          ctx.idle(() => built.push(ctx.info.id));
          if (ctx.info.id === 'aaa0001') built.push('queued');
        }),
    });
    const ready = islet!.start();
    await hydrationLoaded();
    window.dispatchEvent(new Event('scroll'));
    download();
    await downloaded;
    // Not built in the scroll: it waits for the scrolling to stop, then goes first.
    await waitFor(() => expect(built).toContain('queued'));
    expect(built).toEqual(['queued']);
    // The gesture ends (the browser's `scrollend`; without it the wait would be two seconds).
    window.dispatchEvent(new Event('scrollend'));
    await ready;
    await waitFor(() => expect(built).toEqual(['queued', 'aaa0001', 'aaa0002']));
  });

  it('never connects an element that left the page before its turn came', async () => {
    const elements = ['aaa0001', 'aaa0002', 'aaa0003'].map((id) => widget(id, 'probe'));
    boot(documentOf('1', 'wp-page', elements.join('')));
    tops = { aaa0001: 0, aaa0002: 3000, aaa0003: 4000 };
    const connected: string[] = [];
    islet!.register({
      name: 'probe',
      match: 'probe',
      connect: (_, ctx) => void connected.push(ctx.info.id),
    });
    const ready = islet!.start();
    document.querySelector('[data-id="aaa0002"]')!.remove();
    await ready;
    // The queue runs in document order: once the element after it connected, its turn is past.
    await waitFor(() => expect(connected).toContain('aaa0003'));
    expect(connected).toEqual(['aaa0001', 'aaa0003']);
    expect(islet!.inspect().map((row) => row.id)).not.toContain('aaa0002');
  });
});
