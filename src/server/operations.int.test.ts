import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bridge from '@studio/http-bridge';
import { startPgCluster, type PgCluster } from '#test/pg-cluster';
import { startTestS3, type TestS3 } from '#test/s3-server';
import { connect, migrate, type Connection } from './db/connect';
import { createOperations } from './http/operations.mjs';
import { gaugesOf, readinessOf } from './operations';
import { createS3Storage, localStorageAt, type StorageBackend } from './storage';

// Readiness as a load balancer sees it, against services that go away and come back: the
// server's /readyz answers 503 within its time limit while PostgreSQL or the S3 endpoint is
// down, and 200 again once it is back, without a restart of anything but that service.

const LIMIT_MS = 3_000;

/** /readyz over HTTP, in front of the app's checks of `conn` and `storage`. */
async function readyServer(conn: () => Connection, storage: () => StorageBackend) {
  bridge.setOperations({
    readiness: () => readinessOf(conn(), storage()),
    gauges: () => gaugesOf(conn()),
  });
  const ops = createOperations({ trustedIpHeader: () => undefined });
  const server = http.createServer((req, res) => {
    if (!ops.handle(req, res, req.url ?? '/')) res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/readyz`;
  return {
    ask: async () => {
      const started = performance.now();
      const res = await fetch(url);
      const body = (await res.json()) as {
        status: string;
        checks: Record<string, { status: string }[]>;
      };
      return { status: res.status, body, ms: performance.now() - started };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Asks until the answer has `status`, for at most `ms`. */
async function until<T extends { status: number }>(
  ask: () => Promise<T>,
  status: number,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await ask();
    if (answer.status === status || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('readiness while PostgreSQL stops and comes back', () => {
  let cluster: PgCluster;
  let conn: Connection;
  let dataDir: string;
  beforeAll(async () => {
    cluster = await startPgCluster();
    conn = await connect({ databaseUrl: cluster.url, dataDir: os.tmpdir() });
    await migrate(conn);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'readyz-'));
  });
  afterAll(async () => {
    await conn?.close().catch(() => undefined);
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 within its limit while the database is down and 200 once it is back', async () => {
    const ready = await readyServer(
      () => conn,
      () => localStorageAt(dataDir),
    );
    try {
      const up = await ready.ask();
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      expect(Object.keys(up.body.checks).sort()).toEqual([
        'database:migrations',
        'database:responseTime',
        'mail:oldestUnsent',
        'storage:writable',
      ]);

      await cluster.pause();
      const down = await ready.ask();
      expect(down.status).toBe(503);
      expect(down.ms).toBeLessThan(LIMIT_MS + 1_000);
      expect(down.body.checks['database:responseTime']?.[0]?.status).toBe('fail');
      // the media store is still fine: only what failed says so
      expect(down.body.checks['storage:writable']?.[0]?.status).toBe('pass');

      await cluster.resume();
      expect((await until(ready.ask, 200)).status).toBe(200);
      // the pool reconnected on its own: the metrics read the outbox again
      expect(await gaugesOf(conn)).toMatchObject({
        outbox: { depth: 0 },
        pool: { total: expect.any(Number), waiting: 0 },
      });
    } finally {
      await ready.close();
    }
  });
});

describe('readiness while the S3 endpoint is unreachable and comes back', () => {
  let s3: TestS3;
  let conn: Connection;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'readyz-s3-'));
    const template = process.env.PGLITE_TEMPLATE_DIR;
    if (template) await (await import('./db/copy-tree')).copyTree(template, dataDir);
    conn = await connect({ dataDir });
    await migrate(conn);
  });
  afterAll(async () => {
    await conn?.close().catch(() => undefined);
    await s3?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers 503 within its limit while the bucket does not answer and 200 once it does', async () => {
    const storage = createS3Storage({
      bucket: s3.bucket,
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    const ready = await readyServer(
      () => conn,
      () => storage,
    );
    try {
      // the S3 client's first request loads its own modules: on a busy machine that alone can
      // outlast the check's limit, so the first answer may be a 503 that the next one is not
      const up = await until(ready.ask, 200);
      expect(up.status, JSON.stringify(up.body)).toBe(200);
      expect(up.body.checks['storage:reachable']?.[0]?.status).toBe('pass');

      const port = Number(new URL(s3.endpoint).port);
      await s3.stop();
      const down = await ready.ask();
      expect(down.status).toBe(503);
      expect(down.ms).toBeLessThan(LIMIT_MS + 1_000);
      expect(down.body.checks['storage:reachable']?.[0]?.status).toBe('fail');
      expect(down.body.checks['database:responseTime']?.[0]?.status).toBe('pass');

      s3 = await startTestS3(s3.bucket, port);
      expect((await until(ready.ask, 200)).status).toBe(200);
    } finally {
      await ready.close();
    }
  });
});
