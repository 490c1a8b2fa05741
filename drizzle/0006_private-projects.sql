CREATE TYPE "public"."project_visibility" AS ENUM('public', 'unlisted', 'password');--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "visibility" "project_visibility" DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "password_hash" text;