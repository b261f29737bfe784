/**
 * The five demo accounts of 03 §7 (one per role, password Demo#2026) and their users. README
 * prints the same table.
 */
import { inArray } from 'drizzle-orm';
import type { RoleName } from '@abono/domain';
import type { Tx } from '../client';
import { roles, users } from '../schema';

export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoAccount {
  tin: string;
  role: RoleName;
  name: string;
  email: string;
  phone: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    tin: 'SADM800101AA1',
    role: 'super_admin',
    name: 'Sofía Administradora General',
    email: 'superadmin@abono.demo',
    phone: '+52 55 1000 0001',
  },
  {
    tin: 'ADMI800101AA1',
    role: 'admin',
    name: 'Adriana Mendoza Ruiz',
    email: 'admin@abono.demo',
    phone: '+52 477 100 0002',
  },
  {
    tin: 'RRHH800101AA1',
    role: 'hr',
    name: 'Rocío Hernández Salas',
    email: 'rrhh@abono.demo',
    phone: '+52 477 100 0003',
  },
  {
    tin: 'TESO800101AA1',
    role: 'treasury',
    name: 'Tomás Esquivel Ortega',
    email: 'tesoreria@abono.demo',
    phone: '+52 477 100 0004',
  },
  {
    tin: 'EMPL800101AA1',
    role: 'employee',
    name: 'Empleado Demo',
    email: 'empleado@abono.demo',
    phone: '+52 477 100 0005',
  },
];

/** The five accounts; an existing account with a demo tin is left as it is. */
export async function seedDemoUsers(tx: Tx, passwordHash: string): Promise<Map<RoleName, number>> {
  const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => {
        const id = roleId.get(a.role);
        if (id === undefined) throw new Error(`Falta el rol ${a.role}: la base de datos no está inicializada.`);
        return { tin: a.tin, passwordHash, roleId: id, email: a.email, phone: a.phone };
      }),
    )
    .onConflictDoNothing({ target: users.tin });
  const rows = await tx
    .select({ id: users.id, tin: users.tin })
    .from(users)
    .where(
      inArray(
        users.tin,
        DEMO_ACCOUNTS.map((a) => a.tin),
      ),
    );
  const idByTin = new Map(rows.map((r) => [r.tin, r.id]));
  return new Map(DEMO_ACCOUNTS.map((a) => [a.role, idByTin.get(a.tin)!]));
}
