CREATE TABLE "loan_contracts" (
	"id" serial PRIMARY KEY NOT NULL,
	"loan_id" integer NOT NULL,
	"version" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"weekly_discount" numeric(14, 2) NOT NULL,
	"interest_amount" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"weeks_needed" integer NOT NULL,
	"paid_by_deductions" numeric(14, 2) NOT NULL,
	"final_payment" numeric(14, 2) NOT NULL,
	"final_payment_date" date NOT NULL,
	"signature_file_id" uuid,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_contracts_kind_ck" CHECK ("kind" IN ('original', 'counter_offer')),
	CONSTRAINT "loan_contracts_version_ck" CHECK ("loan_contracts"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bucket" varchar(40) NOT NULL,
	"subject" varchar(100) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "activation_code_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "activation_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "successor_sealed" text;--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "public"."loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_contracts" ADD CONSTRAINT "loan_contracts_signature_file_id_uploaded_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_contracts_loan_version_uq" ON "loan_contracts" USING btree ("loan_id","version");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_idx" ON "rate_limit_hits" USING btree ("bucket","subject","created_at");--> statement-breakpoint
-- Loans that exist before contract versions get their current figures as version 1.
INSERT INTO "loan_contracts" ("loan_id", "version", "kind", "amount", "weekly_discount", "interest_amount", "total_amount", "weeks_needed", "paid_by_deductions", "final_payment", "final_payment_date", "signature_file_id", "signed_at")
SELECT "id", 1, 'original', "original_amount", "weekly_discount", "interest_amount", "total_amount", "weeks_needed", "paid_by_deductions", "final_payment", "final_payment_date", "signature_file_id", "created_at" FROM "loans";
