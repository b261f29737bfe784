/**
 * POST /loans/validate-savings (03 §3, §4): a payroll export of the employees'
 * savings (read by files/savingsFile in the spreadsheet worker), matched by control number
 * within the company, in ONE transaction:
 *  - every matched employee's total_savings is set;
 *  - their pending loans get the same savings and their calculation result (the domain's
 *    calculationResultFor); loans of employees missing from the file stay as they are.
 * The file is applied in batches of BATCH control numbers: every read and write is set-based
 * (four statements a batch), and no more than one batch of rows is in memory at a time, so
 * 50,000 rows take seconds and a bounded amount of memory. Uploading the same file again
 * changes nothing: only differing values are written, and the upload's audit row is written
 * only when something changed. Nobody changes their own savings (decision 097): a file whose
 * row would change the uploader's own employee record is refused whole (403
 * own_record_forbidden naming the control number), like a bulk action holding one's own loan;
 * a row equal to the stored figure changes nothing and passes.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  SAVINGS_RESULT_LIST_LIMIT,
  calculationResultFor,
  ownRecordRefusal,
  type CalculationResult,
  type EmployeeStatus,
  type SavingsUploadResult,
  serverMessage,
} from '@abono/domain';
import type { Db, Tx } from '../../db/client';
import { employees, loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { SavingsFile } from '../../files/savingsFile';
import { recordAudit } from '../../core/audit/recordAudit';
import type { AuthUser } from '../../core/auth/authUser';
import { countGroups } from '../../core/loans/listService';

const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;
const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

/** Control numbers applied per round of statements. */
const BATCH = 5000;

interface BatchOutcome {
  notFound: string[];
  matched: number;
  employeesChanged: number;
  loansChanged: number;
}

/** One batch of the file (controls[i] has savings[i]): its employees, then their pending loans. */
async function applyBatch(
  tx: Tx,
  actor: AuthUser,
  companyId: number,
  controls: string[],
  savings: string[],
): Promise<BatchOutcome> {
  const savingsByControl = new Map(controls.map((c, i) => [c, savings[i]!]));
  const matched = await tx
    .select({
      id: employees.id,
      controlNumber: employees.controlNumber,
      status: employees.status,
      totalSavings: employees.totalSavings,
      userId: employees.userId,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), sql`${employees.controlNumber} = any(${textArray(controls)})`))
    .for('update');
  const found = new Set(matched.map((e) => e.controlNumber));

  const savingsOf = new Map<number, { savings: string; status: EmployeeStatus }>();
  const changedEmployees: { id: number; savings: string }[] = [];
  for (const e of matched) {
    const value = savingsByControl.get(e.controlNumber)!;
    savingsOf.set(e.id, { savings: value, status: e.status });
    if (e.totalSavings === value) continue;
    const refusal = ownRecordRefusal(actor.id, 'loan.manage', [e.userId]);
    if (refusal) {
      throw new AppError(refusal, {
        message: serverMessage('ownSavings', { controlNumber: e.controlNumber }),
        details: { control_numbers: [e.controlNumber] },
      });
    }
    changedEmployees.push({ id: e.id, savings: value });
  }
  if (changedEmployees.length > 0) {
    await tx.execute(sql`
      update ${employees} set total_savings = v.savings::numeric, updated_at = now()
      from (select unnest(${intArray(changedEmployees.map((e) => e.id))}) as id,
      unnest(${textArray(changedEmployees.map((e) => e.savings))}) as savings) v
      where ${employees.id} = v.id and ${employees.companyId} = ${companyId}`);
  }

  // The pending loans of the matched employees: savings and calculation result, where they differ.
  const pending =
    matched.length === 0
      ? []
      : await tx
          .select({
            id: loans.id,
            employeeId: loans.employeeId,
            finalPayment: loans.finalPayment,
            totalSavings: loans.totalSavings,
            calculationResult: loans.calculationResult,
          })
          .from(loans)
          .where(
            and(
              eq(loans.companyId, companyId),
              eq(loans.status, 'pending'),
              sql`${loans.employeeId} = any(${intArray([...savingsOf.keys()])})`,
            ),
          )
          .for('update');
  const changedLoans: { id: number; savings: string; result: CalculationResult }[] = [];
  for (const loan of pending) {
    const employee = savingsOf.get(loan.employeeId)!;
    const result = calculationResultFor({
      employeeStatus: employee.status,
      savings: employee.savings,
      finalPayment: loan.finalPayment,
    });
    if (loan.totalSavings !== employee.savings || loan.calculationResult !== result)
      changedLoans.push({ id: loan.id, savings: employee.savings, result });
  }
  if (changedLoans.length > 0) {
    await tx.execute(sql`
      update ${loans} set total_savings = v.savings::numeric, calculation_result = v.result, updated_at = now()
      from (select unnest(${intArray(changedLoans.map((l) => l.id))}) as id,
      unnest(${textArray(changedLoans.map((l) => l.savings))}) as savings,
      unnest(${textArray(changedLoans.map((l) => l.result))}) as result) v
      where ${loans.id} = v.id and ${loans.companyId} = ${companyId}`);
  }
  return {
    notFound: controls.filter((c) => !found.has(c)),
    matched: matched.length,
    employeesChanged: changedEmployees.length,
    loansChanged: changedLoans.length,
  };
}

export async function uploadSavings(
  db: Db,
  actor: AuthUser,
  companyId: number,
  file: SavingsFile,
): Promise<SavingsUploadResult> {
  return db.transaction(async (tx) => {
    // One upload per company at a time: two concurrent uploads serialize, never interleave.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('savings-upload'), ${companyId})`);
    const total: BatchOutcome = { notFound: [], matched: 0, employeesChanged: 0, loansChanged: 0 };
    // The answer names the first SAVINGS_RESULT_LIST_LIMIT not found and counts the rest.
    let notFoundCount = 0;
    for (let start = 0; start < file.controls.length; start += BATCH) {
      const batch = await applyBatch(
        tx,
        actor,
        companyId,
        file.controls.slice(start, start + BATCH),
        file.amounts.slice(start, start + BATCH),
      );
      notFoundCount += batch.notFound.length;
      total.notFound.push(...batch.notFound.slice(0, SAVINGS_RESULT_LIST_LIMIT - total.notFound.length));
      total.matched += batch.matched;
      total.employeesChanged += batch.employeesChanged;
      total.loansChanged += batch.loansChanged;
    }

    if (total.employeesChanged > 0 || total.loansChanged > 0) {
      await recordAudit(tx, {
        entityType: 'company',
        entityId: companyId,
        companyId,
        actorUserId: actor.id,
        action: 'upload_savings',
        changes: {
          employees_updated: total.employeesChanged,
          loans_updated: total.loansChanged,
          rows: file.controls.length,
          not_found: notFoundCount,
          bad_rows: file.badCount,
        },
      });
    }
    return {
      rows_updated: total.matched,
      loans_updated: total.loansChanged,
      not_found: total.notFound,
      not_found_total: notFoundCount,
      bad_amounts: file.bad,
      bad_amounts_total: file.badCount,
      results: await countGroups(tx, { company_id: companyId, status: [] }),
    };
  });
}
