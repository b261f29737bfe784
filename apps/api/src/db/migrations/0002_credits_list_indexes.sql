-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. It serves the
-- control-number search of the credits list (decision 031).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "loans_company_code_idx" ON "loans" USING btree ("company_id","employee_code","id");--> statement-breakpoint
CREATE INDEX "loans_company_calc_status_idx" ON "loans" USING btree ("company_id","calculation_result","status");--> statement-breakpoint
CREATE INDEX "loans_code_trgm_idx" ON "loans" USING gin ("employee_code" gin_trgm_ops);