import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { startDemoServer } from '../../../examples/demo/server.mjs';

type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

const WIDGETS_ONLY = fileURLToPath(
  new URL('../../../examples/demo/backends/widgets/standalone/', import.meta.url),
);

/**
 * `useDemoServer()` with only the widgets backend: the demo server, bundle and routes as usual,
 * but a backend of another package that fails to load cannot take these tests down with it.
 */
export function useWidgetsDemo(): { url(path: string): string } {
  let server: DemoServer | undefined;
  beforeAll(async () => {
    server = await startDemoServer({ port: 0, host: '127.0.0.1', backendsDir: WIDGETS_ONLY });
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    url(path) {
      if (!server) throw new Error('useWidgetsDemo: the server is only there inside tests');
      return new URL(path, server.url).href;
    },
  };
}
