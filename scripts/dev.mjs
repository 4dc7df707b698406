// @ts-check
// `pnpm dev`: the demo site with the bundle rebuilt on every source change and the open pages
// reloaded once it is. The demo server runs as `npm run demo` runs it; in front of it a small
// proxy adds a reload script to every HTML page and an event stream that tells the pages when a
// rebuild has finished (the demo server itself stays as it is).
import { execFile } from 'node:child_process';
import { watch } from 'node:fs';
import { createServer, request as forward } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startDemoServer } from '../examples/demo/server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const RELOAD_PATH = '/__islet-dev/reload';
const RELOAD_SCRIPT = `<script>new EventSource(${JSON.stringify(RELOAD_PATH)}).onmessage = () => location.reload();</script>`;
const run = promisify(execFile);

async function build() {
  const started = Date.now();
  try {
    await run('pnpm', ['run', 'build:bundle'], { cwd: root });
    console.info(`[dev] bundle rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return true;
  } catch (error) {
    const { stdout = '', stderr = '' } = /** @type {{ stdout?: string, stderr?: string }} */ (
      error
    );
    console.error(`[dev] build failed; the pages keep the last bundle\n${stdout}${stderr}`);
    return false;
  }
}

await build();
const demo = await startDemoServer();
const upstream = new URL(demo.url);
/** @type {Set<import('node:http').ServerResponse>} */
const listeners = new Set();

const proxy = createServer((req, res) => {
  if (req.url === RELOAD_PATH) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write(': connected\n\n');
    listeners.add(res);
    req.on('close', () => listeners.delete(res));
    return;
  }
  const upstreamRequest = forward(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers: req.headers,
    },
    (reply) => {
      const html = /text\/html/.test(String(reply.headers['content-type'] ?? ''));
      if (!html || reply.headers['content-encoding']) {
        res.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(res);
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      reply.on('data', (chunk) => chunks.push(chunk));
      reply.on('end', () => {
        const page = Buffer.concat(chunks).toString('utf8');
        const body = page.includes('</body>')
          ? page.replace(/<\/body>(?![\s\S]*<\/body>)/, `${RELOAD_SCRIPT}</body>`)
          : page + RELOAD_SCRIPT;
        const headers = { ...reply.headers };
        delete headers['content-length'];
        res.writeHead(reply.statusCode ?? 200, headers);
        res.end(body);
      });
    },
  );
  upstreamRequest.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain' });
    res.end(`demo server: ${String(error)}`);
  });
  req.pipe(upstreamRequest);
});
proxy.listen(port, '127.0.0.1', () =>
  console.info(`[dev] http://127.0.0.1:${port}/ (rebuilds and reloads on changes in packages/)`),
);

// One build at a time; changes during a build make one more build after it.
let building = false;
let again = false;
/** @type {NodeJS.Timeout | undefined} */
let debounce;
async function rebuild() {
  if (building) {
    again = true;
    return;
  }
  building = true;
  do {
    again = false;
    if (await build()) for (const res of listeners) res.write('data: reload\n\n');
  } while (again);
  building = false;
}
watch(`${root}packages`, { recursive: true }, (_event, file) => {
  if (!file || /(^|\/)(dist|node_modules)(\/|$)|\.test\.tsx?$|(^|\/)dist\.[^/]*/.test(file)) return;
  clearTimeout(debounce);
  debounce = setTimeout(() => void rebuild(), 150);
});

const stop = () => {
  for (const res of listeners) res.end();
  proxy.close();
  void demo.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
