CREATE TYPE "public"."booking_status" AS ENUM('confirmed', 'cancelled');--> statement-breakpoint
CREATE TABLE "booking_date_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"kind" text NOT NULL,
	"hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_date_rules_kind" CHECK ("booking_date_rules"."kind" in ('off', 'extra')),
	CONSTRAINT "booking_date_rules_order" CHECK ("booking_date_rules"."ends_on" >= "booking_date_rules"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "booking_days" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor" text NOT NULL,
	"actor_email" text,
	"starts_at" timestamp with time zone NOT NULL,
	"previous_starts_at" timestamp with time zone,
	"note" text,
	"occurred_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_kind" CHECK ("booking_events"."kind" in ('booked', 'rescheduled', 'cancelled', 'reminded')),
	CONSTRAINT "booking_events_actor" CHECK ("booking_events"."actor" in ('client', 'owner', 'system'))
);
--> statement-breakpoint
CREATE TABLE "booking_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"weekly_hours" jsonb NOT NULL,
	"call_minutes" integer DEFAULT 60 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"notice_minutes" integer DEFAULT 1440 NOT NULL,
	"horizon_days" integer DEFAULT 30 NOT NULL,
	"max_per_day" integer,
	"reminder_minutes" integer DEFAULT 1440 NOT NULL,
	"meeting_details" text,
	"bookable_offerings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"feed_secret" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_single_row" CHECK ("booking_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"offering" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"owner_day" date NOT NULL,
	"owner_time_zone" text NOT NULL,
	"visitor_time_zone" text NOT NULL,
	"status" "booking_status" DEFAULT 'confirmed' NOT NULL,
	"uid" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "bookings_uid_unique" UNIQUE("uid"),
	CONSTRAINT "bookings_order" CHECK ("bookings"."ends_at" > "bookings"."starts_at" and "bookings"."blocked_until" >= "bookings"."ends_at")
);
--> statement-breakpoint
ALTER TABLE "form_drafts" ADD COLUMN "notice" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "calendar_method" text;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_request_id_consultation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_links" ADD CONSTRAINT "booking_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_request_id_consultation_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_date_rules_dates_idx" ON "booking_date_rules" USING btree ("ends_on");--> statement-breakpoint
CREATE INDEX "booking_events_request_idx" ON "booking_events" USING btree ("request_id","occurred_at");--> statement-breakpoint
CREATE INDEX "booking_links_booking_idx" ON "booking_links" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_day_idx" ON "bookings" USING btree ("owner_day","status");--> statement-breakpoint
-- Hand-written (drizzle-kit cannot declare exclusion constraints): no two confirmed calls
-- overlap, nor does one start inside the buffer after another: a call's range runs from its
-- start to blocked_until (its end plus the buffer it was booked with). The database refuses the
-- second of two bookings that collide, whichever engine, instance or connection made them:
-- GiST's range operators are in core PostgreSQL and PGlite.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (tstzrange("starts_at", "blocked_until", '[)') WITH &&)
  WHERE ("status" = 'confirmed');
