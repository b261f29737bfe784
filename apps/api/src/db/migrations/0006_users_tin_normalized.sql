-- Issue 15 §1 and §5 (decisions 047 and 054). Re-runnable: every step is a no-op the second time.
DROP INDEX IF EXISTS "users_tin_upper_idx";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN IF NOT EXISTS "activation_code_used_hash" varchar(64);--> statement-breakpoint
-- The RFC normalisation of packages/domain/src/tin.ts (normalizeTin), spelled out for PostgreSQL:
-- NFKC; the characters of \p{Default_Ignorable_Code_Point}, \p{Cf} and \p{Cc} removed (the
-- ranges below are generated from that JavaScript class; a test compares both on look-alikes);
-- the whitespace JavaScript's trim removes that NFKC leaves; upper case (ñ spelled out, since
-- upper() follows the database's LC_CTYPE, which may be C).
CREATE OR REPLACE FUNCTION pg_temp.abono_normal_tin(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT translate(upper(btrim(regexp_replace(normalize(raw, NFKC),
    '[\u0001-\u001F\u007F-\u009F\u00AD\u034F\u0600-\u0605\u061C\u06DD\u070F\u0890-\u0891\u08E2\u115F-\u1160\u17B4-\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFFB\U000110BD\U000110CD\U00013430-\U0001343F\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]',
    '', 'g'), E' \u1680\u2028\u2029')), 'ñ', 'Ñ')
$$;--> statement-breakpoint
-- Employee records: normalized in place. A blank result is no RFC; a result longer than the
-- column (NFKC can expand) keeps the stored text, which the form then asks HR to correct.
UPDATE "employees" SET "tin" = nullif(pg_temp.abono_normal_tin("tin"), '')
WHERE "tin" IS NOT NULL
  AND char_length(pg_temp.abono_normal_tin("tin")) <= 30
  AND "tin" IS DISTINCT FROM nullif(pg_temp.abono_normal_tin("tin"), '');--> statement-breakpoint
-- Users: accounts whose RFCs normalize to one value collide (decision 054). One keeps the RFC:
-- the one linked to an employee record (an activation code proved it), else the oldest. Every
-- other is parked, not deleted (its loans, signatures and audit rows stay): deactivated, its
-- sessions ended, its tin replaced by 'dup-<id>' (lower case, so no login input, which is
-- normalized to upper case, can ever reach it), with an audit row naming the account kept.
CREATE TEMP TABLE "tin_plan" ON COMMIT DROP AS
SELECT u."id", u."tin" AS "old_tin", pg_temp.abono_normal_tin(u."tin") AS "new_tin",
       row_number() OVER (
         PARTITION BY pg_temp.abono_normal_tin(u."tin")
         ORDER BY EXISTS (SELECT 1 FROM "employees" e WHERE e."user_id" = u."id") DESC, u."id"
       ) AS "rank",
       first_value(u."id") OVER (
         PARTITION BY pg_temp.abono_normal_tin(u."tin")
         ORDER BY EXISTS (SELECT 1 FROM "employees" e WHERE e."user_id" = u."id") DESC, u."id"
       ) AS "kept_id"
FROM "users" u
WHERE char_length(pg_temp.abono_normal_tin(u."tin")) BETWEEN 1 AND 30;--> statement-breakpoint
INSERT INTO "audit_log" ("entity_type", "entity_id", "action", "changes")
SELECT 'user', p."id", 'tin_normalization_conflict', jsonb_build_object('tin', p."new_tin", 'kept_user_id', p."kept_id", 'parked_tin', 'dup-' || p."id")
FROM "tin_plan" p WHERE p."rank" > 1;--> statement-breakpoint
UPDATE "refresh_token_families" f SET "revoked_at" = now(), "revoked_reason" = 'revoked_all'
FROM "tin_plan" p WHERE p."rank" > 1 AND f."user_id" = p."id" AND f."revoked_at" IS NULL;--> statement-breakpoint
-- First every row that changes moves out of the way ('tmp-<id>'), so the final values never meet
-- a stale one under the unique index, whatever the order PostgreSQL updates rows in.
UPDATE "users" u SET "tin" = 'tmp-' || u."id"
FROM "tin_plan" p WHERE p."id" = u."id" AND (p."rank" > 1 OR p."old_tin" <> p."new_tin");--> statement-breakpoint
UPDATE "users" u SET "tin" = 'dup-' || u."id", "is_active" = false, "token_version" = u."token_version" + 1, "updated_at" = now()
FROM "tin_plan" p WHERE p."id" = u."id" AND p."rank" > 1;--> statement-breakpoint
UPDATE "users" u SET "tin" = p."new_tin", "updated_at" = now()
FROM "tin_plan" p WHERE p."id" = u."id" AND p."rank" = 1 AND p."old_tin" <> p."new_tin";
