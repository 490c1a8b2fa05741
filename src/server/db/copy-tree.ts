import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

/** The files under `dir`, relative to it, creating each directory under `to` on the way. */
async function filesOf(dir: string, to: string, under = ''): Promise<string[]> {
  await mkdir(path.join(to, under), { recursive: true });
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, under), { withFileTypes: true })) {
    const rel = path.join(under, entry.name);
    if (entry.isDirectory()) files.push(...(await filesOf(dir, to, rel)));
    else if (entry.isFile()) files.push(rel);
    // no path.join here: the bundler reads one in a message as a file read of the whole project
    else throw new Error(`${dir}${path.sep}${rel} is neither a file nor a directory`);
  }
  return files;
}

/**
 * Copies a directory of regular files (a database's data directory) with many copies in flight:
 * fs.cp walks and copies one entry at a time, much slower for a PGlite data directory, which is
 * a thousand-odd small files (bench/history.md). A first start copies the build's
 * database template so, and every integration test its migrated database.
 */
export async function copyTree(from: string, to: string): Promise<void> {
  const files = await filesOf(from, to);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < files.length) {
        const file = files[next++]!;
        await copyFile(path.join(from, file), path.join(to, file));
      }
    }),
  );
}

/**
 * copyTree into `${to}.partial`, renamed to `to` once complete (`to` absent or an empty
 * directory): a copy stopped halfway leaves no `to` that looks whole, only the partial one, which
 * the next call removes. For a database directory, which PGlite would try to open.
 */
export async function copyTreeWhole(from: string, to: string): Promise<void> {
  const partial = `${to}.partial`;
  await rm(partial, { recursive: true, force: true });
  await copyTree(from, partial);
  await rename(partial, to);
}
