/**
 * The builder's atomic elements (4.x, "Editor V4"). Atomic containers print `data-element_type`
 * and `data-e-type` with their own type (`e-tabs`, `e-flexbox`…) and the class `e-atomic-element`.
 * Atomic widgets print no `data-element_type`: some templates print `data-id` and `data-e-type`
 * with the widget's name (`e-youtube`); most (heading, paragraph, button, image, svg, divider, as
 * the builder 4.1.5 renders them) print only `data-interaction-id` (the element's id) and the
 * widget's base style class (`e-heading-base`), which then names it.
 */

/** Atomic types whose markup is finished as printed: the builder runs no script for them. */
const STATIC_ATOMIC =
  ' e-flexbox e-div-block e-heading e-paragraph e-image e-svg e-divider e-button e-self-hosted-video e-tabs-menu e-tab e-tabs-content-area e-tab-content e-form-input e-form-label e-form-textarea e-form-checkbox e-form-submit-button e-form-success-message e-form-error-message ';

/** Every atomic type that needs no script, for tools and docs. */
export const staticAtomicElements = (): string[] => STATIC_ATOMIC.trim().split(' ');

/** Whether an atomic element of this type is finished as printed. */
export const atomicNeedsNoScript = (type: string): boolean => STATIC_ATOMIC.includes(` ${type} `);

// `{type}-{key}` for each of the widget's base styles: `base`, and `link-base` on the link a
// heading, paragraph or image prints when it is linked (`e-image-link-base`).
const BASE_CLASS = /^(e-[a-z0-9-]+?)(?:-link)?-base$/;

/** The name of an atomic widget (no `data-element_type`), or `null` when it is not one. */
export function atomicWidgetName(element: Element): string | null {
  if (element.hasAttribute('data-element_type')) return null;
  const type = element.getAttribute('data-e-type');
  if (type?.startsWith('e-')) return type;
  if (!type && !element.hasAttribute('data-interaction-id')) return null;
  for (const name of element.classList) {
    const match = BASE_CLASS.exec(name);
    if (match) return match[1]!;
  }
  return null;
}

/** An atomic widget's id: its `data-id`, or the `data-interaction-id` it alone prints. */
export const atomicWidgetId = (element: Element): string | null =>
  element.getAttribute('data-id') ?? element.getAttribute('data-interaction-id');

/** An atomic container (its own type in `data-element_type`) or an atomic widget. */
export const isAtomicType = (type: string | null): boolean => !!type && type.startsWith('e-');
