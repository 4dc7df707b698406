import { afterEach, describe, expect, it } from 'vitest';
import { pageDocument, progress } from '@islet/demo/backends/widgets/widget-markup.mjs';
import { bootWidgets, type Booted } from '../../test-support/boot.ts';
import { installFakeIntersection } from '@islet/test-support/fake-intersection';
import { waitFor } from '@islet/test-support/wait-for';

let booted: Booted | undefined;
let io: ReturnType<typeof installFakeIntersection> | undefined;
afterEach(() => {
  booted?.islet.stop();
  booted = undefined;
  io?.restore();
  document.body.innerHTML = '';
});

const bar = (id: string) =>
  document.querySelector<HTMLElement>(`[data-id="${id}"] .elementor-progress-bar`)!;

describe('progress bar', () => {
  it('fills to its percentage when it comes into view', async () => {
    io = installFakeIntersection();
    booted = await bootWidgets(pageDocument('1', progress('prg0001', { percent: 72 })));
    expect(booted.row('prg0001')).toMatchObject({ status: 'active' });
    // A fill begun out of view would be written in the scheduler's next frame; this write, queued
    // after it, runs after it.
    await new Promise<void>((resolve) => booted!.islet.scheduler.write(resolve));
    expect(bar('prg0001').style.width).toBe('');
    io.reveal(bar('prg0001'));
    await waitFor(() => expect(bar('prg0001').style.width).toBe('72%'));
  });

  it('skips a bar without a percentage', async () => {
    booted = await bootWidgets(pageDocument('1', progress('prg0001', { percent: 'abc' })));
    expect(booted.row('prg0001')).toMatchObject({ status: 'skipped' });
    expect(booted.row('prg0001')!.reason).toContain('data-max');
  });
});
