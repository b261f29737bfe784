-- Creating a company and reaching every company are permissions now, not role names (decision 064).
-- The access-model bootstrap gives them to the roles it creates; a database whose roles already
-- exist gets the 03 §5 defaults here, once: admin and super_admin create companies, super_admin
-- reaches every company. The descriptions are the domain's, filled in by the bootstrap.
INSERT INTO "permissions" ("name") VALUES ('create_company'), ('all_companies') ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_permissions" ("role_id", "permission_id")
SELECT r."id", p."id"
FROM "roles" r
JOIN "permissions" p ON (r."name", p."name") IN (('admin', 'create_company'), ('super_admin', 'create_company'), ('super_admin', 'all_companies'))
ON CONFLICT DO NOTHING;
