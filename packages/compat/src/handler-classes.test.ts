import { describe, expect, it } from 'vitest';
import type { Dollar, ElementSet } from './element-set.ts';
import { createHandlerClasses, type BaseHandler } from './handler-classes.ts';

type Bag = Record<string, unknown>;

/** A `$element` over a plain object: enough for the classes, no DOM needed. */
function fakeSet(data: Bag, classes: string[] = []): ElementSet {
  const element = { id: data.id } as unknown as Element;
  const set = {
    length: 1,
    0: element,
    find: () => set,
    filter: () => set,
    attr: (name: string) => data[name.replace(/^data-/, '')] as string | undefined,
    data: (key: string) => data[key],
    hasClass: (name: string) => classes.includes(name),
    on: () => set,
    off: () => set,
    trigger: () => set,
  };
  return set as unknown as ElementSet;
}

function classes(settings: Bag = {}) {
  const created: BaseHandler[] = [];
  const built = createHandlerClasses({
    $: (() => fakeSet({})) as unknown as Dollar,
    settingsOf: () => settings,
    isEditMode: () => false,
    deviceSetting: (values, key) => values[`${key}_mobile`] ?? values[key],
    created: (handler) => void created.push(handler),
  });
  return { ...built, created };
}

describe('Module', () => {
  it('constructs in the original order: __construct, settings, onInit', () => {
    const { Module } = classes();
    const order: string[] = [];
    const Child = (Module as unknown as { extend(p: Bag): new (s?: Bag) => Bag }).extend({
      __construct() {
        order.push('__construct');
      },
      getDefaultSettings() {
        order.push('getDefaultSettings');
        return { a: { b: 1 }, keep: true };
      },
      onInit(this: { getSettings(key?: string): unknown }) {
        order.push(`onInit:${String(this.getSettings('a.b'))}`);
      },
    });
    const instance = new Child({ a: { b: 2 } }) as unknown as {
      getSettings(key?: string): unknown;
    };
    expect(order).toEqual(['__construct', 'getDefaultSettings', 'onInit:2']);
    // Instance settings replace top-level keys (Object.assign), as the original merges them.
    expect(instance.getSettings()).toEqual({ a: { b: 2 }, keep: true });
  });

  it('reads and writes dotted settings, and binds its own methods', () => {
    const { Module } = classes();
    const instance = new Module() as unknown as {
      getSettings(key?: string): unknown;
      setSettings(key: string | Bag, value?: unknown): unknown;
    };
    instance.setSettings('x.y.z', 3);
    instance.setSettings({ top: 1 });
    const { getSettings } = instance;
    expect(getSettings('x.y.z')).toBe(3);
    expect(getSettings('top')).toBe(1);
    expect(getSettings('missing.deeper')).toBeUndefined();
  });

  it('runs on/off/trigger listeners and the matching on{Event} method', () => {
    const { Module } = classes();
    const seen: unknown[] = [];
    const Child = (Module as unknown as { extend(p: Bag): new () => Bag }).extend({
      onPing(value: unknown) {
        seen.push(`method:${String(value)}`);
      },
    });
    const instance = new Child() as unknown as {
      on(name: string, callback: (value: unknown) => void): unknown;
      off(name: string, callback?: (value: unknown) => void): unknown;
      trigger(name: string, ...args: unknown[]): unknown;
    };
    const listener = (value: unknown) => seen.push(`listener:${String(value)}`);
    instance.on('ping pong', listener);
    instance.trigger('ping', 1);
    instance.off('ping', listener);
    instance.trigger('ping', 2);
    instance.trigger('pong', 3);
    expect(seen).toEqual(['method:1', 'listener:1', 'method:2', 'listener:3']);
  });

  it('names extend() children `child`, with __super__ pointing at the parent prototype', () => {
    const { Module } = classes();
    const Child = (
      Module as unknown as { extend(p: Bag): { name: string; __super__: unknown } }
    ).extend({});
    expect(Child.name).toBe('child');
    expect(Child.__super__).toBe(Module.prototype);
  });
});

describe('handlers.Base', () => {
  const $element = fakeSet({
    id: 'abc1234',
    element_type: 'widget',
    widget_type: 'kit-counter.default',
  });

  it('runs getDefaultElements then bindEvents in onInit, for extend() and class children', () => {
    const { Base, created } = classes({ to: 5, to_mobile: 2 });
    const order: string[] = [];
    const Extended = (Base as unknown as { extend(p: Bag): new (s: Bag) => BaseHandler }).extend({
      getDefaultElements() {
        order.push('extend:getDefaultElements');
        return { $thing: 1 };
      },
      bindEvents(this: BaseHandler) {
        order.push(`extend:bindEvents:${String(this.elements?.$thing)}`);
      },
    });
    class Modern extends Base {
      override getDefaultElements() {
        order.push('class:getDefaultElements');
        return {};
      }
      override bindEvents() {
        order.push('class:bindEvents');
      }
    }
    const extended = new Extended({ $element });
    new Modern({ $element });
    expect(order).toEqual([
      'extend:getDefaultElements',
      'extend:bindEvents:1',
      'class:getDefaultElements',
      'class:bindEvents',
    ]);
    expect(created).toHaveLength(2);
    expect(extended.getElementSettings('to')).toBe(5);
    expect(
      (
        extended as unknown as { getCurrentDeviceSetting(key: string): unknown }
      ).getCurrentDeviceSetting('to'),
    ).toBe(2);
    const info = extended as unknown as {
      getID(): unknown;
      getWidgetType(): unknown;
      getElementType(): unknown;
    };
    expect([info.getID(), info.getWidgetType(), info.getElementType()]).toEqual([
      'abc1234',
      'kit-counter',
      'widget',
    ]);
  });

  it('does nothing when isActive() says no, and calls unbindEvents on destroy', () => {
    const { Base, created } = classes();
    const order: string[] = [];
    const Inactive = (Base as unknown as { extend(p: Bag): new (s: Bag) => BaseHandler }).extend({
      isActive: () => false,
      bindEvents: () => order.push('bind'),
    });
    new Inactive({ $element });
    expect(order).toEqual([]);
    expect(created).toHaveLength(0);
    const Active = (Base as unknown as { extend(p: Bag): new (s: Bag) => BaseHandler }).extend({
      unbindEvents: () => order.push('unbind'),
    });
    new Active({ $element }).onDestroy();
    expect(order).toEqual(['unbind']);
  });
});
