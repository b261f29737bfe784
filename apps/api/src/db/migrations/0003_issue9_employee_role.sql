ALTER TABLE "employees" ADD COLUMN "role_id" integer;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "employees_company_name_idx" ON "employees" USING btree ("company_id","name");