/**
 * Migration 0009 on a database whose roles already exist (decision 064): admin and super_admin
 * get create_company, super_admin all_companies, nobody else anything; the bootstrap then writes
 * the domain's descriptions. Run twice, it changes nothing more.
 */
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, PERMISSION_DESCRIPTIONS, ROLE_NAMES } from '@abono/domain';
import { bootstrapAccessModel } from './bootstrap';
import { permissions, rolePermissions, roles } from './schema';
import { useTestApp } from '../test/testApp';

const t = useTestApp();
const MIGRATION = new URL('./migrations/0009_company_grants.sql', import.meta.url);
const NEW = ['create_company', 'all_companies'] as const;

async function runMigration() {
  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}

/** Each system role's permissions among the two new ones. */
async function newPermissionsByRole(): Promise<Record<string, string[]>> {
  const rows = await t.db
    .select({ role: roles.name, permission: permissions.name })
    .from(rolePermissions)
    .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(inArray(permissions.name, [...NEW]));
  const out: Record<string, string[]> = Object.fromEntries(ROLE_NAMES.map((r) => [r, []]));
  for (const row of rows) out[row.role]?.push(row.permission);
  for (const list of Object.values(out)) list.sort();
  return out;
}

describe('migration 0009: company grants for existing roles', () => {
  it('gives the 03 §5 defaults to the roles that exist, once, and the bootstrap the descriptions', async () => {
    // The database as it was before 0009: roles and their permissions, none of the new ones.
    const ids = (
      await t.db
        .select({ id: permissions.id })
        .from(permissions)
        .where(inArray(permissions.name, [...NEW]))
    ).map((p) => p.id);
    await t.db.delete(rolePermissions).where(inArray(rolePermissions.permissionId, ids));
    await t.db.delete(permissions).where(inArray(permissions.id, ids));

    await runMigration();
    await runMigration();
    const expected = Object.fromEntries(
      ROLE_NAMES.map((r) => [
        r,
        DEFAULT_ROLE_PERMISSIONS[r].filter((p) => (NEW as readonly string[]).includes(p)).sort(),
      ]),
    );
    expect(await newPermissionsByRole()).toEqual(expected);
    expect(expected).toMatchObject({
      admin: ['create_company'],
      super_admin: ['all_companies', 'create_company'],
      hr: [],
    });

    await bootstrapAccessModel(t.db);
    const stored = await t.db
      .select({ name: permissions.name, description: permissions.description })
      .from(permissions)
      .where(inArray(permissions.name, [...NEW]));
    expect(Object.fromEntries(stored.map((p) => [p.name, p.description]))).toEqual({
      create_company: PERMISSION_DESCRIPTIONS.create_company,
      all_companies: PERMISSION_DESCRIPTIONS.all_companies,
    });
  });
});
