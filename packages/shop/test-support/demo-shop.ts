import { createLogger, createRuntime, type Islet } from '@islet/core';
import { http, passthrough } from 'msw';
import { setupServer } from 'msw/node';
import { createBackend } from '@islet/demo/backends/shop.mjs';
import { features } from '../src/features.ts';

export interface DemoShop {
  islet: Islet;
  warnings: string[];
  /** Every request the page made to the shop, as `METHOD path?query action`. */
  requests: string[];
}

/**
 * The demo server's shop backend under msw: the DOM tests and the demo answer with the same code.
 * A small cookie jar stands in for the browser's (Node's fetch keeps none) and mirrors the
 * readable cookies into `document.cookie`, as a browser would.
 */
export function useDemoShop() {
  const jar = new Map<string, string>();
  const requests: string[] = [];
  let backend: Awaited<ReturnType<typeof createBackend>> | undefined;
  const server = setupServer(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      if (url.origin !== window.location.origin) return passthrough();
      const action =
        request.method === 'POST' ? (await request.clone().formData()).get('action') : null;
      requests.push(`${request.method} ${url.pathname}${url.search}${action ? ` ${action}` : ''}`);
      const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const headers = new Headers(request.headers);
      if (cookie) headers.set('cookie', cookie);
      backend ??= await createBackend({ isletSrc: '/islet/islet.js', flags: {}, bundleDir: '' });
      const response = await backend.handle(new Request(request, { headers }));
      if (!response) return passthrough();
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const index = pair.indexOf('=');
        const name = pair.slice(0, index);
        const value = pair.slice(index + 1);
        const expired = /max-age=0/i.test(line);
        if (expired) jar.delete(name);
        else jar.set(name, value);
        if (!/httponly/i.test(line))
          document.cookie = expired ? `${name}=; max-age=0; path=/` : `${name}=${value}; path=/`;
      }
      return response;
    }),
  );
  return {
    server,
    requests,
    listen() {
      server.listen({ onUnhandledRequest: 'error' });
    },
    reset() {
      server.resetHandlers();
      requests.length = 0;
      for (const name of jar.keys()) document.cookie = `${name}=; max-age=0; path=/`;
      jar.clear();
      backend = undefined;
    },
    close() {
      server.close();
    },
  };
}

/** Boots Islet with the shop's features on `body`, with the demo shop's printed configuration. */
export async function bootShop(
  body: string,
  {
    userRoles,
    productAddedToCart = false,
  }: { userRoles?: string[]; productAddedToCart?: boolean } = {},
): Promise<DemoShop> {
  const scope = window as unknown as Record<string, unknown>;
  scope.elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    user: userRoles ? { roles: userRoles } : undefined,
  };
  scope.ElementorProFrontendConfig = {
    ajaxurl: '/wp-admin/admin-ajax.php',
    woocommerce: {
      menu_cart: {
        cart_page_url: `${window.location.origin}/pages/shop/cart`,
        checkout_page_url: `${window.location.origin}/pages/shop/checkout`,
        fragments_nonce: 'n',
      },
      productAddedToCart,
    },
  };
  scope.wc_add_to_cart_params = {
    wc_ajax_url: '/?wc-ajax=%%endpoint%%',
    cart_url: '/pages/shop/cart',
    i18n_view_cart: 'View cart',
  };
  document.body.innerHTML = body;
  const warnings: string[] = [];
  const islet = createRuntime({
    logger: createLogger({
      warn: (message: unknown) => warnings.push(String(message)),
      error: (message: unknown) => warnings.push(`error: ${String(message)}`),
    }),
  });
  for (const feature of features) islet.register(feature);
  await islet.start();
  // Connects that load a chunk first (the cart form's) are done once the runtime is ready.
  await islet.ready;
  return { islet, warnings, requests: [] };
}

export function teardownShop(shop: DemoShop | undefined) {
  shop?.islet.stop();
  const scope = window as unknown as Record<string, unknown>;
  for (const name of [
    'elementorFrontendConfig',
    'ElementorProFrontendConfig',
    'wc_add_to_cart_params',
    'jQuery',
  ])
    delete scope[name];
  document.body.innerHTML = '';
  sessionStorage.clear();
  localStorage.clear();
}
