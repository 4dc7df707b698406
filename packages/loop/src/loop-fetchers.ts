import { parseHtml } from '@islet/primitives';
import { contentRoot } from '@islet/core';
import { filterStore } from './filter-store.ts';
import type { LoopEnv } from './loop-env.ts';
import type { Fetched } from './loop-update.ts';
import { readRefreshResponse } from './refresh-response.ts';
import { refreshRequest } from './request-body.ts';

/**
 * GETs a whole page and takes widget `loopId` out of it: its content root, or the whole widget
 * element when `wholeWidget` (a carousel, whose slider lives on the widget). Used for AJAX
 * pagination, and for the refresh fallback where refresh-loop cannot answer.
 */
export async function fetchWidgetFromPage(
  url: string,
  loopId: string,
  signal: AbortSignal,
  wholeWidget = false,
): Promise<Fetched> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) return { failure: `status-${response.status}` };
  const parsed = parseHtml(await response.text());
  const widget = parsed.querySelector<HTMLElement>(`[data-id="${loopId}"]`);
  if (!widget) return { failure: 'widget not in the page' };
  if (wholeWidget) return { html: widget.outerHTML };
  const root = contentRoot(widget, 'elementor');
  // Optimized markup has no container: wrap the children so that the swap sees one root.
  return {
    html:
      root === widget
        ? `<div class="elementor-widget-container">${widget.innerHTML}</div>`
        : root.outerHTML,
  };
}

/** The document the loop belongs to: the closest one, else the page's post (spec §7). */
function postIdOf(env: LoopEnv, widget: HTMLElement): number {
  const id = Number(widget.closest('[data-elementor-id]')?.getAttribute('data-elementor-id'));
  return Number.isInteger(id) && id > 0 ? id : env.config.postId;
}

/** In the editor only: the widget as the editor models it, and the editor's loop-filter nonce. */
function editorPart(
  env: LoopEnv,
  widget: HTMLElement,
): { widgetModel: unknown; nonce: string | null } | null {
  if (!env.config.editMode) return null;
  const [widgetType] = (widget.dataset.widget_type ?? '').split('.');
  const settings = JSON.parse(widget.dataset.settings ?? '{}') as unknown;
  const pro = env.doc.defaultView as
    (Window & { elementorPro?: { config?: { loopFilter?: { nonce?: unknown } } } }) | null;
  const nonce = pro?.elementorPro?.config?.loopFilter?.nonce;
  return {
    widgetModel: { id: widget.dataset.id, elType: 'widget', widgetType, settings },
    nonce: typeof nonce === 'string' ? nonce : env.config.nonce,
  };
}

/** `POST …/refresh-loop` with the loop's consolidated filters; only `data` is read. */
export async function fetchRefresh(
  env: LoopEnv,
  loopId: string,
  widget: HTMLElement,
  baseUrl: string,
  signal: AbortSignal,
): Promise<Fetched> {
  let edit: ReturnType<typeof editorPart>;
  try {
    edit = editorPart(env, widget);
  } catch {
    // Unreadable settings in the editor: the request still carries the edit-mode fields.
    edit = { widgetModel: null, nonce: env.config.nonce };
  }
  const { url, init } = refreshRequest({
    restBase: env.config.restBase ?? '/wp-json/',
    postId: postIdOf(env, widget),
    widgetId: loopId,
    filters: filterStore.getState()[loopId]?.consolidatedFilters ?? {},
    baseUrl,
    edit,
  });
  let response: unknown;
  try {
    response = await fetch(url, { ...init, signal, credentials: 'same-origin' });
  } catch (error) {
    return { failure: `network (${error instanceof Error ? error.message : String(error)})` };
  }
  const outcome = await readRefreshResponse(response);
  return 'data' in outcome ? { html: outcome.data } : outcome;
}
