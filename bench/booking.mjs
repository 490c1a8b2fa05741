// The booking stage of `npm run bench` (`--only=booking` runs it alone; `node bench/booking.mjs`
// too): the 90-day slot computation (target under 20 ms) beside the least any zone-aware engine
// does per slot, and booking under 50 concurrent visitors beside a plain insert of the same
// requests, on the embedded database and on a throwaway PostgreSQL. The measuring runs in
// bench/booking.ts (through tsx, for the server's TypeScript).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../scripts/lib/build.mjs';
import { startPostgres } from './lib/postgres.mjs';
import { heading, table } from './lib/table.mjs';

/** @param {string[]} args */
function runTs(args) {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      '--conditions=react-server',
      path.join(root, 'bench', 'booking.ts'),
      ...args,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '{}'))
        : reject(new Error(`bench/booking.ts exited with ${code}`)),
    ),
  );
}

/** @param {{ log: (line: string) => void }} options */
export async function measureBooking({ log }) {
  log('Booking: slots for 90 days, then 50 visitors at once on PGlite and PostgreSQL ...');
  const postgres = await startPostgres();
  try {
    return await runTs([postgres.url]);
  } finally {
    await postgres.stop();
  }
}

const ms = (/** @type {number} */ n) => `${n.toFixed(2)} ms`;

/** @param {any} result */
export function formatBooking(result) {
  const rows = [
    [
      `open times, 90 days (${result.slots.slots} slots)`,
      ms(result.slots.engine.p50),
      ms(result.slots.engine.p95),
    ],
    [
      'reference: each start read in the zone',
      ms(result.slots.reference.p50),
      ms(result.slots.reference.p95),
    ],
  ];
  for (const kind of ['pglite', 'postgres']) {
    const r = result[kind];
    if (!r) continue;
    rows.push(
      [
        `${kind}: request with a booked call (${r.booking.n}, 50 at once)`,
        ms(r.booking.p50),
        ms(r.booking.p95),
      ],
      [
        `${kind}: reference, plain insert (${r.insert.n}, 50 at once)`,
        ms(r.insert.p50),
        ms(r.insert.p95),
      ],
    );
  }
  return [
    heading('Booking (target: open times under 20 ms)'),
    table(['', 'p50', 'p95'], rows),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureBooking({ log: (line) => console.error(`  ${line}`) });
  console.log(formatBooking(result));
}
