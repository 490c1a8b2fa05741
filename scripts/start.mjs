#!/usr/bin/env node
// `npm start`: serves the site on PORT (default 3000), building first when there
// is no build yet or the sources are newer than it. Configuration other than
// PORT is validated by the server itself at boot (src/env.ts).
import { buildReason, runBuild, runServer } from './lib/build.mjs';

const rawPort = (process.env.PORT ?? '').trim();
const port = rawPort === '' ? 3000 : Number(rawPort);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(
    `Invalid configuration: PORT must be a whole number from 1 to 65535 (got "${rawPort}")`,
  );
  process.exit(1);
}

const distDir = process.env.NEXT_DIST_DIR || '.next';

const reason = buildReason(distDir);
if (reason) {
  console.log(`Building the site first (${reason}) ...`);
  const started = Date.now();
  const code = await runBuild(distDir, { ...process.env, NODE_ENV: 'production' });
  if (code !== 0) {
    console.error(`The build failed (exit code ${code}); the server was not started.`);
    process.exit(code);
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

process.exitCode = await runServer({
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
});
