#!/usr/bin/env node
// @ts-check
// `pnpm demo`: serves the demo on http://127.0.0.1:4173/ (or $PORT) until interrupted.
import { startDemoServer } from './server.mjs';

const DEFAULT_PORT = 4173;
const requested = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(requested) || requested < 0 || requested > 65535) {
  console.error(
    `PORT must be a port number from 0 to 65535, got ${JSON.stringify(process.env.PORT)}`,
  );
  process.exit(2);
}

// `--name=value` (or `--name`, meaning `on`) switches a demo feature; backends read them.
/** @type {Record<string, string>} */
const flags = {};
for (const argument of process.argv.slice(2)) {
  const match = /^--([a-z][\w-]*)(?:=(.*))?$/.exec(argument);
  if (!match) {
    console.error(`Unknown argument ${JSON.stringify(argument)}; switches look like --name=value.`);
    process.exit(2);
  }
  flags[match[1] ?? ''] = match[2] ?? 'on';
}

/** @type {Awaited<ReturnType<typeof startDemoServer>>} */
let demo;
try {
  demo = await startDemoServer({ port: requested, flags });
} catch (error) {
  if (!(error instanceof Error && 'code' in error && error.code === 'EADDRINUSE')) throw error;
  // A second demo, or another dev server, already has the port: any free one will do.
  console.error(`Port ${requested} is busy; using a free port instead.`);
  demo = await startDemoServer({ port: 0, flags });
}
console.log(`Islet demo: ${demo.url}/`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    demo.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
