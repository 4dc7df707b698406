// The click counts of the builder 3.32.4's contact buttons, on the markup the real WordPress
// printed (fixtures/pro-search/floating-buttons-3.32.4.html: a floating-buttons document, id 909,
// holding a `contact-buttons` widget), against the request the builder's ClickTrackingHandler sends.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Booted } from '../../test-support/boot.ts';
import { AJAX_URL, beacons, bootFloating, CLICK_NONCE } from '../../test-support/boot-floating.ts';
import { countedSelector } from './click-counts.ts';

const printed = readFileSync(
  join(process.cwd(), 'fixtures/pro-search/floating-buttons-3.32.4.html'),
  'utf8',
);

let booted: Booted | undefined;
afterEach(async () => {
  await booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

const entries = (body: unknown) => [...(body as FormData)].map(([name, value]) => [name, value]);
const sendCta = () => document.querySelector<HTMLElement>('.e-contact-buttons__send-cta')!;
/** A click on the send button that goes nowhere (jsdom would try to open its link). */
const clickSend = () =>
  sendCta().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

describe('contact-button click counts (elementor_send_clicks)', () => {
  it('sends ten clicks at once as the builder does: action, nonce, one clicks[] per click, the document id', async () => {
    booted = await bootFloating(printed);
    expect(booted.row('cbtn001')).toMatchObject({ status: 'active', reason: '' });
    // Opening the chat is not counted, only the send button.
    document.querySelector<HTMLElement>('.e-contact-buttons__chat-button')!.click();
    for (let i = 0; i < 9; i++) clickSend();
    expect(beacons).toEqual([]);
    clickSend();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(AJAX_URL);
    expect(entries(beacons[0]!.body)).toEqual([
      ['action', 'elementor_send_clicks'],
      ['_nonce', CLICK_NONCE],
      ...Array.from({ length: 10 }, () => ['clicks[]', '909']),
    ]);
    expect(booted.log.warnings).toEqual([]);
  });

  it('sends what is left when the page goes (pagehide), and never holds the click up', async () => {
    booted = await bootFloating(printed);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    sendCta().dispatchEvent(click);
    sendCta().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(click.defaultPrevented).toBe(false);
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(beacons.map((beacon) => entries(beacon.body))).toEqual([
      [
        ['action', 'elementor_send_clicks'],
        ['_nonce', CLICK_NONCE],
        ['clicks[]', '909'],
        ['clicks[]', '909'],
      ],
    ]);
    // Nothing left: no second, empty request.
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(beacons).toHaveLength(1);
  });

  it('sends what is left when the widget disconnects', async () => {
    booted = await bootFloating(printed);
    clickSend();
    await booted.islet.stop();
    booted = undefined;
    expect(beacons.map((beacon) => entries(beacon.body).slice(2))).toEqual([[['clicks[]', '909']]]);
  });

  it('without the nonce the page prints: nothing sent, one warning, inspect says why', async () => {
    booted = await bootFloating(printed, { clickTracking: false });
    clickSend();
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    expect(beacons).toEqual([]);
    expect(booted.log.warnings).toEqual([expect.stringContaining('click counts not sent')]);
    expect(booted.row('cbtn001')).toMatchObject({
      status: 'active',
      reason: expect.stringContaining('click counts not sent'),
    });
  });
});

describe('countedSelector', () => {
  it("the builder's own widget counts its send button; Pro's variants their links and buttons", () => {
    expect(countedSelector('contact-buttons')).toBe(
      '.e-contact-buttons__send-button, .e-floating-bars__cta-button',
    );
    expect(countedSelector('contact-buttons-var-4')).toContain(
      '.e-contact-buttons__contact-icon-link',
    );
    expect(countedSelector('floating-bars-var-3')).toContain('.e-floating-bars__coupon-button');
  });
});
