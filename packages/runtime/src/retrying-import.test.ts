import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { retryingImports } from '../build/retrying-imports-plugin.mjs';
import { installRetryingImport, type RetryingImport } from './retrying-import.ts';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('installRetryingImport', () => {
  it('fetches again with ?islet-retry=N after a failure, so a later attempt can succeed', async () => {
    folder = mkdtempSync(join(tmpdir(), 'islet-retry-'));
    const base = pathToFileURL(join(folder, 'islet.js')).href;
    const scope: Record<string, unknown> = {};
    installRetryingImport(scope);
    const load = scope.__isletImport as RetryingImport;
    await expect(load('./chunks/late.js', base)).rejects.toThrow();
    await expect(load('./chunks/late.js', base)).rejects.toThrow(/islet-retry=1/);
    mkdirSync(join(folder, 'chunks'));
    writeFileSync(join(folder, 'chunks', 'late.js'), 'export const value = 42;');
    await expect(load('./chunks/late.js', base)).resolves.toMatchObject({ value: 42 });
  });

  it('keeps a loader that is already installed', () => {
    const existing = () => Promise.resolve();
    const scope: Record<string, unknown> = { __isletImport: existing };
    installRetryingImport(scope);
    expect(scope.__isletImport).toBe(existing);
  });
});

describe('retryingImports build plugin', () => {
  const render = (code: string) => {
    const hook = retryingImports().renderChunk as (code: string) => { code: string } | null;
    return hook(code)?.code ?? null;
  };

  it('routes the bundle’s literal relative imports through the retrying loader', () => {
    expect(render('a=()=>import(`./chunks/x-1.js`);b=()=>import("../y.js")')).toBe(
      'a=()=>$0(`./chunks/x-1.js`);b=()=>$0("../y.js")\nfunction $0(s){return globalThis.__isletImport(s,import.meta.url)}',
    );
  });

  it('names its loader so that it shadows nothing the chunk uses', () => {
    expect(render('let $0=1;a=()=>import(`./x.js`)')).toBe(
      'let $0=1;a=()=>$1(`./x.js`)\nfunction $1(s){return globalThis.__isletImport(s,import.meta.url)}',
    );
  });

  it('leaves computed, bare and absolute specifiers alone', () => {
    expect(
      render('import(url);import("react");import("https://x/y.js");import(`./${a}.js`)'),
    ).toBeNull();
  });
});
