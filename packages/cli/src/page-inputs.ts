import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UnusableInput, type PageSource } from './audit-page.ts';
import { fetchReader, fileReader, type ScriptReader } from './script-source.ts';

const HTML_FILE = /\.html?$/i;
const LOOKS_LIKE_HTML = /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body)\b/i;

/** One page to audit, opened on demand so a directory of many pages is never all in memory. */
export interface PageInput {
  name: string;
  open(): Promise<PageSource>;
}

/**
 * The pages behind the command's arguments: a URL, an HTML file, or a directory's HTML files
 * (recursively, in name order). An argument that names nothing usable throws `UnusableInput`
 * from `open()`, so the other pages are still audited.
 */
export async function pageInputs(args: readonly string[]): Promise<PageInput[]> {
  const inputs: PageInput[] = [];
  for (const arg of args) {
    if (/^https?:\/\//i.test(arg)) {
      inputs.push({ name: arg, open: () => openUrl(arg, fetchReader) });
      continue;
    }
    const info = await stat(arg).catch(() => null);
    if (info?.isDirectory()) {
      const files = (await readdir(arg, { recursive: true }))
        .filter((file) => HTML_FILE.test(file))
        .sort();
      if (!files.length) inputs.push(failing(arg, 'a directory without .html files'));
      for (const file of files) inputs.push(fileInput(join(arg, file)));
      continue;
    }
    inputs.push(info ? fileInput(arg) : failing(arg, 'no such file or directory'));
  }
  return inputs;
}

function failing(name: string, why: string): PageInput {
  return { name, open: () => Promise.reject(new UnusableInput(why)) };
}

function fileInput(path: string): PageInput {
  return {
    name: path,
    async open(): Promise<PageSource> {
      const html = await readFile(path, 'utf8');
      if (!HTML_FILE.test(extname(path)) && !LOOKS_LIKE_HTML.test(html)) {
        throw new UnusableInput('not an HTML file');
      }
      return { name: path, html, url: pathToFileURL(resolve(path)), read: fileReader(path) };
    },
  };
}

async function openUrl(address: string, read: ScriptReader): Promise<PageSource> {
  let response: Response;
  try {
    response = await fetch(address, { signal: AbortSignal.timeout(15_000) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new UnusableInput(`cannot be fetched (${cause ?? (error as Error).message})`);
  }
  if (!response.ok) throw new UnusableInput(`cannot be fetched (HTTP ${response.status})`);
  const type = response.headers.get('content-type') ?? '';
  const html = await response.text();
  if (!/html/i.test(type) && !LOOKS_LIKE_HTML.test(html)) {
    throw new UnusableInput(`not an HTML page (${type || 'no content type'})`);
  }
  return { name: address, html, url: new URL(response.url || address), read };
}
