-- The /audit list (decision 080): a company's rows newest first, alone or under one filter (entity,
-- action or user), each read as one index range in order.
CREATE INDEX "audit_company_created_idx" ON "audit_log" USING btree ("company_id","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "audit_company_entity_idx" ON "audit_log" USING btree ("company_id","entity_type","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "audit_company_action_idx" ON "audit_log" USING btree ("company_id","action","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "audit_company_actor_idx" ON "audit_log" USING btree ("company_id","actor_user_id","created_at" DESC,"id" DESC);
