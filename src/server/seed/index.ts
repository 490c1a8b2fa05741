import 'server-only';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db';
import {
  appMeta,
  aboutContent,
  blogPosts,
  heroSlides,
  projects,
  services,
  siteSettings,
} from '../db/schema';
import { localStorageAt } from '../storage';
import type { StorageBackend } from '../storage/types';
import { allArt } from './art-list';
import type { ArtSpec } from './art-spec';
import { HERO_SLIDES } from './content/hero';
import { POSTS } from './content/posts';
import { PROJECTS } from './content/projects';
import { insertContent, type Tx } from './insert';
import { storeAll } from './store-images';
import { logger } from '@/server/log.mjs';

const log = logger('seed');

export { allArt };

export const SEEDED_KEY = 'seeded_at';

export type SeedOutcome =
  | { status: 'seeded'; images: number; ms: number }
  | { status: 'already-seeded' }
  | { status: 'existing-content' };

async function alreadySeeded(db: Db | Tx): Promise<boolean> {
  const rows = await db
    .select({ key: appMeta.key })
    .from(appMeta)
    .where(eq(appMeta.key, SEEDED_KEY));
  return rows.length > 0;
}

/** True when the owner's content is already here (an older install, or a restore). */
async function hasContent(db: Db | Tx): Promise<boolean> {
  const tables = [projects, blogPosts, heroSlides, services, siteSettings, aboutContent] as const;
  for (const table of tables) {
    const [row] = await db.select({ n: count() }).from(table);
    if ((row?.n ?? 0) > 0) return true;
  }
  return false;
}

/**
 * Writes the first-start content once per database. An app_meta row records
 * that it happened, so content the owner later edits or deletes is never
 * restored. The check and every insert share one transaction, and the marker
 * row is inserted first: a second server racing this one waits on that row and
 * then finds it already there.
 */
export async function seedIfEmpty(
  db: Db,
  opts: {
    dataDir: string;
    storage?: StorageBackend;
    log?: (message: string) => void;
    /** Which images to store; tests pass a subset. Defaults to all of them. */
    art?: ArtSpec[];
  },
): Promise<SeedOutcome> {
  const say = opts.log ?? ((message: string) => log.info(message));
  if (await alreadySeeded(db)) return { status: 'already-seeded' };
  if (await hasContent(db)) {
    // a racing start may have seeded between the two checks: whoever wrote the marker says what happened
    const marked = await db
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: 'skipped: existing content' })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    return marked.length === 0 ? { status: 'already-seeded' } : { status: 'existing-content' };
  }

  const started = performance.now();
  // images first, outside the transaction: a lost race only writes the same files again
  const storage = opts.storage ?? localStorageAt(opts.dataDir);
  const media = await storeAll(opts.art ?? allArt(), storage);

  const outcome = await db.transaction(async (tx): Promise<SeedOutcome> => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return { status: 'already-seeded' };
    if (await hasContent(tx)) {
      await tx
        .update(appMeta)
        .set({ value: 'skipped: existing content' })
        .where(eq(appMeta.key, SEEDED_KEY));
      return { status: 'existing-content' };
    }
    await insertContent(tx, media);
    return { status: 'seeded', images: media.length, ms: 0 };
  });
  if (outcome.status !== 'seeded') return outcome;
  const ms = Math.round(performance.now() - started);
  say(
    `First-start content written: ${HERO_SLIDES.length} hero slides, ${PROJECTS.length} projects, ${POSTS.length} posts, ${media.length} images in ${(ms / 1000).toFixed(1)} s.`,
  );
  return { ...outcome, ms };
}
