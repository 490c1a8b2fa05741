CREATE TABLE "inbox_counts" (
	"kind" text NOT NULL,
	"status" "submission_status" NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "inbox_counts_kind_status_pk" PRIMARY KEY("kind","status"),
	CONSTRAINT "inbox_counts_kind" CHECK ("inbox_counts"."kind" in ('contact', 'consultation'))
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot declare functions or triggers): the counts
-- follow every insert, status change, delete and truncate of both tables. The
-- triggers fire once per statement, reading the changed rows from transition
-- tables, so a bulk action over 100,000 rows updates the counts once, not 100,000
-- times, and an update that changes no status writes nothing.
CREATE OR REPLACE FUNCTION inbox_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE inbox_counts SET n = 0 WHERE kind = TG_ARGV[0];
  ELSIF TG_OP = 'INSERT' THEN
    UPDATE inbox_counts c SET n = c.n + d.n
      FROM (SELECT status, count(*)::int AS n FROM new_rows GROUP BY status) d
     WHERE c.kind = TG_ARGV[0] AND c.status = d.status;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE inbox_counts c SET n = c.n - d.n
      FROM (SELECT status, count(*)::int AS n FROM old_rows GROUP BY status) d
     WHERE c.kind = TG_ARGV[0] AND c.status = d.status;
  ELSE
    UPDATE inbox_counts c SET n = c.n + d.n
      FROM (SELECT status, sum(delta)::int AS n
              FROM (SELECT status, 1 AS delta FROM new_rows
                    UNION ALL SELECT status, -1 FROM old_rows) changes
             GROUP BY status HAVING sum(delta) <> 0) d
     WHERE c.kind = TG_ARGV[0] AND c.status = d.status;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_counts_insert AFTER INSERT ON contact_submissions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_follow('contact');
--> statement-breakpoint
CREATE TRIGGER contact_counts_update AFTER UPDATE ON contact_submissions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_follow('contact');
--> statement-breakpoint
CREATE TRIGGER contact_counts_delete AFTER DELETE ON contact_submissions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_follow('contact');
--> statement-breakpoint
CREATE TRIGGER contact_counts_truncate AFTER TRUNCATE ON contact_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_follow('contact');
--> statement-breakpoint
CREATE TRIGGER consultation_counts_insert AFTER INSERT ON consultation_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_follow('consultation');
--> statement-breakpoint
CREATE TRIGGER consultation_counts_update AFTER UPDATE ON consultation_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_follow('consultation');
--> statement-breakpoint
CREATE TRIGGER consultation_counts_delete AFTER DELETE ON consultation_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_follow('consultation');
--> statement-breakpoint
CREATE TRIGGER consultation_counts_truncate AFTER TRUNCATE ON consultation_requests
  FOR EACH STATEMENT EXECUTE FUNCTION inbox_counts_follow('consultation');
--> statement-breakpoint
-- every (kind, status) row exists from the start, holding what the tables hold now
INSERT INTO inbox_counts (kind, status, n)
SELECT k.kind, s.status,
       CASE k.kind
         WHEN 'contact' THEN (SELECT count(*) FROM contact_submissions c WHERE c.status = s.status)
         ELSE (SELECT count(*) FROM consultation_requests c WHERE c.status = s.status)
       END
  FROM (VALUES ('contact'), ('consultation')) k(kind)
 CROSS JOIN unnest(enum_range(NULL::submission_status)) s(status);
