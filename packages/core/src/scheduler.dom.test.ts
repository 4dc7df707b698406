import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScheduler } from './scheduler.ts';

/** A window whose frames run only when the test says so. */
function fakeWindow() {
  const frames: (() => void)[] = [];
  const target = new EventTarget();
  const win = Object.assign(target, {
    requestAnimationFrame: (cb: () => void) => frames.push(cb),
    setTimeout: (cb: () => void, ms: number) => setTimeout(cb, ms),
  }) as unknown as Window & {
    IntersectionObserver?: typeof IntersectionObserver;
    ResizeObserver?: typeof ResizeObserver;
  };
  const runFrame = () => {
    const pending = frames.splice(0);
    for (const frame of pending) frame();
  };
  return { win, runFrame, frameCount: () => frames.length };
}

afterEach(() => vi.useRealTimers());

describe('frame loop', () => {
  it('runs every read of a frame before every write, in one animation frame', () => {
    const { win, runFrame, frameCount } = fakeWindow();
    const scheduler = createScheduler(win);
    const order: string[] = [];
    scheduler.write(() => order.push('write 1'));
    scheduler.read(() => order.push('read 1'));
    scheduler.write(() => order.push('write 2'));
    scheduler.read(() => order.push('read 2'));
    expect(frameCount()).toBe(1);
    runFrame();
    expect(order).toEqual(['read 1', 'read 2', 'write 1', 'write 2']);
  });

  it('defers work queued during a frame to the next frame', () => {
    const { win, runFrame } = fakeWindow();
    const scheduler = createScheduler(win);
    const order: string[] = [];
    scheduler.write(() => scheduler.read(() => order.push('next read')));
    runFrame();
    expect(order).toEqual([]);
    runFrame();
    expect(order).toEqual(['next read']);
  });

  it('runs a write queued by a read in the same frame, without asking for another', () => {
    const { win, runFrame, frameCount } = fakeWindow();
    const scheduler = createScheduler(win);
    const order: string[] = [];
    scheduler.read(() => {
      order.push('read');
      scheduler.write(() => order.push('write'));
    });
    runFrame();
    expect(order).toEqual(['read', 'write']);
    // Nothing is left to do, so no frame is waiting either.
    expect(frameCount()).toBe(0);
  });

  it('cancels a queued task', () => {
    const { win, runFrame } = fakeWindow();
    const scheduler = createScheduler(win);
    const task = vi.fn();
    scheduler.read(task)();
    runFrame();
    expect(task).not.toHaveBeenCalled();
  });

  it('keeps going when one task throws', () => {
    const { win, runFrame } = fakeWindow();
    const scheduler = createScheduler(win);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    scheduler.read(() => {
      throw new Error('bad');
    });
    scheduler.write(after);
    runFrame();
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('scroll', () => {
  it('calls listeners once per frame however many scroll events came, with a passive listener', () => {
    const { win, runFrame } = fakeWindow();
    const add = vi.spyOn(win, 'addEventListener');
    const scheduler = createScheduler(win);
    const listener = vi.fn();
    const stop = scheduler.onScroll(listener);
    expect(add).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    for (let i = 0; i < 5; i++) win.dispatchEvent(new Event('scroll'));
    runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    win.dispatchEvent(new Event('scroll'));
    runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('removes the window listener with the last subscriber', () => {
    const { win } = fakeWindow();
    const remove = vi.spyOn(win, 'removeEventListener');
    const scheduler = createScheduler(win);
    const a = scheduler.onScroll(() => {});
    const b = scheduler.onScroll(() => {});
    a();
    expect(remove).not.toHaveBeenCalled();
    b();
    expect(remove).toHaveBeenCalledWith('scroll', expect.any(Function));
  });
});

describe('resize', () => {
  it.each([200, 300])('waits %i ms without further resizing, then runs in a frame', (wait) => {
    vi.useFakeTimers();
    const { win, runFrame } = fakeWindow();
    const scheduler = createScheduler(win);
    const listener = vi.fn();
    scheduler.onResize(listener, wait);
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(wait - 1);
    win.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(wait - 1);
    runFrame();
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    runFrame();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when unsubscribed', () => {
    vi.useFakeTimers();
    const { win, runFrame } = fakeWindow();
    const scheduler = createScheduler(win);
    const listener = vi.fn();
    const stop = scheduler.onResize(listener, 200);
    win.dispatchEvent(new Event('resize'));
    stop();
    vi.advanceTimersByTime(300);
    runFrame();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('observers', () => {
  it('shares one IntersectionObserver per option set and routes entries per element', () => {
    const { win } = fakeWindow();
    const instances: {
      callback: (entries: unknown[]) => void;
      observed: Element[];
      unobserved: Element[];
    }[] = [];
    win.IntersectionObserver = class {
      observed: Element[] = [];
      unobserved: Element[] = [];
      constructor(readonly callback: (entries: unknown[]) => void) {
        instances.push(this);
      }
      observe(el: Element) {
        this.observed.push(el);
      }
      unobserve(el: Element) {
        this.unobserved.push(el);
      }
    } as unknown as typeof IntersectionObserver;
    const scheduler = createScheduler(win);
    const [a, b] = [document.createElement('div'), document.createElement('div')];
    const onA = vi.fn();
    const onA2 = vi.fn();
    const onB = vi.fn();
    const stopA = scheduler.observeIntersection(a, onA);
    const stopA2 = scheduler.observeIntersection(a, onA2);
    scheduler.observeIntersection(b, onB);
    scheduler.observeIntersection(b, () => {}, { rootMargin: '100px' });
    expect(instances).toHaveLength(2);
    expect(instances[0]!.observed).toEqual([a, b]);
    instances[0]!.callback([{ target: a, isIntersecting: true }]);
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onA2).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    stopA();
    expect(instances[0]!.unobserved).toEqual([]);
    stopA2();
    expect(instances[0]!.unobserved).toEqual([a]);
  });

  it('treats an element as visible when the browser has no IntersectionObserver', async () => {
    const { win } = fakeWindow();
    const scheduler = createScheduler(win);
    const callback = vi.fn();
    scheduler.observeIntersection(document.createElement('div'), callback);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callback).toHaveBeenCalledWith(expect.objectContaining({ isIntersecting: true }));
  });

  it('shares one ResizeObserver', () => {
    const { win } = fakeWindow();
    let count = 0;
    const observed: Element[] = [];
    win.ResizeObserver = class {
      constructor() {
        count++;
      }
      observe(el: Element) {
        observed.push(el);
      }
      unobserve() {}
    } as unknown as typeof ResizeObserver;
    const scheduler = createScheduler(win);
    scheduler.observeResize(document.createElement('div'), () => {});
    scheduler.observeResize(document.createElement('div'), () => {});
    expect(count).toBe(1);
    expect(observed).toHaveLength(2);
  });
});
