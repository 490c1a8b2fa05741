ALTER TABLE "site_settings" ADD COLUMN "attachments_daily_mb" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "attachments_quota_mb" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "settings_attachments_daily_mb" CHECK ("site_settings"."attachments_daily_mb" > 0);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "settings_attachments_quota_mb" CHECK ("site_settings"."attachments_quota_mb" > 0);