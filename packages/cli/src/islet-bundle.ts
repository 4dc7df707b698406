import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliSize } from './brotli-size.ts';

/** The built bundle (`packages/runtime/dist`), beside this package in the repository and in node_modules. */
export const DEFAULT_BUNDLE_DIR = fileURLToPath(new URL('../../runtime/dist/', import.meta.url));

// A registration as the bundle prints it: `x(`name`,match,()=>…import(`./file.js`…`, the match
// being a string, an array or a variable, the path relative to the file that holds it; the import
// is the chunk's local retrying loader (`$(…)`, see the runtime's build) or a plain `import(…)`.
// Behaviours that share a loader (compat's two) name it: `x(`name`,match,L,…` with
// `L=()=>$(`./file.js`)` defined in the same file.
// An entry chunk imports a hashed chunk by name and index instead (`$(`lightbox`,13)`): the
// hash is the index-th slice of one string in the loader the build appends (`function $(e,t)
// {…`./`+e+`-`+`<hashes>`.slice(t*=7,t+7)+`.js`…}`).
const IMPORT = String.raw`[\w$]+\((?:\x60(\.\/[^\x60]+\.js)\x60|\x60([\w.-]+)\x60,(\d+))`;
const REGISTRATION = new RegExp(
  String.raw`\x60([\w:.-]+)\x60,(?:\x60[^\x60]*\x60|\[[^\]]*\]|[\w$]+),(?:\(\)=>${IMPORT}|([\w$]+)[,)])`,
  'g',
);
const NAMED_LOADER = new RegExp(String.raw`([\w$]+)=\(\)=>${IMPORT}\)`, 'g');
const HASHED_LOADER = /\+`-`\+`([0-9a-z]+)`\.slice\(\w\*=(\d+),/;
/** The runtime's chunk, which `islet.js` imports once the page has painted. */
const RUNTIME_CHUNK = /\.\/chunks\/islet-runtime-\w+\.js/;
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.\/[^"'`]+\.js)["'`]/g;

const HEAD_SCRIPT = 'islet-head.js';
/** The behaviours whose elements `islet-head.js` lays out before the first paint. */
const HEAD_SCRIPT_BEHAVIOURS = ['stretch', 'gallery'];

export interface IsletBundle {
  /**
   * Brotli bytes of what a page loads: the entry, plus each behaviour's chunk, and the head script
   * where a section is stretched (`stretch`) or a Pro gallery is (`gallery`), the only pages it is
   * printed on.
   */
  bytesFor(behaviours: Iterable<string>): Promise<number>;
  /** The behaviours the entry registers, by name, with their chunk file. */
  chunks: ReadonlyMap<string, string>;
}

/**
 * Reads the built bundle. A page loads the entry (`islet.js`), the head script where it has a
 * stretched section or a Pro gallery, and for each behaviour that runs on it that behaviour's chunk with the chunks
 * it imports statically; chunks a behaviour loads later on demand (React with the first island, a
 * carousel's effects) are not counted.
 */
export async function readIsletBundle(dir = DEFAULT_BUNDLE_DIR): Promise<IsletBundle> {
  const entry = await readFile(join(dir, 'islet.js'), 'utf8').catch(() => {
    throw new Error(`no built bundle in ${dir} (run \`pnpm run build:bundle\`)`);
  });
  const sizes = new Map<string, Promise<number>>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (!size) sizes.set(file, (size = readFile(join(dir, file)).then(brotliSize, () => 0)));
    return size;
  };
  const importsOf = new Map<string, Promise<string[]>>();
  const staticImports = (file: string) => {
    let found = importsOf.get(file);
    if (!found) {
      found = readFile(join(dir, file), 'utf8').then(
        (code) => [...code.matchAll(STATIC_IMPORT)].map(([, path]) => join(dirname(file), path!)),
        () => [],
      );
      importsOf.set(file, found);
    }
    return found;
  };
  // `islet.js` is a loader of the hashed runtime chunk (so a version query on the entry cannot
  // start a second runtime), which it imports after the first paint: what every page loads is the
  // entry and that chunk with its static imports, and the registrations are in those files.
  const boot = ['islet.js', ...(RUNTIME_CHUNK.exec(entry) ?? []).map((path) => join('.', path))];
  for (let i = 0; i < boot.length; i++)
    for (const file of await staticImports(boot[i]!)) if (!boot.includes(file)) boot.push(file);
  const chunks = new Map<string, string>();
  for (const file of boot) {
    const code = file === 'islet.js' ? entry : await readFile(join(dir, file), 'utf8');
    const [, hashes = '', size = '0'] = HASHED_LOADER.exec(code) ?? [];
    const pathOf = (path?: string, chunk?: string, index?: string) =>
      path ??
      (chunk &&
        `./${chunk}-${hashes.slice(Number(index) * +size, (Number(index) + 1) * +size)}.js`);
    const loaders = new Map(
      [...code.matchAll(NAMED_LOADER)].map(([, id, ...target]) => [id!, pathOf(...target)]),
    );
    for (const [, name, path, chunk, index, loader] of code.matchAll(REGISTRATION)) {
      const target = pathOf(path, chunk, index) ?? loaders.get(loader!);
      if (target) chunks.set(name!, join(dirname(file), target));
    }
  }
  return {
    chunks,
    async bytesFor(behaviours) {
      const names = [...behaviours];
      const head = names.some((name) => HEAD_SCRIPT_BEHAVIOURS.includes(name));
      const files = new Set(head ? [HEAD_SCRIPT, ...boot] : boot);
      const queue = names.flatMap((name) => chunks.get(name) ?? []);
      while (queue.length) {
        const file = queue.pop()!;
        if (files.has(file)) continue;
        files.add(file);
        queue.push(...(await staticImports(file)));
      }
      const sizes = await Promise.all([...files].map(sizeOf));
      return sizes.reduce((sum, size) => sum + size, 0);
    },
  };
}
