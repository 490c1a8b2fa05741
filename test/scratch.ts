import { accessSync, constants, statfsSync } from 'node:fs';

// Where the integration run keeps its temporary files. Each test database is a fresh copy of a
// migrated one (a PGlite data directory is a thousand-odd files), and the backup, restore and
// upload tests write archives and data directories of their own: in memory (tmpfs) a PGlite copy
// is many times faster than on this project's disk. The memory-backed /dev/shm is used when it has room
// to spare (a container's default is 64 MB); otherwise the usual temporary directory.

const SHM = '/dev/shm';
const ROOM = 2 * 2 ** 30;

export function scratchDir(): string | undefined {
  try {
    accessSync(SHM, constants.W_OK);
    const { bavail, bsize } = statfsSync(SHM);
    return bavail * bsize >= ROOM ? SHM : undefined;
  } catch {
    return undefined;
  }
}
