import { afterAll, beforeAll } from 'vitest';
import { startDemoServer } from '../../examples/demo/server.mjs';

type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

/**
 * Starts the demo server on a free port of 127.0.0.1 for the calling test file and stops it after;
 * `url(path)` resolves a path such as `/recorded/x.html` against it. Call it before `useBrowser()`:
 * `afterAll` hooks unwind in reverse, so the browser then closes before the server stops.
 */
export function useDemoServer(
  flags: Record<string, string> = {},
  { backendsDir }: { backendsDir?: string } = {},
): { url(path: string): string } {
  let server: DemoServer | undefined;
  beforeAll(async () => {
    server = await startDemoServer({ port: 0, host: '127.0.0.1', flags, backendsDir });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    url(path) {
      if (!server) throw new Error('useDemoServer: the server is only there inside tests');
      return new URL(path, server.url).href;
    },
  };
}
