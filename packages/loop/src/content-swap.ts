import { parseHtml, setHtml } from '@islet/primitives';
import { contentRoot } from '@islet/core';

/**
 * Builds the new content root from the server's HTML: its `.elementor-widget-container` when the
 * HTML is one, otherwise a container holding whatever came (an empty string gives an empty one,
 * as in the original).
 */
export function buildContentRoot(doc: Document, html: string, builder = 'elementor'): HTMLElement {
  const template = doc.createElement('template');
  // The site's own server answered it (Trusted Types policy `islet`, docs/security.md).
  setHtml(template, html.trim());
  const { content } = template;
  const only = content.children.length === 1 ? content.firstElementChild : null;
  if (only?.classList.contains(`${builder}-widget-container`) && content.childNodes.length === 1) {
    return doc.importNode(only, true) as HTMLElement;
  }
  const root = doc.createElement('div');
  root.className = `${builder}-widget-container`;
  root.append(doc.importNode(content, true));
  return root;
}

/**
 * Replaces the widget's content root: the container when the widget has one, otherwise (optimized
 * markup) the widget's children, where the original threw (anchor-defects #34). The core lifecycle
 * disconnects the removed elements and connects the new ones through its MutationObserver.
 */
export function replaceContentRoot(widget: HTMLElement, fresh: HTMLElement, builder = 'elementor') {
  const current = contentRoot(widget, builder);
  if (current !== widget) current.replaceWith(fresh);
  else widget.replaceChildren(...fresh.childNodes);
}

/**
 * The content root of widget `id` in a fetched page, as HTML, or null when it is not there. `id`
 * is a checked element id (see `isElementId`).
 */
export function widgetContentIn(html: string, id: string, builder = 'elementor'): string | null {
  const parsed = parseHtml(html);
  const widget = parsed.querySelector<HTMLElement>(`[data-id="${id}"]`);
  if (!widget) return null;
  const root = contentRoot(widget, builder);
  return root === widget ? widget.innerHTML : root.outerHTML;
}

/** Element ids go into selectors unescaped (jsdom has no CSS.escape), so only these pass. */
export const isElementId = (id: string) => /^[a-zA-Z0-9_-]{1,64}$/.test(id);
