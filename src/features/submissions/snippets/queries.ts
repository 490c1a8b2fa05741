import 'server-only';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/connect';
import { getDb } from '@/server/db';
import { requireAdmin } from '@/server/auth/guard';
import { replySnippets } from '@/server/db/schema';

// The owner's saved replies, by name, for the composer's menu and their own screen.

export type Snippet = { id: number; name: string; body: string; version: string };

export async function loadSnippets(db: Db): Promise<Snippet[]> {
  const rows = await db
    .select({
      id: replySnippets.id,
      name: replySnippets.name,
      body: replySnippets.body,
      updatedAt: replySnippets.updatedAt,
    })
    .from(replySnippets)
    .orderBy(asc(sql`lower(${replySnippets.name})`), asc(replySnippets.id));
  return rows.map(({ updatedAt, ...r }) => ({ ...r, version: updatedAt.toISOString() }));
}

/** The Saved replies screen's list, for an admin only. */
export async function getSnippets(): Promise<Snippet[]> {
  await requireAdmin();
  return loadSnippets(await getDb());
}
