-- E-mail notices (decision 086): the outbox a sender drains, written in the same transaction as
-- the notice, so a notice and its e-mail exist together or not at all, and a mail server that is
-- down loses nothing. A row is claimed by a lease (claimed_until) before its send, and marked
-- sent right after it. last_error keeps the server's short answer, never a secret.
CREATE TABLE "email_outbox" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "company_id" integer REFERENCES "companies"("id") ON DELETE CASCADE,
  "user_id" integer REFERENCES "users"("id") ON DELETE CASCADE,
  "to" varchar(255) NOT NULL,
  "subject" varchar(200) NOT NULL,
  "text" text NOT NULL,
  "html" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "claimed_until" timestamp with time zone,
  "sent_at" timestamp with time zone,
  "last_error" varchar(300),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "email_outbox_attempts_ck" CHECK ("attempts" >= 0)
);--> statement-breakpoint
-- What the sender polls: the unsent rows by due time (a partial index stays small).
CREATE INDEX "email_outbox_due_idx" ON "email_outbox" ("next_attempt_at", "id") WHERE "sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" ("user_id");--> statement-breakpoint
-- Each person chooses whether notices also arrive by e-mail; on unless they turn it off.
ALTER TABLE "users" ADD COLUMN "email_notices" boolean DEFAULT true NOT NULL;
