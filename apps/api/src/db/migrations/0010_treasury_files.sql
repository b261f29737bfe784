-- Treasury's file history (decision 070): every generated bank file with its bytes, downloadable again; the
-- unique constraint keeps two generations of the same company, kind, bank and day from taking the same NN.
CREATE TABLE "treasury_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"bank" varchar(3),
	"file_name" varchar(100) NOT NULL,
	"sequence" integer NOT NULL,
	"business_day" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"loan_count" integer NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content" "bytea" NOT NULL,
	"loan_ids" integer[] NOT NULL,
	CONSTRAINT "treasury_files_sequence_uq" UNIQUE NULLS NOT DISTINCT("company_id","kind","bank","business_day","sequence"),
	CONSTRAINT "treasury_files_kind_ck" CHECK ("kind" IN ('bank_request', 'dispersion')),
	CONSTRAINT "treasury_files_bank_ck" CHECK ("treasury_files"."bank" IS NULL OR "bank" IN ('072', '021')),
	CONSTRAINT "treasury_files_sequence_ck" CHECK ("treasury_files"."sequence" > 0)
);
--> statement-breakpoint
ALTER TABLE "treasury_files" ADD CONSTRAINT "treasury_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_files" ADD CONSTRAINT "treasury_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treasury_files_company_idx" ON "treasury_files" USING btree ("company_id","id");