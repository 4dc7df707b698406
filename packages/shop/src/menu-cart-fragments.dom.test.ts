// The builder's menu-cart fragments request, as the real Pro 3.33 page sends it (recorded in the
// real-WordPress suite: a page 926 with a site-wide popup 900 printed after it).
import { afterEach, expect, it, vi } from 'vitest';
import type { BehaviourContext } from '@islet/core';
import { createFragmentsFetch } from './menu-cart-fragments.ts';
import { waitFor } from '@islet/test-support/wait-for';

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

it("opens from the toggle Pro's fragments put in place of the printed one", async () => {
  const { bootPage, clearPage } = await import('@islet/test-support/boot');
  const { menuCart } = await import('@islet/demo/backends/shop/markup.mjs');
  const { features } = await import('./features.ts');
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ fragments: {} }));
  const empty = { lines: new Map<number, number>(), coupons: new Set<string>() };
  const booted = await bootPage(menuCart(empty, { autoOpen: false }), features);
  try {
    const widget = document.querySelector('.elementor-widget-woocommerce-menu-cart')!;
    await waitFor(() => expect(booted.row('mc00001')?.behaviours).toContain('menu-cart: active'));
    // Pro's fragment: `div.elementor-element-{id} div.elementor-menu-cart__toggle`, whole.
    const printed = widget.querySelector('.elementor-menu-cart__toggle')!;
    printed.replaceWith(printed.cloneNode(true));
    widget.querySelector<HTMLElement>('.elementor-menu-cart__toggle_button')!.click();
    expect(widget.classList.contains('elementor-menu-cart--shown')).toBe(true);
    expect(
      widget.querySelector('.elementor-menu-cart__toggle_button')!.getAttribute('aria-expanded'),
    ).toBe('true');
  } finally {
    clearPage(booted.islet);
  }
});
