import { describe, expect, it } from 'vitest';
import { axeViolations } from '../axe.ts';
import { useDemoServer } from '../demo-server.ts';
import { openPage, useBrowser } from '../harness.ts';
import { holdRequests } from '../held-requests.ts';
import { inspect, type InspectRow } from '../islet-api.ts';
import { renderingSteps } from '../page-settled.ts';
import { openPopupPage } from './open-popup-page.ts';
import { popupView, recordContentClasses, recordPopupEvents } from './popup-page.ts';

const demo = useDemoServer();
const browser = useBrowser();

const open = (slug: string, id?: string) =>
  openPopupPage(browser.context(), demo.url(`/pages/popup/${slug}`), id);

describe('opening and closing a popup in the browser', () => {
  it('open_selector opens on every click; the close button closes', async () => {
    const { page, popup, pageErrors } = await open('open-selector');
    try {
      for (let round = 0; round < 2; round++) {
        await page.click('.open-me');
        await expect.poll(popup.visible).toBe(true);
        await page.click(`${popup.modal} .dialog-close-button`);
        await expect.poll(popup.visible).toBe(false);
      }
      expect(await popup.events()).toEqual(['show:501', 'hide:501', 'show:501', 'hide:501']);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('action links: popup:open, popup:close from inside, and toggle', async () => {
    const { page, popup, pageErrors } = await open('action-links');
    try {
      await page.locator('.open-link').first().click();
      await expect.poll(popup.visible).toBe(true);
      // The content's links live inside the dialog now: the server's nodes were moved in.
      await page.click(`${popup.modal} .popup-close`);
      await expect.poll(popup.visible).toBe(false);
      const toggle = page.locator('.open-link').nth(1);
      await toggle.click();
      await expect.poll(popup.visible).toBe(true);
      await page.evaluate(() =>
        (
          window as unknown as { islet: { actions: { run(n: string, s: object): void } } }
        ).islet.actions.run('popup:open', { id: '501', toggle: true }),
      );
      await expect.poll(popup.visible).toBe(false);
      expect(page.url()).not.toContain('#');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a click on an action link while the popup chunk is on its way opens it when it arrives', async () => {
    let deliver = () => {};
    const { page, pageErrors } = await openPage(
      browser.context(),
      demo.url('/pages/popup/action-links'),
      async (tab) => {
        await recordPopupEvents(tab);
        deliver = await holdRequests(tab, /\/chunks\/popup-[\w-]+\.js$/);
      },
    );
    const popup = popupView(page, '501');
    try {
      // Islet listens for action links, and the popup's handler is not registered yet.
      await expect
        .poll(async () => (await inspect(page)).find((row) => row.id === '501')?.reason)
        .toBe('popup: loading chunk popup');
      await page.locator('.open-link').first().click();
      expect(await popup.visible()).toBe(false);
      deliver();
      await expect.poll(popup.visible).toBe(true);
      expect(await popup.events()).toEqual(['show:501']);
      expect(page.url()).not.toContain('#');
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      deliver();
      await page.close();
    }
  });

  it('opens from an action link in the URL hash that the page offers', async () => {
    const href = (await (await fetch(demo.url('/pages/popup/action-links'))).text()).match(
      /class="open-link" href="([^"]+)"/,
    )![1]!;
    const { page, popup } = await openPopupPage(
      browser.context(),
      demo.url(`/pages/popup/action-links${href}`),
    );
    try {
      await expect.poll(popup.visible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('Escape and a click on the background close it; a click inside does not', async () => {
    const { page, popup } = await open('action-links');
    try {
      await page.locator('.open-link').first().click();
      await expect.poll(popup.visible).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(popup.visible).toBe(false);
      await page.locator('.open-link').first().click();
      await expect.poll(popup.visible).toBe(true);
      await page.click(`${popup.modal} h2`);
      // A close would start in the click's own task: the frames after it show it or not.
      await renderingSteps(page);
      expect(await popup.visible()).toBe(true);
      expect(await popup.events()).toEqual(['show:501', 'hide:501', 'show:501']);
      await page.mouse.click(10, 700);
      await expect.poll(popup.visible).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('prevented Escape and background close; prevent_scroll and extra classes', async () => {
    const { page, popup } = await open('prevent-close');
    try {
      await page.locator('.open-link').first().click();
      await expect.poll(popup.visible).toBe(true);
      expect(await page.evaluate(() => document.body.className)).toContain('dialog-prevent-scroll');
      expect(await page.getAttribute(popup.modal, 'class')).toContain('my-popup special');
      await page.keyboard.press('Escape');
      await page.mouse.click(10, 700);
      await renderingSteps(page);
      expect(await popup.visible()).toBe(true);
      expect(await popup.events()).toEqual(['show:501']);
      await page.click(`${popup.modal} .dialog-close-button`);
      await expect.poll(popup.visible).toBe(false);
      expect(await page.evaluate(() => document.body.className)).not.toContain(
        'dialog-prevent-scroll',
      );
    } finally {
      await page.close();
    }
  });

  it('moves focus in after the entrance, traps Tab, and returns focus on close', async () => {
    const { page, popup } = await open('action-links');
    try {
      await page.focus('.open-link');
      await page.keyboard.press('Enter');
      await expect.poll(popup.visible).toBe(true);
      await expect.poll(popup.focus).toBe('inside');
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await popup.focus()).toBe('inside');
      }
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Shift+Tab');
        expect(await popup.focus()).toBe('inside');
      }
      expect(await page.getAttribute(popup.modal, 'role')).toBe('dialog');
      expect(await page.getAttribute(popup.modal, 'aria-modal')).toBe('true');
      expect(await axeViolations(page, { selector: popup.modal })).toEqual([]);
      await page.keyboard.press('Escape');
      await expect.poll(popup.visible).toBe(false);
      await expect.poll(popup.focus).toBe('open-link');
    } finally {
      await page.close();
    }
  });

  it('the close button works from the keyboard', async () => {
    const { page, popup } = await open('close-outside');
    try {
      await page.locator('.open-link').first().click();
      await expect.poll(popup.focus).toBe('inside');
      // The close button sits in the dialog root, outside the content box.
      expect(
        await page.evaluate(
          (modal) => document.querySelector(`${modal} > .dialog-close-button`) !== null,
          popup.modal,
        ),
      ).toBe(true);
      await page.focus(`${popup.modal} .dialog-close-button`);
      await page.keyboard.press('Enter');
      await expect.poll(popup.visible).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('plays the entrance and exit animations, and neither under reduced motion', async () => {
    const { page, popup } = await open('action-links');
    try {
      const box = () => page.getAttribute(`${popup.modal} .dialog-widget-content`, 'class');
      const classes = await recordContentClasses(page);
      const seen = async () => (await classes()).map((state) => state.classes);
      const base = 'dialog-widget-content dialog-lightbox-widget-content animated';
      await page.locator('.open-link').first().click();
      await expect.poll(seen).toContain(`${base} fadeIn`);
      // Removed after entrance_animation_duration (0.3 s).
      await expect.poll(box).toBe(base);
      await page.keyboard.press('Escape');
      await expect.poll(popup.visible).toBe(false);
      // The exit plays the entrance backwards, while the dialog is still shown.
      const states = await classes();
      const entrance = states.findIndex((state) => state.classes === `${base} fadeIn`);
      const exit = states.findIndex((state) => state.classes === `${base} fadeIn reverse`);
      expect(states.slice(entrance, exit + 1).map((state) => state.classes)).toEqual([
        `${base} fadeIn`,
        base,
        `${base} fadeIn reverse`,
      ]);
      expect(states[exit]?.shown).toBe(true);
      expect(await popup.events()).toEqual(['show:501', 'hide:501']);

      await page.emulateMedia({ reducedMotion: 'reduce' });
      const stillClasses = await recordContentClasses(page);
      await page.locator('.open-link').first().click();
      await expect.poll(popup.visible).toBe(true);
      expect(await box()).toBe(base);
      const still = (await stillClasses()).map((state) => state.classes);
      expect(still.filter((value) => value.includes('fadeIn'))).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await popup.visible()).toBe(false);
    } finally {
      await page.close();
    }
  });

  it('keeps the close button hidden for close_button_delay', async () => {
    const { page, popup } = await open('close-delay');
    try {
      const closeVisible = () => page.isVisible(`${popup.modal} .dialog-close-button`);
      await page.locator('.open-link').first().click();
      await expect.poll(popup.visible).toBe(true);
      expect(await closeVisible()).toBe(false);
      await expect.poll(closeVisible).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('closes itself after close_automatically', async () => {
    const { page, popup } = await open('auto-close');
    try {
      await page.locator('.open-link').first().click();
      await expect.poll(popup.visible).toBe(true);
      await expect.poll(popup.visible).toBe(false);
      expect(await popup.events()).toEqual(['show:501', 'hide:501']);
    } finally {
      await page.close();
    }
  });

  it('avoid_multiple_popups holds a triggered popup back once another opened', async () => {
    const { page, pageErrors } = await open('avoid-multiple', '601');
    try {
      await expect.poll(() => page.isVisible('#elementor-popup-modal-601')).toBe(true);
      // 602's page-load trigger fires after 0.8 s and is refused, which it explains.
      await expect
        .poll(async () => (await popupView(page, '602').details()).lastOpen)
        .toBe('trigger: another popup already opened (avoid_multiple_popups)');
      expect(await page.locator('#elementor-popup-modal-602').isVisible()).toBe(false);
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('explains in islet.inspect() which rule hides a popup and what it saw', async () => {
    const { page, popup, consoleWarnings } = await open('logged-in-editor');
    try {
      const popupRow = async () =>
        (await inspect(page)).find((candidate) => candidate.id === '501') as
          (InspectRow & { details?: { popup?: Record<string, unknown> } }) | undefined;
      // The rules are decided once the popup-rules chunk is in.
      await expect
        .poll(async () => (await popupRow())?.reason)
        .toBe('popup: rules failed: logged_in; opens only from links and open_selector');
      expect(await popup.visible()).toBe(false);
      const row = await popupRow();
      expect(row?.details?.popup).toMatchObject({
        state: 'hidden by its display rules',
        triggers: [],
        rules: [
          { rule: 'logged_in', outcome: 'fail', seen: 'logged in as editor' },
          { rule: 'devices', outcome: 'pass', seen: 'device desktop' },
        ],
      });
      // Nothing is wrong with the page: no console noise.
      expect(consoleWarnings).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('preview of the popup itself opens it at once, rules ignored', async () => {
    const { page, popup } = await open('preview');
    try {
      await expect.poll(popup.visible).toBe(true);
      // Previews count no page views or sessions.
      const stored = () => page.evaluate(() => localStorage.getItem('elementor'));
      const before = await stored();
      await page.reload();
      await expect.poll(popup.visible).toBe(true);
      expect(await stored()).toBe(before);
    } finally {
      await page.close();
    }
  });

  it('bad input: one warning per popup, the other popups still work', async () => {
    const { page, pageErrors, consoleWarnings } = await open('bad-input', '701');
    try {
      await expect.poll(() => page.isVisible('#elementor-popup-modal-701')).toBe(true);
      await page.keyboard.press('Escape');
      await page.locator('.open-link').nth(1).click();
      await expect.poll(() => page.isVisible('#elementor-popup-modal-703')).toBe(true);
      // 702's rules and triggers are warned about when it settles (`popup 702: …`), 703's
      // settings when it connects (the core's settings check names the element).
      const about = (id: string) =>
        consoleWarnings.filter(
          (text) => text.includes(`popup ${id}`) || text.includes(`element ${id} `),
        );
      expect(about('702')).toHaveLength(1);
      expect(about('703')).toHaveLength(1);
      expect(about('702').join('\n')).toMatch(/unknown trigger "warp"/);
      expect(about('702').join('\n')).toMatch(/open_selector "\[\[bad" is not a valid selector/);
      expect(about('703').join('\n')).toMatch(
        /popup: close_button_delay: not a number of seconds.*; timing: malformed/,
      );
      expect(pageErrors.map(String)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
