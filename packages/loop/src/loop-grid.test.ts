import { settingsFrom } from '@islet/test-support/settings';
import { describe, expect, it } from 'vitest';
import { settings } from './loop-grid.ts';

describe('loop grid settings', () => {
  it('reads the pagination kind, AJAX loading and auto scroll', () => {
    expect(
      settingsFrom(
        { pagination_type: 'load_more_on_click', pagination_load_type: 'ajax', auto_scroll: 'yes' },
        settings,
      ),
    ).toEqual({
      pagination_type: 'load_more_on_click',
      pagination_load_type: true,
      auto_scroll: true,
    });
  });

  it('reads a malformed pagination kind as none, and anything but "ajax" as a full page load', () => {
    expect(
      settingsFrom(
        { pagination_type: 7, pagination_load_type: 'full_page', auto_scroll: '' },
        settings,
      ),
    ).toEqual({ pagination_load_type: false, auto_scroll: false });
  });
});
