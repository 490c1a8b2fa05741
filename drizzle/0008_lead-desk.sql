CREATE TABLE "digest_runs" (
	"day" date PRIMARY KEY NOT NULL,
	"sent_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"mail_id" integer
);
--> statement-breakpoint
CREATE TABLE "inbox_awaiting" (
	"kind" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_awaiting_kind" CHECK ("inbox_awaiting"."kind" in ('contact', 'consultation'))
);
--> statement-breakpoint
CREATE TABLE "inbox_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer,
	"consultation_id" integer,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"type" text NOT NULL,
	"from_status" "submission_status",
	"to_status" "submission_status",
	"actor_email" text,
	CONSTRAINT "inbox_events_one_item" CHECK (num_nonnulls("inbox_events"."contact_id", "inbox_events"."consultation_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "inbox_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer,
	"consultation_id" integer,
	"body" text NOT NULL,
	"author_email" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_notes_one_item" CHECK (num_nonnulls("inbox_notes"."contact_id", "inbox_notes"."consultation_id") = 1),
	CONSTRAINT "inbox_notes_not_blank" CHECK (length(trim("inbox_notes"."body")) > 0)
);
--> statement-breakpoint
CREATE TABLE "inbox_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer,
	"consultation_id" integer,
	"mail_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"author_email" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbox_replies_one_item" CHECK (num_nonnulls("inbox_replies"."contact_id", "inbox_replies"."consultation_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "reply_snippets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reply_snippets_name_not_blank" CHECK (length(trim("reply_snippets"."name")) > 0)
);
--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "first_response_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "first_response_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "time_zone" text DEFAULT 'Europe/London' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "digest_hour" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "in_reply_to" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "thread_references" text;--> statement-breakpoint
ALTER TABLE "digest_runs" ADD CONSTRAINT "digest_runs_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_contact_id_contact_submissions_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_events" ADD CONSTRAINT "inbox_events_consultation_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_contact_id_contact_submissions_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_notes" ADD CONSTRAINT "inbox_notes_consultation_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_contact_id_contact_submissions_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_consultation_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbox_replies" ADD CONSTRAINT "inbox_replies_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_events_contact_idx" ON "inbox_events" USING btree ("contact_id","id");--> statement-breakpoint
CREATE INDEX "inbox_events_consultation_idx" ON "inbox_events" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "inbox_notes_contact_idx" ON "inbox_notes" USING btree ("contact_id","id");--> statement-breakpoint
CREATE INDEX "inbox_notes_consultation_idx" ON "inbox_notes" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "inbox_replies_contact_idx" ON "inbox_replies" USING btree ("contact_id","id");--> statement-breakpoint
CREATE INDEX "inbox_replies_consultation_idx" ON "inbox_replies" USING btree ("consultation_id","id");--> statement-breakpoint
CREATE INDEX "inbox_replies_mail_idx" ON "inbox_replies" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reply_snippets_name_idx" ON "reply_snippets" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "consultation_awaiting_idx" ON "consultation_requests" USING btree ("created_at","id") WHERE "consultation_requests"."status" in ('new', 'read') and "consultation_requests"."first_response_at" is null;--> statement-breakpoint
CREATE INDEX "consultation_answered_idx" ON "consultation_requests" USING btree ("first_response_at") WHERE "consultation_requests"."first_response_at" is not null;--> statement-breakpoint
CREATE INDEX "contact_awaiting_idx" ON "contact_submissions" USING btree ("created_at","id") WHERE "contact_submissions"."status" in ('new', 'read') and "contact_submissions"."first_response_at" is null;--> statement-breakpoint
CREATE INDEX "contact_answered_idx" ON "contact_submissions" USING btree ("first_response_at") WHERE "contact_submissions"."first_response_at" is not null;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "settings_digest_hour" CHECK ("site_settings"."digest_hour" between 0 and 23);--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot declare functions or triggers), as in 0007: once per
-- statement, from transition tables, so a bulk action over 100,000 rows costs one update.
-- inbox_awaiting follows how many items of each kind wait for an answer (new or read, never
-- answered); inbox_events gets a row for every status change, whatever statement made it, with
-- the admin the inbox's actions name for their transaction (inbox.actor).
CREATE OR REPLACE FUNCTION inbox_awaiting_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE delta integer := 0;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE inbox_awaiting SET n = 0 WHERE kind = TG_ARGV[0];
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT delta + count(*) INTO delta FROM new_rows
     WHERE status IN ('new', 'read') AND first_response_at IS NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    SELECT delta - count(*) INTO delta FROM old_rows
     WHERE status IN ('new', 'read') AND first_response_at IS NULL;
  END IF;
  IF delta <> 0 THEN
    UPDATE inbox_awaiting SET n = n + delta WHERE kind = TG_ARGV[0];
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inbox_status_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_ARGV[0] = 'contact' THEN
    INSERT INTO inbox_events (contact_id, type, from_status, to_status, actor_email)
    SELECT n.id, 'status', o.status, n.status, nullif(current_setting('inbox.actor', true), '')
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.status IS DISTINCT FROM o.status;
  ELSE
    INSERT INTO inbox_events (consultation_id, type, from_status, to_status, actor_email)
    SELECT n.id, 'status', o.status, n.status, nullif(current_setting('inbox.actor', true), '')
      FROM new_rows n JOIN old_rows o ON o.id = n.id
     WHERE n.status IS DISTINCT FROM o.status;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_awaiting_insert AFTER INSERT ON contact_submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_awaiting_follow('contact');
--> statement-breakpoint
CREATE TRIGGER contact_awaiting_update AFTER UPDATE ON contact_submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_awaiting_follow('contact');
--> statement-breakpoint
CREATE TRIGGER contact_awaiting_delete AFTER DELETE ON contact_submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_awaiting_follow('contact');
--> statement-breakpoint
CREATE TRIGGER contact_awaiting_truncate AFTER TRUNCATE ON contact_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_awaiting_follow('contact');
--> statement-breakpoint
CREATE TRIGGER consultation_awaiting_insert AFTER INSERT ON consultation_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_awaiting_follow('consultation');
--> statement-breakpoint
CREATE TRIGGER consultation_awaiting_update AFTER UPDATE ON consultation_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_awaiting_follow('consultation');
--> statement-breakpoint
CREATE TRIGGER consultation_awaiting_delete AFTER DELETE ON consultation_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_awaiting_follow('consultation');
--> statement-breakpoint
CREATE TRIGGER consultation_awaiting_truncate AFTER TRUNCATE ON consultation_requests
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_awaiting_follow('consultation');
--> statement-breakpoint
CREATE TRIGGER contact_status_events AFTER UPDATE ON contact_submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_status_events('contact');
--> statement-breakpoint
CREATE TRIGGER consultation_status_events AFTER UPDATE ON consultation_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_status_events('consultation');
--> statement-breakpoint
-- both rows exist from the start, holding what the tables hold now
INSERT INTO inbox_awaiting (kind, n) VALUES
  ('contact', (SELECT count(*) FROM contact_submissions WHERE status IN ('new', 'read') AND first_response_at IS NULL)),
  ('consultation', (SELECT count(*) FROM consultation_requests WHERE status IN ('new', 'read') AND first_response_at IS NULL));
