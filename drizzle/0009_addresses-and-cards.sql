CREATE TABLE "legal_pages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "legal_pages_id" CHECK ("legal_pages"."id" in ('privacy', 'terms')),
	CONSTRAINT "legal_pages_title_not_blank" CHECK (length(trim("legal_pages"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "missed_addresses" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "missed_addresses_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "post_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_old_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"target" text NOT NULL,
	"status" smallint DEFAULT 301 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"last_hit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "redirects_status" CHECK ("redirects"."status" in (301, 302, 307, 308))
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_library" ADD COLUMN "focal_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_library" ADD COLUMN "focal_y" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "slug" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "post_old_slugs" ADD CONSTRAINT "post_old_slugs_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_old_slugs" ADD CONSTRAINT "project_old_slugs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missed_addresses_path_idx" ON "missed_addresses" USING btree ("path");--> statement-breakpoint
CREATE INDEX "post_old_slugs_post_idx" ON "post_old_slugs" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "project_old_slugs_project_idx" ON "project_old_slugs" USING btree ("project_id");--> statement-breakpoint
ALTER TABLE "media_library" ADD CONSTRAINT "media_focal_in_image" CHECK ("media_library"."focal_x" between 0 and 100 and "media_library"."focal_y" between 0 and 100);--> statement-breakpoint
-- Hand-written below (drizzle-kit cannot declare functions, triggers or a backfill): every post
-- and project gets an address made from its title, unique among the current and the earlier
-- addresses of its kind. The app always writes a checked slug of its own (src/lib/slug.ts, which
-- also transliterates); these fill the rows that existed before this migration and any row
-- inserted without one (first-start content, restores of older backups, tests).
CREATE OR REPLACE FUNCTION site_slugify(title text, fallback text) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE s text;
BEGIN
  s := lower(translate(coalesce(title, ''),
    'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćČčĎďÈÉÊËèéêëĒēĖėĘęĚěÌÍÎÏìíîïĪīĮįıÑñŃńŇňÒÓÔÕÖØòóôõöøŌōŐőÙÚÛÜùúûüŪūŮůŰűŲųÝýÿŽžŹźŻżŠšŚśŞşŘřĽľĹĺŁłŤťŢţĐđðĞğȘșȚț',
    'AAAAAAaaaaaaAaAaAaCcCcCcDdEEEEeeeeEeEeEeEeIIIIiiiiIiIiiNnNnNnOOOOOOooooooOoOoUUUUuuuuUuUuUuUuYyyZzZzZzSsSsSsRrLlLlLlTtTtDddGgSsTt'));
  s := replace(replace(replace(replace(s, 'ß', 'ss'), 'æ', 'ae'), 'œ', 'oe'), '&', ' and ');
  s := regexp_replace(s, '[^a-z0-9]+', '-', 'g');
  s := trim(both '-' from s);
  -- a long title's slug stops at the last whole word within 60 characters
  IF length(s) > 60 THEN
    s := trim(both '-' from left(regexp_replace(left(s, 61), '-[^-]*$', ''), 60));
  END IF;
  IF s = '' THEN
    s := fallback;
  ELSIF s ~ '^[0-9]+$' THEN
    s := fallback || '-' || s;
  END IF;
  RETURN s;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION site_unique_slug(title text, fallback text, tbl text, old_tbl text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE base text := site_slugify(title, fallback); candidate text := base; n int := 1; taken boolean;
BEGIN
  LOOP
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE slug = $1) OR EXISTS (SELECT 1 FROM %I WHERE slug = $1)', tbl, old_tbl)
      INTO taken USING candidate;
    EXIT WHEN NOT taken;
    n := n + 1;
    candidate := base || '-' || n;
  END LOOP;
  RETURN candidate;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fill_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL OR NEW.slug = '' THEN
    NEW.slug := site_unique_slug(NEW.title, TG_ARGV[0], TG_TABLE_NAME, TG_ARGV[1]);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DO $$
DECLARE r record;
BEGIN
  FOR r IN SELECT id, title FROM blog_posts ORDER BY id LOOP
    UPDATE blog_posts SET slug = site_unique_slug(r.title, 'post', 'blog_posts', 'post_old_slugs') WHERE id = r.id;
  END LOOP;
  FOR r IN SELECT id, title FROM projects ORDER BY id LOOP
    UPDATE projects SET slug = site_unique_slug(r.title, 'project', 'projects', 'project_old_slugs') WHERE id = r.id;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER blog_posts_fill_slug BEFORE INSERT ON blog_posts
  FOR EACH ROW EXECUTE FUNCTION fill_slug('post', 'post_old_slugs');
--> statement-breakpoint
CREATE TRIGGER projects_fill_slug BEFORE INSERT ON projects
  FOR EACH ROW EXECUTE FUNCTION fill_slug('project', 'project_old_slugs');
--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "blog_posts" USING btree ("slug");
--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_idx" ON "projects" USING btree ("slug");
