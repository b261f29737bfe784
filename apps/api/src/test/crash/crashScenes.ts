/**
 * The data each crash is tried on, written straight into the server's database, and the requests
 * that start each operation over HTTP. One company per operation, so no operation changes another's rows.
 */
import { and, eq, sql } from 'drizzle-orm';
import { EMPLOYEE_IMPORT_HEADERS, type LoanStatus } from '@abono/domain';
import type { Db } from '../../db/client';
import { auditLog, employees, loans, treasuryFiles } from '../../db/schema';
import { createCompany, createLoan, createUser } from '../factories';
import { streamedWorkbookOf } from '../spreadsheets';

export const IMPORT_ROWS = 10_000;
export const SAVINGS_ROWS = 3_000;
export const SAVINGS_LOANS = 300;
export const APPROVE_LOANS = 500;
export const BANK_FILE_LOANS = 300;

export interface Staff {
  hrTin: string;
  treasuryTin: string;
  companies: { importing: number; unheld: number; savings: number; approving: number; banking: number; orphan: number };
}

export async function seedStaff(db: Db): Promise<Staff> {
  const ids: number[] = [];
  for (let i = 0; i < 6; i++) ids.push((await createCompany(db)).id);
  const [importing, unheld, savings, approving, banking, orphan] = ids as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const hr = await createUser(db, { role: 'hr', companyIds: ids });
  const treasury = await createUser(db, { role: 'treasury', companyIds: ids });
  return {
    hrTin: hr.tin,
    treasuryTin: treasury.tin,
    companies: { importing, unheld, savings, approving, banking, orphan },
  };
}

/** The employee import template with `rows` new employees. */
export function importWorkbook(rows: number): Promise<Buffer> {
  const keys = Object.keys(EMPLOYEE_IMPORT_HEADERS) as (keyof typeof EMPLOYEE_IMPORT_HEADERS)[];
  const line = (i: number) => {
    const values: Record<string, unknown> = { controlNumber: `IMP-${i}`, name: `Empleado ${i}`, workLocation: 'León' };
    return keys.map((k) => values[k] ?? '');
  };
  return streamedWorkbookOf([
    Object.values(EMPLOYEE_IMPORT_HEADERS),
    ...Array.from({ length: rows }, (_, i) => line(i)),
  ]);
}

/** `count` hired employees of the company, control numbers `${prefix}-0…`, in one statement. */
export async function insertEmployees(db: Db, companyId: number, prefix: string, count: number): Promise<number[]> {
  const rows = await db
    .insert(employees)
    .values(
      Array.from({ length: count }, (_, i) => ({
        companyId,
        controlNumber: `${prefix}-${i}`,
        name: `Empleado ${prefix} ${i}`,
        workLocation: 'León',
        status: 'hired' as const,
      })),
    )
    .returning({ id: employees.id });
  return rows.map((r) => r.id);
}

/** The savings workbook: every employee of `insertEmployees(…, 'AH', n)` with `amountOf(i)`. */
export function savingsWorkbook(rows: number, amountOf: (i: number) => string): Promise<Buffer> {
  return streamedWorkbookOf([
    ['Número de control', 'Ahorro total'],
    ...Array.from({ length: rows }, (_, i) => [`AH-${i}`, Number(amountOf(i))]),
  ]);
}

/** `count` loans in `status` for fresh employees (with a Banorte account when `payable`). */
export async function seedLoans(
  db: Db,
  companyId: number,
  count: number,
  input: { status: 'pending' | 'approved'; calculationResult?: 'pass' | 'pending'; payable?: boolean; prefix: string },
): Promise<number[]> {
  const employeeIds = await insertEmployees(db, companyId, input.prefix, count);
  const ids: number[] = [];
  for (const [i, employeeId] of employeeIds.entries()) {
    const loan = await createLoan(db, {
      companyId,
      employeeId,
      status: input.status,
      calculationResult: input.calculationResult ?? 'pass',
      controlNumber: `${input.prefix}-${i}`,
    });
    ids.push(loan.id);
  }
  if (input.payable) {
    await db.execute(sql`update ${employees} set bank = '072', account_number = '40' || lpad(id::text, 8, '0')
      where ${employees.companyId} = ${companyId}`);
  }
  return ids;
}

export async function countWhere(db: Db, query: ReturnType<typeof sql>): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) q`);
  return rows[0]!.n;
}

export const employeesOf = (db: Db, companyId: number) =>
  countWhere(db, sql`select 1 from ${employees} where ${employees.companyId} = ${companyId}`);

export const auditsOf = (db: Db, companyId: number) =>
  countWhere(db, sql`select 1 from ${auditLog} where ${auditLog.companyId} = ${companyId}`);

export const treasuryFilesOf = (db: Db, companyId: number) =>
  countWhere(db, sql`select 1 from ${treasuryFiles} where ${treasuryFiles.companyId} = ${companyId}`);

/** How many of the company's loans are in `status`. */
export const loansIn = (db: Db, companyId: number, status: LoanStatus) =>
  countWhere(db, sql`select 1 from ${loans} where ${and(eq(loans.companyId, companyId), eq(loans.status, status))}`);
