import type { Dollar, ElementSet } from './element-set.ts';
import type { ElementsHandlerApi } from './frontend-api.ts';
import type { Hooks } from './hooks.ts';
import { READY } from './ready-actions.ts';

const HANDLER_READY = 'frontend/element_handler_ready/';

type Bag = Record<string, unknown>;
type Handler = new (settings: Bag) => unknown;

function isClassHandler(value: unknown): value is Handler {
  return (
    typeof value === 'function' &&
    typeof (value.prototype as { getUniqueHandlerID?: unknown } | undefined)?.getUniqueHandlerID ===
      'function'
  );
}

/**
 * `elementorFrontend.elementsHandler`: handler classes attached to element names (built when the
 * element is ready, a lazy `() => import(…)` loaded first), and the ready trigger run by hand.
 */
export function createElementsHandler(
  hooks: Hooks,
  $: Dollar,
  warn: (message: string) => void,
  fire: (element: Element) => unknown,
  missingOnce: (what: string) => void,
): ElementsHandlerApi {
  /** The original's `addHandler`: construct, then `element_handler_ready/{elementName}`. */
  const construct = (Handler: unknown, options: Bag) => {
    if (!isClassHandler(Handler)) return undefined;
    const handler = new Handler(options);
    hooks.doAction(`${HANDLER_READY}${String(options.elementName)}`, options.$element, $);
    return handler;
  };

  return {
    attachHandler(elementName, list, skin) {
      // `skin` undefined means `default`, `null` means no skin (element types).
      const key = `${elementName}${skin === null ? '' : `.${skin ?? 'default'}`}`;
      for (const Handler of Array.isArray(list) ? list : [list]) {
        hooks.addAction(`${READY}${key}`, ($element: unknown) => {
          const options = { $element, elementName: key };
          if (isClassHandler(Handler)) {
            construct(Handler, options);
            return;
          }
          if (typeof Handler !== 'function') return;
          const value = (Handler as () => unknown)();
          if (value instanceof Promise)
            value
              .then((module: { default?: unknown }) => construct(module.default, options))
              .catch((error: unknown) =>
                warn(`an add-on handler for "${key}" failed to load or start: ${String(error)}`),
              );
          else construct(value, options);
        });
      }
    },
    addHandler: (Handler, options) => construct(Handler, options),
    runReadyTrigger(target) {
      const element = (target as ElementSet | undefined)?.[0] ?? target;
      if (element && (element as Node).nodeType === 1) fire(element as Element);
    },
    getHandler: (name) =>
      void missingOnce(`elementorFrontend.elementsHandler.getHandler("${name}")`),
  };
}
