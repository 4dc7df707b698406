import {
  responsiveValue,
  type Actions,
  type Devices,
  type IsletConfig,
  type Store,
} from '@islet/core';
import type { Dollar } from './element-set.ts';
import type { Hooks } from './hooks.ts';

type Bag = Record<string, unknown>;
type AnyFunction = (...args: unknown[]) => unknown;

export interface ElementsHandlerApi {
  attachHandler(elementName: string, handlers: unknown, skin?: string | null): void;
  addHandler(handlerClass: unknown, options: Bag): unknown;
  runReadyTrigger(scope: unknown): void;
  getHandler(name: string): unknown;
}

export interface FrontendParts {
  win: Window;
  config: IsletConfig;
  hooks: Hooks;
  devices: Devices;
  storage: Store;
  actions: Actions;
  $: Dollar;
  elementsHandler: ElementsHandlerApi;
  waypoint: AnyFunction;
  /** Warns once that an add-on used something compat does not provide. */
  missing(what: string): void;
}

/** What `elementorFrontend.utils` and the rest leave out (each warns once when an add-on asks). */
export const MISSING_UTILS = [
  'lightbox',
  'assetsLoader',
  'youtube',
  'vimeo',
  'baseVideoLoader',
  'anchors',
];
export const MISSING_MEMBERS = ['documentsManager', 'modules'];
export const MISSING_METHODS = ['getDialogsManager', 'addListenerOnce', 'removeListeners'];

export function escapeHTML(text: unknown): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    "'": '&#39;',
    '"': '&quot;',
  };
  return String(text).replace(/[&<>'"]/g, (character) => entities[character] ?? character);
}

/**
 * `elementorFrontend.utils.swiper`: `new utils.swiper(container, config)` gives a promise of a
 * Swiper instance. Islet bundles no Swiper for add-ons; the page's own `window.Swiper` (an add-on
 * or theme usually loads one) is used. Without it, one warning and a promise that never settles,
 * so the add-on's carousel stays static instead of throwing.
 */
export function createSwiperClass(win: Window, missing: (what: string) => void) {
  return function SwiperCompat(container: unknown, config: Bag): Promise<unknown> {
    const Swiper = (win as unknown as { Swiper?: new (element: unknown, config: Bag) => unknown })
      .Swiper;
    if (typeof Swiper !== 'function') {
      missing('elementorFrontend.utils.swiper without a Swiper library on the page');
      return new Promise(() => {});
    }
    const element = (container as { jquery?: unknown; 0?: unknown } | null)?.jquery
      ? (container as { 0?: unknown })[0]
      : container;
    const holder = element as Element | null;
    holder?.closest?.('.elementor-widget-wrap')?.classList.add('e-swiper-container');
    holder?.closest?.('.elementor-widget')?.classList.add('e-widget-swiper');
    return Promise.resolve(new Swiper(element, config));
  } as unknown as new (container: unknown, config: Bag) => Promise<unknown>;
}

/** Underscore's throttle, as `elementorFrontend.throttle`. */
export function throttle(callback: AnyFunction, wait: number): AnyFunction {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let previous = 0;
  let lastArgs: unknown[] = [];
  let lastThis: unknown;
  return function (this: unknown, ...args: unknown[]) {
    const now = Date.now();
    const remaining = wait - (now - previous);
    lastArgs = args;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the trailing call keeps its caller
    lastThis = this;
    if (remaining <= 0 || remaining > wait) {
      clearTimeout(timer);
      timer = undefined;
      previous = now;
      return callback.apply(this, args);
    }
    timer ??= setTimeout(() => {
      previous = Date.now();
      timer = undefined;
      callback.apply(lastThis, lastArgs);
    }, remaining);
    return undefined;
  };
}

/** `elementorFrontend.debounce(callback, wait, immediate)`. */
export function debounce(callback: AnyFunction, wait: number, immediate = false): AnyFunction {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return function (this: unknown, ...args: unknown[]) {
    const callNow = immediate && !timer;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      if (!immediate) callback.apply(this, args);
    }, wait);
    if (callNow) callback.apply(this, args);
  };
}

function defineMissing(
  target: object,
  names: readonly string[],
  missing: (what: string) => void,
  prefix: string,
) {
  for (const name of names)
    Object.defineProperty(target, name, {
      configurable: true,
      enumerable: false,
      get() {
        missing(`${prefix}${name}`);
        return undefined;
      },
    });
}

/**
 * `window.elementorFrontend` as add-ons use it: the same names and behaviour as the original,
 * answered from Islet's own services (config as printed, devices from the site's breakpoints,
 * the builder's storage blob, action links).
 */
export function createFrontendApi(parts: FrontendParts): Bag {
  const { win, config, hooks, devices, storage, actions, $ } = parts;
  const doc = win.document;
  const deviceSetting = (device: string, settings: Bag, key: string, subKey?: string) =>
    responsiveValue(settings ?? {}, key, device, devices.active, subKey);
  const elements: Bag = {
    window: win,
    $window: $(win),
    $document: $(doc),
    $head: $(doc.head),
    $body: $(doc.body),
    $wpAdminBar: $(doc.getElementById('wpadminbar') ?? []),
  };
  const siteSettings = (type: string, key?: string) => {
    const all = ((config.frontend.settings as Bag | undefined)?.[type] ?? {}) as Bag;
    return key ? all[key] : all;
  };
  const utils: Bag = {
    escapeHTML,
    urlActions: {
      addAction: (name: string, callback: (settings: Bag) => void) =>
        actions.register(name, (settings) => callback(settings)),
      runAction: (name: string, settings?: Bag) => actions.run(name, settings),
    },
    controls: {
      getResponsiveControlValue: (settings: Bag, key: string, subKey = '', device?: string) =>
        deviceSetting(device ?? devices.current(), settings, key, subKey || undefined),
      getControlValue: (settings: Bag, key: string, subKey?: string) => {
        const value = settings?.[key];
        return subKey && value && typeof value === 'object' ? (value as Bag)[subKey] : value;
      },
    },
  };
  utils.swiper = createSwiperClass(win, parts.missing);
  defineMissing(utils, MISSING_UTILS, parts.missing, 'elementorFrontend.utils.');

  const frontend: Bag = {
    config: config.frontend,
    hooks,
    elements,
    elementsHandler: parts.elementsHandler,
    utils,
    storage: {
      get: (key: string) => storage.get(key),
      set: (key: string, value: unknown, options?: { lifetimeInSeconds?: number }) =>
        storage.set(key, value, options),
      remove: (key: string) => storage.remove(key),
    },
    breakpoints: {
      getActiveBreakpointsList: (
        options: { largeToSmall?: boolean; withDesktop?: boolean } = {},
      ) => {
        const list = devices.active.filter((device) => options.withDesktop || device !== 'desktop');
        return options.largeToSmall ? [...list].reverse() : list;
      },
    },
    getElements: (name?: string) => (name ? elements[name] : elements),
    isEditMode: () => config.editMode,
    isWPPreviewMode: () => config.previewMode,
    getCurrentDeviceMode: () => devices.current(),
    getDeviceSetting: (device: string, settings: Bag, key: string) =>
      deviceSetting(device, settings, key),
    getCurrentDeviceSetting: (settings: Bag, key: string) =>
      deviceSetting(devices.current(), settings, key),
    getPageSettings: (key?: string) => siteSettings('page', key),
    getGeneralSettings: (key?: string) => siteSettings('general', key),
    getKitSettings: (key?: string) => {
      const kit = (config.frontend.kit ?? {}) as Bag;
      return key ? kit[key] : kit;
    },
    waypoint: parts.waypoint,
    throttle,
    debounce,
  };
  defineMissing(frontend, MISSING_MEMBERS, parts.missing, 'elementorFrontend.');
  // Missing methods are functions, so a call warns instead of throwing a TypeError.
  for (const name of MISSING_METHODS)
    frontend[name] = () => void parts.missing(`elementorFrontend.${name}()`);
  return frontend;
}
