import type { BehaviourContext } from '@islet/core';
import { applyFragments, isFragments } from './fragments.ts';
import { postForm } from './shop-requests.ts';

/**
 * The builder's own fragments of the menu cart (its toggle and panel), fetched after a change of
 * the cart and applied; a newer fetch aborts the one in flight. Resolves false when aborted.
 */
export function createFragmentsFetch(doc: Document, ctx: BehaviourContext, nonce: unknown) {
  const win = doc.defaultView!;
  let refreshing: AbortController | undefined;
  return async (ajaxUrl: string) => {
    refreshing?.abort();
    refreshing = new AbortController();
    // In ascending order, as the original lists them: the keys of the builder's documents object,
    // which JavaScript orders numerically.
    const templates = [...doc.querySelectorAll('[data-elementor-type][data-elementor-id]')]
      .map((document) => document.getAttribute('data-elementor-id')!)
      .sort((a, b) => Number(a) - Number(b));
    const reply = await postForm<{ fragments?: unknown }>(
      new URL(ajaxUrl, win.location.href).href,
      {
        action: 'elementor_menu_cart_fragments',
        'templates[]': [...new Set(templates)],
        _nonce: String(nonce ?? ''),
        is_editor: 'false',
      },
      'json',
      AbortSignal.any([ctx.signal, refreshing.signal]),
    );
    if (ctx.signal.aborted) return false;
    if (reply.ok && isFragments(reply.value.fragments)) applyFragments(doc, reply.value.fragments);
    else if (!reply.ok && reply.reason.includes('abort')) return false;
    else
      ctx.warn(
        `the menu cart could not be refreshed (${reply.ok ? 'malformed fragments' : reply.reason}).`,
      );
    return true;
  };
}
