import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, migrate } from '@/server/db/connect';
import { testClusterUrl } from './databases';
import { freePort } from './ports';
import { startSmtp, type TestSmtp } from './smtp';

// `npm run doctor` (scripts/doctor.ts) against a good, a broken and a half-broken configuration:
// one line per check, exit 1 when one fails, and no secret in its output.

const root = path.resolve(import.meta.dirname, '..');
const SECRETS = {
  AUTH_SECRET: 'doctor-auth-secret-0123456789-abcdefghij',
  METRICS_TOKEN: 'doctor-metrics-token-0123456789',
  password: 'doctor-db-password',
};

function doctor(env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve, reject) => {
    const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');
    const child = spawn(
      process.execPath,
      [tsx, '--conditions=react-server', path.join(root, 'scripts/doctor.ts')],
      { cwd: root, env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '', ...env } },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code: number | null) => resolve({ code: code ?? -1, out }));
  });
}

/** The line of the check `name`, as `status name` (the detail left out). */
const line = (out: string, name: string) => {
  const found = out.split('\n').find((l) => l.slice(6).startsWith(name));
  return found ? `${found.slice(0, 4).trim()} ${name}` : `no line for ${name}`;
};

const expectNoSecret = (out: string) => {
  for (const secret of Object.values(SECRETS)) expect(out).not.toContain(secret);
};

describe('npm run doctor', () => {
  let dataDir: string;
  let smtp: TestSmtp;
  let databaseUrl: string;
  const database = `doctor_${process.pid}`;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'doctor-'));
    smtp = await startSmtp();
    const admin = new pg.Client({ connectionString: testClusterUrl() });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(testClusterUrl());
    url.pathname = `/${database}`;
    // trust authentication ignores it; the doctor must not print it all the same
    url.password = SECRETS.password;
    databaseUrl = url.toString();
    const conn = await connect({ databaseUrl, dataDir });
    await migrate(conn);
    await conn.close();
  }, 120_000);
  afterAll(async () => {
    await smtp?.stop();
    await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: testClusterUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('passes a good configuration, a line per check, and prints no secret', async () => {
    const { code, out } = await doctor({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: 'https://elenamarsh.example',
      AUTH_SECRET: SECRETS.AUTH_SECRET,
      METRICS_TOKEN: SECRETS.METRICS_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    });
    expect(code, out).toBe(0);
    for (const name of ['configuration', 'SITE_URL', 'database', 'migrations', 'storage', 'mail'])
      expect(line(out, name), out).toBe(`ok ${name}`);
    expect(smtp.received).toEqual([]);
    expectNoSecret(out);
  }, 120_000);

  it('fails a broken one, naming every variable that does not parse', async () => {
    const { code, out } = await doctor({
      DATA_DIR: dataDir,
      SITE_URL: 'not a url',
      LOG_LEVEL: 'loud',
      METRICS_TOKEN: 'short',
      AUTH_SECRET: SECRETS.AUTH_SECRET,
    });
    expect(code).toBe(1);
    expect(out).toContain('SITE_URL must be a URL');
    expect(out).toMatch(/LOG_LEVEL must be one of/);
    expect(out).toContain('METRICS_TOKEN must be at least 16 characters');
    expectNoSecret(out);
  }, 120_000);

  it('fails a half-broken one on what is broken and passes the rest', async () => {
    const closed = await freePort();
    const { code, out } = await doctor({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: 'http://localhost:3000',
      SMTP_URL: `smtp://user:${SECRETS.password}@127.0.0.1:${closed}`,
    });
    expect(code, out).toBe(1);
    expect(line(out, 'database')).toBe('ok database');
    expect(line(out, 'storage')).toBe('ok storage');
    expect(line(out, 'SITE_URL')).toBe('warn SITE_URL');
    expect(line(out, 'mail')).toBe('FAIL mail');
    expectNoSecret(out);
  }, 120_000);

  it('on the embedded database: a data directory with no database yet, and its lock', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'doctor-empty-'));
    try {
      const { code, out } = await doctor({
        DATA_DIR: empty,
        SITE_URL: 'https://elenamarsh.example',
      });
      expect(code, out).toBe(0);
      expect(out).toMatch(/data dir lock.*holds no database yet/);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  }, 120_000);
});
