-- The credits list searches a stored folded text (like employees.search_text), not the search_fold
-- expression: a search matching thousands of loans rechecked each row through search_fold (issue 15 bench).
DROP INDEX "loans_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "loans" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("employee_code" || chr(10) || "employee_name")) STORED;--> statement-breakpoint
CREATE INDEX "loans_search_text_trgm_idx" ON "loans" USING gin ("search_text" gin_trgm_ops);