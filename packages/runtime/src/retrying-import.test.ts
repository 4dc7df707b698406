import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'rolldown';
import { afterEach, describe, expect, it } from 'vitest';
import { retryingImports } from '../build/retrying-imports-plugin.mjs';
import { installRetryingImport, type RetryingImport } from './retrying-import.ts';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  delete (globalThis as Record<string, unknown>).__isletImport;
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
  const render = (code: string, options?: { hashLength: number }, isEntry = false) => {
    const hook = retryingImports(options).renderChunk as (
      code: string,
      chunk: { isEntry: boolean },
    ) => { code: string } | null;
    return hook(code, { isEntry })?.code ?? null;
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

  it('rewrites a specifier whose hash placeholder holds a `$`, not an interpolation', () => {
    expect(render('a=()=>import("./nav-menu-!~{1$}~.js")')).toBe(
      'a=()=>$0("./nav-menu-!~{1$}~.js")\nfunction $0(s){return globalThis.__isletImport(s,import.meta.url)}',
    );
  });

  it('gives an entry one string of the hashes it imports, and each import its index there', () => {
    expect(
      render(
        'a=()=>import("./x-!~{01}~.js");b=()=>import("./y-z-!~{1$}~.js");c=()=>import("./x-!~{01}~.js");d=()=>import("../w.js")',
        { hashLength: 7 },
        true,
      ),
    ).toBe(
      'a=()=>$1("x",0);b=()=>$1("y-z",1);c=()=>$1("x",0);d=()=>$0("../w.js")' +
        '\nfunction $0(s){return globalThis.__isletImport(s,import.meta.url)}' +
        '\nfunction $1(n,i){return globalThis.__isletImport("./"+n+"-"+"!~{01}~!~{1$}~".slice(i*=7,i+7)+".js",import.meta.url)}',
    );
    // A lazy chunk keeps the plain form: for its few imports the longer loader costs more.
    expect(render('a=()=>import("./x-!~{01}~.js")', { hashLength: 7 })).toBe(
      'a=()=>$0("./x-!~{01}~.js")\nfunction $0(s){return globalThis.__isletImport(s,import.meta.url)}',
    );
  });

  it('loads the right chunk from a bundle built with the hashes side by side', async () => {
    folder = mkdtempSync(join(tmpdir(), 'islet-hashes-'));
    const source = (name: string, code: string) => {
      writeFileSync(join(folder!, name), code);
      return join(folder!, name);
    };
    source('one.js', 'export const value = "one";');
    source('two.js', 'export const value = "two";');
    source('shared-part.js', 'export const value = "shared";');
    const entry = source(
      'entry.js',
      'export const load = (which) => which === 1 ? import("./one.js") : which === 2 ? import("./two.js") : import("./shared-part.js");',
    );
    await build({
      input: { entry },
      plugins: [retryingImports({ hashLength: 7 })],
      output: {
        dir: join(folder, 'dist'),
        format: 'es',
        minify: true,
        entryFileNames: 'chunks/[name]-[hash:7].js',
        chunkFileNames: 'chunks/[name]-[hash:7].js',
        hashCharacters: 'hex',
      },
    });
    const [built] = readdirSync(join(folder, 'dist', 'chunks')).filter((f) =>
      f.startsWith('entry-'),
    );
    const code = readFileSync(join(folder, 'dist', 'chunks', built!), 'utf8');
    expect(code).not.toMatch(/import\(/);
    expect(code).toMatch(/`[0-9a-f]{21}`\.slice\(/);
    installRetryingImport(globalThis as never);
    const { load } = (await import(pathToFileURL(join(folder, 'dist', 'chunks', built!)).href)) as {
      load: (which: number) => Promise<{ value: string }>;
    };
    expect((await Promise.all([1, 2, 3].map(load))).map((chunk) => chunk.value)).toEqual([
      'one',
      'two',
      'shared',
    ]);
  });

  it('fails the build when a relative import escapes the loader or a hash is missing', () => {
    const check = (code: string, dynamicImports: string[] = []) => {
      const hook = retryingImports({ hashLength: 7 }).generateBundle as (
        this: { error: (message: string) => never },
        options: unknown,
        bundle: Record<string, unknown>,
      ) => void;
      const context = {
        error: (message: string) => {
          throw new Error(message);
        },
      };
      hook.call(
        context,
        {},
        { x: { type: 'chunk', fileName: 'chunks/x.js', code, dynamicImports } },
      );
    };
    expect(() => check('a=()=>import(`./y-1234567.js`)')).toThrow(/retrying loader/);
    expect(() => check('a=()=>$1(`y`,0)', ['chunks/y-1234567.js'])).toThrow(/hash of/);
    expect(() =>
      check('a=()=>$1(`y`,0);function $1(n,i){`1234567`}', ['chunks/y-1234567.js']),
    ).not.toThrow();
  });

  it('leaves computed, bare and absolute specifiers alone', () => {
    expect(
      render('import(url);import("react");import("https://x/y.js");import(`./${a}.js`)'),
    ).toBeNull();
  });
});
