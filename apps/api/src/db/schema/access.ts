/** Roles, permissions, users, companies and who may work in which company. */
import { boolean, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { PermissionAction, PermissionType } from '@abono/domain';
import { createdAt, updatedAt } from './columns';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  description: varchar('description', { length: 255 }).notNull().default(''),
  /** The five roles of the specs; they can be edited but not deleted. */
  isSystem: boolean('is_system').notNull().default(false),
  createdAt: createdAt(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: varchar('description', { length: 255 }).notNull().default(''),
  /** A custom permission's one grant (decision 076); null on the domain's permissions. */
  grantType: varchar('grant_type', { length: 10 }).$type<PermissionType>(),
  grantResource: varchar('grant_resource', { length: 50 }),
  grantAction: varchar('grant_action', { length: 10 }).$type<PermissionAction>(),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tin: varchar('tin', { length: 30 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    email: varchar('email', { length: 255 }),
    phone: varchar('phone', { length: 30 }),
    isActive: boolean('is_active').notNull().default(true),
    /** Whether the person's notices also arrive by e-mail when SMTP is configured (decision 086). */
    emailNotices: boolean('email_notices').notNull().default(true),
    /** Bumped to kill every session of the user (revoke, deactivate, reset). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // RFCs are stored normalized (tin.ts, migration 0006) and compared exactly: users_tin_unique.
  (t) => [index('users_role_idx').on(t.roleId)],
);

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  /** Public id of the logo in the image store (`/api/files/{publicId}`). */
  logo: varchar('logo', { length: 200 }),
  createdAt: createdAt(),
});

/** Which companies a user may work in (presence = access). */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('user_companies_company_idx').on(t.companyId)],
);
