/**
 * POST /employees/import (03 §4): the template's rows, upserted by control number
 * within the company.
 *
 * - The file is read by files/employeeImportFile, in the spreadsheet worker: the header by its
 *   text, every row through the domain's parseEmployeeImportRow (the form's rules), a repeated
 *   control number an error on the later row. An absent optional column keeps what the
 *   employees have.
 * - Valid rows are written in ONE transaction, set-based (one INSERT and one UPDATE for all the
 *   rows), under a per-company advisory lock, so two imports never interleave and a crash leaves
 *   the table as it was. Rows whose values equal the stored ones are `unchanged` and are not
 *   written at all (updated_at untouched): importing a file twice changes nothing the second time.
 * - A blank Estatus or Rol means hired / employee for a new employee (03 §4) but keeps an
 *   existing employee's: re-importing a list without those columns filled must not re-hire the
 *   fired or demote anyone. Status and role changes follow the form's rules (employeeService.ts,
 *   roleAssignment.ts); a row that breaks one is reported, the others are saved. A row that would
 *   change the importer's own record is one of those (decision 097).
 * - Nothing links (03 §6, decision 047): an RFC a registered user has attaches no account.
 */
import { sql } from 'drizzle-orm';
import {
  ownRecordRefusal,
  statusActionOf,
  statusAfterEdit,
  type EmployeeImportColumn,
  type EmployeeImportResult,
  type Money,
  serverMessage,
} from '@abono/domain';
import { statusChangeEffects } from './deactivationEffects';
import type { Db, DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';
import type { EmployeeImportFile, ValidImportRow } from '../../files/employeeImportFile';
import { AppError, isAppError } from '../../lib/appError';
import { maskedAccount } from '../../core/audit/maskedAccount';
import { recordAudits, type AuditEntry } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { lockEmployeeRecords, type EmployeeRecord } from './employeeRecord';
import { assertMayFire, statusSideEffects, withUniqueControlNumber } from './employeeService';
import { canAssignRole, changeRole, loadRoleBook, type RoleBook, type RoleFacts } from './roleAssignment';

type Success = EmployeeImportResult['results']['success'][number];

/** The stored employees the rows may update, by control number (locked for the transaction). */
async function lockExisting(tx: DbOrTx, companyId: number, controls: string[]): Promise<Map<string, EmployeeRecord>> {
  if (controls.length === 0) return new Map();
  const rows = await lockEmployeeRecords(
    tx,
    sql`${employees.companyId} = ${companyId} and ${employees.controlNumber} = any(${sql.param(controls)}::text[])`,
  );
  return new Map(rows.map((r) => [r.controlNumber, r]));
}

/** The columns an import writes and compares, as the row will hold them. */
const COMPARED = [
  'name',
  'email',
  'phone',
  'status',
  'workLocation',
  'tin',
  'accountNumber',
  'bank',
  'roleId',
] as const;
type Target = Pick<EmployeeRecord, (typeof COMPARED)[number]>;

interface Planned {
  row: ValidImportRow;
  existing: EmployeeRecord | null;
  target: Target;
  changed: (keyof Target)[];
  deactivatedAt: Date | null;
  totalSavings: Money;
  /** What a hired ↔ fired change did besides the status (open loans rejected, access ended). */
  effects: Record<string, unknown>;
}

/** What an existing row becomes: the file's values for the columns it has, the role and status rules. */
async function planUpdate(
  tx: DbOrTx,
  actor: AuthUser,
  book: RoleBook,
  row: ValidImportRow,
  existing: EmployeeRecord,
  present: Set<EmployeeImportColumn>,
  now: Date,
): Promise<Planned> {
  const pick = <T>(key: EmployeeImportColumn, fromFile: T, stored: T): T => (present.has(key) ? fromFile : stored);
  const d = row.data;
  const status = row.statusGiven ? statusAfterEdit(existing.status, d.status) : existing.status;
  if (existing.status === 'hired' && status === 'fired') await assertMayFire(tx, existing.id, existing.companyId, now);
  // Last, because a linked user's role is written at once: every refusal comes before any write.
  let roleId = existing.roleId;
  if (row.roleGiven) {
    const next = book.byName.get(d.role)!;
    await changeRole(
      tx,
      actor,
      { employee: existing, current: book.effective(existing.userRoleId, existing.roleId) },
      next,
      now,
    );
    roleId = next.id;
  }
  const target: Target = {
    name: d.name,
    email: pick('email', d.email, existing.email),
    phone: pick('phone', d.phone, existing.phone),
    status,
    workLocation: d.workLocation,
    tin: pick('tin', d.tin, existing.tin),
    accountNumber: pick('accountNumber', d.accountNumber, existing.accountNumber),
    bank: pick('bank', d.bank, existing.bank),
    // The role HR chose stays on the record even when it equals its user's.
    roleId,
  };
  // Nobody changes their own record (decision 097): a row that would is reported like any refused
  // row, before its status effects write anything; the same row unchanged passes.
  if (COMPARED.some((key) => target[key] !== existing[key])) {
    const refusal = ownRecordRefusal(actor.id, 'employee.manage', [existing.userId]);
    if (refusal) throw new AppError(refusal, { message: serverMessage('ownEmployeeRecord') });
  }
  const effects = statusSideEffects(existing.status, status, now);
  // hired ↔ fired through the import has the deactivation's effects too (one home: deactivationEffects.ts).
  const action = statusActionOf(existing.status, status);
  const statusEffects = action ? await statusChangeEffects(tx, actor, existing, action, now) : {};
  return {
    row,
    existing,
    target,
    changed: COMPARED.filter((key) => target[key] !== existing[key]),
    deactivatedAt: effects.deactivatedAt === undefined ? existing.deactivatedAt : effects.deactivatedAt,
    totalSavings: effects.totalSavings ?? existing.totalSavings,
    effects: statusEffects,
  };
}

function planCreate(actor: AuthUser, book: RoleBook, row: ValidImportRow, now: Date): Planned {
  const role: RoleFacts = book.byName.get(row.data.role)!;
  if (!canAssignRole(actor, role))
    throw new AppError('role_not_assignable', { message: serverMessage('roleNotAssignable', { role: role.name }) });
  const d = row.data;
  return {
    row,
    existing: null,
    target: {
      name: d.name,
      email: d.email,
      phone: d.phone,
      status: d.status,
      workLocation: d.workLocation,
      tin: d.tin,
      accountNumber: d.accountNumber,
      bank: d.bank,
      roleId: role.id,
    },
    changed: [],
    // A new record starts as if hired: a fired one is dated as any deactivation.
    deactivatedAt: statusSideEffects('hired', d.status, now).deactivatedAt ?? null,
    totalSavings: '0.00',
    effects: {},
  };
}

/** One JSON parameter that PostgreSQL expands: no bound-value limit, one statement for all rows. */
const recordset = (rows: Planned[], now: Date) =>
  JSON.stringify(
    rows.map((p) => ({
      id: p.existing?.id ?? null,
      control_number: p.row.data.controlNumber,
      name: p.target.name,
      email: p.target.email,
      phone: p.target.phone,
      status: p.target.status,
      work_location: p.target.workLocation,
      tin: p.target.tin,
      account_number: p.target.accountNumber,
      bank: p.target.bank,
      role_id: p.target.roleId,
      deactivated_at: p.deactivatedAt?.toISOString() ?? null,
      total_savings: p.totalSavings,
      at: now.toISOString(),
    })),
  );

const RECORD_COLUMNS =
  sql.raw(`r(id integer, control_number varchar, name varchar, email varchar, phone varchar, status varchar,
  work_location varchar, tin varchar, account_number varchar, bank varchar, role_id integer,
  deactivated_at timestamptz, total_savings numeric, at timestamptz)`);

async function insertCreated(
  tx: DbOrTx,
  companyId: number,
  created: Planned[],
  now: Date,
): Promise<Map<string, number>> {
  if (created.length === 0) return new Map();
  const result = await tx.execute<{ id: number; control_number: string }>(sql`
    insert into ${employees} (company_id, control_number, name, email, phone, status, work_location, tin,
    account_number, bank, role_id, deactivated_at, total_savings, created_at, updated_at)
    select ${companyId}, r.control_number, r.name, r.email, r.phone, r.status, r.work_location, r.tin,
    r.account_number, r.bank, r.role_id, r.deactivated_at, r.total_savings, r.at, r.at
    from jsonb_to_recordset(${recordset(created, now)}::jsonb) as ${RECORD_COLUMNS}
    returning id, control_number`);
  return new Map(result.rows.map((r) => [r.control_number, r.id]));
}

async function writeUpdated(tx: DbOrTx, companyId: number, updated: Planned[], now: Date): Promise<void> {
  if (updated.length === 0) return;
  await tx.execute(sql`
    update ${employees} e
    set name = r.name, email = r.email, phone = r.phone, status = r.status, work_location = r.work_location,
    tin = r.tin, account_number = r.account_number, bank = r.bank, role_id = r.role_id,
    deactivated_at = r.deactivated_at, total_savings = r.total_savings, updated_at = r.at
    from jsonb_to_recordset(${recordset(updated, now)}::jsonb) as ${RECORD_COLUMNS}
    where e.id = r.id and e.company_id = ${companyId}`);
}

/**
 * `readFile` reads the uploaded template with the role names this import may name (the route
 * reads it in the spreadsheet worker: readEmployeeImportFile).
 */
export async function importEmployees(
  db: Db,
  actor: AuthUser,
  companyId: number,
  readFile: (params: { roleNames: string[] }) => Promise<EmployeeImportFile>,
  now: Date,
): Promise<EmployeeImportResult> {
  const book = await loadRoleBook(db);
  const { valid, errors, present } = await readFile({ roleNames: [...book.byName.keys()] });
  return withUniqueControlNumber(() =>
    db.transaction(async (tx) => {
      // One import per company at a time: two concurrent imports serialize, never interleave.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('employee-import'), ${companyId})`);
      const existing = await lockExisting(
        tx,
        companyId,
        valid.map((v) => v.data.controlNumber),
      );
      const plans: Planned[] = [];
      for (const row of valid) {
        const stored = existing.get(row.data.controlNumber);
        try {
          // Each refusal is thrown before the row writes anything, so a refused row leaves nothing behind.
          plans.push(
            stored ? await planUpdate(tx, actor, book, row, stored, present, now) : planCreate(actor, book, row, now),
          );
        } catch (error) {
          if (!isAppError(error) || error.statusCode >= 500) throw error;
          errors.push({ row: row.row, controlNumber: row.data.controlNumber, error: error.message.replace(/\.$/, '') });
        }
      }
      const created = plans.filter((p) => p.existing === null);
      const updated = plans.filter((p) => p.existing !== null && p.changed.length > 0);
      const idOf = await insertCreated(tx, companyId, created, now);
      await writeUpdated(tx, companyId, updated, now);

      const audits: AuditEntry[] = [
        ...created.map((p) => {
          const id = idOf.get(p.row.data.controlNumber)!;
          return {
            entityType: 'employee',
            entityId: id,
            companyId,
            actorUserId: actor.id,
            action: 'import_create',
            toStatus: p.target.status,
            changes: { control_number: p.row.data.controlNumber, row: p.row.row },
          };
        }),
        ...updated.map((p) => ({
          entityType: 'employee',
          entityId: p.existing!.id,
          companyId,
          actorUserId: actor.id,
          action: 'import_update',
          fromStatus: p.existing!.status,
          toStatus: p.target.status,
          changes: {
            fields: p.changed,
            row: p.row.row,
            ...(p.changed.includes('accountNumber')
              ? {
                  account: {
                    from: maskedAccount(p.existing!.accountNumber),
                    to: maskedAccount(p.target.accountNumber),
                  },
                }
              : {}),
            ...p.effects,
          },
        })),
      ];
      await recordAudits(tx, audits);

      const success: Success[] = plans.map((p) => ({
        row: p.row.row,
        controlNumber: p.row.data.controlNumber,
        action: p.existing === null ? 'created' : p.changed.length > 0 ? 'updated' : 'unchanged',
      }));
      success.sort((a, b) => a.row - b.row);
      errors.sort((a, b) => a.row - b.row);
      return { results: { success, errors } };
    }),
  );
}
