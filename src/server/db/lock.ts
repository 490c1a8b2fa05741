import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

// PGlite has no locking of its own and two writers silently lose rows, so one
// process at a time owns DATA_DIR; the lock file names it.

export class DataDirLockedError extends Error {
  constructor(
    public readonly pid: number,
    dataDir: string,
  ) {
    super(
      `The data directory ${path.resolve(dataDir)} is in use by process ${pid} (the running server). Stop it first, or use the admin screens.`,
    );
  }
}

export function lockPath(dataDir: string): string {
  return path.resolve(dataDir, 'server.lock');
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the lock, or null when the lock is free or stale. */
export function lockHolder(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath(dataDir), 'utf8'), 10);
    return Number.isInteger(pid) && pid !== process.pid && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the lock for this process or throws DataDirLockedError; returns a release function. */
export function acquireLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = lockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file);
        } catch {
          // already gone
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dataDir);
      if (holder !== null) throw new DataDirLockedError(holder, dataDir);
      if (readFileSync(file, 'utf8') === String(process.pid))
        return () => rmSync(file, { force: true });
      rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${file}`);
}
