import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { UnusableInput, type PageSource } from './audit-page.ts';
import { fetchReader, fileReader } from './script-source.ts';
import { fetchFromSite, PAGE_ACCEPT } from './site-fetch.ts';

const HTML_FILE = /\.html?$/i;
const LOOKS_LIKE_HTML = /^\s*(<!--[\s\S]*?-->\s*)*<(!doctype\s+html|html|head|body)\b/i;

/**
 * One page to audit, as plain data (it crosses to worker threads), opened on demand so a
 * directory of many pages is never all in memory. `unusable` says why an argument names no page.
 */
export interface PageInput {
  name: string;
  kind: 'url' | 'file' | 'unusable';
  why?: string;
}

/**
 * The pages behind the command's arguments: a URL, an HTML file, or a directory's HTML files
 * (recursively, in name order).
 */
export async function pageInputs(args: readonly string[]): Promise<PageInput[]> {
  const inputs: PageInput[] = [];
  for (const arg of args) {
    if (/^https?:\/\//i.test(arg)) {
      inputs.push({ name: arg, kind: 'url' });
      continue;
    }
    const info = await stat(arg).catch(() => null);
    if (info?.isDirectory()) {
      const files = (await readdir(arg, { recursive: true }))
        .filter((file) => HTML_FILE.test(file))
        .sort();
      if (!files.length)
        inputs.push({ name: arg, kind: 'unusable', why: 'a directory without .html files' });
      for (const file of files) inputs.push({ name: join(arg, file), kind: 'file' });
      continue;
    }
    inputs.push(
      info
        ? { name: arg, kind: 'file' }
        : { name: arg, kind: 'unusable', why: 'no such file or directory' },
    );
  }
  return inputs;
}

/** The page behind an input; throws `UnusableInput` saying why there is none. */
export async function openInput(input: PageInput): Promise<PageSource> {
  if (input.kind === 'unusable') throw new UnusableInput(input.why ?? 'unusable');
  if (input.kind === 'url') return openUrl(input.name);
  const html = await readFile(input.name, 'utf8');
  if (!HTML_FILE.test(extname(input.name)) && !LOOKS_LIKE_HTML.test(html)) {
    throw new UnusableInput('not an HTML file');
  }
  return {
    name: input.name,
    html,
    url: pathToFileURL(resolve(input.name)),
    read: fileReader(input.name),
  };
}

/**
 * A live page by its address (redirects followed); throws `UnusableInput` saying why not.
 * `userAgent`: the browser to ask as (Lighthouse's phone, for its mobile runs).
 */
export async function openUrl(address: string, userAgent?: string): Promise<PageSource> {
  let response: Response;
  try {
    response = await fetchFromSite(address, { userAgent, accept: PAGE_ACCEPT });
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
  return { name: address, html, url: new URL(response.url || address), read: fetchReader };
}
