import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every file below `dir` (none when it does not exist): what an upload may have left behind. */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir).flatMap((e) => {
      const full = path.join(dir, e);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
  } catch {
    return [];
  }
}
