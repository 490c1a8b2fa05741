import 'server-only';
import type { Db } from '@/server/db/connect';
import { auditLog, type AuditChanges } from '@/server/db/schema';
import { clip } from './changes';

// Writes one audit entry. Callers pass their open transaction where there is
// one, so the entry commits or rolls back with the change it describes.

export type AuditActor = { id?: string | null; email?: string | null };

export type AuditEntry = {
  /** what happened, as `<entity>.<verb>`: 'project.update', 'auth.sign-in', 'role.grant' */
  action: string;
  actor?: AuditActor | null;
  entityType?: string | null;
  entityId?: string | number | null;
  changes?: AuditChanges | null;
  /** the client address, only ever from the configured trusted header */
  ip?: string | null;
};

/** Anything that can insert: the database or an open transaction. */
export type AuditWriter = Pick<Db, 'insert'>;

const text = (value: string | null | undefined, max: number) =>
  value == null || value === '' ? null : clip(String(value), max);

export async function recordAudit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    action: clip(entry.action, 100),
    // attempted addresses of failed sign-ins are whatever a stranger typed: kept short
    actorUserId: text(entry.actor?.id, 100),
    actorEmail: text(entry.actor?.email?.trim().toLowerCase(), 254),
    entityType: text(entry.entityType, 100),
    entityId: entry.entityId == null ? null : clip(String(entry.entityId), 100),
    changes: entry.changes ?? null,
    ipAddress: text(entry.ip, 45),
  });
}
