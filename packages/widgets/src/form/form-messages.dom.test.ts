// The form's server messages on the markup Pro 3.33.1 prints (modules/forms/widgets/form.php,
// render()), answered as its ajax handler answers (classes/ajax-handler.php, send(): the errors
// joined with `<br>`). Pro's form script appends `response.data.message` as markup; Islet shows the
// line breaks and the text, and nothing else.
import { bootRuntime, type Booted } from '@islet/test-support/boot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settle } from '../../test-support/boot.ts';
import { features } from '../features-interactive.ts';
import { waitFor } from '@islet/test-support/wait-for';

const ID = 'a1b2c3d';
const proForm =
  `<div data-elementor-type="wp-page" data-elementor-id="42" class="elementor elementor-42">` +
  `<div class="elementor-element elementor-element-${ID} elementor-button-align-stretch elementor-widget elementor-widget-form" data-id="${ID}" data-element_type="widget" data-settings='{"step_next_label":"Next","step_previous_label":"Previous","button_width":"100","step_type":"number_text","step_icon_shape":"circle"}' data-widget_type="form.default">` +
  `<form class="elementor-form" method="post" name="New Form" aria-label="New Form">` +
  `<input type="hidden" name="post_id" value="42"/><input type="hidden" name="form_id" value="${ID}"/><input type="hidden" name="referer_title" value="Contact" /><input type="hidden" name="queried_id" value="42"/>` +
  `<div class="elementor-form-fields-wrapper elementor-labels-">` +
  `<div class="elementor-field-type-text elementor-field-group elementor-column elementor-field-group-name elementor-col-100">` +
  `<label for="form-field-name" class="elementor-field-label elementor-screen-only">Name</label>` +
  `<input size="1" type="text" name="form_fields[name]" id="form-field-name" class="elementor-field elementor-size-sm  elementor-field-textual" placeholder="Name" value="Ada"></div>` +
  `<div class="elementor-field-group elementor-column elementor-field-type-submit elementor-col-100 e-form__buttons">` +
  `<button class="elementor-button elementor-size-sm" type="submit"><span class="elementor-button-content-wrapper"><span class="elementor-button-text">Send</span></span></button></div>` +
  `</div></form></div></div>`;

let booted: Booted | undefined;
afterEach(async () => {
  await booted?.islet.stop();
  booted = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).pwned;
});

/** Pro's form answering `reply` to every submission; `experiments` as the builder prints them. */
async function submitAnswered(reply: unknown, experiments?: Record<string, boolean>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(reply)),
  );
  const win = window as unknown as Record<string, unknown>;
  win.elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
    ...(experiments && { experimentalFeatures: experiments }),
  };
  win.ElementorProFrontendConfig = { ajaxurl: '/wp-admin/admin-ajax.php' };
  document.body.innerHTML = proForm;
  booted = await bootRuntime(features, window);
  await settle();
  document.querySelector('form')!.requestSubmit();
  await waitFor(
    () => {
      const message = document.querySelector<HTMLElement>('.elementor-form > .elementor-message');
      if (!message?.childNodes.length) throw new Error('no message yet');
    },
    { interval: 5 },
  );
  return document.querySelector<HTMLElement>('.elementor-form > .elementor-message')!;
}

const failed = (message: string) => ({
  success: false,
  data: { message, errors: [], data: [] },
});

describe('form messages from the server (Pro 3.33.1)', () => {
  it('shows errors joined with <br> as lines, not as a literal <br>', async () => {
    const message = await submitAnswered(
      failed(
        "There's something wrong. The form is invalid.<br>Server error: the e-mail could not be sent.",
      ),
    );
    expect(message.classList.contains('elementor-message-danger')).toBe(true);
    expect(message.getAttribute('role')).toBe('alert');
    expect(message.textContent).not.toContain('<br>');
    expect([...message.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'BR', '#text']);
    expect(message.textContent).toBe(
      "There's something wrong. The form is invalid.Server error: the e-mail could not be sent.",
    );
    expect(booted!.log.warnings).toEqual([]);
  });

  it('never shows an empty message box while the sanitiser for a message with markup loads', async () => {
    const shownEmpty: string[] = [];
    const observer = new MutationObserver(() => {
      for (const box of document.querySelectorAll<HTMLElement>(
        '.elementor-form > .elementor-message',
      ))
        if (!box.hidden && !box.textContent) shownEmpty.push(box.className);
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
    try {
      const message = await submitAnswered(failed('Invalid form.<br>Server error.'));
      expect(message.hidden).toBe(false);
      expect(message.textContent).toBe('Invalid form.Server error.');
    } finally {
      observer.disconnect();
    }
    expect(shownEmpty).toEqual([]);
  });

  it('renders a success message with breaks and entities as the original does', async () => {
    const message = await submitAnswered({
      success: true,
      data: { message: 'Thanks &amp; welcome!<br/>We will answer soon.', data: [] },
    });
    expect(message.classList.contains('elementor-message-success')).toBe(true);
    expect([...message.childNodes].map((node) => node.nodeName)).toEqual(['#text', 'BR', '#text']);
    expect(message.textContent).toBe('Thanks & welcome!We will answer soon.');
  });

  it('marks a success message elementor-message-svg where the inline-SVG icons experiment is on, as Pro does (its check icon)', async () => {
    const ok = { success: true, data: { message: 'Thanks.', data: [] } };
    const svg = await submitAnswered(ok, { e_font_icon_svg: true });
    expect(svg.className).toBe('elementor-message elementor-message-success elementor-message-svg');
    await booted!.islet.stop();
    const font = await submitAnswered(ok, { e_font_icon_svg: false });
    expect(font.className).toBe('elementor-message elementor-message-success');
    await booted!.islet.stop();
    // Pro's error messages never get it.
    const error = await submitAnswered(failed('No.'), { e_font_icon_svg: true });
    expect(error.className).toBe('elementor-message elementor-message-danger');
  });

  it('an <img onerror> or <script> payload is only text, or nothing: no element, no handler, no attribute', async () => {
    const message = await submitAnswered(
      failed(
        'Bad<img src="x" onerror="window.pwned=1"><script>window.pwned=2</script><br onclick="window.pwned=3" class="x"><a href="javascript:window.pwned=4" onmouseover="window.pwned=5"><b>link</b></a><svg onload="window.pwned=6"></svg>',
      ),
    );
    // The message is filled once, from the sanitiser's result: what is there now is all there is.
    expect([...message.querySelectorAll('*')].map((element) => element.localName)).toEqual(['br']);
    expect(message.querySelector('br')!.getAttributeNames()).toEqual([]);
    expect(message.textContent).toBe('Badlink');
    expect((window as unknown as Record<string, unknown>).pwned).toBeUndefined();
  });

  it('plain text stays plain text', async () => {
    const message = await submitAnswered(failed('Use 2 < 3 words'));
    expect(message.textContent).toBe('Use 2 < 3 words');
    expect(message.children).toHaveLength(0);
  });
});
