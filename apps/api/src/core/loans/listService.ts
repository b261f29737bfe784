/**
 * The credits list: one company's loans filtered, sorted and paged on the
 * server, with the group counts per calculation result (spec 02: pass, review, reject,
 * pending). Two queries: the counts (search and status filters only, so the calculation
 * filter can show them) and the page; the total is the counts of the picked results.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CALCULATION_RESULTS,
  ownRecordIds,
  type CalculationResult,
  type LoanList,
  type LoanListFilter,
  type LoanListQuery,
  type LoanListSort,
} from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { foldedContains } from '../../db/containsPattern';
import { personNameKey } from '../../db/personName';
import { employees, loans } from '../../db/schema';
import { effective } from './effectiveFigures';
import { readTogether } from '../../db/readTogether';

/** Company, search and status (exported so a test can EXPLAIN it: the search must stay on the trigram index). */
export function baseWhere(filter: Pick<LoanListFilter, 'company_id' | 'search' | 'status'>): SQL {
  const parts: SQL[] = [eq(loans.companyId, filter.company_id)];
  // Control number or name, whatever the case and accents: the stored folded text, on loans_search_text_trgm_idx.
  if (filter.search) parts.push(sql`${loans.searchText} like ${foldedContains(filter.search)}`);
  if (filter.status.length > 0) parts.push(inArray(loans.status, filter.status));
  return and(...parts)!;
}

function fullWhere(filter: LoanListFilter): SQL {
  const base = baseWhere(filter);
  return filter.calculation.length > 0 ? and(base, inArray(loans.calculationResult, filter.calculation))! : base;
}

const SORT_COLUMNS: Record<LoanListSort, SQL> = {
  control_number: sql`${loans.employeeCode}`,
  employee_name: personNameKey(loans.employeeName),
  amount: effective.amount,
  interest_amount: effective.interestAmount,
  total_amount: effective.totalAmount,
  weekly_discount: effective.weeklyDiscount,
  final_payment: effective.finalPayment,
  total_savings: sql`${loans.totalSavings}`,
  weeks_needed: effective.weeksNeeded,
  status: sql`${loans.status}`,
  calculation_result: sql`${loans.calculationResult}`,
  created_at: sql`${loans.createdAt}`,
};

/** ORDER BY the chosen column, ties by id ascending, so pages never overlap. */
export function loanListOrder(filter: Pick<LoanListFilter, 'sort' | 'order'>): SQL[] {
  const column = SORT_COLUMNS[filter.sort];
  return [filter.order === 'desc' ? desc(column) : asc(column), asc(loans.id)];
}

export const loanListColumns = {
  id: loans.id,
  controlNumber: loans.employeeCode,
  employeeName: loans.employeeName,
  amount: sql<string>`${effective.amount}::numeric(14,2)::text`,
  interestAmount: sql<string>`${effective.interestAmount}::numeric(14,2)::text`,
  totalAmount: sql<string>`${effective.totalAmount}::numeric(14,2)::text`,
  weeklyDiscount: sql<string>`${effective.weeklyDiscount}::numeric(14,2)::text`,
  finalPayment: sql<string>`${effective.finalPayment}::numeric(14,2)::text`,
  totalSavings: loans.totalSavings,
  weeksNeeded: sql<number>`${effective.weeksNeeded}`.mapWith(Number),
  status: loans.status,
  calculationResult: loans.calculationResult,
  errorComment: loans.errorComment,
  hasCounterOffer: sql<boolean>`${loans.counterOffer} is not null`,
  requestedOn: loans.requestedOn,
  // The loan's own quote terms: with requestedOn, what the bulk counter offer's preview needs.
  monthlyRate: loans.monthlyRate,
  deadline: loans.deadline,
  createdAt: loans.createdAt,
};

/** The company's loans per calculation result, under the search and status filters. */
export async function countGroups(
  db: DbOrTx,
  filter: Pick<LoanListFilter, 'company_id' | 'search' | 'status'>,
): Promise<Record<CalculationResult, number>> {
  const counts = await db
    .select({ result: loans.calculationResult, n: sql<number>`count(*)::int` })
    .from(loans)
    .where(baseWhere(filter))
    .groupBy(loans.calculationResult);
  const groups: Record<CalculationResult, number> = { pending: 0, pass: 0, review: 0, reject: 0 };
  for (const c of counts) groups[c.result] = c.n;
  return groups;
}

/**
 * A search matches by substring (the trigram index finds the rows, but each one is rechecked):
 * the matching rows are read once, narrowed to id, result and sort key, and both the group
 * counts and the page's ids come from that one pass; the page's rows are then read by id.
 * Without a search the counts are index-only scans and the page an index scan, so the plain
 * two queries are cheaper there.
 */
async function searchedPage(
  db: DbOrTx,
  query: LoanListQuery,
): Promise<{ groups: Record<CalculationResult, number>; ids: number[] }> {
  const sortKey = SORT_COLUMNS[query.sort];
  const direction = sql.raw(query.order === 'desc' ? 'desc' : 'asc');
  const calcFilter =
    query.calculation.length > 0 ? sql`where calculation_result = any(${sql.param(query.calculation)}::text[])` : sql``;
  const result = await db.execute<{ groups: Record<string, number> | null; ids: number[] | null }>(sql`
    with base as (
      select ${loans.id} as id, ${loans.calculationResult} as calculation_result, ${sortKey} as k
      from ${loans} where ${baseWhere(query)}
    )
    select
      (select json_object_agg(calculation_result, n)
        from (select calculation_result, count(*)::int as n from base group by 1) g) as groups,
      (select array_agg(id)
        from (select id from base ${calcFilter} order by k ${direction}, id asc
              limit ${query.page_size} offset ${(query.page - 1) * query.page_size}) p) as ids`);
  const row = result.rows[0];
  const groups: Record<CalculationResult, number> = { pending: 0, pass: 0, review: 0, reject: 0 };
  for (const [key, n] of Object.entries(row?.groups ?? {})) if (key in groups) groups[key as CalculationResult] = n;
  return { groups, ids: row?.ids ?? [] };
}

async function pageRows(db: DbOrTx, query: LoanListQuery) {
  if (!query.search) {
    return readTogether(db, [
      () => countGroups(db, query),
      () =>
        db
          .select(loanListColumns)
          .from(loans)
          .where(fullWhere(query))
          .orderBy(...loanListOrder(query))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
    ]);
  }
  const { groups, ids } = await searchedPage(db, query);
  if (ids.length === 0) return [groups, []] as const;
  const rows = await db
    .select(loanListColumns)
    .from(loans)
    .where(and(eq(loans.companyId, query.company_id), inArray(loans.id, ids)));
  const order = new Map(ids.map((id, i) => [id, i]));
  return [groups, rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!)] as const;
}

/** The page's loans that are the reader's own (their applicant, or their employee record's account). */
async function ownLoanIds(db: DbOrTx, ids: readonly number[], readerId: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const people = await db
    .select({ id: loans.id, applicantId: loans.userId, employeeUserId: employees.userId })
    .from(loans)
    .leftJoin(employees, eq(employees.id, loans.employeeId))
    .where(inArray(loans.id, [...ids]));
  return new Set(
    ownRecordIds(
      readerId,
      'loan.manage',
      people.map((p) => ({ id: p.id, ownerIds: [p.applicantId, p.employeeUserId] })),
    ),
  );
}

/** `readerId`: whose loans the page marks `isOwn`. */
export async function listLoans(db: DbOrTx, query: LoanListQuery, readerId: number): Promise<LoanList> {
  const [groups, rows] = await pageRows(db, query);
  const own = await ownLoanIds(
    db,
    rows.map((r) => r.id),
    readerId,
  );
  const picked: readonly CalculationResult[] = query.calculation.length > 0 ? query.calculation : CALCULATION_RESULTS;
  const total = picked.reduce((sum, r) => sum + groups[r], 0);
  return {
    groups,
    total,
    page: query.page,
    page_size: query.page_size,
    rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), isOwn: own.has(r.id) })),
  };
}

/** "Select all N results": every matching id in the list's order. */
export const MAX_LIST_IDS = 50_000;

export async function listLoanIds(db: DbOrTx, filter: LoanListFilter): Promise<number[]> {
  const rows = await db
    .select({ id: loans.id })
    .from(loans)
    .where(fullWhere(filter))
    .orderBy(...loanListOrder(filter))
    .limit(MAX_LIST_IDS);
  return rows.map((r) => r.id);
}

/** The export's rows: every matching loan, in the list's order, read in batches. */
export async function* exportRows(db: DbOrTx, filter: LoanListFilter, batch = 2000) {
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select(loanListColumns)
      .from(loans)
      .where(fullWhere(filter))
      .orderBy(...loanListOrder(filter))
      .limit(batch)
      .offset(offset);
    yield* rows;
    if (rows.length < batch) return;
  }
}
