CREATE TYPE "public"."attachment_state" AS ENUM('staged', 'attached');--> statement-breakpoint
CREATE TABLE "form_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"values" jsonb NOT NULL,
	"field_errors" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"parts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"failed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_attachments" (
	"id" text PRIMARY KEY NOT NULL,
	"state" "attachment_state" DEFAULT 'staged' NOT NULL,
	"session_hash" text,
	"consultation_id" integer,
	"contact_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"has_thumbnail" boolean DEFAULT false NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone,
	CONSTRAINT "attachment_size_positive" CHECK ("request_attachments"."size" > 0),
	CONSTRAINT "attachment_one_request" CHECK ("request_attachments"."consultation_id" is null or "request_attachments"."contact_id" is null)
);
--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_consultation_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultation_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_attachments" ADD CONSTRAINT "request_attachments_contact_id_contact_submissions_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contact_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_drafts_created_idx" ON "form_drafts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "attachment_consultation_idx" ON "request_attachments" USING btree ("consultation_id");--> statement-breakpoint
CREATE INDEX "attachment_contact_idx" ON "request_attachments" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "attachment_session_idx" ON "request_attachments" USING btree ("session_hash");--> statement-breakpoint
CREATE INDEX "attachment_state_created_idx" ON "request_attachments" USING btree ("state","created_at");