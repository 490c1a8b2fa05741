import type { AuditChanges } from '@/server/db/audit-schema';

// Turns a record's row before and after a write into the short summary an audit
// entry keeps: only the fields that changed, secrets named but never copied,
// long values cut. Pure, so both the admin wrapper and tests use it as is.

/** Fields whose values never enter the log (hashes, tokens, two-factor secrets, preview links). */
const SECRET = /password|token|secret|backupcodes|hash/i;
/** Bookkeeping every write touches; listing it would bury the real change. */
const IGNORED = new Set(['createdAt', 'updatedAt']);
/** Fields that name a record for people, in order of preference. */
const LABEL_FIELDS = ['title', 'name', 'question', 'filename', 'email'];

export const MAX_TEXT = 200;

export type Row = Record<string, unknown>;

export function clip(text: string, max = MAX_TEXT): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A value as JSON keeps it: dates as ISO strings, nothing undefined. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value === undefined ? null : value;
}

/** A value short enough to keep: long text and large lists become a cut string. */
export function shorten(value: unknown): unknown {
  const v = plain(value);
  if (typeof v === 'string') return clip(v);
  if (v !== null && typeof v === 'object') {
    const json = JSON.stringify(v);
    return json.length > MAX_TEXT ? clip(json) : v;
  }
  return v;
}

const isEmpty = (v: unknown) => v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A readable name for the record, from the first naming field it has. */
export function labelOf(row: Row | null): string | undefined {
  if (!row) return undefined;
  for (const key of LABEL_FIELDS) {
    const value = row[key];
    if (typeof value === 'string' && value.trim() && !SECRET.test(key))
      return clip(value.trim(), 80);
  }
  return undefined;
}

/**
 * What changed between two versions of a row (null: the row did not exist).
 * A created row lists its filled-in fields, a deleted one what it held.
 */
export function changesBetween(before: Row | null, after: Row | null): AuditChanges {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (k) => !IGNORED.has(k),
  );
  const was: Row = {};
  const now: Row = {};
  const hidden: string[] = [];
  for (const key of keys) {
    const a = plain(before?.[key]);
    const b = plain(after?.[key]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    // one side missing: only what the record held is worth a line
    if ((!before || !after) && isEmpty(before ? a : b)) continue;
    if (SECRET.test(key)) {
      hidden.push(key);
      continue;
    }
    if (before) was[key] = shorten(a);
    if (after) now[key] = shorten(b);
  }
  const out: AuditChanges = { before: before ? was : null, after: after ? now : null };
  const label = labelOf(after) ?? labelOf(before);
  if (label) out.label = label;
  if (hidden.length > 0) out.hidden = hidden;
  return out;
}
