/**
 * Test data straight into the database (real rows, no mocks) and a real login.
 */
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  FINGERPRINT_HEADER,
  REFRESH_COOKIE,
  activeFlagFor,
  addDays,
  addMoney,
  subMoney,
  todayInMexicoCity,
  type CalculationResult,
  type CounterOfferDetails,
  type LoanStatus,
  type RoleName,
} from '@abono/domain';
import type { Db } from '../db/client';
import {
  companies,
  companyProducts,
  companySettings,
  employees,
  loans,
  permissions,
  products,
  rolePermissions,
  roles,
  userCompanies,
  users,
} from '../db/schema';
import { hashPassword } from '../core/auth/password';

export const TEST_PASSWORD = 'Prueba#2026';

let sequence = 0;
/**
 * A unique RFC (the domain's pattern, decision 047): the prefix's first letters (padded with X),
 * a random valid birth date and a random three-character homoclave (about 1.5e9 values per prefix).
 */
export function uniqueTin(prefix = 'TEST'): string {
  sequence += 1;
  const letters = `${prefix.toUpperCase().replace(/[^A-Z]/g, '')}XXXX`.slice(0, 4);
  const bytes = randomBytes(6);
  const two = (n: number) => String(n).padStart(2, '0');
  const homoclave = [...bytes.subarray(3)]
    .map((b) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[(b + sequence) % 36])
    .join('');
  return `${letters}${two(bytes[0]! % 100)}${two((bytes[1]! % 12) + 1)}${two((bytes[2]! % 28) + 1)}${homoclave}`;
}

const hashes = new Map<string, Promise<string>>();
/** argon2 is slow on purpose: hash each distinct test password once. */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createCompany(
  db: Db,
  input: { name?: string; interestRate?: string; deadline?: string | null; issuerCode?: string | null } = {},
): Promise<{ id: number; name: string }> {
  const name = input.name ?? `Empresa ${uniqueTin('')}`;
  const [company] = await db.insert(companies).values({ name }).returning({ id: companies.id, name: companies.name });
  await db.insert(companySettings).values({
    companyId: company!.id,
    interestRate: input.interestRate ?? '2.5',
    deadline: input.deadline === undefined ? '2026-12-18' : input.deadline,
    issuerCode: input.issuerCode ?? null,
    companyLegalName: `${name} S.A. de C.V.`,
    companyLocation: 'León, Guanajuato',
    hsbcAccountNumber: '1234567890',
  });
  return company!;
}

export interface TestUser {
  id: number;
  tin: string;
  password: string;
  role: RoleName;
}

export async function createUser(
  db: Db,
  input: {
    role?: RoleName;
    tin?: string;
    password?: string;
    email?: string | null;
    phone?: string | null;
    isActive?: boolean;
    companyIds?: number[];
  } = {},
): Promise<TestUser> {
  const role = input.role ?? 'employee';
  const tin = input.tin ?? uniqueTin();
  const password = input.password ?? TEST_PASSWORD;
  const [roleRow] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  const [user] = await db
    .insert(users)
    .values({
      tin,
      passwordHash: await cachedHash(password),
      roleId: roleRow!.id,
      email: input.email === undefined ? `${tin.toLowerCase()}@ejemplo.mx` : input.email,
      phone: input.phone === undefined ? '4771234567' : input.phone,
      isActive: input.isActive ?? true,
    })
    .returning({ id: users.id });
  for (const companyId of input.companyIds ?? []) await grantAccess(db, user!.id, companyId);
  return { id: user!.id, tin, password, role };
}

/**
 * A role of any name holding exactly `permissionNames` (03 §5: roles are editable), for tests
 * proving that access follows the permissions, never the role's name. Returns the role id.
 */
export async function createRole(
  db: Db,
  permissionNames: readonly string[],
  name = `rol_${uniqueTin('').toLowerCase()}`,
): Promise<number> {
  const [role] = await db
    .insert(roles)
    .values({ name: name.slice(0, 50), description: 'Rol de prueba' })
    .returning({ id: roles.id });
  if (permissionNames.length > 0) {
    const rows = await db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, [...permissionNames]));
    if (rows.length !== permissionNames.length)
      throw new Error(`Unknown permission among ${permissionNames.join(', ')}`);
    await db.insert(rolePermissions).values(rows.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  }
  return role!.id;
}

/** Moves a user to another role (e.g. one made by createRole). */
export async function setUserRole(db: Db, userId: number, roleId: number): Promise<void> {
  await db.update(users).set({ roleId }).where(eq(users.id, userId));
}

export async function grantAccess(db: Db, userId: number, companyId: number): Promise<void> {
  await db.insert(userCompanies).values({ userId, companyId }).onConflictDoNothing();
}

export async function createEmployee(
  db: Db,
  input: { companyId: number; tin?: string | null; userId?: number | null; controlNumber?: string; name?: string },
): Promise<{ id: number; controlNumber: string }> {
  const controlNumber = input.controlNumber ?? `E${uniqueTin('')}`.slice(0, 30);
  const [employee] = await db
    .insert(employees)
    .values({
      companyId: input.companyId,
      userId: input.userId ?? null,
      controlNumber,
      name: input.name ?? 'María Pérez López',
      workLocation: 'Planta León',
      tin: input.tin ?? null,
      status: 'hired',
    })
    .returning({ id: employees.id });
  return { id: employee!.id, controlNumber };
}

/**
 * A loan row of a fresh employee of the company (one active loan per employee), with fixed
 * consistent figures; is_active as the service would store it for the status.
 */
export async function createLoan(
  db: Db,
  input: {
    companyId: number;
    employeeId?: number;
    status?: LoanStatus;
    finalPaymentDate?: string;
    isActive?: boolean;
    /** The new employee's control number, also the loan's employee_code. */
    controlNumber?: string;
    calculationResult?: CalculationResult;
    totalSavings?: string;
    /** The amount; interest stays 10.00 and the final payment `finalPayment` (10.00). */
    amount?: string;
    finalPayment?: string;
    counterOffer?: CounterOfferDetails | null;
    createdAt?: Date;
  },
): Promise<{ id: number; employeeId: number }> {
  const employeeId =
    input.employeeId ??
    (await createEmployee(db, { companyId: input.companyId, controlNumber: input.controlNumber })).id;
  const amount = input.amount ?? '1000.00';
  const today = todayInMexicoCity();
  const status = input.status ?? 'pending';
  const [row] = await db
    .insert(loans)
    .values({
      companyId: input.companyId,
      employeeId,
      status,
      isActive: input.isActive ?? activeFlagFor(status),
      requestedOn: today,
      monthlyRate: '2.5',
      deadline: addDays(today, 70),
      originalAmount: amount,
      weeklyDiscount: '100.00',
      interestAmount: '10.00',
      totalAmount: addMoney(amount, '10.00'),
      availableWeeks: 10,
      weeksNeeded: 10,
      paidByDeductions: subMoney(addMoney(amount, '10.00'), input.finalPayment ?? '10.00'),
      finalPayment: input.finalPayment ?? '10.00',
      calculationResult: input.calculationResult ?? 'pending',
      totalSavings: input.totalSavings ?? '0.00',
      counterOffer: input.counterOffer ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
      finalPaymentDate: input.finalPaymentDate ?? addDays(today, 70),
      firstPaymentDate: addDays(today, 7),
      employeeCode: input.controlNumber ?? 'E-1',
      employeeName: 'María Pérez López',
      branch: 'Planta León',
    })
    .returning({ id: loans.id });
  return { id: row!.id, employeeId };
}

export async function createProduct(
  db: Db,
  input: { companyIds?: number[]; name?: string; isActive?: boolean; type?: 'loan' | 'insurance' | 'advance' } = {},
): Promise<{ id: number }> {
  const [product] = await db
    .insert(products)
    .values({
      name: input.name ?? 'Préstamo de nómina',
      description: 'Descuento semanal',
      isActive: input.isActive ?? true,
      type: input.type ?? 'loan',
    })
    .returning({ id: products.id });
  for (const companyId of input.companyIds ?? []) {
    await db.insert(companyProducts).values({ companyId, productId: product!.id });
  }
  return product!;
}

export interface Session {
  token: string;
  /** The refresh cookie's value. */
  refreshToken: string;
  fingerprint: string;
  /** Headers for an authenticated call from the same device. */
  headers: Record<string, string>;
}

let deviceSequence = 0;
export function newFingerprint(): string {
  deviceSequence += 1;
  return `test-device-${deviceSequence}-${randomBytes(4).toString('hex')}`;
}

/** The cookie header that sends a refresh token back. */
export function refreshCookieHeader(refreshToken: string): Record<string, string> {
  return { cookie: `${REFRESH_COOKIE}=${refreshToken}` };
}

export function refreshCookieOf(response: { cookies: Array<{ name: string; value: string }> }): string | undefined {
  return response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
}

/** Logs in through the real endpoint and returns what a browser would hold. */
export async function loginAs(
  app: FastifyInstance,
  tin: string,
  password: string = TEST_PASSWORD,
  fingerprint: string = newFingerprint(),
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { [FINGERPRINT_HEADER]: fingerprint },
    payload: { tin, password, fingerprint },
  });
  if (response.statusCode !== 200) throw new Error(`login ${tin} failed: ${response.statusCode} ${response.body}`);
  const token = (response.json() as { accessToken: string }).accessToken;
  const refreshToken = refreshCookieOf(response);
  if (!refreshToken) throw new Error('login did not set the refresh cookie');
  return {
    token,
    refreshToken,
    fingerprint,
    headers: { authorization: `Bearer ${token}`, [FINGERPRINT_HEADER]: fingerprint },
  };
}
