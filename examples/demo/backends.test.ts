import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer } from './server.mjs';

type DemoServer = Awaited<ReturnType<typeof startDemoServer>>;

describe('embedded backends', () => {
  let demo: DemoServer;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'islet-backends-'));
    writeFileSync(
      join(dir, 'echo.mjs'),
      `export function createBackend({ flags }) {
        let count = 0;
        return {
          name: 'echo',
          async handle(request) {
            const url = new URL(request.url);
            if (url.pathname !== '/echo') return undefined;
            count++;
            const headers = new Headers({ 'content-type': 'application/json' });
            headers.append('set-cookie', 'a=1; Path=/');
            headers.append('set-cookie', 'b=2; Path=/');
            return new Response(JSON.stringify({ method: request.method, body: await request.text(), count, flags }), { headers });
          },
        };
      }`,
    );
    demo = await startDemoServer({ backendsDir: dir, flags: { shop: 'on' } });
  });
  afterAll(async () => {
    await demo.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answer POST requests with their body, state, flags and every cookie', async () => {
    await fetch(`${demo.url}/echo`);
    const response = await fetch(`${demo.url}/echo`, { method: 'POST', body: 'x=1' });
    expect(await response.json()).toEqual({
      method: 'POST',
      body: 'x=1',
      count: 2,
      flags: { shop: 'on' },
    });
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('leave what they do not answer to the demo routes', async () => {
    expect((await fetch(`${demo.url}/nothing-here`)).status).toBe(404);
  });
});
