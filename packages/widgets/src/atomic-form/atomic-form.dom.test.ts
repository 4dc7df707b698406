import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRuntime, type Islet } from '@islet/core';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  answerAtomicForm,
  atomicFormPage,
  ATOMIC_FORM_NONCE,
} from '@islet/demo/backends/interactive/atomic-form-page.mjs';
import { createRecordingLogger } from '@islet/test-support/recording-logger';
import { atomicFeatures as features } from '../features.ts';
import { waitFor } from '@islet/test-support/wait-for';

/**
 * Every POST to the endpoint, as its entries (files by name), answered by the demo's stand-in for
 * Pro 4.x (the same code the demo server runs); `reply` replaces its answer.
 */
const sent: [string, string][][] = [];
let reply: (() => Response | Promise<Response>) | null = null;
const record: { count: number; last: [string, string][] } = { count: 0, last: [] };
const server = setupServer(
  http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
    const form = await request.clone().formData();
    sent.push(
      [...form].map(([name, value]) => [
        name,
        typeof value === 'string' ? value : `file:${value.name}`,
      ]),
    );
    if (reply) return reply();
    return answerAtomicForm(form, record);
  }),
);

let islet: Islet | undefined;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  islet?.stop();
  islet = undefined;
  document.body.innerHTML = '';
  document.title = '';
  sent.length = 0;
  reply = null;
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The demo's atomic form page (from the builder's templates) booted in this window. */
async function boot(query = '', edit?: (config: Record<string, unknown>) => void) {
  const html = atomicFormPage('', new URLSearchParams(query));
  const config = JSON.parse(/var elementorFrontendConfig = (.*);<\/script>/.exec(html)![1]!);
  edit?.(config);
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = config;
  document.title = 'Atomic form';
  document.body.innerHTML = html.slice(html.indexOf('<body>') + 6, html.indexOf('</body>'));
  const log = createRecordingLogger();
  islet = createRuntime({ window, logger: log });
  for (const feature of features) islet.register(feature);
  await islet.start();
  await islet.ready;
  await waitFor(() =>
    expect(islet!.inspect().find((row) => row.id === 'f0rm001')?.status).not.toBe('pending'),
  );
  const form = document.querySelector<HTMLFormElement>('form[data-element_type="e-form"]')!;
  const field = (id: string) => document.getElementById(id) as HTMLInputElement;
  const status = () => form.querySelector('[role="status"]')!.textContent;
  return { log, form, field, status, row: () => islet!.inspect().find((r) => r.id === 'f0rm001') };
}

const fill = (field: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

async function fillValid(field: (id: string) => HTMLInputElement) {
  fill(field('e-form-first-name'), 'Ann');
  fill(field('e-form-email'), 'ann@example.com');
  fill(field('e-form-message'), 'Hello');
}

describe('atomic form (e-form), markup from the builder 4.1.5 templates', () => {
  it('connects to the form the scanner describes as e-form', async () => {
    const { row, log, form } = await boot();
    expect(row()).toMatchObject({ status: 'active' });
    expect(form.noValidate).toBe(true);
    expect(log.warnings).toEqual([]);
  });

  it('checks the fields in the page first: messages after the fields, focus on the first, nothing sent', async () => {
    const { form, field, log } = await boot();
    fill(field('e-form-email'), 'ann@');
    const fetching = vi.spyOn(globalThis, 'fetch');
    const submit = new SubmitEvent('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    // The listener checks, then starts its request, while the event is dispatched.
    expect(fetching).not.toHaveBeenCalled();
    const first = field('e-form-first-name');
    const email = field('e-form-email');
    expect(document.activeElement).toBe(first);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.nextElementSibling?.textContent).toBe('This field is required.');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a valid email address.',
    );
    expect(form.querySelectorAll('[role="alert"]')).toHaveLength(2);
    expect(form.classList.contains('form-state-default')).toBe(true);
    expect(log.warnings).toEqual([]);
  });

  it('sends the builder’s request once, shows and announces success, resets, and goes back to default on input', async () => {
    const { form, field, status, log } = await boot();
    await fillValid(field);
    (document.querySelector('#e-form-topic') as HTMLSelectElement).value = 'support';
    (document.querySelector('input[value="phone"]') as HTMLInputElement).checked = true;
    field('e-form-checkbox').checked = true;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    form.requestSubmit();
    form.requestSubmit();
    expect(button.disabled).toBe(true);
    expect(form.getAttribute('aria-busy')).toBe('true');
    expect(form.dataset.atomicFormSubmitting).toBe('true');
    await waitFor(() => expect(form.classList.contains('form-state-success')).toBe(true));
    expect(form.classList.contains('form-state-default')).toBe(false);
    expect(sent).toHaveLength(1);
    const href = window.location.href;
    const f = (
      i: number,
      id: string,
      type: string,
      label: string,
      name: string,
      options: string,
      value: string,
    ) => [
      [`form_fields[${i}][id]`, id],
      [`form_fields[${i}][type]`, type],
      [`form_fields[${i}][label]`, label],
      [`form_fields[${i}][name]`, name],
      [`form_fields[${i}][options]`, options],
      [`form_fields[${i}][value]`, value],
    ];
    expect(sent[0]).toEqual([
      ['action', 'elementor_pro_atomic_forms_send_form'],
      ['_nonce', ATOMIC_FORM_NONCE],
      ['post_id', '62'],
      ['form_id', 'f0rm001'],
      ['form_name', 'Contact'],
      ['referer_title', 'Atomic form'],
      ['referrer', href],
      ...f(0, 'in00001', 'text', 'First name', 'first-name', 'null', 'Ann'),
      ...f(1, 'in00002', 'text', 'Last name', 'last-name', 'null', ''),
      ...f(2, 'in00003', 'email', 'Email', 'email', 'null', 'ann@example.com'),
      ...f(
        3,
        'se00001',
        'select',
        'Topic',
        'topic',
        '[{"value":"","label":"Choose"},{"value":"sales","label":"Sales"},{"value":"support","label":"Support"}]',
        'support',
      ),
      ...f(
        4,
        'ra00002',
        'radio',
        'reply',
        'reply',
        '[{"value":"mail","label":"Mail"},{"value":"phone","label":"Phone"}]',
        'phone',
      ),
      ...f(5, 'ta00001', 'textarea', 'Message', 'message', 'null', 'Hello'),
      ...f(6, 'cb00001', 'checkbox', 'Checkbox', 'checkbox', 'null', 'on'),
    ]);
    expect(button.disabled).toBe(false);
    expect(form.hasAttribute('aria-busy')).toBe(false);
    expect(form.dataset.atomicFormSubmitting).toBeUndefined();
    expect(field('e-form-first-name').value).toBe('');
    expect(status()).toBe('Great! We’ve received your information.');
    fill(field('e-form-last-name'), 'B');
    expect(form.classList.contains('form-state-default')).toBe(true);
    expect(form.classList.contains('form-state-success')).toBe(false);
    expect(log.warnings).toEqual([]);
  });

  it('a nonce the server refuses: the error state, announced, one warning, no retry notice', async () => {
    const { form, field, status, log } = await boot('stale');
    await fillValid(field);
    form.requestSubmit();
    await waitFor(() => expect(form.classList.contains('form-state-error')).toBe(true));
    expect(sent[0]![1]).toEqual(['_nonce', 'stale-nonce']);
    expect(status()).toBe('We couldn’t process your submission. Please retry');
    expect(form.querySelector('.islet-failure-notice')).toBeNull();
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toMatch(/f0rm001.*the server answered 403/);
  });

  it('a network failure: the error state and an alert with a retry that sends again', async () => {
    const { form, field, status, log } = await boot();
    await fillValid(field);
    reply = () => HttpResponse.error();
    form.requestSubmit();
    await waitFor(() => expect(form.querySelector('.islet-failure-notice')).not.toBeNull());
    const notice = form.querySelector<HTMLElement>('.islet-failure-notice')!;
    expect(form.classList.contains('form-state-error')).toBe(true);
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.previousElementSibling?.getAttribute('data-e-type')).toBe('e-form-error-message');
    expect(status()).toBe('');
    expect(log.warnings).toHaveLength(1);
    // The visitor's entries are kept for the retry.
    expect(field('e-form-first-name').value).toBe('Ann');
    reply = null;
    const retry = notice.querySelector<HTMLButtonElement>('button')!;
    retry.focus();
    retry.click();
    await waitFor(() => expect(form.classList.contains('form-state-success')).toBe(true));
    expect(sent).toHaveLength(2);
    expect(form.querySelector('.islet-failure-notice')).toBeNull();
    expect(document.activeElement).toBe(form.querySelector('button[type="submit"]'));
  });

  it('a server that cannot answer (503) gets the retry notice too', async () => {
    const { form, field } = await boot();
    await fillValid(field);
    reply = () => new Response('Service unavailable', { status: 503 });
    form.requestSubmit();
    await waitFor(() => expect(form.querySelector('.islet-failure-notice')).not.toBeNull());
    expect(form.classList.contains('form-state-error')).toBe(true);
  });

  it('without an endpoint: the error state as the builder shows it, nothing sent, never a native submission', async () => {
    const { form, field, log } = await boot('', (config) => delete config.urls);
    await fillValid(field);
    const fetching = vi.spyOn(globalThis, 'fetch');
    const submit = new SubmitEvent('submit', { cancelable: true, bubbles: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    // The listener checks, then starts its request, while the event is dispatched.
    expect(fetching).not.toHaveBeenCalled();
    expect(form.classList.contains('form-state-error')).toBe(true);
    expect(sent).toEqual([]);
    expect(log.warnings).toEqual([expect.stringMatching(/no urls.ajaxurl/)]);
  });

  it('gives the markup back on stop', async () => {
    const { form } = await boot();
    islet!.stop();
    islet = undefined;
    expect(form.noValidate).toBe(false);
    expect(form.querySelector('[role="status"]')).toBeNull();
  });

  it('leaves the Pro promotion placeholder (a div of the same type) alone, without a warning', async () => {
    (window as unknown as Record<string, unknown>).elementorFrontendConfig = {};
    document.body.innerHTML = `<div data-elementor-type="wp-page" data-elementor-id="1"><div class="e-con e-atomic-element e-form-base" data-id="pr00001" data-element_type="e-form" data-e-type="e-form" data-interaction-id="pr00001"><div class="e-pro-promotion-placeholder"></div></div></div>`;
    const log = createRecordingLogger();
    islet = createRuntime({ window, logger: log });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await islet.ready;
    await waitFor(() =>
      expect(islet!.inspect().find((row) => row.id === 'pr00001')?.status).toBe('skipped'),
    );
    expect(log.warnings).toEqual([]);
  });
});

const captured = join(process.cwd(), 'fixtures/atomic/atomic-4.1.5.html');

/**
 * The builder 4.1.5's real page (captured from WordPress; with Pro 3.x the builder registers no
 * e-form, so the page holds only the form's inline CSS and the configuration): its configuration
 * and document, with the form from the templates put into it.
 */
describe('atomic form on the captured 4.1.5 page configuration', () => {
  it('sends the nonce from nonces.atomicFormsSendForm to urls.ajaxurl, with the enclosing document’s id', async () => {
    const page = readFileSync(captured, 'utf8').replaceAll('127.0.0.1:PORT', '127.0.0.1:8080');
    const config = JSON.parse(/var elementorFrontendConfig = (.*);$/m.exec(page)![1]!);
    const html = atomicFormPage('', new URLSearchParams());
    const form = html.slice(html.indexOf('<form'), html.indexOf('</form>') + 7);
    (window as unknown as Record<string, unknown>).elementorFrontendConfig = config;
    // In a template (a footer, document 900) on page 911: the builder sends the template's id.
    document.body.innerHTML = `<div data-elementor-type="footer" data-elementor-id="900" class="elementor">${form}</div>`;
    let url = '';
    reply = () => Response.json({ success: true });
    server.use(
      http.post('*/wp-admin/admin-ajax.php', async ({ request }) => {
        url = request.url;
        sent.push([...(await request.formData())].map(([name, value]) => [name, String(value)]));
        return reply!();
      }),
    );
    const log = createRecordingLogger();
    islet = createRuntime({ window, logger: log });
    for (const feature of features) islet.register(feature);
    await islet.start();
    await islet.ready;
    const element = document.querySelector<HTMLFormElement>('form')!;
    await waitFor(() => expect(element.noValidate).toBe(true));
    fill(document.getElementById('e-form-first-name') as HTMLInputElement, 'Ann');
    fill(document.getElementById('e-form-email') as HTMLInputElement, 'ann@example.com');
    element.requestSubmit();
    await waitFor(() => expect(element.classList.contains('form-state-success')).toBe(true));
    expect(url).toBe('http://127.0.0.1:8080/wp-admin/admin-ajax.php');
    expect(sent[0]!.slice(0, 3)).toEqual([
      ['action', 'elementor_pro_atomic_forms_send_form'],
      ['_nonce', config.nonces.atomicFormsSendForm],
      ['post_id', '900'],
    ]);
    expect(log.warnings).toEqual([]);
  });
});
