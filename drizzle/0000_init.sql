CREATE TYPE "public"."award_status" AS ENUM('Winner', 'Nominated', 'Finalist');--> statement-breakpoint
CREATE TYPE "public"."currency" AS ENUM('GBP', 'ZAR', 'AUD');--> statement-breakpoint
CREATE TYPE "public"."media_file_type" AS ENUM('image', 'video');--> statement-breakpoint
CREATE TYPE "public"."post_status" AS ENUM('draft', 'published', 'scheduled');--> statement-breakpoint
CREATE TYPE "public"."pricing_region" AS ENUM('UK', 'SA', 'AU');--> statement-breakpoint
CREATE TYPE "public"."pricing_tier" AS ENUM('basic', 'premium', 'enterprise');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('archviz', 'unreal', 'webdev', 'industrial', 'spatial');--> statement-breakpoint
CREATE TYPE "public"."submission_status" AS ENUM('new', 'read', 'archived', 'spam');--> statement-breakpoint
CREATE TABLE "about_content" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"main_title" text DEFAULT 'About Me' NOT NULL,
	"main_description" text,
	"journey_content" text,
	"notable_projects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"software_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_single_row" CHECK ("about_content"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "awards" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"category" text,
	"project_name" text,
	"year" integer DEFAULT extract(year from now())::int NOT NULL,
	"status" "award_status" DEFAULT 'Winner' NOT NULL,
	"description" text,
	"organization" text,
	"image_url" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "award_title_not_blank" CHECK (length(trim("awards"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'Architecture' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"image_alt" text,
	"read_time" text DEFAULT '1 min read' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"status" "post_status" DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"preview_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_title_not_blank" CHECK (length(trim("blog_posts"."title")) > 0),
	CONSTRAINT "post_published_has_date" CHECK ("blog_posts"."status" = 'draft' or "blog_posts"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"industry" text,
	"logo_url" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_name_not_blank" CHECK (length(trim("clients"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "consultation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"selected_service" text DEFAULT 'architectural-visualization' NOT NULL,
	"project_type" text,
	"budget" text,
	"timeline" text,
	"preferred_currency" "currency" DEFAULT 'GBP' NOT NULL,
	"message" text NOT NULL,
	"status" "submission_status" DEFAULT 'new' NOT NULL,
	"source" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"status" "submission_status" DEFAULT 'new' NOT NULL,
	"source" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faq_question_not_blank" CHECK (length(trim("faq_entries"."question")) > 0)
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"image_url" text,
	"image_alt" text,
	"media_type" "media_file_type" DEFAULT 'image' NOT NULL,
	"cta_text" text,
	"cta_link" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hero_title_not_blank" CHECK (length(trim("hero_slides"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "media_library" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"file_type" "media_file_type" NOT NULL,
	"file_url" text NOT NULL,
	"file_size" integer NOT NULL,
	"mime_type" text,
	"width" integer,
	"height" integer,
	"alt" text,
	"decorative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_size_positive" CHECK ("media_library"."file_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "press_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"publication" text,
	"date" date DEFAULT now() NOT NULL,
	"excerpt" text,
	"category" text,
	"image_url" text,
	"external_link" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "press_title_not_blank" CHECK (length(trim("press_articles"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type" "service_type" DEFAULT 'archviz' NOT NULL,
	"tier" "pricing_tier" DEFAULT 'basic' NOT NULL,
	"region" "pricing_region" DEFAULT 'UK' NOT NULL,
	"price_range" text,
	"timeline" text,
	"hourly_rate" text,
	"includes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "project_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"details" text,
	"category_id" integer,
	"client" text,
	"year" text,
	"location" text,
	"website" text,
	"project_date" date,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"youtube_videos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"cover_image" text,
	"cover_alt" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_title_not_blank" CHECK (length(trim("projects"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"icon_name" text,
	"category" text,
	"bullets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_title_not_blank" CHECK (length(trim("services"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"site_title" text,
	"site_description" text,
	"og_image" text,
	"twitter_handle" text,
	"google_analytics_id" text,
	"favicon_url" text,
	"logo_url" text,
	"owner_name" text,
	"contact_email" text,
	"phone" text,
	"whatsapp" text,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"social_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "video_showcases" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"service_category" text DEFAULT 'General' NOT NULL,
	"youtube_url" text NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_title_not_blank" CHECK (length(trim("video_showcases"."title")) > 0)
);
--> statement-breakpoint
ALTER TABLE "faq_entries" ADD CONSTRAINT "faq_entries_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_category_id_project_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."project_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_published_idx" ON "blog_posts" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "consultation_created_idx" ON "consultation_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_created_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "media_created_idx" ON "media_library" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "pricing_service_idx" ON "pricing_packages" USING btree ("service_type","region");--> statement-breakpoint
CREATE INDEX "projects_order_idx" ON "projects" USING btree ("display_order");