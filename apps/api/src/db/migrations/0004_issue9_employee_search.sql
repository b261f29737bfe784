-- The employees list's search (issue 9 §1, §7): one lower-case text of control number, name, e-mail
-- and RFC, searched with LIKE through a pg_trgm index (the extension came with migration 0002).
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower("control_number" || chr(10) || "name" || chr(10) || coalesce("email", '') || chr(10) || coalesce("tin", ''))) STORED;--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);