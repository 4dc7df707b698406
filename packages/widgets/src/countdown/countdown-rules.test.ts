import { describe, expect, it } from 'vitest';
import { evergreenDueDate } from './evergreen.ts';
import { readExpireActions } from './expire-actions.ts';
import { checkRedirects } from './countdown-redirect.ts';
import { nextTickDelay, pad, timeParts, type TimeUnit } from './time-parts.ts';

const all = undefined;
const DAY = 86_400_000;

describe('timeParts', () => {
  it.each([
    [2 * DAY + 3 * 3_600_000 + 4 * 60_000 + 5_999, all, [2, 3, 4, 5]],
    [59_999, all, [0, 0, 0, 59]],
    [0, all, [0, 0, 0, 0]],
    [-5000, all, [0, 0, 0, 0]],
    [2 * DAY + 3_600_000, new Set<TimeUnit>(['hours', 'minutes', 'seconds']), [0, 49, 0, 0]],
    [90 * 60_000 + 30_000, new Set<TimeUnit>(['minutes']), [0, 0, 90, 0]],
  ])('%i ms shows %j', (remaining, shown, [days, hours, minutes, seconds]) => {
    expect(timeParts(remaining, shown)).toEqual({ days, hours, minutes, seconds });
  });

  it('pads to two digits', () => {
    expect([pad(0), pad(7), pad(42), pad(123)]).toEqual(['00', '07', '42', '123']);
  });

  it('schedules each tick just past the next whole second', () => {
    expect(nextTickDelay(5_250)).toBe(255);
    expect(nextTickDelay(5_000)).toBe(5);
    expect(nextTickDelay(999)).toBe(1004);
    expect(nextTickDelay(0)).toBe(0);
    // However late the tick ran, it lands on a boundary again.
    for (const remaining of [10_000, 9_973, 9_481, 9_002])
      expect((remaining - nextTickDelay(remaining) + 5) % 1000).toBe(0);
  });
});

describe('evergreenDueDate', () => {
  const store = (entries: Record<string, string> = {}) => ({
    entries,
    getRaw: (key: string) => entries[key] ?? null,
    setRaw: (key: string, value: string) => void (entries[key] = value),
  });

  it('starts a visitor deadline and keeps it on the next visit', () => {
    const s = store();
    expect(evergreenDueDate(s, 'abc1234', 3600, 1_000_000)).toBe(4_600_000);
    expect(s.entries).toEqual({
      'abc1234-evergreen_due_date': '4600000',
      'abc1234-evergreen_interval': '3600',
    });
    expect(evergreenDueDate(s, 'abc1234', 3600, 2_000_000)).toBe(4_600_000);
  });

  it('starts over when the interval setting changed or the stored value is garbage', () => {
    const s = store({ 'x-evergreen_due_date': '4600000', 'x-evergreen_interval': '60' });
    expect(evergreenDueDate(s, 'x', 3600, 0)).toBe(3_600_000);
    const t = store({ 'x-evergreen_due_date': 'NaN', 'x-evergreen_interval': '3600' });
    expect(evergreenDueDate(t, 'x', 3600, 0)).toBe(3_600_000);
  });
});

describe('expire actions', () => {
  const base = 'https://site.test/page/';
  /** Read, then each redirect's URL checked, as the countdown does. */
  const parseExpireActions = (text: string | undefined, page: string) => {
    const listed = readExpireActions(text);
    return typeof listed === 'string' ? listed : checkRedirects(listed, page);
  };
  it.each([
    [undefined, []],
    ['[{"type":"hide"}]', [{ type: 'hide' }]],
    [
      '[{"type":"message"},{"type":"redirect","redirect_url":"/thanks"}]',
      [{ type: 'message' }, { type: 'redirect', url: 'https://site.test/thanks' }],
    ],
  ])('%s', (text, expected) => expect(parseExpireActions(text, base)).toEqual(expected));

  it.each([
    ['{nope', 'not JSON'],
    ['{"type":"hide"}', 'not a list'],
    ['[{"type":"explode"}]', 'unknown expire action'],
    ['[{"type":"redirect","redirect_url":"javascript:alert(1)"}]', 'bad redirect URL'],
    ['[{"type":"redirect"}]', 'bad redirect URL'],
  ])('rejects %s', (text, error) => expect(parseExpireActions(text, base)).toContain(error));
});
