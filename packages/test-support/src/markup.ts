/** Builder markup for tests, in the shapes the server prints. */
export function widget(id: string, widgetType: string, settings?: unknown, inner = ''): string {
  const name = widgetType.split('.')[0];
  const attribute =
    settings === undefined
      ? ''
      : ` data-settings="${(typeof settings === 'string' ? settings : JSON.stringify(settings)).replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
  return `<div class="elementor-element elementor-element-${id} elementor-widget elementor-widget-${name}" data-id="${id}" data-element_type="widget" data-widget_type="${widgetType}"${attribute}><div class="elementor-widget-container">${inner}</div></div>`;
}

export function container(id: string, children: string, settings?: unknown): string {
  const attribute = settings === undefined ? '' : ` data-settings='${JSON.stringify(settings)}'`;
  return `<div class="elementor-element elementor-element-${id} e-con e-parent" data-id="${id}" data-element_type="container"${attribute}>${children}</div>`;
}

export function documentOf(id: string, type: string, children: string): string {
  return `<div data-elementor-type="${type}" data-elementor-id="${id}" class="elementor elementor-${id}">${children}</div>`;
}
