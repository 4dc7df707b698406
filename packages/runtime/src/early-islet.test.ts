import { describe, expect, it, vi } from 'vitest';
import { earlyIslet } from './early-islet.ts';
import type { IsletGlobal } from './index.ts';

/** The parts of a runtime the early stand-in forwards to. */
function fakeRuntime() {
  const removed = vi.fn();
  const runtime = {
    ready: Promise.resolve(),
    register: vi.fn(() => removed),
    schema: vi.fn(() => Promise.resolve({ marker: 'checks' })),
  };
  return { runtime, removed, asGlobal: runtime as unknown as IsletGlobal };
}

describe('the early window.islet', () => {
  it('registers what a site registers before the runtime loads, once it has', async () => {
    const { runtime, asGlobal } = fakeRuntime();
    let load!: (islet: IsletGlobal) => void;
    const early = earlyIslet(new Promise((resolve) => (load = resolve)));
    const definition = { name: 'ticker', match: 'ticker', connect: () => {} };
    early.register(definition);
    expect(runtime.register).not.toHaveBeenCalled();
    load(asGlobal);
    await early.ready;
    expect(runtime.register).toHaveBeenCalledExactlyOnceWith(definition);
  });

  it('a registration removed before the runtime loads is never made; one removed after is', async () => {
    const { runtime, removed, asGlobal } = fakeRuntime();
    let load!: (islet: IsletGlobal) => void;
    const early = earlyIslet(new Promise((resolve) => (load = resolve)));
    const before = early.register({ name: 'a', match: 'a', connect: () => {} });
    const after = early.register({ name: 'b', match: 'b', connect: () => {} });
    before();
    load(asGlobal);
    await early.ready;
    expect(runtime.register).toHaveBeenCalledOnce();
    after();
    expect(removed).toHaveBeenCalledOnce();
  });

  it('schema() and ready come from the runtime', async () => {
    const { asGlobal } = fakeRuntime();
    const early = earlyIslet(Promise.resolve(asGlobal));
    await expect(early.schema()).resolves.toEqual({ marker: 'checks' });
    await expect(early.ready).resolves.toBeUndefined();
  });

  it('says once on the console when the runtime cannot load', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('Failed to fetch dynamically imported module');
    const early = earlyIslet(Promise.reject(failure));
    await expect(early.ready).rejects.toBe(failure);
    expect(error).toHaveBeenCalledExactlyOnceWith('[islet] the runtime could not load', failure);
    error.mockRestore();
  });
});
