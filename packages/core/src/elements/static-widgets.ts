/**
 * Widgets that need no script: the builder prints them finished and its own front end has no
 * handler for them (nor for the theme builder's `theme-*` widgets). One list for
 * `islet.inspect()` and `islet audit`; docs/widget-status.md shows it beside the widgets Islet
 * runs. A plain string searched as is, since it ships in the always-loaded entry (its order is
 * the one that compressed best).
 */
const STATIC_WIDGETS =
  ' flip-box image testimonial star-rating divider icon spacer image-box icon-box icon-list call-to-action template text-editor html button google_maps heading social-icons price-table post-info shortcode image-gallery ';

/** Every static widget name the list holds (`theme-*` aside), for tools and docs. */
export const staticWidgets = (): string[] => STATIC_WIDGETS.trim().split(' ');

/**
 * Nothing to run and nothing needed: a layout element (section, column, container) or a static
 * widget. Anything else with nothing to run lacks a behaviour. (Documents nobody handles are not
 * elements of their own: the inspector leaves them out.)
 */
export const needsNoScript = (widgetName: string | null): boolean =>
  !widgetName || STATIC_WIDGETS.includes(` ${widgetName} `) || widgetName.startsWith('theme-');
