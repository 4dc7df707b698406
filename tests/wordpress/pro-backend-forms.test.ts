// The Pro add-on's form, search form and login conversations in the real WordPress, original
// scripts and Islet side by side on the same page (pro-backend-content.mjs): every form action
// that works offline (collect submissions, redirect, a failing e-mail: wp_mail has no sendmail
// here), the honeypot, multi-step, file upload and a type the server refuses, a form in a popup;
// the classic search form; the login widget. Both views post as the same visitor. Loops:
// pro-backend.test.ts.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedSite } from './shared-site.ts';
import {
  address,
  isletNotices,
  makePages,
  sameConversation,
  type Exchange,
  type ProPages,
} from './pro-backend.ts';
import { viewsBrowser, type BackendView } from './requests.ts';

const site = sharedSite();
let pages: ProPages;
const browser = viewsBrowser(site);
const { open, views } = browser;

const SEND = 'admin-ajax:elementor_pro_forms_send_form';

/**
 * What a form shows after a reply: its messages (the form's and each field's), as they are in the
 * page. Not their role: Pro gives a success `role="alert"`, Islet `role="status"` (announced
 * politely; docs/wordpress.md, "The Pro add-on's backend").
 */
const messages = (page: Page, form: string) =>
  page.locator(`[data-id="${form}"] .elementor-message`).evaluateAll((elements) =>
    elements.map((element) => ({
      classes: element.className,
      html: element.innerHTML,
      text: (element as HTMLElement).innerText,
      field:
        /elementor-field-group-(\w+)/.exec(
          element.closest('.elementor-field-group')?.className ?? '',
        )?.[1] ?? null,
    })),
  );

const field = (page: Page, form: string, name: string) =>
  page.locator(`[data-id="${form}"] [name="form_fields[${name}]"]`);

/** Submits a form and waits for the reply to be shown (or for the page it leads to). */
async function submit(page: Page, form: string) {
  const reply = page.waitForResponse((response) => response.url().includes('/admin-ajax.php'));
  await page.locator(`[data-id="${form}"] button[type="submit"]`).click();
  const body = (await (await reply).json()) as { success: boolean; data: Record<string, unknown> };
  await expect
    .poll(
      async () =>
        // Shown with its text: Islet writes a server message with `<br>` through the sanitiser,
        // whose chunk may still be on its way when the message's element is in place.
        (await messages(page, form)).some((message) => message.text.trim() !== '') ||
        !page.url().includes(String(pages.ids['pb-form'])),
    )
    .toBe(true);
  return body;
}

/** The form's request, as both views must send it. */
const sent = (form: string, fields: Record<string, string>) => ({
  method: 'POST',
  route: SEND,
  query: {},
  body: {
    post_id: pages.ids['pb-form'],
    form_id: form,
    referer_title: 'Form actions',
    queried_id: String(pages.ids['pb-form']),
    ...Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [`form_fields[${key}]`, value]),
    ),
    action: 'elementor_pro_forms_send_form',
    referrer: pages.url('pb-form'),
  },
});

const sends = (exchanges: Exchange[]) => exchanges.filter((exchange) => exchange.route === SEND);

beforeAll(() => {
  pages = makePages(site);
});

describe('form actions', () => {
  let off: BackendView;
  let on: BackendView;

  beforeAll(async () => {
    off = await open(pages.url('pb-form'), 'off');
    on = await open(pages.url('pb-form'), 'on');
  }, 60_000);

  const fill = async (page: Page, form: string) => {
    await field(page, form, 'name').fill('Ada Visitor');
    await field(page, form, 'email').fill('ada@example.com');
  };

  it('collects the submission and shows the success message', async () => {
    const { seen, exchanges } = await sameConversation(off, on, async ({ page }) => {
      await fill(page, 'pbfm001');
      const reply = await submit(page, 'pbfm001');
      return {
        reply,
        messages: await messages(page, 'pbfm001'),
        name: await field(page, 'pbfm001', 'name').inputValue(),
      };
    });
    expect(seen.reply.success).toBe(true);
    // Pro's default: the form's own message counts only with its custom messages on.
    expect(seen.messages.map((message) => message.text)).toEqual([
      'Your submission was successful.',
    ]);
    // The form is reset after success.
    expect(seen.name).toBe('');
    expect(exchanges).toEqual([sent('pbfm001', { name: 'Ada Visitor', email: 'ada@example.com' })]);
  });

  it('shows the server error of a failing e-mail, its messages joined by <br> as Pro joins them', async () => {
    const { seen, exchanges } = await sameConversation(off, on, async ({ page }) => {
      await fill(page, 'pbfm003');
      const reply = await submit(page, 'pbfm003');
      return { reply, messages: await messages(page, 'pbfm003') };
    });
    expect(seen.reply.success).toBe(false);
    expect(String(seen.reply.data.message)).toMatch(/^[^<]+<br>[^<]+$/);
    expect(seen.messages).toHaveLength(1);
    expect(seen.messages[0]!.html).toBe(seen.reply.data.message);
    expect(seen.messages[0]!.text.split('\n')).toHaveLength(2);
    expect(sends(exchanges)).toHaveLength(1);
  });

  it('refuses a filled honeypot: the server says the form is invalid', async () => {
    const { seen, exchanges } = await sameConversation(off, on, async ({ page }) => {
      await fill(page, 'pbfm004');
      await field(page, 'pbfm004', 'trap').evaluate((input: HTMLInputElement) => {
        input.value = 'a bot was here';
      });
      const reply = await submit(page, 'pbfm004');
      return { reply, messages: await messages(page, 'pbfm004') };
    });
    expect(seen.reply).toMatchObject({
      success: false,
      data: { errors: { invalid_form: 'Invalid Form.' } },
    });
    expect(seen.messages.map((message) => message.text)).toEqual([String(seen.reply.data.message)]);
    expect(sends(exchanges)[0]!.body).toMatchObject({ 'form_fields[trap]': 'a bot was here' });
  });

  it('walks a multi-step form, then sends every step', async () => {
    const visibleFields = (page: Page) =>
      page
        .locator(
          '[data-id="pbfm005"] .elementor-field-group:not(.elementor-hidden) :is(input, button, select, textarea):visible',
        )
        .evaluateAll((elements) =>
          elements.map(
            (element) => (element as HTMLInputElement).name || element.textContent!.trim(),
          ),
        );
    const { seen, exchanges } = await sameConversation(off, on, async ({ page }) => {
      const steps = [await visibleFields(page)];
      await field(page, 'pbfm005', 'name').fill('Ada Visitor');
      await page.locator('[data-id="pbfm005"] button', { hasText: 'Next' }).click();
      await expect.poll(() => field(page, 'pbfm005', 'email').isVisible()).toBe(true);
      steps.push(await visibleFields(page));
      await field(page, 'pbfm005', 'email').fill('ada@example.com');
      const reply = await submit(page, 'pbfm005');
      return {
        steps,
        reply,
        messages: (await messages(page, 'pbfm005')).map((message) => message.text),
      };
    });
    expect(seen.steps[0]).toEqual(['form_fields[name]', 'Next']);
    expect(seen.steps[1]).toEqual(['form_fields[email]', 'Previous', 'Send']);
    expect(seen.reply.success).toBe(true);
    expect(sends(exchanges)).toEqual([
      sent('pbfm005', { name: 'Ada Visitor', email: 'ada@example.com' }),
    ]);
  });

  it('uploads a file of an allowed type, and shows the field error for a type the server refuses', async () => {
    const dir = site.root;
    const note = join(dir, 'islet-note.txt');
    const picture = join(dir, 'islet-note.pdf');
    writeFileSync(note, 'A small note');
    writeFileSync(picture, '%PDF-1.4 not a real one');
    const upload =
      (file: string) =>
      async ({ page }: BackendView) => {
        await field(page, 'pbfm006', 'name').fill('Ada Visitor');
        await field(page, 'pbfm006', 'file').setInputFiles(file);
        const reply = await submit(page, 'pbfm006');
        return {
          success: reply.success,
          errors: reply.data.errors ?? null,
          messages: await messages(page, 'pbfm006'),
          // Pro's script writes `false` before sending, Islet leaves it out: the same to assistive
          // technology.
          invalid: (await field(page, 'pbfm006', 'file').getAttribute('aria-invalid')) ?? 'false',
        };
      };
    const accepted = await sameConversation(off, on, upload(note));
    expect(accepted.seen.success).toBe(true);
    // Chromium's record of a request leaves a file's bytes out: its name is what can be compared.
    expect(sends(accepted.exchanges)[0]!.body).toMatchObject({
      'form_fields[file]': expect.stringMatching(/^file:islet-note\.txt:/),
    });
    const refused = await sameConversation(off, on, upload(picture));
    expect(refused.seen).toMatchObject({
      success: false,
      errors: { file: 'This file type is not allowed.' },
      invalid: 'true',
    });
    expect(refused.seen.messages.map(({ field: name, text }) => [name, text])).toEqual([
      ['file', 'This file type is not allowed.'],
      [null, expect.any(String)],
    ]);
  });
  it('redirects where the redirect action says (last: it leaves the page)', async () => {
    const { seen, exchanges } = await sameConversation(off, on, async ({ page }) => {
      await fill(page, 'pbfm002');
      const answered = page.waitForResponse((response) =>
        response.url().includes('/admin-ajax.php'),
      );
      const navigated = page.waitForURL(
        (url) => url.searchParams.get('page_id') === String(pages.ids['pb-more']),
      );
      await page.locator('[data-id="pbfm002"] button[type="submit"]').click();
      await Promise.all([answered, navigated]);
      return { url: address(page) };
    });
    expect(seen.url).toBe(pages.url('pb-more'));
    expect(exchanges.map((exchange) => `${exchange.method} ${exchange.route}`)).toEqual([
      `POST ${SEND}`,
      'GET /?page_id',
    ]);
  });
});

describe('a form in a popup', () => {
  it('opens the popup and sends its form from there', async () => {
    const off = await open(pages.url('pb-form'), 'off');
    const on = await open(pages.url('pb-form'), 'on');
    const { seen, exchanges } = await sameConversation(off, on, async ({ page }) => {
      await page.locator('[data-id="pbbt001"] a').click();
      await expect.poll(() => field(page, 'pbfm007', 'email').isVisible()).toBe(true);
      await field(page, 'pbfm007', 'name').fill('Ada Visitor');
      await field(page, 'pbfm007', 'email').fill('ada@example.com');
      const reply = await submit(page, 'pbfm007');
      return {
        reply: reply.success,
        messages: (await messages(page, 'pbfm007')).map((message) => message.text),
      };
    });
    // The popup's form answers with Pro's default success message.
    expect(seen).toEqual({ reply: true, messages: ['Your submission was successful.'] });
    expect(sends(exchanges)).toEqual([
      {
        ...sent('pbfm007', { name: 'Ada Visitor', email: 'ada@example.com' }),
        body: expect.objectContaining({ form_id: 'pbfm007', post_id: 9901 }),
      },
    ]);
  });
});

describe('the search form and the login widget', () => {
  it('submits the search form to the search results', async () => {
    const off = await open(pages.url('pb-account'), 'off');
    const on = await open(pages.url('pb-account'), 'on');
    const { seen, exchanges } = await sameConversation(off, on, async ({ page }) => {
      await page.locator('[data-id="pbsf001"] input[type="search"]').fill('Post 4');
      await Promise.all([
        page.waitForURL(/[?&]s=/),
        page.locator('[data-id="pbsf001"] input[type="search"]').press('Enter'),
      ]);
      return { url: address(page), title: await page.title() };
    });
    expect(seen.url).toBe(`${site.url}/?s=Post+4`);
    expect(exchanges).toEqual([
      { method: 'GET', route: '/?s', query: { s: 'Post 4' }, body: null },
    ]);
  });

  // A logged-in administrator sees no login form, and only an administrator may ask `?islet=off`:
  // here the original is a visitor's view with Islet off through its `islet_enabled` filter.
  const login = async (password: string) => {
    const url = pages.url('pb-account');
    const original = await open(`${url}&islet-e2e-filter=disabled`, 'disabled');
    const islet = await open(url, 'on');
    return sameConversation(original, islet, async ({ page }) => {
      await browser.context.clearCookies();
      await page.locator('[data-id="pblw001"] input[name="log"]').fill('subscriber');
      await page.locator('[data-id="pblw001"] input[name="pwd"]').fill(password);
      // The right password comes back to the same address: wait for the next page's load.
      await Promise.all([
        page.waitForEvent('load'),
        page.locator('[data-id="pblw001"] button[type="submit"]').click(),
      ]);
      await page.waitForLoadState('load');
      return {
        url: address(page),
        error: (await page.locator('#login_error').allInnerTexts()).map((text) => text.trim()),
        loggedIn: (
          await page
            .locator('[data-id="pblw001"] .elementor-login__logged-in-message')
            .allInnerTexts()
        ).map((text) => text.trim()),
      };
    });
  };

  it('logs in through the login widget and comes back to the page', async () => {
    const { seen, exchanges } = await login('islet-e2e-password');
    expect(seen.loggedIn).toHaveLength(1);
    expect(exchanges[0]).toMatchObject({
      method: 'POST',
      route: '/wp-login.php',
      body: { log: 'subscriber' },
    });
  });

  it("shows WordPress's error for a wrong password", async () => {
    const { seen } = await login('not-the-password');
    expect(seen.url).toContain('/wp-login.php');
    expect(seen.error.join(' ')).toMatch(/password/i);
  });
});

describe('every view', () => {
  it('logged no console error and Islet no PHP notice', () => {
    expect(views.flatMap((view) => view.errors)).toEqual([]);
    expect(isletNotices(site)).toEqual([]);
  });
});
