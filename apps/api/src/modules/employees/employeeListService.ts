/**
 * The employees list and one employee (spec 02 "Employees list"), read in the
 * company the caller selected. Paging, sorting and searching run on the server: a company can
 * hold 50,000 employees, and the page and its total come from ONE statement (a count joined
 * laterally to the page), so each list call is a single round trip.
 *
 * - role: the linked user's role (account-wide), else the one HR gave the record
 *   (employees.role_id), else employee (roleAssignment.ts RoleBook.effective says the same).
 * - accessActive: the linked user's users.is_active; false without an account.
 * - activationCodeExpiresAt: the expiry of a pending, unexpired activation code (the clock's now).
 * - search: a substring of control number, name, e-mail or RFC, whatever the case and accents
 *   (one LIKE on the trigram-indexed employees.search_text, folded like the term by search_fold;
 *   decision 052); the user's own % and _ are literal. Names sort the Spanish way (person_name
 *   collation). Ties in every sort are broken by id, so pages never overlap.
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  EmployeeDetail,
  EmployeeList,
  EmployeeListQuery,
  EmployeeListRow,
  EmployeeListSort,
  EmployeeStatus,
} from '@abono/domain';
import { DEFAULT_IMPORT_ROLE } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { foldedContains } from '../../db/containsPattern';
import { personNameKey } from '../../db/personName';
import { employees, roles, users } from '../../db/schema';
import type { PolicyUser } from '../../core/policy/authorize';
import { requireAccess } from '../../core/policy/requireAccess';

const userRole = alias(roles, 'user_role');
const recordRole = alias(roles, 'record_role');

const roleId = sql<number>`coalesce(${userRole.id}, ${recordRole.id}, (select r.id from ${roles} r
  where r.name = ${DEFAULT_IMPORT_ROLE}))`;
const roleName = sql<string>`coalesce(${userRole.name}, ${recordRole.name}, ${DEFAULT_IMPORT_ROLE})`;
/** Sorting by access: no account, then inactive, then active. */
const accessRank = sql<number>`(case when ${users.isActive} then 2 when ${employees.userId} is not null then 1
  else 0 end)`;

/** The pending code's expiry, when it is still usable at `now`. */
function pendingCodeExpiry(now: Date) {
  return sql<
    Date | string | null
  >`(case when ${employees.userId} is null and ${employees.activationCodeHash} is not null
    and ${employees.activationCodeExpiresAt} > ${now.toISOString()}::timestamptz
    then ${employees.activationCodeExpiresAt} end)`;
}

/** Every column a row of the list or the detail shows (the list reads the list's part). */
function columnsAt(now: Date) {
  return {
    id: employees.id,
    controlNumber: employees.controlNumber,
    name: employees.name,
    email: employees.email,
    phone: employees.phone,
    status: employees.status,
    roleId: roleId.as('role_id_effective'),
    roleName: roleName.as('role_name_effective'),
    hasAccount: sql<boolean>`(${employees.userId} is not null)`.as('has_account'),
    userId: employees.userId,
    accessActive: sql<boolean>`coalesce(${users.isActive}, false)`.as('access_active'),
    activationCodeExpiresAt: pendingCodeExpiry(now).as('code_expires_at'),
    companyId: employees.companyId,
    workLocation: employees.workLocation,
    tin: employees.tin,
    accountNumber: employees.accountNumber,
    bank: employees.bank,
    totalSavings: employees.totalSavings,
    deactivatedAt: employees.deactivatedAt,
  };
}

/** The employees with the joins every row needs: the linked user, their role, the record's role. */
function selectEmployees(db: DbOrTx, now: Date) {
  return db
    .select(columnsAt(now))
    .from(employees)
    .leftJoin(users, eq(users.id, employees.userId))
    .leftJoin(userRole, eq(userRole.id, users.roleId))
    .leftJoin(recordRole, eq(recordRole.id, employees.roleId));
}

const instant = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

interface RawRow {
  id: number;
  controlNumber: string;
  name: string;
  email: string | null;
  phone: string | null;
  status: EmployeeStatus;
  roleId: number;
  roleName: string;
  hasAccount: boolean;
  userId: number | null;
  accessActive: boolean;
  activationCodeExpiresAt: Date | string | null;
}

function toListRow(r: RawRow): EmployeeListRow {
  return {
    id: r.id,
    controlNumber: r.controlNumber,
    name: r.name,
    email: r.email,
    phone: r.phone,
    status: r.status,
    role: { id: Number(r.roleId), name: r.roleName },
    hasAccount: r.hasAccount,
    userId: r.userId,
    accessActive: r.accessActive,
    activationCodeExpiresAt: instant(r.activationCodeExpiresAt),
  };
}

/** Sort keys; the nullable ones put their blanks last in both directions. */
const SORTS: Record<EmployeeListSort, { key: SQL; nullable?: boolean }> = {
  control_number: { key: sql`${employees.controlNumber}` },
  name: { key: personNameKey(employees.name) },
  email: { key: sql`${employees.email}`, nullable: true },
  phone: { key: sql`${employees.phone}`, nullable: true },
  status: { key: sql`${employees.status}` },
  role: { key: roleName },
  access: { key: accessRank },
};

function orderOf(query: Pick<EmployeeListQuery, 'sort' | 'order'>): SQL[] {
  const { key, nullable } = SORTS[query.sort];
  const direction = query.order === 'desc' ? desc(key) : asc(key);
  return [nullable ? sql`${direction} nulls last` : direction, asc(employees.id)];
}

/** The list's filter (exported so a test can EXPLAIN it: the search must stay on the trigram index). */
export function employeeListWhere(query: Pick<EmployeeListQuery, 'company_id' | 'search' | 'status'>): SQL {
  const parts: SQL[] = [eq(employees.companyId, query.company_id)];
  if (query.status) parts.push(eq(employees.status, query.status));
  // employees.search_text is the four columns folded (schema/people.ts), trigram-indexed.
  if (query.search) parts.push(sql`${employees.searchText} like ${foldedContains(query.search)}`);
  return and(...parts)!;
}

/** GET /employees: one page of the company's employees and how many match. */
export async function listEmployees(db: DbOrTx, query: EmployeeListQuery, now: Date): Promise<EmployeeList> {
  const where = employeeListWhere(query);
  const page = selectEmployees(db, now)
    .where(where)
    .orderBy(...orderOf(query))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  // The count and the page in one statement: a page past the end still brings the total.
  const result = await db.execute<{ total: number; row: RawRow | null }>(sql`
    select c.total, to_json(p) as row
    from (select count(*)::int as total from ${employees} where ${where}) c
    left join lateral (${page}) p on true`);
  const total = result.rows[0]?.total ?? 0;
  const rows = result.rows.flatMap((r) => (r.row ? [toListRow(fromJsonRow(r.row))] : []));
  return { total, page: query.page, page_size: query.page_size, rows };
}

/** to_json names the columns as the page's SELECT aliased them (the SQL names). */
function fromJsonRow(json: unknown): RawRow {
  const r = json as Record<string, unknown>;
  return {
    id: r.id as number,
    controlNumber: r.control_number as string,
    name: r.name as string,
    email: r.email as string | null,
    phone: r.phone as string | null,
    status: r.status as EmployeeStatus,
    roleId: r.role_id_effective as number,
    roleName: r.role_name_effective as string,
    hasAccount: r.has_account as boolean,
    userId: r.user_id as number | null,
    accessActive: r.access_active as boolean,
    activationCodeExpiresAt: r.code_expires_at as string | null,
  };
}

type DetailRow = RawRow & {
  companyId: number;
  workLocation: string;
  tin: string | null;
  accountNumber: string | null;
  bank: EmployeeDetail['bank'];
  totalSavings: string;
  deactivatedAt: Date | null;
};

/** The one mapper of the detail: a row of the list's columns, as GET /employees/{id} and every write answer it. */
function toEmployeeDetail(row: DetailRow): EmployeeDetail {
  return {
    ...toListRow(row),
    companyId: row.companyId,
    workLocation: row.workLocation,
    tin: row.tin,
    accountNumber: row.accountNumber,
    bank: row.bank,
    totalSavings: row.totalSavings,
    deactivatedAt: instant(row.deactivatedAt),
  };
}

/**
 * GET /employees/{id}: the employee `employeeId` of company `companyId`, or 404 (another company's id
 * leaks nothing).
 */
export async function employeeDetail(
  db: DbOrTx,
  actor: PolicyUser,
  employeeId: number,
  companyId: number,
  now: Date,
): Promise<EmployeeDetail> {
  const [found] = await selectEmployees(db, now).where(
    and(eq(employees.id, employeeId), eq(employees.companyId, companyId)),
  );
  const { object: row } = await requireAccess(db, actor, 'employee.read', found, { companyId });
  return toEmployeeDetail(row);
}

/**
 * The answer of a create or an edit: the record it just wrote, read inside the write's own
 * transaction with the joins only the list's columns compute (the effective role, the account's
 * state, a pending code), so those rules keep one home. The write already decided the access.
 */
export async function writtenEmployeeDetail(tx: DbOrTx, employeeId: number, now: Date): Promise<EmployeeDetail> {
  const [row] = await selectEmployees(tx, now).where(eq(employees.id, employeeId));
  return toEmployeeDetail(row!);
}
