import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startDemoServer } from '../../../examples/demo/server.mjs';

type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

const BACKENDS = fileURLToPath(new URL('./backends/', import.meta.url));

/**
 * `useDemoServer()` with only the elements backend loaded (recorded pages and the bundle are
 * served as usual), so a broken backend of another package cannot take these tests down.
 */
export function useElementsDemoServer(): { url(path: string): string } {
  let server: DemoServer | undefined;
  beforeAll(async () => {
    server = await startDemoServer({
      port: 0,
      host: '127.0.0.1',
      flags: {},
      backendsDir: BACKENDS,
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    url(path) {
      if (!server) throw new Error('the demo server is only there inside tests');
      return new URL(path, server.url).href;
    },
  };
}
