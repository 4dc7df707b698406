// The builder 4.1.5's atomic form (`e-form`) in the real WordPress, with the original scripts
// (`?islet=off`, as an administrator: the builder's `elementor-v2-form-handlers` on Alpine) and
// with Islet (as a visitor), side by side, against php/mu-atomic-form.php: the builder's real
// `e-form` and message elements, with stand-ins for what only the Pro add-on's 4.x line has
// (the field widgets and the `elementor_pro_atomic_forms_send_form` handler), see
// docs/widgets-interactive.md "Atomic form".
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sentWhile, viewsBrowser, type BackendView, type FormEntry } from './requests.ts';
import { sharedSite } from './shared-site.ts';
import { sameIn, type Mode } from './side-by-side.ts';

const site = sharedSite();

const FORM = 'form[data-element_type="e-form"]';
const SUCCESS = `${FORM} [data-element_type="e-form-success-message"]`;
const ERROR = `${FORM} [data-element_type="e-form-error-message"]`;
const SUBMIT = `${FORM} button[type="submit"]`;
const SEND_ACTION = 'elementor_pro_atomic_forms_send_form';

/** What the stand-in received (php/mu-atomic-form.php), in order. */
interface Submission {
  user: number;
  nonceValid: boolean;
  formFound: boolean;
  posted: Record<string, unknown>;
}

/** A view, with every main-frame navigation made after it opened. */
interface FormView extends BackendView {
  navigations: string[];
}

// The atomic form exists only on the builder 4.x (with Pro 4.x, here its stand-in): 3.32.4 has
// no `e-form` and no send-form protocol, so there is nothing to compare.
describe.skipIf(site.builder !== '4.1.5')(
  'the atomic form (builder 4.1.5 only: 3.32.4 has no atomic form)',
  () => {
    const browser = viewsBrowser(site);
    let url: string;

    const submissions = async (clear = false): Promise<Submission[]> =>
      (await fetch(
        `${site.url}/wp-admin/admin-ajax.php?action=islet_e2e_atomic_form_submissions${clear ? '&clear' : ''}`,
      ).then((response) => response.json())) as Submission[];

    async function open(mode: Mode, query = ''): Promise<FormView> {
      // The same object, not a copy: its `sent` is read as the view goes on.
      const view = Object.assign(await browser.open(`${url}${query}`, mode), {
        navigations: [] as string[],
      });
      view.page.on('framenavigated', (frame) => {
        if (frame === view.page.mainFrame()) view.navigations.push(frame.url());
      });
      return view;
    }

    /** The POSTs of the send-form action a view made. */
    const posts = (view: BackendView) =>
      view.sent.filter(
        (request) => request.method() === 'POST' && request.postData()?.includes(SEND_ACTION),
      );

    /**
     * Clicks the submit button and resolves once the attempt is over: the browser refused it
     * (`invalid`: the original leaves the checks to the browser), or every `submit` listener has
     * run (Islet checks in its own, and would have started its request there).
     */
    async function attemptSubmit(page: Page): Promise<void> {
      await page.evaluate((form) => {
        const scope = window as unknown as { submitAttempt?: Promise<void> };
        scope.submitAttempt = new Promise((resolve) => {
          document
            .querySelector(form)!
            .addEventListener('invalid', () => resolve(), { capture: true, once: true });
          // On the window and bubbling: after the form's own listeners.
          window.addEventListener('submit', () => resolve(), { once: true });
        });
      }, FORM);
      await page.locator(SUBMIT).click();
      await page.evaluate(
        () => (window as unknown as { submitAttempt: Promise<void> }).submitAttempt,
      );
    }

    /** The form's state class and which message element shows. */
    const state = (page: Page) =>
      page.evaluate(
        ([form, success, error]) => {
          const element = document.querySelector(form)!;
          const shows = (selector: string) => {
            const message = document.querySelector<HTMLElement>(selector);
            return Boolean(message && message.offsetParent !== null && message.offsetHeight > 0);
          };
          return {
            state: [...element.classList].filter((name) => name.startsWith('form-state-')),
            success: shows(success),
            error: shows(error),
          };
        },
        [FORM, SUCCESS, ERROR] as const,
      );

    async function fill(page: Page) {
      await page.locator('#e-form-name').fill('Ada Visitor');
      await page.locator('#e-form-email').fill('ada@example.com');
      await page.locator('#e-form-message').fill('Hello,\nfrom the atomic form.');
      await page.locator('#e-form-checkbox').check();
    }

    /** Submits the filled form and reads back the request (its entries, in order) and the reply. */
    async function submit(view: FormView) {
      // The original's view sends as the administrator it was opened for, Islet's as a visitor.
      await browser.actAs(view);
      const { sent, response } = await sentWhile(
        view.page,
        (request) => request.method() === 'POST' && request.url().includes('/admin-ajax.php'),
        () => view.page.locator(SUBMIT).click(),
      );
      return {
        url: sent.url,
        contentType: sent.contentType,
        entries: sent.entries,
        reply: (await response?.json()) as { success: boolean; data?: { message?: string } },
      };
    }

    beforeAll(async () => {
      const made = JSON.parse(site.php('atomic-form-content.php')) as {
        ids: { page: number };
        registered: Record<string, boolean>;
      };
      // The builder must register its real `e-form` (and the stand-ins theirs).
      expect(Object.entries(made.registered).filter(([, known]) => !known)).toEqual([]);
      url = `${site.url}/?page_id=${made.ids.page}&islet-e2e-atomic-form`;
      const html = await (await fetch(url)).text();
      if (!html.includes('data-element_type="e-form"') || !html.includes('e-form-input-base'))
        throw new Error(`${url} rendered no atomic form`);
      await submissions(true);
    });

    describe('a page with the form', () => {
      let off: FormView;
      let on: FormView;

      beforeAll(async () => {
        off = await open('off');
        on = await open('on');
      }, 60_000);

      it('renders the form, its fields and its hidden messages', async () => {
        await sameIn(
          off,
          on,
          async ({ page }) => ({
            fields: await page.evaluate(
              (form) =>
                Array.from(
                  document.querySelectorAll<HTMLInputElement>(
                    `${form} input[data-interaction-id], ${form} textarea[data-interaction-id]`,
                  ),
                  (field) => `${field.name}:${field.type}${field.required ? ':required' : ''}`,
                ),
              FORM,
            ),
            ...(await state(page)),
          }),
          {
            fields: [
              'e-form-name:text:required',
              'e-form-email:email',
              'e-form-message:textarea',
              'e-form-checkbox:checkbox',
            ],
            state: ['form-state-default'],
            success: false,
            error: false,
          },
        );
      });

      it("loads the builder's form script only in the original", async () => {
        const ids = (page: Page) =>
          page.evaluate(() =>
            Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.id),
          );
        expect(await ids(off.page)).toEqual(
          expect.arrayContaining(['elementor-v2-form-handlers-js', 'elementor-v2-alpinejs-js']),
        );
        const islet = await ids(on.page);
        expect(islet.filter((id) => id.startsWith('elementor-v2-'))).toEqual([]);
      });

      it('sends nothing while a required field is empty', async () => {
        await sameIn(
          off,
          on,
          async ({ page }) => {
            await attemptSubmit(page);
            const missing = await page
              .locator('#e-form-name')
              .evaluate((field: HTMLInputElement) => field.validity.valueMissing);
            return {
              missing,
              ...(await state(page)),
              posted: posts(browser.views.find((view) => view.page === page)!).length,
            };
          },
          { posted: 0, missing: true, state: ['form-state-default'], success: false, error: false },
        );
        // Deliberate difference (docs/widgets-interactive.md): the builder leaves the message to
        // the browser's bubble; Islet marks the field and says why in the page.
        expect(await off.page.locator('#e-form-name').getAttribute('aria-invalid')).toBeNull();
        expect(await on.page.locator('#e-form-name').getAttribute('aria-invalid')).toBe('true');
        const described = await on.page.locator('#e-form-name').getAttribute('aria-describedby');
        expect(described).toBeTruthy();
        expect(await on.page.locator(`[id="${described}"]`).textContent()).toMatch(/\S/);
      });

      it('posts the same request once to admin-ajax.php, which the stand-in accepts; both show the success state', async () => {
        const before = (await submissions()).length;
        await fill(off.page);
        const original = await submit(off);
        await fill(on.page);
        const islet = await submit(on);
        const endpoint = `${site.url}/wp-admin/admin-ajax.php`;
        expect(original.url).toBe(endpoint);
        expect(islet.url).toBe(endpoint);
        expect(islet.contentType).toBe(original.contentType);
        expect(original.contentType).toBe('multipart/form-data');

        // Field by field, in order. The nonce is the user's own (an administrator's for the
        // original, a visitor's for Islet), so its validity is compared, through the stand-in;
        // the referrer is each page's address, the original's with `&islet=off`.
        const names = (entries: FormEntry[]) => entries.map(([name]) => name);
        expect(names(islet.entries)).toEqual(names(original.entries));
        const value = (entries: FormEntry[], name: string) =>
          entries.find(([key]) => key === name)?.[1];
        for (const [name, sent] of original.entries) {
          if (name === '_nonce' || name === 'referrer') continue;
          expect({ name, value: value(islet.entries, name) }).toEqual({ name, value: sent });
        }
        expect(value(original.entries, 'referrer')).toBe(`${url}&islet=off`);
        expect(value(islet.entries, 'referrer')).toBe(url);
        expect(value(islet.entries, '_nonce')).toMatch(/^[0-9a-f]{10}$/);
        expect(value(original.entries, '_nonce')).toMatch(/^[0-9a-f]{10}$/);
        // What was sent, as the builder's script builds it.
        expect(Object.fromEntries(original.entries)).toMatchObject({
          action: SEND_ACTION,
          post_id: url.match(/page_id=(\d+)/)![1],
          form_id: 'frm0001',
          form_name: 'Islet contact',
          'form_fields[0][id]': 'frmi001',
          'form_fields[0][type]': 'text',
          'form_fields[0][label]': 'Name',
          'form_fields[0][name]': 'e-form-name',
          'form_fields[0][options]': 'null',
          'form_fields[0][value]': 'Ada Visitor',
          'form_fields[1][type]': 'email',
          'form_fields[1][value]': 'ada@example.com',
          'form_fields[2][type]': 'textarea',
          'form_fields[2][label]': 'Message',
          // The browser sends a textarea's line breaks as CRLF in a multipart body.
          'form_fields[2][value]': 'Hello,\r\nfrom the atomic form.',
          'form_fields[3][id]': 'frmc001',
          'form_fields[3][type]': 'checkbox',
          'form_fields[3][label]': 'Keep me posted',
          'form_fields[3][value]': 'on',
        });
        expect(original.entries.filter(([name]) => name.startsWith('form_fields['))).toHaveLength(
          4 * 6,
        );

        // One POST each, and the stand-in received both, each nonce valid for its sender.
        expect({ original: posts(off).length, islet: posts(on).length }).toEqual({
          original: 1,
          islet: 1,
        });
        const received = (await submissions()).slice(before);
        expect(
          received.map(({ user, nonceValid, formFound }) => ({ user, nonceValid, formFound })),
        ).toEqual([
          { user: 1, nonceValid: true, formFound: true },
          { user: 0, nonceValid: true, formFound: true },
        ]);
        const withoutReferrer = ({ referrer: _, ...posted }: Record<string, unknown>) => posted;
        expect(withoutReferrer(received[1]!.posted)).toEqual(withoutReferrer(received[0]!.posted));
        expect({ original: original.reply.success, islet: islet.reply.success }).toEqual({
          original: true,
          islet: true,
        });

        await sameIn(
          off,
          on,
          async ({ page }) => {
            await expect
              .poll(() => state(page).then((s) => s.state))
              .toEqual(['form-state-success']);
            return {
              ...(await state(page)),
              // The form is reset after a success.
              emptied: await page.locator('#e-form-name').inputValue(),
              enabled: await page.locator(SUBMIT).isEnabled(),
            };
          },
          {
            state: ['form-state-success'],
            success: true,
            error: false,
            emptied: '',
            enabled: true,
          },
        );
        // Islet also announces the success message in a status region it adds to the form.
        await expect
          .poll(() => on.page.locator(`${FORM} [role="status"]`).textContent())
          .toContain('received your information');
      });

      it('goes back to the default state at the next input', async () => {
        await sameIn(
          off,
          on,
          async ({ page }) => {
            await page.locator('#e-form-name').fill('A');
            await expect
              .poll(() => state(page).then((s) => s.state))
              .toEqual(['form-state-default']);
            return state(page);
          },
          { state: ['form-state-default'], success: false, error: false },
        );
      });

      it('never navigates (no GET with the fields), and logs no console errors', () => {
        expect({ original: off.navigations, islet: on.navigations }).toEqual({
          original: [],
          islet: [],
        });
        expect({ original: off.page.url(), islet: on.page.url() }).toEqual({
          original: `${url}&islet=off`,
          islet: url,
        });
        expect({ original: off.errors, islet: on.errors }).toEqual({ original: [], islet: [] });
      });
    });

    describe('a page whose nonce the endpoint refuses', () => {
      let off: FormView;
      let on: FormView;

      beforeAll(async () => {
        off = await open('off', '=stale');
        on = await open('on', '=stale');
      }, 60_000);

      it('shows the error state in both, after one refused POST each', async () => {
        const before = (await submissions()).length;
        for (const view of [off, on]) {
          await view.page.bringToFront();
          await fill(view.page);
          const { reply } = await submit(view);
          expect(reply.success).toBe(false);
        }
        await sameIn(
          off,
          on,
          async ({ page }) => {
            await expect.poll(() => state(page).then((s) => s.state)).toEqual(['form-state-error']);
            return {
              ...(await state(page)),
              // Nothing is reset after a refusal.
              kept: await page.locator('#e-form-name').inputValue(),
              enabled: await page.locator(SUBMIT).isEnabled(),
            };
          },
          {
            state: ['form-state-error'],
            success: false,
            error: true,
            kept: 'Ada Visitor',
            enabled: true,
          },
        );
        expect({ original: posts(off).length, islet: posts(on).length }).toEqual({
          original: 1,
          islet: 1,
        });
        const received = (await submissions()).slice(before);
        expect(received.map(({ user, nonceValid }) => ({ user, nonceValid }))).toEqual([
          { user: 1, nonceValid: false },
          { user: 0, nonceValid: false },
        ]);
        // A refusal is not a network failure: Islet offers no "Try again" (docs).
        expect(await on.page.locator('.islet-atomic-form-notice').count()).toBe(0);
        await expect
          .poll(() => on.page.locator(`${FORM} [role="status"]`).textContent())
          .toContain('couldn’t process your submission');
      });

      it('never navigates, and logs no console errors', () => {
        expect({ original: off.navigations, islet: on.navigations }).toEqual({
          original: [],
          islet: [],
        });
        expect({ original: off.errors, islet: on.errors }).toEqual({ original: [], islet: [] });
      });
    });
  },
);
