import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import type { Inspect, PageAudit } from './audit-page.ts';
import { auditAll, staticInspect, type Outcome } from './audit-pool.ts';
import { readIsletBundle } from './islet-bundle.ts';
import { pageInputs } from './page-inputs.ts';
import { renderPage } from './render-table.ts';

export interface Io {
  stdout: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  env: Record<string, string | undefined>;
}

const USAGE = `usage: islet audit <page.html | directory | URL>… [--json] [--browser] [--strict] [--bundle <dir>]
       islet audit --lighthouse <URL>… [--runs <n>] [--form-factor mobile|desktop] [--json] [--bundle <dir>]

  --json      the result as JSON on stdout
  --browser   load each page with Islet in headless Chromium and read islet.inspect()
  --strict    exit 1 when a page has unsupported or invalid elements (for CI)
  --bundle    the built Islet bundle to measure (default: @islet/runtime's dist)
  --jobs      pages audited at once, one worker thread each (default: one per core)
  --lighthouse  Lighthouse's performance score of each page as its server sends it and with
              Islet as the WordPress plugin would deploy it, side by side (needs the lighthouse
              package installed beside islet)
  --runs      Lighthouse runs of each page, interleaved (default: 3)
  --form-factor  mobile (default) or desktop, as PageSpeed Insights' two tabs

Exit status: 0 done, 1 --strict found problems, 2 unusable input.
`;

// More pages than this get a progress line on stderr.
const PROGRESS_FROM = 2;

const OPTIONS = {
  json: { type: 'boolean', default: false },
  browser: { type: 'boolean', default: false },
  strict: { type: 'boolean', default: false },
  bundle: { type: 'string' },
  jobs: { type: 'string' },
  lighthouse: { type: 'boolean', default: false },
  runs: { type: 'string' },
  'form-factor': { type: 'string' },
  help: { type: 'boolean', short: 'h', default: false },
} as const;

/** The options and pages of `islet audit …`, or the exit status when there is nothing to audit. */
function parseCommand(argv: readonly string[], io: Io) {
  let parsed;
  try {
    parsed = parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    io.stderr.write(`islet: ${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = parsed;
  const [command, ...targets] = positionals;
  if (values.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  if (command !== 'audit' || !targets.length) {
    io.stderr.write(
      command && command !== 'audit' ? `islet: unknown command "${command}"\n${USAGE}` : USAGE,
    );
    return 2;
  }
  return { values, targets };
}

/** Runs `islet …`; resolves to the exit status. */
export async function main(argv: readonly string[], io: Io): Promise<number> {
  const command = parseCommand(argv, io);
  if (typeof command === 'number') return command;
  const { values, targets } = command;
  if (values.lighthouse) {
    const { lighthouseCommand } = await import('./lighthouse-command.ts');
    return lighthouseCommand(targets, values, io);
  }
  let bundle;
  try {
    bundle = await readIsletBundle(values.bundle);
  } catch (error) {
    io.stderr.write(`islet audit: ${(error as Error).message}\n`);
    return 2;
  }
  let inspect: Inspect = staticInspect;
  let close = async () => {};
  if (values.browser) {
    const { openBrowserInspector } = await import('./inspect-browser.ts');
    const browser = await openBrowserInspector(values.bundle);
    inspect = browser.inspect;
    close = browser.close;
  }

  const inputs = await pageInputs(targets);
  const pages: PageAudit[] = [];
  const errors: { page: string; error: string }[] = [];
  const progress = inputs.length > PROGRESS_FROM;
  const colours = !!io.stdout.isTTY && !io.env.NO_COLOR;
  const width = io.stdout.isTTY ? (io.stdout.columns ?? 100) : 120;
  // Outcomes may come out of order from the workers; pages are reported in input order.
  const outcomes: (Outcome | undefined)[] = [];
  let reported = 0;
  let done = 0;
  const report = (index: number, outcome: Outcome) => {
    outcomes[index] = outcome;
    done++;
    if (progress) {
      const line = `[${done}/${inputs.length}] ${inputs[index]!.name}`;
      io.stderr.write(io.stderr.isTTY ? `\r\x1b[2K${line}` : `${line}\n`);
    }
    for (let ready; (ready = outcomes[reported]); reported++) {
      const name = inputs[reported]!.name;
      if ('audit' in ready) {
        pages.push(ready.audit);
        if (!values.json) io.stdout.write(`${renderPage(ready.audit, { width, colours })}\n\n`);
      } else {
        errors.push({ page: name, error: ready.error });
        if (progress && io.stderr.isTTY) io.stderr.write('\r\x1b[2K');
        io.stderr.write(`islet audit: ${name}: ${ready.error}\n`);
      }
    }
  };
  try {
    // Chromium already uses every core: pages go to it one at a time.
    const jobs = values.browser ? 1 : Number(values.jobs ?? availableParallelism()) || 1;
    await auditAll(inputs, inspect, bundle, values.bundle, report, jobs);
  } finally {
    await close();
  }
  if (progress && io.stderr.isTTY) io.stderr.write('\r\x1b[2K');
  if (values.json) io.stdout.write(`${JSON.stringify({ pages, errors }, null, 2)}\n`);
  if (errors.length) return 2;
  const failing = pages.some((page) =>
    page.elements.some(
      (element) => element.status === 'unsupported' || element.status === 'invalid',
    ),
  );
  return values.strict && failing ? 1 : 0;
}
