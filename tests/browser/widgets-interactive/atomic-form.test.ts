import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { waitForIsletReady } from '../islet-api.ts';

const server = useDemoServer();
const browser = useBrowser();

/** What the demo's stand-in for Pro 4.x received: how many requests, and the last one's entries. */
const received = async () =>
  (await (
    await browser.context().request.get(server.url('/pages/interactive/atomic-form-submissions'))
  ).json()) as { count: number; last: [string, string][] };

describe('atomic form (e-form), against the stand-in for Pro 4.x', () => {
  it('checks in the page, then sends the builder’s request once and shows the success message', async () => {
    const { page, pageErrors, consoleWarnings } = await openPage(
      browser.context(),
      server.url('/pages/interactive/atomic-form'),
    );
    await waitForIsletReady(page);
    const before = (await received()).count;
    const success = page.locator('[data-element_type="e-form-success-message"]');
    expect(await success.isVisible()).toBe(false);
    await page.locator('button[type="submit"]').click();
    expect(await page.locator('.elementor-help-inline').allTextContents()).toEqual([
      'This field is required.',
      'This field is required.',
    ]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('e-form-first-name');
    expect(await axeViolations(page, { selector: 'form' })).toEqual([]);
    expect((await received()).count).toBe(before);

    await page.locator('#e-form-first-name').fill('Ann');
    await page.locator('#e-form-email').fill('ann@example.com');
    await page.locator('#e-form-topic').selectOption('sales');
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect.poll(() => success.isVisible()).toBe(true);
    expect(await page.locator('form').getAttribute('class')).toContain('form-state-success');
    expect(await page.locator('[role="status"]').textContent()).toBe(
      'Great! We’ve received your information.',
    );
    const { count, last } = await received();
    expect(count).toBe(before + 1);
    expect(last.slice(0, 7)).toEqual([
      ['action', 'elementor_pro_atomic_forms_send_form'],
      ['_nonce', 'demo-atomic-nonce'],
      ['post_id', '62'],
      ['form_id', 'f0rm001'],
      ['form_name', 'Contact'],
      ['referer_title', 'Atomic form'],
      ['referrer', server.url('/pages/interactive/atomic-form')],
    ]);
    expect(last).toContainEqual(['form_fields[3][value]', 'sales']);
    expect(await page.locator('#e-form-first-name').inputValue()).toBe('');
    expect(page.url()).toBe(server.url('/pages/interactive/atomic-form'));
    // Typing again hides the message, as the builder does.
    await page.locator('#e-form-last-name').fill('B');
    expect(await success.isVisible()).toBe(false);
    expect(await axeViolations(page, { selector: 'form' })).toEqual([]);
    expect(pageErrors).toEqual([]);
    expect(consoleWarnings).toEqual([]);
    await page.close();
  });

  it('a refused nonce shows the error message; a network failure offers a retry that sends again', async () => {
    const { page } = await openPage(
      browser.context(),
      server.url('/pages/interactive/atomic-form?stale'),
    );
    await waitForIsletReady(page);
    const error = page.locator('[data-element_type="e-form-error-message"]');
    await page.locator('#e-form-first-name').fill('Ann');
    await page.locator('#e-form-email').fill('ann@example.com');
    await page.locator('button[type="submit"]').click();
    await expect.poll(() => error.isVisible()).toBe(true);
    expect(await page.locator('.islet-failure-notice').count()).toBe(0);
    await page.close();

    const fresh = await openPage(browser.context(), server.url('/pages/interactive/atomic-form'));
    await waitForIsletReady(fresh.page);
    await fresh.page.route('**/wp-admin/admin-ajax.php', (route) => route.abort());
    await fresh.page.locator('#e-form-first-name').fill('Ann');
    await fresh.page.locator('#e-form-email').fill('ann@example.com');
    await fresh.page.locator('button[type="submit"]').click();
    const notice = fresh.page.locator('.islet-failure-notice[role="alert"]');
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await fresh.page.locator('[data-element_type="e-form-error-message"]').isVisible()).toBe(
      true,
    );
    await fresh.page.unroute('**/wp-admin/admin-ajax.php');
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => fresh.page.locator('[data-element_type="e-form-success-message"]').isVisible())
      .toBe(true);
    expect(await notice.count()).toBe(0);
    expect(fresh.page.url()).toBe(server.url('/pages/interactive/atomic-form'));
    await fresh.page.close();
  });
});
