import { parseHtml } from '@islet/primitives';
import type { BehaviourContext } from '@islet/core';
import { emitShopEvent, onShopEvent } from './shop-events.ts';
import { oneAtATime, postForm, shopAjaxUrl, type Reply } from './shop-requests.ts';
import { slideToggle } from './slide-toggle.ts';

const NOTICES =
  '.woocommerce-error, .woocommerce-message, .woocommerce-info, .is-error, .is-info, .is-success';

type Work = (work: () => Promise<void>) => Promise<void>;

/**
 * The shop's classic cart page (`[woocommerce_cart]`, the cart template outside the builder's
 * Cart widget) without the shop's cart script, which Islet takes off: its work as cart.js 9.x does
 * it, request for request. The update, a removal and its undo fetch the cart page (the form's own
 * action, or the link) and put the answer's form, totals and notices in place; a coupon posts
 * `apply_coupon`/`remove_coupon`, shows the answer as a notice, then posts the cart form keeping
 * that notice; the shipping calculator opens and posts its form; a shipping method posts
 * `update_shipping_method` and the totals become the answer. The shop's events follow each.
 */
export function connectClassicCart(doc: Document, ctx: BehaviourContext): void {
  const cart = createClassicCart(doc, ctx);
  // One request at a time, as the shop's script blocks the form while one is in flight.
  const run: Work = oneAtATime(
    (work: () => Promise<void>) => work(),
    () => doc.querySelector('div.cart_totals'),
  );
  for (const panel of doc.querySelectorAll<HTMLElement>('.shipping-calculator-form'))
    panel.style.display = 'none';
  cart.disableUpdate();
  listenToForms(doc, ctx, cart, run);
  listenToLinks(doc, ctx, cart, run);
  listenToFields(doc, ctx, cart, run);
  for (const name of ['wc_update_cart', 'added_to_cart'])
    ctx.own(onShopEvent(doc, name, () => void run(() => cart.postCart({}))));
}

type ClassicCart = ReturnType<typeof createClassicCart>;

function createClassicCart(doc: Document, ctx: BehaviourContext) {
  const win = doc.defaultView! as Window & typeof globalThis;
  const { signal } = ctx;
  const cartForm = () => doc.querySelector<HTMLFormElement>('form.woocommerce-cart-form');
  const params = () =>
    ((win as unknown as Record<string, Record<string, unknown> | undefined>).wc_cart_params ??
      {}) as Record<string, unknown>;
  const disableUpdate = () => {
    const button = cartForm()?.querySelector<HTMLButtonElement>('[name="update_cart"]');
    if (button) button.disabled = true;
  };
  const update = createPageUpdate(doc, cartForm, disableUpdate);
  const fail = (what: string, reason: string) =>
    ctx.warn(`${what} failed (${reason}); the cart is shown as before.`);
  const fromPage = async (reply: Promise<Reply<string>>, what: string, keepNotices = false) => {
    const answer = await reply;
    if (answer.ok) update.fromPage(answer.value, keepNotices);
    else fail(what, answer.reason);
  };
  const send = (url: string, init: RequestInit = {}) => sendPage(url, signal, init);
  /** Posts a form as jQuery's `serialize()` does (no submit button), plus `extra`. */
  const post = (form: HTMLFormElement, extra: Record<string, string>) => {
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(form))
      if (typeof value === 'string') body.append(name, value);
    for (const [name, value] of Object.entries(extra)) body.append(name, value);
    const url = new URL(form.getAttribute('action') ?? '', win.location.href).href;
    return send(url, { method: 'POST', body });
  };
  const postCart = async (extra: Record<string, string>, keepNotices = false) => {
    const form = cartForm();
    if (form) await fromPage(post(form, extra), 'updating the cart', keepNotices);
  };
  return {
    disableUpdate,
    cartForm,
    postCart,
    calculate: (form: HTMLFormElement) =>
      fromPage(post(form, { calc_shipping: 'x' }), 'the shipping calculator'),
    follow: (link: HTMLAnchorElement) => fromPage(send(link.href), 'following the link'),
    async coupon(endpoint: 'apply_coupon' | 'remove_coupon', code: string) {
      const name = endpoint === 'apply_coupon' ? 'coupon_code' : 'coupon';
      const reply = await postForm<string>(
        shopAjaxUrl(win, endpoint),
        { security: String(params()[`${endpoint}_nonce`] ?? ''), [name]: code },
        'text',
        signal,
      );
      if (reply.ok) {
        update.showNotices(reply.value);
        emitShopEvent(doc, endpoint === 'apply_coupon' ? 'applied_coupon' : 'removed_coupon', [
          code,
        ]);
      } else fail(endpoint, reply.reason);
      await postCart({}, true);
    },
    async shipping(fields: Record<string, string>) {
      const reply = await postForm<string>(
        shopAjaxUrl(win, 'update_shipping_method'),
        { security: String(params().update_shipping_method_nonce ?? ''), ...fields },
        'text',
        signal,
      );
      if (reply.ok) update.totals(reply.value);
      else fail('changing the shipping method', reply.reason);
      emitShopEvent(doc, 'updated_shipping_method');
    },
  };
}

/** Fetches a page as jQuery's ajax does (marked as such, with the cookies); never throws. */
function sendPage(url: string, signal: AbortSignal, init: RequestInit): Promise<Reply<string>> {
  return fetch(url, {
    ...init,
    credentials: 'same-origin',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    signal,
  }).then(
    async (response): Promise<Reply<string>> =>
      response.ok
        ? { ok: true, value: await response.text() }
        : { ok: false, reason: `the shop answered ${response.status}` },
    (error: unknown): Reply<string> => ({ ok: false, reason: String(error) }),
  );
}

/** What cart.js's update_wc_div, update_cart_totals_div and show_notice do with an answer. */
function createPageUpdate(
  doc: Document,
  cartForm: () => HTMLFormElement | null,
  disableUpdate: () => void,
) {
  const win = doc.defaultView! as Window & typeof globalThis;
  const parse = (html: string) => parseHtml(html, 'text/html', win);
  const prepend = (notices: Node[]) => {
    if (!notices.length) return;
    const target = doc.querySelector('.woocommerce-notices-wrapper') ?? cartForm();
    target?.prepend(...notices);
  };
  const replaceTotals = (totals: Element | null) => {
    if (!totals) return;
    doc.querySelector('.cart_totals')?.replaceWith(doc.importNode(totals, true));
    emitShopEvent(doc, 'updated_cart_totals');
  };
  const removeNotices = () => {
    for (const old of doc.querySelectorAll(NOTICES)) old.remove();
  };
  return {
    showNotices(html: string) {
      removeNotices();
      prepend(Array.from(parse(html).body.childNodes, (node) => doc.importNode(node, true)));
    },
    totals: (html: string) => replaceTotals(parse(html).querySelector('.cart_totals')),
    fromPage(html: string, keepNotices: boolean) {
      const next = parse(html);
      const texts = new Set<string>();
      const found = Array.from(next.querySelectorAll(NOTICES)).filter(
        (notice) => !texts.has(notice.outerHTML) && texts.add(notice.outerHTML),
      );
      const notices = found.map((notice) => doc.importNode(notice, true));
      const nextForm = next.querySelector('.woocommerce-cart-form');
      if (!cartForm() || (!nextForm && doc.querySelector('.woocommerce-checkout'))) {
        win.location.reload();
        return;
      }
      if (!keepNotices) removeNotices();
      if (!nextForm) {
        const empty = next.querySelector('.wc-empty-cart-message')?.closest('.woocommerce');
        // Every match, as the shop's jQuery does: Pro's menu cart marks its product list with the
        // same class, outside any `.woocommerce`, and in a header it comes before the cart.
        const here = new Set(
          Array.from(doc.querySelectorAll('.woocommerce-cart-form__contents'), (contents) =>
            contents.closest('.woocommerce'),
          ),
        );
        let placed: Element | undefined;
        for (const old of here) {
          if (!empty || !old) continue;
          placed = doc.importNode(empty, true);
          old.replaceWith(placed);
        }
        // The shop's notices are the answer's own nodes: its "cart is empty" notice, inside the
        // content just placed, moves to the notices wrapper instead of showing twice.
        if (empty && placed) {
          const inside = Array.from(empty.querySelectorAll(NOTICES));
          const moved = Array.from(placed.querySelectorAll(NOTICES));
          found.forEach((notice, i) => {
            const at = inside.indexOf(notice);
            if (at >= 0 && moved[at]) notices[i] = moved[at];
          });
        }
        prepend(notices);
        emitShopEvent(doc, 'wc_cart_emptied');
      } else {
        if (doc.querySelector('.woocommerce-checkout')) emitShopEvent(doc, 'update_checkout');
        cartForm()?.replaceWith(doc.importNode(nextForm, true));
        disableUpdate();
        prepend(notices);
        replaceTotals(next.querySelector('.cart_totals'));
      }
      emitShopEvent(doc, 'updated_wc_div');
    },
  };
}

function listenToForms(doc: Document, ctx: BehaviourContext, cart: ClassicCart, run: Work) {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      if (form.matches('form.woocommerce-shipping-calculator')) {
        event.preventDefault();
        void run(() => cart.calculate(form));
        return;
      }
      if (!form.matches('.woocommerce-cart-form')) return;
      if (!form.querySelector('.woocommerce-cart-form__contents')) return;
      const active = doc.activeElement;
      if (submitter?.matches('[name="update_cart"]') || active?.matches('input.qty')) {
        event.preventDefault();
        void run(() => cart.postCart({ update_cart: 'Update Cart' }));
      } else if (submitter?.matches('[name="apply_coupon"]') || active?.matches('#coupon_code')) {
        event.preventDefault();
        const field = doc.querySelector<HTMLInputElement>('#coupon_code');
        const code = field?.value ?? '';
        // The shop's script empties the field once the request is made.
        void run(() => {
          const done = cart.coupon('apply_coupon', code);
          if (field) field.value = '';
          return done;
        });
      }
    },
    { signal: ctx.signal },
  );
}

function listenToLinks(doc: Document, ctx: BehaviourContext, cart: ClassicCart, run: Work) {
  const win = doc.defaultView!;
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element;
      const coupon = target.closest<HTMLElement>('a.woocommerce-remove-coupon');
      const link = target.closest<HTMLAnchorElement>(
        '.woocommerce-cart-form .product-remove > a, .woocommerce-cart .restore-item',
      );
      const calculator = target.closest<HTMLElement>('.shipping-calculator-button');
      if (coupon) {
        event.preventDefault();
        void run(() => cart.coupon('remove_coupon', coupon.dataset.coupon ?? ''));
      } else if (link) {
        event.preventDefault();
        void run(() => cart.follow(link));
      } else if (calculator) {
        event.preventDefault();
        for (const panel of doc.querySelectorAll<HTMLElement>('.shipping-calculator-form'))
          slideToggle(panel, calculator);
        for (const field of doc.querySelectorAll('select.country_to_state, input.country_to_state'))
          field.dispatchEvent(new win.Event('change', { bubbles: true }));
        // The shop's country script (kept) makes the state field a list on this.
        emitShopEvent(doc, 'country_to_state_changed');
      }
    },
    { signal: ctx.signal },
  );
}

function listenToFields(doc: Document, ctx: BehaviourContext, cart: ClassicCart, run: Work) {
  const enableUpdate = (event: Event) => {
    if (!(event.target as Element).closest?.('.woocommerce-cart-form .cart_item')) return;
    const button = cart.cartForm()?.querySelector<HTMLButtonElement>('[name="update_cart"]');
    if (button) button.disabled = false;
  };
  doc.addEventListener('input', enableUpdate, { signal: ctx.signal });
  doc.addEventListener('change', enableUpdate, { signal: ctx.signal });
  doc.addEventListener(
    'change',
    (event) => {
      if (!(event.target as Element).matches?.('select.shipping_method, [name^="shipping_method"]'))
        return;
      const fields: Record<string, string> = {};
      for (const chosen of doc.querySelectorAll<HTMLInputElement>(
        'select.shipping_method, [name^="shipping_method"][type=radio]:checked, [name^="shipping_method"][type=hidden]',
      ))
        fields[`shipping_method[${chosen.dataset.index ?? '0'}]`] = chosen.value;
      void run(() => cart.shipping(fields));
    },
    { signal: ctx.signal },
  );
}
