-- Issue 15 §6 (decision 052): people are found whatever the accents and case ("gomez" finds Gómez,
-- "nunez" finds Núñez), and names sort the Spanish way ("Méndez" before "Mendoza").
--
-- search_fold: the ONE fold of every SQL search (decomposed to NFD, combining marks removed, lower
-- case). unaccent() is only STABLE (it reads a dictionary), so a generated column or an index cannot
-- call it; normalize, regexp_replace and lower are IMMUTABLE, and so is this function. Written as a
-- plain SQL function with qualified names and no SET clause so the planner inlines it.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT pg_catalog.lower(pg_catalog.regexp_replace(pg_catalog.normalize($1, 'NFD'), '[\u0300-\u036f]', '', 'g')) $$;--> statement-breakpoint
-- The employees list's search text, folded (a stored generated column cannot change its expression
-- before PostgreSQL 17, so it is dropped and added again; its trigram index goes and comes with it).
ALTER TABLE "employees" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold("control_number" || chr(10) || "name" || chr(10) || coalesce("email", '') || chr(10) || coalesce("tin", ''))) STORED;--> statement-breakpoint
CREATE INDEX "employees_search_trgm_idx" ON "employees" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The credits list searches control number and name, folded, through one expression index (the
-- control-number-only trigram index is no longer used by any query).
DROP INDEX IF EXISTS "loans_code_trgm_idx";--> statement-breakpoint
CREATE INDEX "loans_search_trgm_idx" ON "loans" USING gin ((search_fold("employee_code" || chr(10) || "employee_name")) gin_trgm_ops);--> statement-breakpoint
-- person_name: the collation of person names. ICU's es-MX when this PostgreSQL has ICU (the
-- embedded one does); else the operating system's es_MX locale when installed; else the database's
-- own locale ("default" itself cannot be copied), so the lists still sort, only not the Spanish way.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_collation WHERE collprovider = 'i' AND collname = 'es-MX-x-icu') THEN
    CREATE COLLATION IF NOT EXISTS person_name (provider = icu, locale = 'es-MX');
  ELSIF EXISTS (SELECT 1 FROM pg_collation WHERE collprovider = 'c' AND collname = 'es_MX.utf8') THEN
    CREATE COLLATION IF NOT EXISTS person_name FROM "es_MX.utf8";
  ELSE
    EXECUTE format('CREATE COLLATION IF NOT EXISTS person_name (provider = libc, locale = %L)',
      (SELECT datcollate FROM pg_database WHERE datname = current_database()));
  END IF;
END $$;--> statement-breakpoint
DROP INDEX IF EXISTS "employees_company_name_idx";--> statement-breakpoint
CREATE INDEX "employees_company_name_idx" ON "employees" USING btree ("company_id", "name" COLLATE person_name, "id");
