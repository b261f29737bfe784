/**
 * Sign-in, registration, refresh and logout (03 §1, §6; spec 01 §4–§5).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TokenResponse } from '@abono/domain';
import type { Db } from '../../db/client';
import { companies, employees, roles, userCompanies, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { notify } from '../notifications/notify';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from './accessToken';
import { assertLoginAllowed, recordLoginAttempt } from './loginThrottle';
import { dummyVerify, hashPassword, verifyPassword } from './password';
import {
  familyOfToken,
  revokeFamily,
  rotateRefreshToken,
  startRefreshFamily,
  type IssuedRefreshToken,
} from './refreshTokens';

export interface SessionTokens {
  body: TokenResponse;
  refresh: IssuedRefreshToken;
}

async function accessTokenFor(jwtSecret: Uint8Array, userId: number, tokenVersion: number): Promise<TokenResponse> {
  const accessToken = await signAccessToken(jwtSecret, { userId, tokenVersion });
  return { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}

export async function login(
  db: Db,
  jwtSecret: Uint8Array,
  input: { tin: string; password: string },
  meta: { ip: string; fingerprintHash: string },
): Promise<SessionTokens> {
  await assertLoginAllowed(db, input.tin, meta.ip);

  const [user] = await db
    .select({
      id: users.id,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.tin, input.tin));

  if (!user) {
    await dummyVerify(input.password);
    await recordLoginAttempt(db, input.tin, meta.ip, false);
    throw new AppError('invalid_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordLoginAttempt(db, input.tin, meta.ip, false);
    throw new AppError('invalid_credentials');
  }
  // Only someone who knows the password learns that the account is deactivated.
  if (!user.isActive) throw new AppError('user_inactive');

  const refresh = await db.transaction(async (tx) => {
    await recordLoginAttempt(tx, input.tin, meta.ip, true);
    return startRefreshFamily(tx, user.id, meta.fingerprintHash);
  });
  return { body: await accessTokenFor(jwtSecret, user.id, user.tokenVersion), refresh };
}

export async function refresh(
  db: Db,
  jwtSecret: Uint8Array,
  token: string | null,
  fingerprintHash: string,
): Promise<SessionTokens> {
  if (!token) throw new AppError('invalid_refresh_token');
  const result = await rotateRefreshToken(db, token, fingerprintHash);
  if (!result.ok) throw new AppError('invalid_refresh_token');
  return { body: await accessTokenFor(jwtSecret, result.userId, result.tokenVersion), refresh: result.refresh };
}

/** Revokes the family of the presented refresh cookie when it belongs to the caller. */
export async function logout(db: Db, userId: number, token: string | null): Promise<void> {
  if (!token) return;
  const familyId = await familyOfToken(db, token, userId);
  if (familyId) await revokeFamily(db, familyId, 'logout');
}

export interface RegisterResult {
  id: number;
  tin: string;
  /** Companies whose employee records carry this tin; the user now has access to them. */
  companyIds: number[];
}

/**
 * 03 §6: a new user has role employee and no email or phone (so onboarding follows).
 * Employee records with the same tin are linked to the user, who gets access to their
 * companies and an employee_registration_invite notification for each.
 */
export async function register(db: Db, input: { tin: string; password: string }): Promise<RegisterResult> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, 'employee'));
    if (!role) throw new Error('The employee role is missing: the access model was not bootstrapped');

    const [user] = await tx
      .insert(users)
      .values({ tin: input.tin, passwordHash, roleId: role.id })
      .onConflictDoNothing({ target: users.tin })
      .returning({ id: users.id, tin: users.tin });
    if (!user) throw new AppError('tin_taken');

    const linked = await tx
      .update(employees)
      .set({ userId: user.id, updatedAt: new Date() })
      .where(and(eq(employees.tin, input.tin), isNull(employees.userId)))
      .returning({ companyId: employees.companyId });
    const companyIds = [...new Set(linked.map((e) => e.companyId))].sort((a, b) => a - b);
    if (companyIds.length > 0) {
      await tx
        .insert(userCompanies)
        .values(companyIds.map((companyId) => ({ userId: user.id, companyId })))
        .onConflictDoNothing();
      const names = await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, companyIds));
      for (const company of names) {
        await notify(tx, {
          userIds: [user.id],
          companyId: company.id,
          type: 'employee_registration_invite',
          title: `Bienvenido a ${company.name}`,
          message: `Tu cuenta quedó vinculada a ${company.name}. Ya puedes consultar sus ofertas de préstamo.`,
          resourceType: 'company',
          resourceId: company.id,
        });
      }
    }
    return { id: user.id, tin: user.tin, companyIds };
  });
}
