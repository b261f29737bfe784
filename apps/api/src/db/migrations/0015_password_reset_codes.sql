-- Password reset codes HR issues (decision 085): one per account, only the code's SHA-256 kept;
-- and the notice that tells a person their password changed.
CREATE TABLE "password_reset_codes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_codes_employee_idx" ON "password_reset_codes" USING btree ("employee_id");--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_ck";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_ck" CHECK ("type" IN ('employee_registration_invite', 'loan_request', 'loan_status_change', 'loan_counter_response', 'loan_approved_accepted', 'employee_terminated', 'loan_confirmed_error', 'loan_employee_notified', 'loan_error_released', 'loan_rejected', 'password_changed'));
