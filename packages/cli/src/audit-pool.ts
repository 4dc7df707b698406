import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { auditPage, UnusableInput, type Inspect, type PageAudit } from './audit-page.ts';
import { inspectStatic } from './inspect-static.ts';
import { readIsletBundle, type IsletBundle } from './islet-bundle.ts';
import { openInput, type PageInput } from './page-inputs.ts';

export type Outcome = { audit: PageAudit } | { error: string };

/** Audits one input; what makes it unusable becomes its error. */
export async function auditInput(
  input: PageInput,
  inspect: Inspect,
  bundle: IsletBundle,
): Promise<Outcome> {
  try {
    return { audit: await auditPage(await openInput(input), inspect, bundle) };
  } catch (error) {
    return { error: error instanceof UnusableInput ? error.message : String(error) };
  }
}

export const staticInspect: Inspect = (source) => inspectStatic(source.html, source.url.href);

interface WorkerJob {
  isletAuditWorker: true;
  bundleDir?: string;
}

/**
 * Audits the inputs on `jobs` worker threads (jsdom's work is all on one thread), each outcome
 * reported as it comes, by index. Only the built CLI can start workers (they load this very
 * file); from the sources, and with one job, it audits in turn on this thread.
 */
export async function auditAll(
  inputs: readonly PageInput[],
  inspect: Inspect,
  bundle: IsletBundle,
  bundleDir: string | undefined,
  onOutcome: (index: number, outcome: Outcome) => void,
  jobs: number,
): Promise<void> {
  const threads = Math.min(jobs, inputs.length);
  if (threads < 2 || !import.meta.url.endsWith('.js')) {
    for (const [index, input] of inputs.entries())
      onOutcome(index, await auditInput(input, inspect, bundle));
    return;
  }
  let next = 0;
  await Promise.all(
    Array.from({ length: threads }, async () => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { isletAuditWorker: true, bundleDir } satisfies WorkerJob,
        // jsdom allocates a whole DOM per page: a larger young generation spares most of the
        // collections that would otherwise take a fifth of the time.
        resourceLimits: { maxYoungGenerationSizeMb: 64 },
      });
      try {
        while (next < inputs.length) {
          const index = next++;
          onOutcome(index, await ask(worker, inputs[index]!));
        }
      } finally {
        await worker.terminate();
      }
    }),
  );
}

function ask(worker: Worker, input: PageInput): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.postMessage(input);
  });
}

// In a worker started above: audit each input sent, answer with its outcome.
if (!isMainThread && (workerData as WorkerJob | null)?.isletAuditWorker) {
  const bundle = readIsletBundle((workerData as WorkerJob).bundleDir);
  parentPort!.on('message', (input: PageInput) => {
    void bundle
      .then((read) => auditInput(input, staticInspect, read))
      .then((outcome) => parentPort!.postMessage(outcome));
  });
}
