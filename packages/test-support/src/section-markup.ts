/** Builder markup in the shapes the server prints (markup-and-config.md §1-4), for DOM tests. */
export interface MarkupOptions {
  /** Printed with `elementor-invisible`, as the server does for entrance animations. */
  hidden?: boolean;
  classes?: string;
}

function settingsAttribute(settings: unknown): string {
  if (settings === undefined) return '';
  const text = typeof settings === 'string' ? settings : JSON.stringify(settings);
  return ` data-settings="${text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
}

function classList(base: string, id: string, { hidden, classes }: MarkupOptions): string {
  return [
    base,
    `elementor-element elementor-element-${id}`,
    hidden ? 'elementor-invisible' : '',
    classes ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

export function widget(
  id: string,
  widgetType: string,
  settings?: unknown,
  options: MarkupOptions = {},
  inner = '',
): string {
  const name = widgetType.split('.')[0];
  return `<div class="${classList(`elementor-widget elementor-widget-${name}`, id, options)}" data-id="${id}" data-element_type="widget" data-widget_type="${widgetType}"${settingsAttribute(settings)}><div class="elementor-widget-container">${inner}</div></div>`;
}

export function section(
  id: string,
  children: string,
  settings?: unknown,
  options: MarkupOptions = {},
): string {
  return `<section class="${classList('elementor-section elementor-top-section', id, options)}" data-id="${id}" data-element_type="section"${settingsAttribute(settings)}><div class="elementor-container elementor-column-gap-default">${children}</div></section>`;
}

export function container(
  id: string,
  children: string,
  settings?: unknown,
  options: MarkupOptions = {},
): string {
  return `<div class="${classList('e-con e-parent', id, options)}" data-id="${id}" data-element_type="container"${settingsAttribute(settings)}>${children}</div>`;
}

export function pageDocument(children: string, id = '10'): string {
  return `<div data-elementor-type="wp-page" data-elementor-id="${id}" class="elementor elementor-${id}">${children}</div>`;
}

export function popupDocument(id: string, children: string): string {
  return `<div data-elementor-type="popup" data-elementor-id="${id}" class="elementor elementor-${id} elementor-location-popup">${children}</div>`;
}
