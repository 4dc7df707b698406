import type { Dollar, ElementSet } from './element-set.ts';
import {
  getItems,
  type Bag,
  type createModuleClasses,
  type ModuleInstance,
} from './module-classes.ts';

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

const ELEMENT = '.elementor-element';

type ViewModuleClass = ReturnType<typeof createModuleClasses>['ViewModule'];

/**
 * What a handler reads of its element's identity and markup. It needs nothing but `$element`,
 * so it sits between `ViewModule` and `Base`, apart from settings and the handler's life.
 */
function createElementView(ViewModule: ViewModuleClass) {
  return class ElementView extends ViewModule {
    declare $element: ElementSet;

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
  };
}

/** `frontend.handlers.Base`: a handler over one builder element, its settings read through `env`. */
export function createBase(env: HandlerEnvironment, ViewModule: ViewModuleClass) {
  class Base extends createElementView(ViewModule) {
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

export type BaseHandlerClass = ReturnType<typeof createBase>;
