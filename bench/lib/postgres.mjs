// A throwaway PostgreSQL server for the benchmarks (initdb and pg_ctl on the PATH, as for the
// integration tests), started in a child process that runs bench/lib/pg-cluster-child.ts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../../scripts/lib/build.mjs';

/** @returns {Promise<{ url: string, stop: () => Promise<void> }>} */
export async function startPostgres() {
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      path.join(root, 'bench', 'lib', 'pg-cluster-child.ts'),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const [line = ''] = out.split('\n');
      if (out.includes('\n')) resolve(line.trim());
    });
    child.once('exit', (code) =>
      reject(new Error(`the PostgreSQL cluster did not start (exit code ${code})`)),
    );
  });
  return {
    url: /** @type {string} */ (url),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
