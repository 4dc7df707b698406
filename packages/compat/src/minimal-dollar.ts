import type { Dollar, ElementSet } from './element-set.ts';

/**
 * A jQuery stand-in for `$element` on pages without jQuery: a handful of methods add-on
 * handlers use most (`find`, `attr`, `data`, classes, `on`/`off`, `each`, `closest`). Any other
 * method warns once, names itself, and does nothing (it returns the set, so chains go on): a page
 * without jQuery still runs the handlers written against the DOM through `$element[0]`.
 */
export const MINIMAL_METHODS = [
  'each',
  'get',
  'toArray',
  'find',
  'filter',
  'closest',
  'parent',
  'children',
  'is',
  'attr',
  'data',
  'hasClass',
  'addClass',
  'removeClass',
  'toggleClass',
  'on',
  'off',
  'trigger',
] as const;

type Target = Element | Document | Window;

const isNode = (value: unknown): value is Element | Document =>
  typeof value === 'object' && value !== null && typeof (value as Node).nodeType === 'number';
const isWindow = (value: unknown): value is Window =>
  typeof value === 'object' && value !== null && (value as Window).window === value;

/** `data-settings='{"a":1}'` reads as an object, `"12"` as 12, as jQuery's `.data()` reads them. */
export function readDataValue(raw: string | null): unknown {
  if (raw === null) return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === 'null') return null;
  if (raw !== '' && String(Number(raw)) === raw) return Number(raw);
  if (/^(?:\{[\w\W]*\}|\[[\w\W]*\])$/.test(raw)) {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  return raw;
}

type Wrap = (items: Target[]) => ElementSet;
type Self = () => ElementSet;

const elementsOf = (items: Target[]) =>
  items.filter((item): item is Element => isNode(item) && item.nodeType === 1);

const matches = (element: Element, test: unknown) =>
  typeof test === 'string'
    ? element.matches(test)
    : isNode(test)
      ? element === test
      : Array.from(test as ArrayLike<unknown>).includes(element);

/** Reading and walking the set: `each`, `get`, `find`, `filter`, `closest`, `parent`, … */
function traversalMethods(items: Target[], wrap: Wrap, self: Self) {
  const unique = (found: Element[]) => wrap([...new Set(found)]);
  return {
    each(callback: (this: Target, index: number, item: Target) => unknown) {
      items.every((item, index) => callback.call(item, index, item) !== false);
      return self();
    },
    get: (index?: number) => (index === undefined ? [...items] : items.at(index)),
    toArray: () => [...items],
    find: (selector: string) =>
      unique(items.flatMap((item) => (isNode(item) ? [...item.querySelectorAll(selector)] : []))),
    filter: (test: string | ((this: Element, index: number, element: Element) => boolean)) =>
      wrap(
        elementsOf(items).filter((element, index) =>
          typeof test === 'function' ? test.call(element, index, element) : matches(element, test),
        ),
      ),
    closest: (selector: string) =>
      unique(
        elementsOf(items)
          .map((element) => element.closest(selector))
          .filter((found): found is Element => found !== null),
      ),
    parent: () =>
      unique(
        elementsOf(items)
          .map((element) => element.parentElement)
          .filter((found): found is HTMLElement => found !== null),
      ),
    children: (selector?: string) =>
      wrap(
        elementsOf(items).flatMap((element) =>
          [...element.children].filter((child) => !selector || child.matches(selector)),
        ),
      ),
    is: (test: unknown) => elementsOf(items).some((element) => matches(element, test)),
  };
}

/** `attr`, `data` and the class methods, on the set's elements. */
function attributeMethods(items: Target[], self: Self) {
  function classes(names: string, apply: (element: Element, name: string) => void) {
    for (const element of elementsOf(items))
      for (const name of names.split(/\s+/).filter(Boolean)) apply(element, name);
    return self();
  }
  return {
    attr(name: string, value?: string) {
      if (value === undefined) return elementsOf(items)[0]?.getAttribute(name) ?? undefined;
      for (const element of elementsOf(items)) element.setAttribute(name, value);
      return self();
    },
    data(key: string) {
      const element = elementsOf(items)[0];
      return element ? readDataValue(element.getAttribute(`data-${key}`)) : undefined;
    },
    hasClass: (name: string) => elementsOf(items).some((el) => el.classList.contains(name)),
    addClass: (names: string) => classes(names, (el, name) => el.classList.add(name)),
    removeClass: (names: string) => classes(names, (el, name) => el.classList.remove(name)),
    toggleClass: (names: string, state?: boolean) =>
      classes(names, (el, name) => el.classList.toggle(name, state)),
  };
}

/** `on` (delegated with a selector), `off` (by the handler given to `on`) and `trigger`. */
function eventMethods(items: Target[], self: Self) {
  const listeners = new WeakMap<object, EventListener>();
  return {
    on(events: string, ...rest: unknown[]) {
      const handler = rest.at(-1) as (this: Target, event: Event) => unknown;
      const selector = typeof rest[0] === 'string' ? rest[0] : null;
      for (const item of items) {
        const listener: EventListener = (event) => {
          let current: Target = item;
          if (selector) {
            const origin = event.target as Element | null;
            const found = origin?.closest?.(selector);
            if (!found || !(isNode(item) && item.contains(found))) return;
            current = found;
          }
          if (handler.call(current, event) === false) event.preventDefault();
        };
        listeners.set(handler, listener);
        for (const name of events.split(/\s+/).filter(Boolean))
          item.addEventListener(name.split('.')[0]!, listener);
      }
      return self();
    },
    off(events = '', handler?: object) {
      const listener = handler && listeners.get(handler);
      if (!listener) return self();
      for (const item of items)
        for (const name of events.split(/\s+/).filter(Boolean))
          item.removeEventListener(name.split('.')[0]!, listener);
      return self();
    },
    trigger(event: string, args: unknown[] = []) {
      for (const item of items) {
        const view = (isWindow(item) ? item : (item as Node).ownerDocument?.defaultView) as
          (Window & typeof globalThis) | null;
        const EventClass = view?.CustomEvent ?? CustomEvent;
        item.dispatchEvent(new EventClass(event, { bubbles: true, detail: args }));
      }
      return self();
    },
  };
}

export function createMinimalDollar(doc: Document, warnMissing: (method: string) => void): Dollar {
  const dollar = (target: unknown): ElementSet => {
    let items: Target[];
    if (typeof target === 'string') items = [...doc.querySelectorAll(target)];
    else if (isNode(target) || isWindow(target)) items = [target];
    else if (target && typeof (target as ArrayLike<unknown>).length === 'number')
      items = Array.from(target as ArrayLike<unknown>).filter(
        (item): item is Target => isNode(item) || isWindow(item),
      );
    else items = [];
    return wrap(items);
  };

  function wrap(items: Target[]): ElementSet {
    const set: Record<string | number, unknown> = { length: items.length };
    items.forEach((item, index) => (set[index] = item));
    const self = () => proxy;
    Object.assign(
      set,
      traversalMethods(items, wrap, self),
      attributeMethods(items, self),
      eventMethods(items, self),
    );
    const proxy: ElementSet = new Proxy(set, {
      get(target, property, receiver) {
        if (typeof property !== 'string' || property in target || /^\d+$/.test(property))
          return Reflect.get(target, property, receiver) as unknown;
        // `then` is asked by `await`, and `toJSON` by serialisers: neither is a jQuery call.
        if (property === 'then' || property === 'toJSON') return undefined;
        warnMissing(property);
        return self;
      },
    }) as unknown as ElementSet;
    return proxy;
  }

  dollar.fn = {};
  return dollar;
}
