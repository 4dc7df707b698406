import type { Dollar, ElementSet } from './element-set.ts';

/**
 * `elementorModules.Module`, `ViewModule`, `frontend.handlers.Base` and `SwiperBase`, with the
 * original's construction order, which add-ons rely on: `__construct(settings)`, own functions
 * bound to the instance, settings from `getDefaultSettings()` merged with the instance settings,
 * then `onInit()` (which for a view runs `getDefaultElements()` into `this.elements`, then
 * `bindEvents()`). Both `Base.extend({…})` and `class X extends Base` work.
 *
 * No class fields here: a field initialiser runs after `super()` returns, that is after
 * `onInit()`, and would wipe what `onInit()` set. Defaults live on the prototypes, as in the
 * original.
 */
export interface HandlerEnvironment {
  readonly $: Dollar;
  /** The element's `data-settings`, parsed (kept current by compat). */
  settingsOf(element: Element): Record<string, unknown>;
  isEditMode(): boolean;
  /** `key_{device}` for the current device, falling back toward desktop. */
  deviceSetting(settings: Record<string, unknown>, key: string, subKey?: string): unknown;
  /** A `Base` handler was built for `element` (its `onDestroy` runs when the element leaves). */
  created(handler: BaseHandler, element: Element): void;
}

type Callback = (...args: unknown[]) => unknown;
type Bag = Record<string, unknown>;

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

export interface BaseHandler extends ModuleInstance {
  $element: ElementSet;
  elements: Bag | null;
  isEdit: boolean | null;
  onInit(...args: unknown[]): void;
  onDestroy(): void;
  onElementChange: ((key: string, ...rest: unknown[]) => void) | null;
  unbindEvents?: () => void;
  getElementSettings(key?: string): unknown;
}

export interface Extendable {
  extend(properties: Bag): Extendable;
  __super__?: object;
  prototype: object;
}

function getItems(items: unknown, key?: string): unknown {
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
function createModuleClasses() {
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

/** `frontend.handlers.Base`: a handler over one builder element, its settings read through `env`. */
function createBase(
  env: HandlerEnvironment,
  ViewModule: ReturnType<typeof createModuleClasses>['ViewModule'],
) {
  const ELEMENT = '.elementor-element';

  class Base extends ViewModule {
    declare $element: ElementSet;
    declare isEdit: boolean | null;
    declare onElementChange: BaseHandler['onElementChange'];

    override __construct(settings?: { $element?: ElementSet }): void {
      if (!this.isActive(settings)) return;
      const $element = settings?.$element;
      if (!$element) return;
      this.$element = $element;
      this.isEdit = $element.hasClass('elementor-element-edit-mode');
      const element = $element[0];
      if (element) env.created(this as unknown as BaseHandler, element);
    }

    isActive(_settings?: unknown): boolean {
      return true;
    }

    isElementInTheCurrentDocument(): boolean {
      return false;
    }

    /** Matches owned by this element, not by a nested builder element. */
    findElement(selector: string): ElementSet {
      const main = this.$element[0];
      return this.$element
        .find(selector)
        .filter((_index, element) => element.parentElement?.closest(ELEMENT) === main);
    }

    getUniqueHandlerID(cid?: string, $element: ElementSet = this.$element): string {
      return `${cid ?? this.getModelCID() ?? ''}${$element.attr('data-element_type') ?? ''}${this.getConstructorID()}`;
    }

    getElementType(): unknown {
      return this.$element.data('element_type');
    }

    getWidgetType(): string | undefined {
      const widgetType = this.$element.data('widget_type');
      return typeof widgetType === 'string' && widgetType ? widgetType.split('.')[0] : undefined;
    }

    getID(): unknown {
      return this.$element.data('id');
    }

    getModelCID(): string | undefined {
      return this.$element.data('model-cid') as string | undefined;
    }

    getElementSettings(key?: string): unknown {
      const element = this.$element[0];
      return getItems(element ? env.settingsOf(element) : {}, key);
    }

    getEditSettings(key?: string): unknown {
      return getItems({}, key);
    }

    getCurrentDeviceSetting(key: string): unknown {
      return env.deviceSetting(this.getElementSettings() as Bag, key);
    }

    getResponsiveSetting(key: string): unknown {
      return env.deviceSetting(this.getElementSettings() as Bag, key);
    }

    override onInit(...args: unknown[]): void {
      const self = this as unknown as ModuleInstance;
      if (this.isActive(self.getSettings())) super.onInit(...args);
    }

    onDestroy(): void {
      const { unbindEvents } = this as unknown as BaseHandler;
      if (typeof unbindEvents === 'function') unbindEvents.call(this);
    }
  }
  Object.assign(Base.prototype, {
    $element: null,
    isEdit: null,
    onElementChange: null,
    onEditSettingsChange: null,
    onPageSettingsChange: null,
  });
  return Base;
}

/** `SwiperBase`: the carousel handlers' helpers (slide count, pause on hover, Ken Burns). */
function createSwiperBase(env: HandlerEnvironment, Base: ReturnType<typeof createBase>) {
  class SwiperBase extends Base {
    declare swiper?: {
      activeIndex: number;
      slides: ArrayLike<Element>;
      autoplay: { stop(): void; start(): void };
    };
    declare $activeImageBg?: ElementSet & { removeClass(name: string): unknown };
    declare activeItemIndex?: number;

    getInitialSlide(): number {
      const { activeItemIndex } = this.getEditSettings() as { activeItemIndex?: number };
      return activeItemIndex ? activeItemIndex - 1 : 0;
    }

    getSlidesCount(): number {
      return (this.elements?.$slides as ElementSet | undefined)?.length ?? 0;
    }

    togglePauseOnHover(toggleOn: boolean): void {
      const container = this.elements?.$swiperContainer as ElementSet | undefined;
      if (!container) return;
      if (toggleOn)
        container.on({
          mouseenter: () => this.swiper?.autoplay.stop(),
          mouseleave: () => this.swiper?.autoplay.start(),
        } as unknown as string);
      else container.off('mouseenter mouseleave');
    }

    handleKenBurns(): void {
      const self = this as unknown as ModuleInstance;
      const classes = self.getSettings('classes') as
        { kenBurnsActive: string; slideBackground: string } | undefined;
      if (!classes) return;
      const toggle = (set: ElementSet | undefined, on: boolean) => {
        const element = set?.[0];
        if (element) element.classList.toggle(classes.kenBurnsActive, on);
      };
      toggle(this.$activeImageBg, false);
      this.activeItemIndex = this.swiper ? this.swiper.activeIndex : this.getInitialSlide();
      const slide = this.swiper
        ? this.swiper.slides[this.activeItemIndex]
        : (this.elements?.$slides as ElementSet | undefined)?.[0];
      const background = slide
        ? [...slide.children].find((child) => child.classList.contains(classes.slideBackground))
        : undefined;
      this.$activeImageBg = env.$(background ?? []) as SwiperBase['$activeImageBg'];
      toggle(this.$activeImageBg, true);
    }
  }
  return SwiperBase;
}

export function createHandlerClasses(env: HandlerEnvironment) {
  const { Module, ViewModule } = createModuleClasses();
  const Base = createBase(env, ViewModule);
  return { Module, ViewModule, Base, SwiperBase: createSwiperBase(env, Base) };
}

export type HandlerClasses = ReturnType<typeof createHandlerClasses>;
