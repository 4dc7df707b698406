import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startDemoServer } from '../../../examples/demo/server.mjs';

type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

/** `useDemoServer()` with only the loop backend (see backends/loop.mjs). */
export function useLoopDemoServer(): { url(path: string): string } {
  let server: DemoServer | undefined;
  beforeAll(async () => {
    server = await startDemoServer({
      port: 0,
      host: '127.0.0.1',
      backendsDir: fileURLToPath(new URL('./backends/', import.meta.url)),
    });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    url(path) {
      if (!server) throw new Error('useLoopDemoServer: the server is only there inside tests');
      return new URL(path, server.url).href;
    },
  };
}
