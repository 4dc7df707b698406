// The builder's menu-cart fragments request, as the real Pro 3.33 page sends it (recorded in the
// real-WordPress suite: a page 926 with a site-wide popup 900 printed after it).
import { afterEach, expect, it, vi } from 'vitest';
import type { BehaviourContext } from '@islet/core';
import { createFragmentsFetch } from './menu-cart-fragments.ts';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it('lists the documents in ascending order, as the keys of the builder documents object come', async () => {
  document.body.innerHTML =
    '<div data-elementor-type="wp-page" data-elementor-id="926"></div>' +
    '<div data-elementor-type="popup" data-elementor-id="900"></div>';
  const bodies: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_url, init) => {
    bodies.push(new URLSearchParams(String(init?.body)));
    return Response.json({ fragments: {} });
  });
  const ctx = {
    signal: new AbortController().signal,
    warn: vi.fn(),
  } as unknown as BehaviourContext;
  await createFragmentsFetch(document, ctx, 'nonce')('/wp-admin/admin-ajax.php');
  expect(bodies[0]?.getAll('templates[]')).toEqual(['900', '926']);
  expect(bodies[0]?.get('action')).toBe('elementor_menu_cart_fragments');
});
