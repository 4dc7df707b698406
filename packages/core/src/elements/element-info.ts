import { atomicWidgetId, atomicWidgetName, isAtomicType } from './atomic-elements.ts';

/**
 * Classic elements, atomic containers (both print `data-element_type`) and atomic widgets (some
 * print only `data-interaction-id`; `describeElement` keeps those with an atomic base class).
 */
export const ELEMENT_SELECTOR =
  '[data-element_type][data-id],[data-e-type][data-id],[data-interaction-id]';

// Checks use nodeType rather than instanceof: nodes may come from another window (an iframe).

export interface ElementInfo {
  id: string;
  /** `section`, `column`, `container`, `widget`, or whatever a newer builder prints. */
  elementType: string;
  /** `name.skin` for widgets, else `null`. */
  widgetType: string | null;
  widgetName: string | null;
  skin: string | null;
  /** Id of the nearest document (`data-{builder}-id`), or `null` outside documents. */
  documentId: string | null;
  documentType: string | null;
  /** What logs and the inspector call it: the widget type, else the element type. */
  label: string;
  /** One of the builder 4.x's atomic elements (`e-tabs`, `e-youtube`…), not a classic one. */
  atomic: boolean;
}

/** Splits `name.skin` at the first dot; a widget without a skin has the skin `default`. */
export function splitWidgetType(widgetType: string): { name: string; skin: string } {
  const dot = widgetType.indexOf('.');
  return dot === -1
    ? { name: widgetType, skin: 'default' }
    : { name: widgetType.slice(0, dot), skin: widgetType.slice(dot + 1) };
}

/** What a builder document (`data-{builder}-type`, e.g. a popup) is matched as: `document:{type}`. */
export const documentLabel = (type: string) => `document:${type}`;

/** The page itself: behaviours that match `page` connect once, to `<html>`, pages without the builder included. */
export const PAGE_INFO: ElementInfo = {
  id: 'page',
  elementType: 'page',
  widgetType: null,
  widgetName: null,
  skin: null,
  documentId: null,
  documentType: null,
  label: 'page',
  atomic: false,
};

export function describeElement(element: Element, builder: string): ElementInfo | null {
  const atomicWidget = atomicWidgetName(element);
  const id = atomicWidget ? atomicWidgetId(element) : element.getAttribute('data-id');
  const ownType = element.getAttribute(`data-${builder}-type`);
  if (ownType && !element.hasAttribute('data-element_type')) {
    const documentId = element.getAttribute(`data-${builder}-id`) ?? '';
    return {
      id: documentId,
      elementType: 'document',
      widgetType: null,
      widgetName: null,
      skin: null,
      documentId,
      documentType: ownType,
      label: documentLabel(ownType),
      atomic: false,
    };
  }
  const elementType = atomicWidget
    ? 'widget'
    : (element.getAttribute('data-element_type') ?? element.getAttribute('data-e-type'));
  if (!id || !elementType) return null;
  const rawWidgetType =
    atomicWidget ?? (elementType === 'widget' ? element.getAttribute('data-widget_type') : null);
  const widget = rawWidgetType ? splitWidgetType(rawWidgetType) : null;
  const widgetType = widget ? `${widget.name}.${widget.skin}` : null;
  const documentElement = element.closest(`[data-${builder}-type]`);
  return {
    id,
    elementType,
    widgetType,
    widgetName: widget?.name ?? null,
    skin: widget?.skin ?? null,
    documentId: documentElement?.getAttribute(`data-${builder}-id`) ?? null,
    documentType: documentElement?.getAttribute(`data-${builder}-type`) ?? null,
    label: widgetType ?? elementType,
    atomic: !!atomicWidget || isAtomicType(elementType),
  };
}

export function isElement(node: unknown): node is Element {
  return (node as Node | null)?.nodeType === 1;
}

/**
 * Builder elements under `root` (itself included), in document order; with `builder`, also the
 * builder's documents, so behaviours can match `document:{type}`.
 */
export function findElements(root: Element | Document, builder?: string): Element[] {
  const selector = builder ? `${ELEMENT_SELECTOR},[data-${builder}-type]` : ELEMENT_SELECTOR;
  const found = [...root.querySelectorAll(selector)];
  if (isElement(root) && root.matches(selector)) found.unshift(root);
  return found;
}

/**
 * A widget's content root: its direct `.elementor-widget-container` child in classic markup,
 * the wrapper itself in optimized markup.
 */
export function contentRoot(element: HTMLElement, builder: string): HTMLElement {
  for (const child of element.children) {
    if (child.classList.contains(`${builder}-widget-container`)) return child as HTMLElement;
  }
  return element;
}

/** Matches of `selector` inside `element` that belong to it, not to a nested element. */
export function findOwned(element: Element, selector: string): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>(selector)].filter(
    (match) => match.parentElement?.closest(ELEMENT_SELECTOR) === element,
  );
}
