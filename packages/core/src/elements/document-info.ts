import { parseSettings } from '../safe-json.ts';

export interface DocumentInfo {
  /** `data-{builder}-id`. */
  id: string;
  /** `data-{builder}-type`: `wp-page`, `header`, `popup`, `loop-item`, … */
  type: string;
  /** Parsed `data-{builder}-settings`, `{}` when absent or broken. */
  settings: Record<string, unknown>;
  /** Why the settings could not be read, when they could not. */
  error?: string;
  readonly element?: HTMLElement;
}

const cache = new WeakMap<Element, DocumentInfo>();

/** Documents on the page (nested ones included), each parsed once however often asked. */
export function findDocuments(root: ParentNode, builder: string): DocumentInfo[] {
  return [...root.querySelectorAll<HTMLElement>(`[data-${builder}-type]`)].map((element) => {
    let info = cache.get(element);
    if (!info) {
      const parsed = parseSettings(element.getAttribute(`data-${builder}-settings`));
      info = {
        id: element.getAttribute(`data-${builder}-id`) ?? '',
        type: element.getAttribute(`data-${builder}-type`)!,
        settings: parsed.ok ? parsed.value : {},
      };
      if (!parsed.ok) info.error = `data-${builder}-settings ${parsed.error}`;
      Object.defineProperty(info, 'element', { value: element });
      cache.set(element, info);
    }
    return info;
  });
}
