import { execFile } from 'node:child_process';
import {
  accessSync,
  appendFileSync,
  chownSync,
  constants,
  mkdtempSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './ports';

// A throwaway PostgreSQL 15 cluster for integration tests: its own temp
// directory, a free loopback port, trust auth, no fsync. PostgreSQL refuses to
// run as root (and CI runs as root), so there the server runs as `postgres`.

const run = promisify(execFile);

export type PgCluster = {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  dir: string;
  stop: () => Promise<void>;
  /** Stops the server and keeps its data (a database restart's first half). */
  pause: () => Promise<void>;
  /** Starts it again on the same port. */
  resume: () => Promise<void>;
};

const SERVICE_USER = 'postgres';

function asRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The tool's absolute path on our PATH, so `runuser` need not find it on the service user's. */
function resolveTool(tool: string): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, tool);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error(
    `${tool} is not on the PATH: install PostgreSQL 15 (initdb, pg_ctl) to run the integration tests.`,
  );
}

/** Runs a PostgreSQL tool, as the service user when we are root. */
async function pgTool(tool: string, args: string[], cwd: string): Promise<string> {
  const bin = resolveTool(tool);
  const [file, argv] = asRoot()
    ? ['runuser', ['-u', SERVICE_USER, '--', bin, ...args]]
    : [bin, args];
  try {
    const { stdout } = await run(file, argv, {
      cwd,
      timeout: 120_000,
      env: { ...process.env, LC_ALL: 'C' },
    });
    return stdout;
  } catch (error) {
    const e = error as { stderr?: string; stdout?: string; message: string };
    const detail = (e.stderr || e.stdout || e.message).trim();
    throw new Error(`${tool} ${args[0] ?? ''} failed: ${detail}`);
  }
}

async function idOf(flag: '-u' | '-g', user: string): Promise<number> {
  const { stdout } = await run('id', [flag, user]);
  return Number.parseInt(stdout.trim(), 10);
}

/** Kills the postmaster without waiting (used when the test process is exiting). */
function killNow(dataDir: string): void {
  try {
    const pid = Number.parseInt(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8'), 10);
    // SIGQUIT is PostgreSQL's immediate shutdown
    if (Number.isInteger(pid) && pid > 0) process.kill(pid, 'SIGQUIT');
  } catch {
    // not running
  }
}

export async function startPgCluster(): Promise<PgCluster> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const dataDir = path.join(dir, 'data');
  let started = false;

  const cleanupNow = () => {
    if (started) killNow(dataDir);
    rmSync(dir, { recursive: true, force: true });
  };
  // if the test runner dies without teardown, leave no server or files behind
  process.once('exit', cleanupNow);

  try {
    if (asRoot()) {
      chownSync(dir, await idOf('-u', SERVICE_USER), await idOf('-g', SERVICE_USER));
    }
    await pgTool(
      'initdb',
      [
        '-D',
        dataDir,
        '-U',
        'postgres',
        '-A',
        'trust',
        '-E',
        'UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      dir,
    );
    // the data directory belongs to the service user; appending keeps it so
    appendFileSync(
      path.join(dataDir, 'postgresql.conf'),
      [
        '',
        '# throwaway test cluster',
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 200',
        "log_min_messages = 'warning'",
        '',
      ].join('\n'),
    );

    // another process may take the port between probe and bind: try a few
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        await pgTool(
          'pg_ctl',
          [
            'start',
            '-D',
            dataDir,
            '-l',
            path.join(dir, 'server.log'),
            '-w',
            '-t',
            '60',
            '-o',
            `-p ${port}`,
          ],
          dir,
        );
        started = true;
        break;
      } catch (error) {
        if (attempt >= 3) {
          let log = '';
          try {
            log = readFileSync(path.join(dir, 'server.log'), 'utf8')
              .trim()
              .split('\n')
              .slice(-10)
              .join('\n');
          } catch {
            // no log written
          }
          throw new Error(`${(error as Error).message}${log ? `\n${log}` : ''}`);
        }
      }
    }

    const stop = async () => {
      process.removeListener('exit', cleanupNow);
      try {
        await pgTool('pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w', '-t', '30'], dir);
      } catch {
        killNow(dataDir);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    };

    const pgCtl = (...args: string[]) =>
      pgTool('pg_ctl', [...args, '-D', dataDir, '-w', '-t', '60'], dir);
    const pause = () => pgCtl('stop', '-m', 'fast').then(() => undefined);
    const resume = () =>
      pgCtl('start', '-l', path.join(dir, 'server.log'), '-o', `-p ${port}`).then(() => undefined);
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dir,
      stop,
      pause,
      resume,
    };
  } catch (error) {
    process.removeListener('exit', cleanupNow);
    cleanupNow();
    throw error;
  }
}
