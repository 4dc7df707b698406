import { afterEach, describe, expect, it } from 'vitest';
import { alert, pageDocument } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, type Booted } from '../../test-support/boot.ts';

let booted: Booted | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  document.body.innerHTML = '';
});

describe('alert', () => {
  it('is dismissed by its button', async () => {
    booted = await bootWidgets(
      pageDocument('1', alert('alr0001', { title: 'Heads up', description: 'Closed Monday' })),
    );
    expect(booted.row('alr0001')).toMatchObject({ status: 'active' });
    const box = document.querySelector<HTMLElement>('.elementor-alert')!;
    expect(box.hidden).toBe(false);
    document.querySelector<HTMLElement>('.elementor-alert-dismiss')!.click();
    expect(box.hidden).toBe(true);
    expect(box.style.display).toBe('none');
  });

  it('skips a widget without its alert box', async () => {
    booted = await bootWidgets(
      pageDocument(
        '1',
        alert('alr0001', { title: 'x', description: 'y' }).replace('elementor-alert ', 'x '),
      ),
    );
    expect(booted.row('alr0001')).toMatchObject({ status: 'skipped' });
  });
});
