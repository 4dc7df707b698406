import type { LoopFilters } from './filter-state.ts';

export const REFRESH_ROUTE = 'elementor-pro/v1/refresh-loop';

export interface RefreshBody {
  post_id: number;
  widget_id: string;
  widget_filters: LoopFilters['consolidatedFilters'];
  pagination_base_url: string;
  widget_model?: unknown;
  is_edit_mode?: true;
}

export interface RefreshRequestInput {
  restBase: string;
  postId: number;
  widgetId: string;
  filters: LoopFilters['consolidatedFilters'];
  baseUrl: string;
  /** Only in the editor: the widget's model and the editor's nonce. */
  edit: { widgetModel: unknown; nonce: string | null } | null;
}

/**
 * Spec §7: `POST {rest_base}elementor-pro/v1/refresh-loop`. The widget model, `is_edit_mode` and
 * the `X-WP-Nonce` header go out in edit mode only; the public front end sends no nonce.
 */
export function refreshRequest({
  restBase,
  postId,
  widgetId,
  filters,
  baseUrl,
  edit,
}: RefreshRequestInput): {
  url: string;
  init: { method: 'POST'; headers: Record<string, string>; body: string };
} {
  const body: RefreshBody = {
    post_id: postId,
    widget_id: widgetId,
    widget_filters: filters,
    pagination_base_url: baseUrl,
  };
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (edit) {
    body.widget_model = edit.widgetModel;
    body.is_edit_mode = true;
    if (edit.nonce) headers['X-WP-Nonce'] = edit.nonce;
  }
  const base = restBase.endsWith('/') ? restBase : `${restBase}/`;
  return {
    url: `${base}${REFRESH_ROUTE}`,
    init: { method: 'POST', headers, body: JSON.stringify(body) },
  };
}

/** The server accepts only ids of exactly 7 alphanumerics (#28209). */
export const restAcceptsWidgetId = (id: string) => /^[a-zA-Z0-9]{7}$/.test(id);
