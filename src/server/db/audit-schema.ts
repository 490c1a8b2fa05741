import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// The admin audit log and the claim rows of scheduled jobs (ADR 008).

/** What an entry says changed: only the fields that differ, secrets left out, long text cut. */
export type AuditChanges = {
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** a readable name of the record (its title, name or file name), when it has one */
  label?: string;
  /** secret fields that changed, named without their values */
  hidden?: string[];
  /** context that is not a field: "wrong two-factor code", "via npm run admin", an export's filter */
  note?: string;
};

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    // milliseconds, like a JavaScript Date, so a page's keyset cursor names a row exactly
    occurredAt: timestamp('occurred_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
    // copied, not referenced: an entry outlives the account that made it
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type'),
    entityId: text('entity_id'),
    changes: jsonb('changes').$type<AuditChanges>(),
    ipAddress: text('ip_address'),
  },
  (t) => [
    index('audit_log_occurred_idx').on(t.occurredAt, t.id),
    index('audit_log_action_idx').on(t.action, t.occurredAt),
    index('audit_log_actor_idx').on(t.actorEmail, t.occurredAt),
  ],
);

/** One row per scheduled job: an instance runs a pass only after claiming the row (ADR 008). */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(0),
});
