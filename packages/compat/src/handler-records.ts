import { parseJson, type BehaviourContext } from '@islet/core';
import type { Dollar } from './element-set.ts';
import { createHandlerClasses, type BaseHandler } from './handler-classes.ts';

type Bag = Record<string, unknown>;

export const nameOf = (value: unknown, fallback = 'anonymous') =>
  (typeof value === 'function' && value.name && value.name !== 'child' ? value.name : '') ||
  fallback;

/** `Base.extend({…})` classes have no name of their own: call them after what they handle. */
const handlerName = (handler: BaseHandler, element: Element) =>
  nameOf(
    handler.constructor,
    `handler for ${element.getAttribute('data-widget_type') ?? element.getAttribute('data-element_type')}`,
  );

/** A settings object parsed from `data-settings`, or nothing when it is not a JSON object. */
function parseSettings(element: Element): Bag | undefined {
  const parsed = parseJson(element.getAttribute('data-settings') ?? '{}');
  return parsed.ok && parsed.value && typeof parsed.value === 'object'
    ? (parsed.value as Bag)
    : undefined;
}

/**
 * Keeps `settings` current for an element while its context lives: each `data-settings` change
 * is parsed again and every key that changed is passed to the handlers still listening.
 */
function observeSettings(
  element: HTMLElement,
  ctx: BehaviourContext,
  win: Window,
  settings: WeakMap<Element, Bag>,
  listening: () => BaseHandler[],
): void {
  const Observer = (win as Window & typeof globalThis).MutationObserver;
  const observer = new Observer(() => {
    const next = parseSettings(element);
    if (!next) {
      ctx.warn('data-settings changed to something that is not a JSON object; ignored.');
      return;
    }
    const previous = settings.get(element) ?? {};
    settings.set(element, next);
    const keys = [...new Set([...Object.keys(previous), ...Object.keys(next)])].filter(
      (key) => JSON.stringify(previous[key]) !== JSON.stringify(next[key]),
    );
    for (const handler of listening())
      for (const key of keys) {
        try {
          handler.onElementChange?.(key);
        } catch (error) {
          ctx.warn(`an add-on handler's onElementChange("${key}") threw: ${String(error)}`);
        }
      }
  });
  observer.observe(element, { attributes: true, attributeFilter: ['data-settings'] });
  ctx.own(() => observer.disconnect());
}

/**
 * The builder's handler classes, the add-on handlers built from them on each element, and the
 * element settings they read: parsed once, kept current while a handler listens for changes, the
 * handlers destroyed when the element leaves.
 */
export function createHandlerRecords(
  page: BehaviourContext,
  win: Window,
  $: Dollar,
  changed: () => void,
) {
  const settings = new WeakMap<Element, Bag>();
  const handlers = new Map<Element, BaseHandler[]>();
  /** How many live handlers of each name, for the page's explanation. */
  const counts = new Map<string, number>();
  const built = (element: Element) => handlers.get(element) ?? [];

  /** `onElementChange(key)` for each changed key, while the element's handlers want them. */
  function watch(element: HTMLElement, ctx: BehaviourContext) {
    const watched = () =>
      built(element).filter((handler) => typeof handler.onElementChange === 'function');
    if (watched().length) observeSettings(element, ctx, win, settings, watched);
  }

  const classes = createHandlerClasses({
    $,
    settingsOf(element) {
      let known = settings.get(element);
      if (!known) {
        known = parseSettings(element) ?? {};
        settings.set(element, known);
      }
      return known;
    },
    isEditMode: () => page.config.editMode,
    deviceSetting: (values, key, subKey) => page.devices.value(values, key, subKey),
    created(handler, element) {
      handlers.set(element, [...built(element), handler]);
      const name = handlerName(handler, element);
      counts.set(name, (counts.get(name) ?? 0) + 1);
      changed();
    },
  });

  return {
    classes,
    counts,
    watch,
    names: (element: Element) => built(element).map((handler) => handlerName(handler, element)),
    /** The settings Islet read for a connected element, unless a handler read them first. */
    seed(element: Element, raw: Readonly<Bag>) {
      if (!settings.get(element)) settings.set(element, { ...raw });
    },
    destroy(element: Element) {
      for (const handler of built(element)) {
        try {
          handler.onDestroy();
        } catch (error) {
          page.warn(`an add-on handler's onDestroy threw: ${String(error)}`);
        }
        const name = handlerName(handler, element);
        counts.set(name, (counts.get(name) ?? 1) - 1);
        if (!counts.get(name)) counts.delete(name);
      }
      handlers.delete(element);
    },
  };
}

export type HandlerRecords = ReturnType<typeof createHandlerRecords>;
