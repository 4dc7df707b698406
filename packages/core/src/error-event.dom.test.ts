import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IsletErrorDetail } from './error-event.ts';
import { createRuntime, type Islet } from './runtime.ts';
import { documentOf, widget } from '@islet/test-support/markup';
import { createRecordingLogger, type RecordingLogger } from '@islet/test-support/recording-logger';

let log: RecordingLogger;
let islet: Islet;
let seen: CustomEvent<IsletErrorDetail>[];
let handle: (event: CustomEvent<IsletErrorDetail>) => void;
const listener = (event: CustomEvent<IsletErrorDetail>) => {
  seen.push(event);
  handle(event);
};

async function boot(connect: () => unknown, disconnect?: () => void) {
  document.body.innerHTML = documentOf('1', 'wp-page', widget('aaa1111', 'bad.default'));
  log = createRecordingLogger();
  islet = createRuntime({ logger: log });
  islet.register({
    name: 'bad',
    match: 'bad',
    connect: () => {
      connect();
      return disconnect;
    },
  });
  await islet.start();
}

beforeEach(() => {
  (window as unknown as Record<string, unknown>).elementorFrontendConfig = {
    environmentMode: { edit: false, wpPreview: false },
  };
  seen = [];
  handle = () => {};
  document.documentElement.addEventListener('islet:error', listener);
});

afterEach(() => {
  islet?.stop();
  document.documentElement.removeEventListener('islet:error', listener);
  delete (window as unknown as Record<string, unknown>).elementorFrontendConfig;
  document.body.innerHTML = '';
});

describe('islet:error', () => {
  it('bubbles from the element with the error, the behaviour and the phase; logged when unhandled', async () => {
    const boom = new Error('boom');
    await boot(() => {
      throw boom;
    });
    await expect.poll(() => seen.length).toBe(1);
    const [event] = seen;
    expect(event!.target).toBe(document.querySelector('[data-id="aaa1111"]'));
    expect(event!.cancelable).toBe(true);
    expect(event!.detail).toEqual({ error: boom, behaviour: 'bad', phase: 'connect' });
    await expect.poll(() => log.errors.length).toBe(1);
    expect(log.errors[0]).toContain('aaa1111');
  });

  it('is not logged when a listener prevents it', async () => {
    handle = (event) => event.preventDefault();
    await boot(() => {
      throw new Error('handled');
    });
    await expect.poll(() => seen.length).toBe(1);
    // The log line would follow the dispatch synchronously, before the poll saw the event.
    expect(log.errors).toEqual([]);
  });

  it('reports a failing cleanup as the disconnect phase', async () => {
    const broken = new Error('cleanup');
    await boot(
      () => {},
      () => {
        throw broken;
      },
    );
    const element = document.querySelector('[data-id="aaa1111"]')!;
    const own: CustomEvent<IsletErrorDetail>[] = [];
    element.addEventListener('islet:error', (event) => own.push(event));
    islet.stop();
    await expect.poll(() => own.length).toBe(1);
    expect(own[0]!.detail).toMatchObject({ error: broken, phase: 'disconnect' });
  });
});
