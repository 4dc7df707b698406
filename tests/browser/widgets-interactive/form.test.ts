import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

const server = useDemoServer();
const browser = useBrowser();

const submissions = async () =>
  (
    (await (
      await browser.context().request.get(server.url('/pages/interactive/form-submissions'))
    ).json()) as { count: number }
  ).count;

describe('form widget', () => {
  it('shows errors in the page, then submits once and shows the success message', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      server.url('/pages/interactive/form'),
    );
    await waitForIsletReady(page);
    const before = await submissions();
    await page.locator('#form-field-email').fill('ann@');
    await page.locator('#form-field-age').fill('12');
    await page.locator('button[type="submit"]').click();
    // Client-side: three messages, the first wrong field focused, nothing sent.
    expect(await page.locator('.elementor-help-inline').allTextContents()).toEqual([
      'This field is required.',
      'Please enter a valid email address.',
      'Please enter a value of at least 18.',
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('form-field-name');
    expect(await page.locator('#form-field-email').getAttribute('aria-invalid')).toBe('true');
    const describedBy = await page.locator('#form-field-email').getAttribute('aria-describedby');
    expect(await page.locator(`#${describedBy}`).textContent()).toBe(
      'Please enter a valid email address.',
    );
    expect(await axeViolations(page, { selector: '.elementor-widget-form' })).toEqual([]);
    expect(await submissions()).toBe(before);

    // The server's own field errors show the same way.
    await page.locator('#form-field-name').fill('Ann');
    await page.locator('#form-field-email').fill('taken@example.com');
    await page.locator('#form-field-age').fill('40');
    await page.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator('.elementor-field-group-email .elementor-help-inline').textContent())
      .toBe('This email address is already registered.');
    expect(
      await page.locator('.elementor-message-danger:not(.elementor-help-inline)').textContent(),
    ).toBe('Your submission failed because of an error.');

    await page.locator('#form-field-email').fill('ann@example.com');
    // Two quick submits send once.
    await page.locator('form.elementor-form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect
      .poll(() => page.locator('.elementor-message-success').textContent())
      .toBe('Your submission was successful.');
    expect(await submissions()).toBe(before + 2);
    expect(await page.locator('#form-field-name').inputValue()).toBe('');
    expect(pageErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });

  it('refuses a file of the wrong type or size before sending', async () => {
    const { page } = await openPage(browser.context(), server.url('/pages/interactive/form'));
    await waitForIsletReady(page);
    await page.locator('#form-field-name').fill('Ann');
    await page.locator('#form-field-email').fill('ann@example.com');
    await page.locator('#form-field-file').setInputFiles({
      name: 'tool.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await page.locator('button[type="submit"]').click();
    expect(
      await page.locator('.elementor-field-group-file .elementor-help-inline').textContent(),
    ).toBe('This file type is not allowed.');
    await page.locator('#form-field-file').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(1024 * 1024 + 10),
    });
    await page.locator('button[type="submit"]').click();
    expect(
      await page.locator('.elementor-field-group-file .elementor-help-inline').textContent(),
    ).toBe('This file exceeds the maximum allowed size of 1 MB.');
    await page.close();
  });

  it('walks a multi-step form: each step checked before the next, then sent', async () => {
    const { page, pageErrors } = await openPage(
      browser.context(),
      server.url('/pages/interactive/form?steps'),
    );
    await waitForIsletReady(page);
    expect(await page.locator('.e-form__step').count()).toBe(2);
    expect(await page.locator('#form-field-date').isVisible()).toBe(false);
    await page.locator('.e-form__buttons__wrapper__button-next').click();
    expect(await page.locator('.elementor-help-inline').count()).toBe(2);
    expect(await page.locator('#form-field-date').isVisible()).toBe(false);
    await page.locator('#form-field-name').fill('Ann');
    await page.locator('#form-field-email').fill('ann@example.com');
    await page.locator('.e-form__buttons__wrapper__button-next').click();
    expect(await page.locator('#form-field-date').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('form-field-date');
    expect(await page.locator('.e-form__indicators__indicator--state-completed').count()).toBe(1);
    await page.locator('button[type="submit"]').click();
    await expect
      .poll(() => page.locator('.elementor-message-success').textContent())
      .toBe('Your submission was successful.');
    expect(await page.locator('#form-field-name').isVisible()).toBe(true);
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('redirects where the server says so', async () => {
    const { page } = await openPage(
      browser.context(),
      server.url('/pages/interactive/form?redirect'),
    );
    await waitForIsletReady(page);
    await page.locator('#form-field-name').fill('Ann');
    await page.locator('#form-field-email').fill('ann@example.com');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/pages\/interactive\/form\?sent$/);
    await page.close();
  });
});
