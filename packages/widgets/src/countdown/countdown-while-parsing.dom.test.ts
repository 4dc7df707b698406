import { afterEach, describe, expect, it } from 'vitest';
import { countdownPass } from './countdown-while-parsing.ts';

const HOUR = 3_600_000;
const seconds = (ms: number) => String(Math.floor(ms / 1000));

/** A countdown widget as the builder prints it; `message` adds the expiry message after it. */
function countdown(
  id: string,
  wrapperData: Record<string, string>,
  { message = false, after = '' } = {},
): string {
  const data = Object.entries(wrapperData)
    .map(([name, value]) => ` data-${name}='${value}'`)
    .join('');
  const item = (unit: string) =>
    `<div class="elementor-countdown-item"><span class="elementor-countdown-digits elementor-countdown-${unit}"></span> <span class="elementor-countdown-label">${unit}</span></div>`;
  return (
    `<div class="elementor-element elementor-widget elementor-widget-countdown" data-id="${id}" data-element_type="widget" data-widget_type="countdown.default"><div class="elementor-widget-container">` +
    `<div class="elementor-countdown-wrapper"${data}>${['days', 'hours', 'minutes', 'seconds'].map(item).join('')}</div>` +
    (message ? '<div class="elementor-countdown-expire--message">Over</div>' : '') +
    after +
    '</div></div>'
  );
}

const wrapper = (id: string) =>
  document.querySelector<HTMLElement>(`[data-id="${id}"] .elementor-countdown-wrapper`)!;
const message = (id: string) =>
  document.querySelector<HTMLElement>(`[data-id="${id}"] .elementor-countdown-expire--message`)!;
const digits = (id: string) =>
  [...wrapper(id).querySelectorAll('.elementor-countdown-digits')].map((node) => node.textContent);

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  delete (document as unknown as Record<string, unknown>).readyState;
});

describe('countdownPass (islet-head.js)', () => {
  it('shows the expiry of a countdown whose date has passed: timer hidden, message shown, 00s', () => {
    const past = seconds(Date.now() - HOUR);
    document.body.innerHTML =
      countdown('a1', { date: past, 'expire-actions': '[{"type":"hide"}]' }) +
      countdown('a2', { date: past, 'expire-actions': '[{"type":"message"}]' }, { message: true });
    const pass = countdownPass(document);
    expect(pass.pending()).toBe(true);
    pass.run();
    expect(pass.pending()).toBe(false);
    expect(wrapper('a1').style.display).toBe('none');
    expect(wrapper('a2').style.display).toBe('');
    expect(message('a2').style.display).toBe('block');
    expect(digits('a2')).toEqual(['00', '00', '00', '00']);
  });

  it('leaves a running countdown, a redirect and unreadable settings to the behaviour', () => {
    document.body.innerHTML =
      countdown('b1', {
        date: seconds(Date.now() + HOUR),
        'expire-actions': '[{"type":"hide"}]',
      }) +
      countdown('b2', {
        date: seconds(Date.now() - HOUR),
        'expire-actions': '[{"type":"redirect","redirect_url":"https://example.com/"}]',
      }) +
      countdown('b3', { date: 'soon', 'expire-actions': '[{"type":"hide"}]' }) +
      countdown('b4', { date: seconds(Date.now() - HOUR), 'expire-actions': '[{"type":"nope"}]' });
    countdownPass(document).run();
    for (const id of ['b1', 'b3', 'b4']) {
      expect(wrapper(id).getAttribute('style')).toBeNull();
      expect(digits(id)).toEqual(['', '', '', '']);
    }
    // Nothing to show for a redirect but the digits; the behaviour redirects after its check.
    expect(wrapper('b2').getAttribute('style')).toBeNull();
    expect(digits('b2')).toEqual(['00', '00', '00', '00']);
  });

  it('counts an evergreen countdown as expired only by the visitor’s stored due time, and stores nothing', () => {
    localStorage.setItem('c1-evergreen_due_date', String(Date.now() - 1000));
    localStorage.setItem('c1-evergreen_interval', '60');
    document.body.innerHTML =
      countdown('c1', { 'evergreen-interval': '60', 'expire-actions': '[{"type":"hide"}]' }) +
      countdown('c2', { 'evergreen-interval': '60', 'expire-actions': '[{"type":"hide"}]' });
    countdownPass(document).run();
    expect(wrapper('c1').style.display).toBe('none');
    expect(wrapper('c2').getAttribute('style')).toBeNull();
    expect(localStorage.getItem('c2-evergreen_due_date')).toBeNull();
  });

  it('waits while the parser is still inside a widget, so its message is there', () => {
    const past = seconds(Date.now() - HOUR);
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'loading' });
    // The parser has not reached the message yet: the widget's last element is the wrapper's.
    document.body.innerHTML = countdown('d1', {
      date: past,
      'expire-actions': '[{"type":"hide"},{"type":"message"}]',
    }).replace(/<\/div><\/div>$/, '');
    const pass = countdownPass(document);
    pass.run();
    expect(wrapper('d1').getAttribute('style')).toBeNull();
    expect(pass.pending()).toBe(true);
    wrapper('d1').insertAdjacentHTML(
      'afterend',
      '<div class="elementor-countdown-expire--message">Over</div>',
    );
    document.body.insertAdjacentHTML('beforeend', '<p>after</p>');
    pass.run();
    expect(wrapper('d1').style.display).toBe('none');
    expect(message('d1').style.display).toBe('block');
    expect(pass.pending()).toBe(false);
  });
});
