-- Tenant tables carry company_id and tie to each other through it (decision 101; 03 §0 "the path
-- past one database"): every row of a company can be told apart, and a foreign key between two
-- tenant tables cannot join rows of two companies, which is also what a distributed PostgreSQL
-- (Citus, distributed by company_id) requires of co-located tables.
-- 1. The two tenant tables without company_id, backfilled from the row they belong to.
ALTER TABLE "loan_contracts" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "loan_contracts" c SET "company_id" = l."company_id" FROM "loans" l WHERE l."id" = c."loan_id";--> statement-breakpoint
ALTER TABLE "loan_contracts" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD COLUMN "company_id" integer;--> statement-breakpoint
UPDATE "password_reset_codes" p SET "company_id" = e."company_id" FROM "employees" e WHERE e."id" = p."employee_id";--> statement-breakpoint
ALTER TABLE "password_reset_codes" ALTER COLUMN "company_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- 2. A file's company: every upload has written it; an older row without one takes the company of
-- the loan, contract or insurance request that holds it, or of the company whose logo it is.
UPDATE "uploaded_files" f SET "company_id" = l."company_id" FROM "loans" l WHERE f."company_id" IS NULL AND l."signature_file_id" = f."id";--> statement-breakpoint
UPDATE "uploaded_files" f SET "company_id" = c."company_id" FROM "loan_contracts" c WHERE f."company_id" IS NULL AND c."signature_file_id" = f."id";--> statement-breakpoint
UPDATE "uploaded_files" f SET "company_id" = i."company_id" FROM "insurance_requests" i WHERE f."company_id" IS NULL AND (i."signature_file_id" = f."id" OR i."payslip_file_id" = f."id");--> statement-breakpoint
UPDATE "uploaded_files" f SET "company_id" = c."id" FROM "companies" c WHERE f."company_id" IS NULL AND c."logo" = f."id"::text;--> statement-breakpoint
-- A file nobody holds and no company owns stays (nothing is deleted here); only then the column stays nullable.
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM "uploaded_files" WHERE "company_id" IS NULL) THEN
    ALTER TABLE "uploaded_files" ALTER COLUMN "company_id" SET NOT NULL;
  END IF;
END $$;--> statement-breakpoint
-- 3. (company_id, id) is unique on each tenant table another tenant table refers to.
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_id_unique" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_company_id_id_unique" UNIQUE ("company_id", "id");--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_company_id_id_unique" UNIQUE ("company_id", "id");--> statement-breakpoint
-- 4. The foreign keys between tenant tables include company_id.
ALTER TABLE "loans" DROP CONSTRAINT "loans_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_company_employee_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "public"."employees"("company_id", "id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" DROP CONSTRAINT "loans_signature_file_id_uploaded_files_id_fk";--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_company_signature_file_fk" FOREIGN KEY ("company_id", "signature_file_id") REFERENCES "public"."uploaded_files"("company_id", "id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" DROP CONSTRAINT "insurance_requests_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_company_employee_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "public"."employees"("company_id", "id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" DROP CONSTRAINT "insurance_requests_payslip_file_id_uploaded_files_id_fk";--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_company_payslip_file_fk" FOREIGN KEY ("company_id", "payslip_file_id") REFERENCES "public"."uploaded_files"("company_id", "id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" DROP CONSTRAINT "insurance_requests_signature_file_id_uploaded_files_id_fk";--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_company_signature_file_fk" FOREIGN KEY ("company_id", "signature_file_id") REFERENCES "public"."uploaded_files"("company_id", "id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_contracts" DROP CONSTRAINT "loan_contracts_loan_id_loans_id_fk";--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_company_loan_fk" FOREIGN KEY ("company_id", "loan_id") REFERENCES "public"."loans"("company_id", "id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_contracts" DROP CONSTRAINT "loan_contracts_signature_file_id_uploaded_files_id_fk";--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_company_signature_file_fk" FOREIGN KEY ("company_id", "signature_file_id") REFERENCES "public"."uploaded_files"("company_id", "id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" DROP CONSTRAINT "password_reset_codes_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_company_employee_fk" FOREIGN KEY ("company_id", "employee_id") REFERENCES "public"."employees"("company_id", "id") ON DELETE cascade ON UPDATE no action;
