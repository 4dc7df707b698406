import { describe, expect, it } from 'vitest';
import { formPopupAction } from './form-actions.ts';

describe('form popup actions', () => {
  it.each([
    [
      'open with an id',
      { message: 'Thanks', data: { popup: { action: 'open', id: 12 } } },
      { action: 'open', id: '12' },
    ],
    ['open without an id', { data: { popup: { action: 'open' } } }, null],
    ['close', { data: { popup: { action: 'close' } } }, { action: 'close', doNotShowAgain: false }],
    [
      'close, never again',
      { data: { popup: { action: 'close', do_not_show_again: 'yes' } } },
      { action: 'close', doNotShowAgain: true },
    ],
    ['no popup action', { message: 'Thanks', data: {} }, null],
    ['no data', { message: 'Thanks' }, null],
    ['no detail', null, null],
  ])('%s', (_name, detail, expected) => {
    expect(formPopupAction(detail)).toEqual(expected);
  });
});
