-- "Mis sesiones" (decision 084): what the login's User-Agent said and when the session was last
-- used (its login or latest refresh), on the refresh family that is the session.
ALTER TABLE "refresh_token_families" ADD COLUMN "user_agent" varchar(400);--> statement-breakpoint
ALTER TABLE "refresh_token_families" ADD COLUMN "last_used_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "refresh_token_families" SET "last_used_at" = "created_at";--> statement-breakpoint
-- A password change tells the account's owner (decision 083): a notice of its own type.
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_ck";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_ck" CHECK ("type" IN ('employee_registration_invite', 'loan_request', 'loan_status_change', 'loan_counter_response', 'loan_approved_accepted', 'employee_terminated', 'loan_confirmed_error', 'loan_employee_notified', 'loan_error_released', 'loan_rejected', 'account_security'));
