/** Helpers of the roles and permissions tests: signed-in users of a role, and rows by name. */
import { eq, inArray } from 'drizzle-orm';
import type { RoleName } from '@abono/domain';
import type { Db } from '../../db/client';
import { permissions, roles } from '../../db/schema';
import { createUser, setUserRole } from '../../test/factories';
import type { TestContext } from '../../test/testApp';

export interface Caller {
  id: number;
  tin: string;
  headers: Record<string, string>;
}

/** A signed-in user of a built-in role, or of the role `roleId` when given. */
export async function signedIn(
  t: TestContext,
  role: RoleName = 'employee',
  options: { roleId?: number; companyIds?: number[] } = {},
): Promise<Caller> {
  const user = await createUser(t.db, { role, companyIds: options.companyIds ?? [] });
  if (options.roleId !== undefined) await setUserRole(t.db, user.id, options.roleId);
  return { id: user.id, tin: user.tin, headers: (await t.loginAs(user.tin)).headers };
}

export async function roleIdOf(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  if (!row) throw new Error(`No role ${name}`);
  return row.id;
}

export async function permissionIdsOf(db: Db, names: readonly string[]): Promise<number[]> {
  const rows = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(permissions)
    .where(inArray(permissions.name, [...names]));
  return names.map((name) => {
    const row = rows.find((r) => r.name === name);
    if (!row) throw new Error(`No permission ${name}`);
    return row.id;
  });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One call of a table of calls: method, url and the body when it has one. */
export type Call = readonly [method: Method, url: string, body?: unknown];

/** Calls the API as `caller`. */
export function callAs(t: TestContext, caller: Caller | null) {
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: caller?.headers ?? {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}
