import type * as LightboxView from './lightbox-view.ts';

export type View = typeof LightboxView;

/**
 * The view chunk (photoswipe), loaded once and again only after a failed load. It starts with
 * the opening part (`lightbox-open.ts`), which itself loads on the visitor's intent, so it is
 * usually there by the time of the click. Returns the loader the opening awaits.
 */
export function viewLoader(): () => Promise<View> {
  let view: Promise<View> | undefined;
  const loadView = () => {
    view ??= import('./lightbox-view.ts').catch((error: unknown) => {
      view = undefined;
      throw error;
    });
    return view;
  };
  void loadView().catch(() => {});
  return loadView;
}
