DROP INDEX "consultation_created_idx";--> statement-breakpoint
DROP INDEX "contact_created_idx";--> statement-breakpoint
CREATE INDEX "consultation_status_created_idx" ON "consultation_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "consultation_search_idx" ON "consultation_requests" USING gin ((coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(company, '') || ' ' || coalesce(message, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_status_created_idx" ON "contact_submissions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "contact_search_idx" ON "contact_submissions" USING gin ((coalesce(name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(message, '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultation_created_idx" ON "consultation_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_created_idx" ON "contact_submissions" USING btree ("created_at","id");