import { MEDIA_PREFIX, type Manifest } from '@/server/backup/manifest';

/** One clear line on standard error, then the exit status. */
export function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

export function describeManifest(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  const media = manifest.files.filter((f) => f.path.startsWith(MEDIA_PREFIX)).length;
  return `${rows} rows in ${manifest.tables.length} tables and ${media} media files`;
}
