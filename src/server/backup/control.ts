import { createHash } from 'node:crypto';
import { chmodSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { writeBackup, type BackupSource } from './write-archive';
import { logger } from '@/server/log.mjs';

const log = logger('backup');

// The running server's local channel for command-line tools. PGlite admits one process, so while
// the server holds the data directory, `npm run backup` asks it for the archive over a Unix socket
// in that directory. The socket is the server owner's alone (mode 0600): whoever may open it may
// read the database files next to it anyway. Nothing of it is reachable over the network.

/** Where the server listens; a socket's path has a short length limit, so long directories use a temp name. */
export function controlSocketPath(dataDir: string): string {
  const inDir = path.resolve(dataDir, 'control.sock');
  if (inDir.length <= 100) return inDir;
  return path.join(
    os.tmpdir(),
    `site-control-${createHash('sha256').update(inDir).digest('hex').slice(0, 16)}.sock`,
  );
}

export type ControlServer = { close: () => Promise<void> };

/** Serves `POST /backup` (the archive, streamed) on the data directory's socket. */
export async function startControlServer(
  dataDir: string,
  source: () => Promise<BackupSource>,
): Promise<ControlServer> {
  const socket = controlSocketPath(dataDir);
  // the caller holds the data directory's lock, so a socket file left here is a dead server's
  rmSync(socket, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown command\n');
      return;
    }
    void (async () => {
      try {
        const from = await source();
        response.writeHead(200, { 'content-type': 'application/x-tar' });
        await writeBackup(response, from);
      } catch (error) {
        log.error({ err: error }, 'the archive for the command line failed');
        // a cut-off archive has no manifest: the command reports it as failed
        if (response.headersSent) response.destroy();
        else
          response
            .writeHead(500, { 'content-type': 'text/plain' })
            .end(`${(error as Error).message}\n`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  chmodSync(socket, 0o600);
  const remove = () => rmSync(socket, { force: true });
  process.once('exit', remove);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        process.off('exit', remove);
        server.close(() => {
          remove();
          resolve();
        });
      }),
  };
}

/** Asks the server on `dataDir` for an archive; resolves with the response to read it from. */
export function requestBackup(dataDir: string): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: controlSocketPath(dataDir), method: 'POST', path: '/backup' },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}
