-- Housekeeping (decision 093) deletes rows past their age every hour: each of these indexes lets
-- that delete read only the rows it removes instead of the whole table.
CREATE INDEX "login_attempts_created_idx" ON "login_attempts" ("created_at");--> statement-breakpoint
CREATE INDEX "refresh_families_expires_idx" ON "refresh_token_families" ("expires_at");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_created_idx" ON "rate_limit_hits" ("created_at");--> statement-breakpoint
-- Partial: only read notifications and sent e-mails are ever pruned, so only they are indexed.
CREATE INDEX "notifications_read_created_idx" ON "notifications" ("created_at") WHERE "is_read";--> statement-breakpoint
CREATE INDEX "email_outbox_sent_idx" ON "email_outbox" ("sent_at") WHERE "sent_at" IS NOT NULL;
