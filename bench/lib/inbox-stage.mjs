// @ts-check
// `npm run bench`'s inbox stage: bench/inbox.mjs on a throwaway PostgreSQL server, its tables
// kept for the report and its figures (BENCH_INBOX_RESULTS) for the targets table.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/lib/build.mjs';
import { startPostgres } from './postgres.mjs';

/**
 * @param {{ port: number, distDir: string, quick: boolean, log: (line: string) => void }} o
 * @returns {Promise<{ report: string, results: unknown }>}
 */
export async function measureInboxOnPostgres({ port, distDir, quick, log }) {
  log('Inbox: 100,000 + 100,000 requests on a PostgreSQL server ...');
  const postgres = await startPostgres();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-results-'));
  const file = path.join(dir, 'inbox.json');
  try {
    const args = quick ? ['--rows=20000', '--runs=10'] : [];
    const child = spawn(process.execPath, [path.join(root, 'bench', 'inbox.mjs'), ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BENCH_PORT: String(port),
        BENCH_DIST_DIR: distDir,
        BENCH_DATABASE_URL: postgres.url,
        BENCH_INBOX_RESULTS: file,
      },
    });
    let report = '';
    child.stdout?.on('data', (chunk) => (report += chunk));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    if (code !== 0) throw new Error(`bench/inbox.mjs failed (exit code ${code})`);
    return { report: report.trimEnd(), results: JSON.parse(readFileSync(file, 'utf8')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await postgres.stop();
  }
}
