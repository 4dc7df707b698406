import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentOf, widget } from '@islet/test-support/markup';
import type { PageAudit } from './audit-page.ts';
import { main } from './cli.ts';
import { DEFAULT_BUNDLE_DIR } from './islet-bundle.ts';

// The audit measures the built bundle: `pnpm run check` builds it before the unit tests.
const built = existsSync(join(DEFAULT_BUNDLE_DIR, 'islet.js'));

const page = (body: string, head = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const clean = page(documentOf('1', 'wp-page', widget('aaa0001', 'heading.default')));
const gap = page(documentOf('1', 'wp-page', widget('aaa0002', 'forminator.default')));

async function run(args: string[], tty = false, columns = 80) {
  let stdout = '';
  let stderr = '';
  const status = await main(args, {
    stdout: { write: (text: string) => (stdout += text), isTTY: tty, columns },
    stderr: { write: (text: string) => (stderr += text), isTTY: false },
    env: {},
  });
  return { status, stdout, stderr };
}

let folder: string;
let server: Server;
let origin: string;
const served = new Map<string, string>();

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'islet-audit-'));
  await writeFile(join(folder, 'clean.html'), clean);
  await writeFile(join(folder, 'gap.html'), gap);
  await writeFile(join(folder, 'notes.txt'), 'just some notes, not a page');
  await writeFile(join(folder, 'plain.html'), page('<h1>No builder here</h1>'));
  server = createServer((request, response) => {
    const body = served.get(request.url ?? '');
    const type = request.url?.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': type }).end(body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(folder, { recursive: true, force: true });
});

// Each test audits real pages in jsdom: seconds on a loaded machine.
describe.skipIf(!built)('islet audit', { timeout: 30_000 }, () => {
  it('prints the JSON the issue names: pages with elements, scripts and bytes', async () => {
    const { status, stdout } = await run(['audit', '--json', join(folder, 'gap.html')]);
    expect(status).toBe(0);
    const { pages } = JSON.parse(stdout) as { pages: Record<string, unknown>[] };
    expect(Object.keys(pages[0]!)).toEqual([
      'page',
      'builder',
      'atomicKeptFor',
      'elements',
      'scripts',
      'bytes',
    ]);
    expect(pages[0]!.elements).toEqual([
      {
        type: 'forminator.default',
        status: 'unsupported',
        reason: 'no behaviour for forminator.default',
        selector: '[data-id="aaa0002"]',
      },
    ]);
    expect(pages[0]!.scripts).toEqual({ replaced: [], kept: [], unknown: [] });
    expect(pages[0]!.bytes).toEqual({ original: 0, islet: expect.any(Number) });
  });

  it('exits 1 with --strict only when a page has unsupported or invalid elements', async () => {
    expect((await run(['audit', join(folder, 'gap.html')])).status).toBe(0);
    expect((await run(['audit', '--strict', join(folder, 'gap.html')])).status).toBe(1);
    expect((await run(['audit', '--strict', join(folder, 'clean.html')])).status).toBe(0);
  });

  it('says in one line what is wrong with each unusable input, audits the rest, and exits 2', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise((resolve) => closed.close(resolve));
    const { status, stdout, stderr } = await run([
      'audit',
      '--json',
      join(folder, 'missing.html'),
      join(folder, 'notes.txt'),
      join(folder, 'plain.html'),
      deadUrl,
      join(folder, 'clean.html'),
    ]);
    expect(status).toBe(2);
    const lines = stderr.split('\n').filter((line) => line.startsWith('islet audit:'));
    expect(lines).toEqual([
      `islet audit: ${join(folder, 'missing.html')}: no such file or directory`,
      `islet audit: ${join(folder, 'notes.txt')}: not an HTML file`,
      `islet audit: ${join(folder, 'plain.html')}: no page-builder markup and none of the scripts Islet replaces`,
      `islet audit: ${deadUrl}: cannot be fetched (ECONNREFUSED)`,
    ]);
    const { pages } = JSON.parse(stdout) as { pages: { page: string }[] };
    expect(pages.map((audited) => audited.page)).toEqual([join(folder, 'clean.html')]);
  });

  it('audits a directory, with a progress line per page on stderr', async () => {
    const { status, stdout, stderr } = await run(['audit', '--json', folder]);
    expect(status).toBe(2); // plain.html has no builder markup
    expect(stderr).toContain(`[1/3] ${join(folder, 'clean.html')}`);
    expect(stderr).toContain(`[3/3] ${join(folder, 'plain.html')}`);
    expect((JSON.parse(stdout) as { pages: unknown[] }).pages).toHaveLength(2);
  });

  it('fetches a URL and its scripts; jQuery stays when a kept script needs it, in both totals', async () => {
    const jquery = `/*! jQuery */ ${'window.jQuery = function () {}; '.repeat(200)}`;
    served.set('/wp-includes/js/jquery/jquery.min.js', jquery);
    served.set('/wp-content/plugins/elementor/assets/js/frontend.min.js', 'x'.repeat(5000));
    served.set(
      '/wp-content/plugins/slider/slider.js',
      'jQuery(function ($) { $(".s").slide(); });',
    );
    served.set(
      '/page/',
      page(
        documentOf('1', 'wp-page', widget('aaa0001', 'heading.default')),
        [
          '/wp-includes/js/jquery/jquery.min.js',
          '/wp-content/plugins/elementor/assets/js/frontend.min.js',
          '/wp-content/plugins/slider/slider.js',
        ]
          .map((src) => `<script src="${src}"></script>`)
          .join(''),
      ),
    );
    const { status, stdout } = await run(['audit', '--json', `${origin}/page/`]);
    expect(status).toBe(0);
    const [audit] = (JSON.parse(stdout) as { pages: PageAudit[] }).pages;
    expect(audit!.scripts.replaced).toEqual([
      { src: '/wp-content/plugins/elementor/assets/js/frontend.min.js', bytes: expect.any(Number) },
    ]);
    expect(audit!.scripts.kept).toEqual([
      { src: '/wp-includes/js/jquery/jquery.min.js', needsJquery: false },
      { src: '/wp-content/plugins/slider/slider.js', needsJquery: true },
    ]);
    const { scripts, bytes } = audit!;
    const frontend = scripts.replaced[0]!.bytes!;
    expect(frontend).toBeGreaterThan(0);
    // jQuery's bytes are in both totals: the original runtime's and Islet's.
    const jqueryBytes = bytes.original - frontend;
    expect(jqueryBytes).toBeGreaterThan(0);
    const withoutJquery = await run(['audit', '--json', join(folder, 'clean.html')]);
    const bare = (JSON.parse(withoutJquery.stdout) as { pages: PageAudit[] }).pages[0]!.bytes;
    expect(bytes.islet).toBe(bare.islet + jqueryBytes);
  });

  it('prints a table cut to the terminal, coloured only on a terminal', async () => {
    const piped = await run(['audit', join(folder, 'gap.html')]);
    expect(piped.stdout).toContain(
      'forminator.default  unsupported  no behaviour for forminator.default',
    );
    expect(stripVTControlCharacters(piped.stdout)).toBe(piped.stdout);
    const terminal = await run(['audit', join(folder, 'gap.html')], true, 50);
    expect(stripVTControlCharacters(terminal.stdout)).not.toBe(terminal.stdout);
    const visible = stripVTControlCharacters(terminal.stdout).split('\n');
    expect(Math.max(...visible.map((line) => line.length))).toBeLessThanOrEqual(50);
  });

  it('answers a bad command with its usage and exit 2', async () => {
    expect((await run(['audti', 'x.html'])).status).toBe(2);
    expect((await run(['audit'])).stderr).toContain('usage: islet audit');
    expect((await run(['audit', '--nope', 'x.html'])).status).toBe(2);
  });
});
