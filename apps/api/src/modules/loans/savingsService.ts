/**
 * POST /loans/validate-savings (03 §3, §4; issue 8 §3): a payroll export of the employees'
 * savings, matched by control number within the company, in ONE transaction:
 *  - every matched employee's total_savings is set;
 *  - their pending loans get the same savings and their calculation result (the domain's
 *    calculationResultFor); loans of employees missing from the file stay as they are.
 * The file was checked before (checkSpreadsheetUpload). Rows are streamed; the writes are
 * set-based (one statement per table), so 50,000 rows take seconds, not minutes. Uploading
 * the same file again changes nothing: only differing values are written, and the upload's
 * audit row is written only when something changed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { SAVINGS_HEADERS, calculationResultFor, parseSpreadsheetAmount, type CalculationResult, type EmployeeStatus, type SavingsBadRow, type SavingsUploadResult } from '@abono/domain';
import type { Db } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { matchHeader } from '../../files/spreadsheet/matchHeader';
import type { SheetRow } from '../../files/spreadsheet/readSheetRows';
import { recordAudit } from '../audit/recordAudit';
import type { AuthUser } from '../auth/authUser';
import { countGroups } from './listService';

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** The header must show up within the first rows (title rows above it are normal). */
const HEADER_SEARCH_ROWS = 50;
const MAX_CONTROL_LENGTH = 30;
/** Rows with these words instead of a control number are the export's own totals. */
const TOTAL_WORDS = new Set(['total', 'totales', 'suma', 'gran total']);

interface ParsedFile {
  amounts: Map<string, { amount: string; row: number }>;
  bad: SavingsBadRow[];
}

function text(cell: SheetRow['cells'][number] | undefined): string {
  return cell === null || cell === undefined ? '' : String(cell).trim();
}

async function parseRows(rows: AsyncIterable<SheetRow>): Promise<ParsedFile> {
  let columns: { controlNumber: number; savings: number } | null = null;
  const amounts = new Map<string, { amount: string; row: number }>();
  const bad: SavingsBadRow[] = [];
  for await (const { rowNumber, cells } of rows) {
    if (!columns) {
      columns = matchHeader(cells, SAVINGS_HEADERS);
      if (!columns && rowNumber >= HEADER_SEARCH_ROWS) break;
      continue;
    }
    const control = text(cells[columns.controlNumber]);
    const amountCell = cells[columns.savings] ?? null;
    // Blank rows and the export's total row are not employees: ignored, not reported.
    if (control === '' || TOTAL_WORDS.has(control.toLowerCase())) continue;
    const shown = control.slice(0, MAX_CONTROL_LENGTH);
    if (control.length > MAX_CONTROL_LENGTH || control.includes('\u0000')) {
      bad.push({ row: rowNumber, control_number: shown, reason: 'El número de control no es válido' });
      continue;
    }
    if (amounts.has(control)) {
      bad.push({ row: rowNumber, control_number: control, reason: `El número de control se repite en el archivo (fila ${amounts.get(control)!.row})` });
      continue;
    }
    const parsed = parseSpreadsheetAmount(amountCell);
    if (!parsed.ok) bad.push({ row: rowNumber, control_number: control, reason: parsed.reason });
    else amounts.set(control, { amount: parsed.amount, row: rowNumber });
  }
  if (!columns) throw new AppError('savings_header_missing');
  return { amounts, bad };
}


export async function uploadSavings(db: Db, actor: AuthUser, companyId: number, rows: AsyncIterable<SheetRow>): Promise<SavingsUploadResult> {
  const { amounts, bad } = await parseRows(rows);
  const controls = [...amounts.keys()];
  return db.transaction(async (tx) => {
    // One upload per company at a time: two concurrent uploads serialize, never interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('savings-upload'), ${companyId})`);
    const matched = controls.length === 0 ? [] : await tx
      .select({ id: employees.id, controlNumber: employees.controlNumber, status: employees.status, totalSavings: employees.totalSavings })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), sql`${employees.controlNumber} = any(${textArray(controls)})`))
      .for('update');
    const found = new Set(matched.map((e) => e.controlNumber));
    const notFound = controls.filter((c) => !found.has(c));

    const savingsOf = new Map<number, { savings: string; status: EmployeeStatus }>();
    const changedEmployees: { id: number; savings: string }[] = [];
    for (const e of matched) {
      const savings = amounts.get(e.controlNumber)!.amount;
      savingsOf.set(e.id, { savings, status: e.status });
      if (e.totalSavings !== savings) changedEmployees.push({ id: e.id, savings });
    }
    if (changedEmployees.length > 0) {
      await tx.execute(sql`
        update ${employees} set total_savings = v.savings::numeric, updated_at = now()
        from (select unnest(${intArray(changedEmployees.map((e) => e.id))}) as id, unnest(${textArray(changedEmployees.map((e) => e.savings))}) as savings) v
        where ${employees.id} = v.id and ${employees.companyId} = ${companyId}`);
    }

    // The pending loans of the matched employees: savings and calculation result, where they differ.
    const pending = matched.length === 0 ? [] : await tx
      .select({ id: loans.id, employeeId: loans.employeeId, finalPayment: loans.finalPayment, totalSavings: loans.totalSavings, calculationResult: loans.calculationResult })
      .from(loans)
      .where(and(eq(loans.companyId, companyId), eq(loans.status, 'pending'), sql`${loans.employeeId} = any(${intArray([...savingsOf.keys()])})`))
      .for('update');
    const changedLoans: { id: number; savings: string; result: CalculationResult }[] = [];
    for (const loan of pending) {
      const employee = savingsOf.get(loan.employeeId)!;
      const result = calculationResultFor({ employeeStatus: employee.status, savings: employee.savings, finalPayment: loan.finalPayment });
      if (loan.totalSavings !== employee.savings || loan.calculationResult !== result) changedLoans.push({ id: loan.id, savings: employee.savings, result });
    }
    if (changedLoans.length > 0) {
      await tx.execute(sql`
        update ${loans} set total_savings = v.savings::numeric, calculation_result = v.result, updated_at = now()
        from (select unnest(${intArray(changedLoans.map((l) => l.id))}) as id, unnest(${textArray(changedLoans.map((l) => l.savings))}) as savings,
                     unnest(${textArray(changedLoans.map((l) => l.result))}) as result) v
        where ${loans.id} = v.id and ${loans.companyId} = ${companyId}`);
    }

    if (changedEmployees.length > 0 || changedLoans.length > 0) {
      await recordAudit(tx, {
        entityType: 'company',
        entityId: companyId,
        companyId,
        actorUserId: actor.id,
        action: 'upload_savings',
        changes: { employees_updated: changedEmployees.length, loans_updated: changedLoans.length, rows: amounts.size, not_found: notFound.length, bad_rows: bad.length },
      });
    }
    return {
      rows_updated: matched.length,
      loans_updated: changedLoans.length,
      not_found: notFound,
      bad_amounts: bad,
      results: await countGroups(tx, { company_id: companyId, status: [] }),
    };
  });
}
