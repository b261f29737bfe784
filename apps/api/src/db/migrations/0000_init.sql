CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" integer NOT NULL,
	"company_id" integer,
	"actor_user_id" integer,
	"action" varchar(60) NOT NULL,
	"from_status" varchar(30),
	"to_status" varchar(30),
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"logo" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_products" (
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "company_products_company_id_product_id_pk" PRIMARY KEY("company_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"interest_rate" numeric(7, 4) DEFAULT '0' NOT NULL,
	"deadline" date,
	"issuer_code" varchar(10),
	"company_location" varchar(200),
	"company_legal_name" varchar(200),
	"hsbc_account_number" varchar(18),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settings_rate_ck" CHECK ("company_settings"."interest_rate" >= 0),
	CONSTRAINT "settings_issuer_ck" CHECK ("company_settings"."issuer_code" IS NULL OR "company_settings"."issuer_code" ~ '^[A-Za-z0-9]{3,10}$'),
	CONSTRAINT "settings_hsbc_ck" CHECK ("company_settings"."hsbc_account_number" IS NULL OR "company_settings"."hsbc_account_number" ~ '^[0-9]{10,18}$')
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"control_number" varchar(30) NOT NULL,
	"name" varchar(200) NOT NULL,
	"email" varchar(255),
	"phone" varchar(30),
	"status" varchar(20) DEFAULT 'hired' NOT NULL,
	"work_location" varchar(200) NOT NULL,
	"tin" varchar(30),
	"account_number" varchar(18),
	"bank" varchar(3),
	"total_savings" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"deactivated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_status_ck" CHECK ("status" IN ('hired', 'fired', 'terminated')),
	CONSTRAINT "employees_bank_ck" CHECK ("employees"."bank" IS NULL OR "bank" IN ('072', '021')),
	CONSTRAINT "employees_savings_ck" CHECK ("employees"."total_savings" >= 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"route" varchar(200) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "insurance_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"user_id" integer,
	"insurance_type" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"payment_method" varchar(20) NOT NULL,
	"requested_on" date NOT NULL,
	"monthly_rate" numeric(7, 4) NOT NULL,
	"deadline" date NOT NULL,
	"policy_amount" numeric(14, 2) NOT NULL,
	"weekly_discount" numeric(14, 2) NOT NULL,
	"interest_amount" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"weeks_needed" integer NOT NULL,
	"final_payment" numeric(14, 2) NOT NULL,
	"final_payment_date" date NOT NULL,
	"employee_code" varchar(30) NOT NULL,
	"employee_name" varchar(200) NOT NULL,
	"branch" varchar(200) NOT NULL,
	"payslip_file_id" uuid NOT NULL,
	"signature_file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_type_ck" CHECK ("insurance_type" IN ('auto', 'funeral', 'home', 'life', 'health', 'travel', 'pet')),
	CONSTRAINT "insurance_status_ck" CHECK ("status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "insurance_method_ck" CHECK ("payment_method" IN ('weekly', 'personal_loan')),
	CONSTRAINT "insurance_amounts_ck" CHECK ("insurance_requests"."policy_amount" > 0 AND "insurance_requests"."weekly_discount" > 0 AND "insurance_requests"."total_amount" = "insurance_requests"."policy_amount" + "insurance_requests"."interest_amount")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"user_id" integer,
	"product_id" integer,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"calculation_result" varchar(20) DEFAULT 'pending' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"requested_on" date NOT NULL,
	"monthly_rate" numeric(7, 4) NOT NULL,
	"deadline" date NOT NULL,
	"original_amount" numeric(14, 2) NOT NULL,
	"weekly_discount" numeric(14, 2) NOT NULL,
	"interest_amount" numeric(14, 2) NOT NULL,
	"total_amount" numeric(14, 2) NOT NULL,
	"available_weeks" integer NOT NULL,
	"weeks_needed" integer NOT NULL,
	"paid_by_deductions" numeric(14, 2) NOT NULL,
	"final_payment" numeric(14, 2) NOT NULL,
	"final_payment_date" date NOT NULL,
	"first_payment_date" date NOT NULL,
	"total_savings" numeric(14, 2) DEFAULT '0.00' NOT NULL,
	"employee_code" varchar(30) NOT NULL,
	"employee_name" varchar(200) NOT NULL,
	"branch" varchar(200) NOT NULL,
	"signature_file_id" uuid,
	"counter_offer" jsonb,
	"error_comment" text,
	"employee_notified_at" timestamp with time zone,
	"error_released_at" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loans_status_ck" CHECK ("status" IN ('pending', 'applied', 'approved', 'accepted', 'rejected', 'not_accepted', 'confirmed', 'counter_offered', 'employee_notified', 'error', 'error_released')),
	CONSTRAINT "loans_calc_ck" CHECK ("calculation_result" IN ('pending', 'pass', 'review', 'reject')),
	CONSTRAINT "loans_closed_inactive_ck" CHECK (NOT ("loans"."is_active" AND "loans"."status" IN ('rejected', 'not_accepted'))),
	CONSTRAINT "loans_amounts_ck" CHECK ("loans"."original_amount" > 0 AND "loans"."weekly_discount" > 0 AND "loans"."interest_amount" >= 0 AND "loans"."final_payment" >= 0 AND "loans"."total_amount" = "loans"."original_amount" + "loans"."interest_amount"),
	CONSTRAINT "loans_weeks_ck" CHECK ("loans"."weeks_needed" >= 1 AND "loans"."weeks_needed" <= "loans"."available_weeks" AND "loans"."available_weeks" <= 35)
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tin" varchar(30) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"type" varchar(40) NOT NULL,
	"title" varchar(200) NOT NULL,
	"message" text NOT NULL,
	"resource_type" varchar(40),
	"resource_id" integer,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type_ck" CHECK ("type" IN ('employee_registration_invite', 'loan_request', 'loan_status_change', 'loan_counter_response', 'loan_approved_accepted', 'employee_terminated', 'loan_confirmed_error', 'loan_employee_notified', 'loan_error_released', 'loan_rejected')),
	CONSTRAINT "notifications_read_ck" CHECK ("notifications"."is_read" = ("notifications"."read_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "permissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "permissions_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" varchar(20) DEFAULT 'loan' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_type_ck" CHECK ("type" IN ('loan', 'insurance', 'advance'))
);
--> statement-breakpoint
CREATE TABLE "refresh_token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"fingerprint_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"family_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer NOT NULL,
	"permission_id" integer NOT NULL,
	CONSTRAINT "role_permissions_role_id_permission_id_pk" PRIMARY KEY("role_id","permission_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(50) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "system_state" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(20) NOT NULL,
	"owner_user_id" integer,
	"company_id" integer,
	"mime_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"content" "bytea",
	"storage_key" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_kind_ck" CHECK ("kind" IN ('signature', 'payslip', 'logo')),
	CONSTRAINT "files_size_ck" CHECK ("uploaded_files"."size_bytes" > 0),
	CONSTRAINT "files_location_ck" CHECK ("uploaded_files"."content" IS NOT NULL OR "uploaded_files"."storage_key" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "user_companies" (
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_companies_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"tin" varchar(30) NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"email" varchar(255),
	"phone" varchar(30),
	"is_active" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tin_unique" UNIQUE("tin")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_products" ADD CONSTRAINT "company_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_payslip_file_id_uploaded_files_id_fk" FOREIGN KEY ("payslip_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_requests" ADD CONSTRAINT "insurance_requests_signature_file_id_uploaded_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_signature_file_id_uploaded_files_id_fk" FOREIGN KEY ("signature_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD CONSTRAINT "refresh_token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_family_id_refresh_token_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."refresh_token_families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_permission_id_permissions_id_fk" FOREIGN KEY ("permission_id") REFERENCES "public"."permissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_companies" ADD CONSTRAINT "user_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_control_uq" ON "employees" USING btree ("company_id","control_number");--> statement-breakpoint
CREATE INDEX "employees_tin_idx" ON "employees" USING btree ("tin");--> statement-breakpoint
CREATE INDEX "employees_user_idx" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "insurance_company_idx" ON "insurance_requests" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_active_per_employee_uq" ON "loans" USING btree ("company_id","employee_id") WHERE "loans"."is_active";--> statement-breakpoint
CREATE INDEX "loans_company_status_idx" ON "loans" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "loans_employee_idx" ON "loans" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "login_attempts_tin_idx" ON "login_attempts" USING btree ("tin","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE NOT "notifications"."is_read";--> statement-breakpoint
CREATE INDEX "refresh_families_user_idx" ON "refresh_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "user_companies_company_idx" ON "user_companies" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role_id");