import { describe, expect, it, vi } from 'vitest';
import { createEvents } from './events.ts';

interface TriggerCall {
  target: unknown;
  name: string;
  args: unknown[] | undefined;
}

/** A minimal window: an EventTarget with a document and, optionally, a recording jQuery. */
function fakeWindow(options: { jquery?: boolean } = {}) {
  const target = new EventTarget();
  const document = { nodeName: '#document' };
  const triggers: TriggerCall[] = [];
  const jQuery = vi.fn((selected: unknown) => ({
    trigger(name: string, args?: unknown[]) {
      triggers.push({ target: selected, name, args });
      return this;
    },
  }));
  const win = Object.assign(target, { document, CustomEvent });
  if (options.jquery) Object.assign(win, { jQuery });
  return { win: win as unknown as Window, document, triggers, jQuery };
}

/** Records the native events of one name on a target. */
function record(target: EventTarget, name: string) {
  const events: CustomEvent[] = [];
  target.addEventListener(name, (event) => events.push(event as CustomEvent));
  return events;
}

describe('createEvents: names', () => {
  it.each([
    ['elementor', 'popup/show', 'elementor/popup/show'],
    ['elementor', 'popup/hide', 'elementor/popup/hide'],
    ['elementor', 'frontend/init', 'elementor/frontend/init'],
    ['foo', 'popup/show', 'foo/popup/show'],
  ])('%s + %s → %s', (builder, event, full) => {
    const { win } = fakeWindow();
    expect(createEvents(builder, win).name(event)).toBe(full);
  });
});

describe('createEvents: emit without jQuery', () => {
  it('dispatches one native CustomEvent on window, with the detail', () => {
    const { win } = fakeWindow();
    const events = createEvents('elementor', win);
    const seen = record(win, 'elementor/popup/show');
    const instance = { id: 306 };
    events.emit('popup/show', { detail: { id: 306, instance }, jqueryArgs: [306, instance] });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBeInstanceOf(CustomEvent);
    expect(seen[0]?.type).toBe('elementor/popup/show');
    expect(seen[0]?.detail).toEqual({ id: 306, instance });
    expect((seen[0]?.detail as { instance: unknown }).instance).toBe(instance);
  });

  it('dispatches with a null detail when none is given', () => {
    const { win } = fakeWindow();
    const seen = record(win, 'elementor/frontend/init');
    createEvents('elementor', win).emit('frontend/init');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toBeNull();
  });

  it('does nothing more when the page has no jQuery', () => {
    const { win, triggers, jQuery } = fakeWindow();
    createEvents('elementor', win).emit('popup/show', { jqueryArgs: [1] });
    expect(jQuery).not.toHaveBeenCalled();
    expect(triggers).toEqual([]);
  });

  it('ignores a jQuery global that is not a function', () => {
    const { win } = fakeWindow();
    Object.assign(win, { jQuery: { fn: {} } });
    const seen = record(win, 'elementor/popup/hide');
    expect(() => createEvents('elementor', win).emit('popup/hide')).not.toThrow();
    expect(seen).toHaveLength(1);
  });

  it('dispatches on another target when asked, not on window', () => {
    const { win } = fakeWindow();
    const other = new EventTarget();
    const onWindow = record(win, 'elementor/lazyload/observe');
    const onOther = record(other, 'elementor/lazyload/observe');
    createEvents('elementor', win).emit('lazyload/observe', { target: other, detail: 1 });
    expect(onWindow).toHaveLength(0);
    expect(onOther).toHaveLength(1);
    expect(onOther[0]?.detail).toBe(1);
  });

  it('uses the builder prefix', () => {
    const { win } = fakeWindow();
    const prefixed = record(win, 'foo/popup/show');
    const elementor = record(win, 'elementor/popup/show');
    createEvents('foo', win).emit('popup/show');
    expect(prefixed).toHaveLength(1);
    expect(elementor).toHaveLength(0);
  });
});

describe('createEvents: emit with jQuery', () => {
  it('also triggers on document through jQuery, with the arguments, exactly once', () => {
    const { win, document, triggers, jQuery } = fakeWindow({ jquery: true });
    const seen = record(win, 'elementor/popup/show');
    const instance = { id: 306 };
    createEvents('elementor', win).emit('popup/show', {
      detail: { id: 306, instance },
      jqueryArgs: [306, instance],
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toEqual({ id: 306, instance });
    expect(jQuery).toHaveBeenCalledTimes(1);
    expect(jQuery).toHaveBeenCalledWith(document);
    expect(triggers).toEqual([
      { target: document, name: 'elementor/popup/show', args: [306, instance] },
    ]);
    expect(triggers[0]?.args?.[1]).toBe(instance);
  });

  it('uses the jQuery channel only when asked to, as the original does per event', () => {
    const { win, triggers } = fakeWindow({ jquery: true });
    createEvents('elementor', win).emit('popup/hide', { detail: { id: 1 } });
    expect(triggers).toEqual([]);
  });

  it('triggers with empty arguments when given an empty list', () => {
    const { win, document, triggers } = fakeWindow({ jquery: true });
    createEvents('elementor', win).emit('popup/hide', { detail: { id: 1 }, jqueryArgs: [] });
    expect(triggers).toEqual([{ target: document, name: 'elementor/popup/hide', args: [] }]);
  });

  it('emits once per channel per call, for every call', () => {
    const { win, triggers } = fakeWindow({ jquery: true });
    const events = createEvents('elementor', win);
    const shows = record(win, 'elementor/popup/show');
    const hides = record(win, 'elementor/popup/hide');
    events.emit('popup/show', { detail: { id: 1 }, jqueryArgs: [1] });
    events.emit('popup/hide', { detail: { id: 1 }, jqueryArgs: [1] });
    events.emit('popup/show', { detail: { id: 2 }, jqueryArgs: [2] });
    expect(shows.map((event) => event.detail)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(hides.map((event) => event.detail)).toEqual([{ id: 1 }]);
    expect(triggers.map(({ name, args }) => [name, args])).toEqual([
      ['elementor/popup/show', [1]],
      ['elementor/popup/hide', [1]],
      ['elementor/popup/show', [2]],
    ]);
  });

  it('finds a jQuery that loads after the events were created', () => {
    const { win, triggers, jQuery } = fakeWindow();
    const events = createEvents('elementor', win);
    events.emit('popup/show', { jqueryArgs: [1] });
    expect(triggers).toHaveLength(0);
    Object.assign(win, { jQuery });
    events.emit('popup/show', { jqueryArgs: [2] });
    expect(triggers.map((call) => call.args)).toEqual([[2]]);
  });

  it('triggers on document when the native event went to another target', () => {
    const { win, document, triggers } = fakeWindow({ jquery: true });
    createEvents('elementor', win).emit('x/y', { target: new EventTarget(), jqueryArgs: [] });
    expect(triggers).toEqual([{ target: document, name: 'elementor/x/y', args: [] }]);
  });

  it('triggers on another jQuery target when given one', () => {
    const { win, triggers } = fakeWindow({ jquery: true });
    const element = new EventTarget();
    createEvents('elementor', win).emit('x/y', { jqueryArgs: [1], jqueryTarget: element });
    expect(triggers).toEqual([{ target: element, name: 'elementor/x/y', args: [1] }]);
  });

  it('sends jQuery-only events unprefixed, and nothing without jQuery', () => {
    const withJQuery = fakeWindow({ jquery: true });
    const element = new EventTarget();
    createEvents('elementor', withJQuery.win).jquery(element, 'sticky:stick');
    expect(withJQuery.triggers).toEqual([{ target: element, name: 'sticky:stick', args: [] }]);
    const without = fakeWindow();
    expect(() =>
      createEvents('elementor', without.win).jquery(element, 'sticky:stick'),
    ).not.toThrow();
  });

  it('dispatches natively before triggering through jQuery', () => {
    const order: string[] = [];
    const { win } = fakeWindow();
    Object.assign(win, {
      jQuery: () => ({ trigger: () => order.push('jquery') }),
    });
    win.addEventListener('elementor/popup/show', () => order.push('native'));
    createEvents('elementor', win).emit('popup/show', { jqueryArgs: [] });
    expect(order).toEqual(['native', 'jquery']);
  });
});

describe('createEvents: on', () => {
  it('listens on window for the prefixed name and receives the detail', () => {
    const { win } = fakeWindow();
    const events = createEvents('elementor', win);
    const listener = vi.fn<(event: CustomEvent) => void>();
    events.on('popup/show', listener);
    events.emit('popup/show', { detail: { id: 7 } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0].detail).toEqual({ id: 7 });
    expect(listener.mock.calls[0]?.[0].type).toBe('elementor/popup/show');
  });

  it('hears events that third parties dispatch', () => {
    const { win } = fakeWindow();
    const listener = vi.fn<(event: CustomEvent) => void>();
    createEvents('elementor', win).on('motion-fx/recalc', listener);
    win.dispatchEvent(new CustomEvent('elementor/motion-fx/recalc'));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not hear other names', () => {
    const { win } = fakeWindow();
    const events = createEvents('elementor', win);
    const listener = vi.fn<(event: CustomEvent) => void>();
    events.on('popup/show', listener);
    events.emit('popup/hide');
    win.dispatchEvent(new CustomEvent('popup/show'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('returns a cleanup that stops the listener', () => {
    const { win } = fakeWindow();
    const events = createEvents('elementor', win);
    const listener = vi.fn<(event: CustomEvent) => void>();
    const cleanup = events.on('popup/show', listener);
    events.emit('popup/show');
    cleanup();
    events.emit('popup/show');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(() => cleanup()).not.toThrow();
  });

  it('cleans up only its own listener', () => {
    const { win } = fakeWindow();
    const events = createEvents('elementor', win);
    const first = vi.fn<(event: CustomEvent) => void>();
    const second = vi.fn<(event: CustomEvent) => void>();
    const stopFirst = events.on('popup/show', first);
    events.on('popup/show', second);
    stopFirst();
    events.emit('popup/show');
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('listens on another target when given one', () => {
    const { win } = fakeWindow();
    const events = createEvents('elementor', win);
    const other = new EventTarget();
    const listener = vi.fn<(event: CustomEvent) => void>();
    const cleanup = events.on('lazyload/observe', listener, other);
    events.emit('lazyload/observe');
    expect(listener).not.toHaveBeenCalled();
    events.emit('lazyload/observe', { target: other });
    expect(listener).toHaveBeenCalledTimes(1);
    cleanup();
    events.emit('lazyload/observe', { target: other });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
