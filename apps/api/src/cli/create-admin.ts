/**
 * `npm run create-admin -- --tin X --password Y` (03 §6): creates a super admin in any
 * database (the embedded one, or DATABASE_URL). The first super admin of a production
 * database comes from here, never from a default password. With `--reset` it sets the password
 * of an existing account instead and ends its sessions (decision 085): the way back in for a
 * super admin when no other one can issue a reset code.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { newPasswordSchema, registerFormSchema, sanitizeTin } from '@abono/domain';
import { loadConfig } from '../config';
import type { Db } from '../db/client';
import { openDatabase } from '../db/database';
import { roles, users } from '../db/schema';
import { recordAudit } from '../core/audit/recordAudit';
import { hashPassword } from '../core/auth/password';
import { revokeAllSessions } from '../core/auth/revokeAllSessions';
import { notifyPasswordChanged } from '../core/notifications/notifyPasswordChanged';

export class CreateAdminError extends Error {}

const MESSAGES: Record<string, string> = {
  'auth.error.required': 'es obligatorio',
  'auth.error.invalid_tin': 'no es un RFC válido (12 o 13 caracteres, como PEML800101AB1)',
  'auth.error.password_requirements_not_met':
    'debe tener al menos 8 caracteres y un carácter especial (!@#$%^&*(),.?":{}|<>)',
};

export interface CreatedAdmin {
  id: number;
  tin: string;
  role: 'super_admin';
}

export async function createAdmin(db: Db, input: { tin: string; password: string }): Promise<CreatedAdmin> {
  const parsed = registerFormSchema.safeParse({
    tin: input.tin,
    password: input.password,
    confirmPassword: input.password,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${i.path.join('.') === 'tin' ? 'RFC' : 'Contraseña'}: ${MESSAGES[i.message] ?? i.message}`,
    );
    throw new CreateAdminError(`Datos no válidos. ${[...new Set(problems)].join('; ')}`);
  }
  const { tin, password } = parsed.data;
  const passwordHash = await hashPassword(password);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'super_admin'));
  if (!role) throw new CreateAdminError('No existe el rol super_admin: la base de datos no está inicializada.');
  const [user] = await db
    .insert(users)
    .values({ tin, passwordHash, roleId: role.id })
    .onConflictDoNothing({ target: users.tin })
    .returning({ id: users.id, tin: users.tin });
  if (!user) throw new CreateAdminError(`Ya existe una cuenta con el RFC ${tin}.`);
  return { id: user.id, tin: user.tin, role: 'super_admin' };
}

export interface ResetAccount {
  id: number;
  tin: string;
  role: string;
}

/**
 * `--reset`: a new password for an existing account (the register rule of spec 01 §5), every
 * session ended, an audit row without actor (the CLI is nobody's session) and the notice.
 */
export async function resetAdminPassword(
  db: Db,
  input: { tin: string; password: string },
  now: Date = new Date(),
): Promise<ResetAccount> {
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) {
    const key = password.error.issues[0]?.message ?? '';
    throw new CreateAdminError(`Datos no válidos. Contraseña: ${MESSAGES[key] ?? key}`);
  }
  const tin = sanitizeTin(input.tin);
  const passwordHash = await hashPassword(password.data);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: users.id, tin: users.tin, role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.tin, tin))
      .for('update', { of: users });
    if (!account) throw new CreateAdminError(`No existe una cuenta con el RFC ${tin}.`);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, account.id));
    await revokeAllSessions(tx, account.id, now);
    await recordAudit(tx, {
      entityType: 'user',
      entityId: account.id,
      companyId: null,
      actorUserId: null,
      action: 'password_reset',
      changes: { by: 'cli' },
    });
    await notifyPasswordChanged(tx, account.id);
    return account;
  });
}

const USAGE =
  'Uso: npm run create-admin -- --tin <RFC> --password <contraseña> [--reset]\n' +
  '  --reset  cambia la contraseña de una cuenta existente y cierra todas sus sesiones';

/** Returns the exit code. */
export async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  let values: { tin?: string; password?: string; reset?: boolean; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        tin: { type: 'string' },
        password: { type: 'string' },
        reset: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 1;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const { tin, password } = values;
  if (!tin || !password) {
    const missing = [!tin && '--tin', !password && '--password'].filter(Boolean);
    console.error(`Falta ${missing.join(' y ')}.\n${USAGE}`);
    return 1;
  }

  const database = await openDatabase(loadConfig(), (m) => console.log(`[abono] ${m}`));
  try {
    if (values.reset) {
      const account = await resetAdminPassword(database.db, { tin, password });
      console.log(
        `Contraseña restablecida: id ${account.id}, RFC ${account.tin}, rol ${account.role}. Se cerraron sus sesiones.`,
      );
      return 0;
    }
    const admin = await createAdmin(database.db, { tin, password });
    console.log(`Super administrador creado: id ${admin.id}, RFC ${admin.tin}, rol ${admin.role}.`);
    return 0;
  } catch (error) {
    console.error(
      error instanceof CreateAdminError
        ? error.message
        : `No se pudo ${values.reset ? 'restablecer la contraseña' : 'crear el administrador'}: ${String(error)}`,
    );
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(`No se pudo crear el administrador: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    },
  );
}
