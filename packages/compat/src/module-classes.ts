/**
 * `elementorModules.Module` and `ViewModule`, with the original's construction order, which add-ons
 * rely on: `__construct(settings)`, own functions bound to the instance, settings from
 * `getDefaultSettings()` merged with the instance settings, then `onInit()` (which for a view runs
 * `getDefaultElements()` into `this.elements`, then `bindEvents()`). Both `Base.extend({…})` and
 * `class X extends Base` work.
 *
 * No class fields here: a field initialiser runs after `super()` returns, that is after
 * `onInit()`, and would wipe what `onInit()` set. Defaults live on the prototypes, as in the
 * original.
 */
export type Callback = (...args: unknown[]) => unknown;
export type Bag = Record<string, unknown>;

export interface ModuleInstance {
  getSettings(key?: string): unknown;
  setSettings(key: string | Bag, value?: unknown, container?: Bag): ModuleInstance;
  getItems(items: unknown, key?: string): unknown;
  on(event: string, callback: Callback): ModuleInstance;
  off(event: string, callback?: Callback): ModuleInstance;
  trigger(event: string, ...params: unknown[]): ModuleInstance;
  getDefaultSettings(): Bag;
  getConstructorID(): string;
}

export interface Extendable {
  extend(properties: Bag): Extendable;
  __super__?: object;
  prototype: object;
}

export function getItems(items: unknown, key?: string): unknown {
  if (!key) return items;
  const [first, ...rest] = key.split('.');
  const bag = items as Bag | null | undefined;
  if (!rest.length) return bag?.[first!];
  if (!bag?.[first!]) return undefined;
  return getItems(bag[first!], rest.join('.'));
}

function setItems(container: Bag, key: string, value: unknown) {
  const [first, ...rest] = key.split('.');
  if (!rest.length) {
    container[first!] = value;
    return;
  }
  if (!container[first!]) container[first!] = {};
  setItems(container[first!] as Bag, rest.join('.'), value);
}

/** `Parent.extend(properties)`: a child class whose prototype carries `properties`. */
function extend(this: new (...args: unknown[]) => object, properties: Bag): Extendable {
  // eslint-disable-next-line @typescript-eslint/no-this-alias -- `extend` is called on the parent class
  const Parent = this;
  const Child = class extends Parent {};
  Object.assign(Child, Parent);
  // The original's children are all called `child` (what `getConstructorID()` returns).
  Object.defineProperty(Child, 'name', { value: 'child' });
  Object.assign(Child.prototype, properties);
  Object.defineProperty(Child.prototype, 'constructor', {
    value: Child,
    writable: true,
    configurable: true,
  });
  return Object.assign(Child, { __super__: Parent.prototype }) as unknown as Extendable;
}

/** The instance's own `on`/`off`/`trigger`: `trigger('x')` calls its `onX` first, then the listeners. */
function eventMethods(self: Bag & ModuleInstance) {
  const events = new Map<string, Callback[]>();
  return {
    on(names: string, callback: Callback) {
      for (const name of names.split(' '))
        events.set(name, [...(events.get(name) ?? []), callback]);
      return self;
    },
    off(name: string, callback?: Callback) {
      const list = events.get(name);
      if (list && callback)
        events.set(
          name,
          list.filter((entry) => entry !== callback),
        );
      else events.delete(name);
      return self;
    },
    trigger(name: string, ...params: unknown[]) {
      const method = self[`on${name[0]!.toUpperCase()}${name.slice(1)}`];
      if (typeof method === 'function') (method as Callback).apply(self, params);
      for (const callback of events.get(name) ?? []) callback.apply(self, params);
      return self;
    },
  };
}

/** `Module` (settings, events, the construction order) and `ViewModule` (elements, events bound). */
export function createModuleClasses() {
  class Module {
    static extend = extend;

    constructor(...params: unknown[]) {
      const self = this as unknown as Bag & ModuleInstance & { __construct: Callback };
      let settings: Bag = {};
      // The original's per-instance methods, defined before `__construct` runs.
      Object.assign(self, {
        getItems,
        getSettings: (key?: string) => getItems(settings, key),
        setSettings(key: string | Bag, value?: unknown, container: Bag = settings) {
          if (typeof key === 'object') Object.assign(container, key);
          else setItems(container, key, value);
          return self;
        },
        ...eventMethods(self),
      });
      self.__construct(...params);
      for (const key of Object.keys(self)) {
        const method = self[key];
        if (typeof method === 'function')
          self[key] = (...args: unknown[]) => (method as Callback).apply(self, args);
      }
      settings = typeof self.getDefaultSettings === 'function' ? self.getDefaultSettings() : {};
      if (params[0] && typeof params[0] === 'object') Object.assign(settings, params[0]);
      self.trigger('init');
    }

    __construct(..._params: unknown[]): void {}

    getDefaultSettings(): Bag {
      return {};
    }

    getConstructorID(): string {
      return this.constructor.name;
    }
  }

  class ViewModule extends Module {
    declare elements: Bag | null;

    getDefaultElements(): Bag {
      return {};
    }

    bindEvents(): void {}

    onInit(..._args: unknown[]): void {
      this.initElements();
      this.bindEvents();
    }

    initElements(): void {
      this.elements = this.getDefaultElements();
    }
  }
  Object.assign(ViewModule.prototype, { elements: null });
  return { Module, ViewModule };
}
