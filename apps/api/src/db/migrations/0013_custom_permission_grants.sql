-- A custom permission names the one grant it gives (decision 076): type, resource and action from
-- the domain's lists (checked by the API's schema). The domain's permissions keep these null: their
-- meaning lives in packages/domain/src/permissions.ts. All three or none.
ALTER TABLE "permissions" ADD COLUMN "grant_type" varchar(10);--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "grant_resource" varchar(50);--> statement-breakpoint
ALTER TABLE "permissions" ADD COLUMN "grant_action" varchar(10);--> statement-breakpoint
ALTER TABLE "permissions" ADD CONSTRAINT "permissions_grant_complete" CHECK (
  ("grant_type" IS NULL AND "grant_resource" IS NULL AND "grant_action" IS NULL)
  OR ("grant_type" IN ('ENDPOINT', 'ENTITY') AND "grant_resource" IS NOT NULL AND "grant_action" IN ('READ', 'WRITE', 'ALL'))
);
