import { z } from '@/lib/zod';

// What an archive says about itself. The archive is a plain tar: one gzipped NDJSON file per table
// under db/, every stored media object under media/<key>, and this manifest as the last entry, with
// a SHA-256 per file, so that a truncated or damaged archive is recognised before anything is
// restored from it.

export const ARCHIVE_FORMAT = 'studio-site-backup';
export const ARCHIVE_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const DB_PREFIX = 'db/';
export const MEDIA_PREFIX = 'media/';
/** The key the site's sessions and encrypted two-factor secrets depend on: without it, admins with two-factor on could not sign in to the restored site. */
export const AUTH_SECRET_FILE = 'secrets/auth-secret';

/**
 * Sessions and throttle counters are not the site: a restored site starts with everyone signed
 * out. The inbox counts (and the awaiting-reply counts) are derived: the triggers that keep them
 * count the restored rows again.
 */
export const SKIPPED_TABLES: readonly string[] = [
  'sessions',
  'rate_limits',
  'auth_throttles',
  'inbox_counts',
  'inbox_awaiting',
];

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.number().int().positive(),
  createdAt: z.string(),
  source: z.object({ engine: z.enum(['pglite', 'postgres']), storage: z.enum(['local', 's3']) }),
  /** the migrations the database had applied, oldest first (drizzle's journal timestamps) */
  migrations: z.array(z.object({ createdAt: z.number(), hash: z.string() })),
  tables: z.array(
    z.object({ name: z.string().regex(/^[a-z_][a-z0-9_]*$/), rows: z.number().int().min(0) }),
  ),
  files: z.array(z.object({ path: z.string().min(1), size: z.number().int().min(0), sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

export const tableFile = (table: string) => `${DB_PREFIX}${table}.ndjson.gz`;
