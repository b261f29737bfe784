/**
 * Treasury's speed targets (spec 02 Treasury; 03 §3–§4), each on companies of its own, as the demo
 * treasury user calls the declared routes (treasuryApi):
 *  - the bank money request of 10,000 approved loans, which moves them to applied: ≤ 1 s;
 *  - the Banorte file of those 10,000 applied loans and the HSBC file of 10,000 others: ≤ 1 s
 *    each, with the server's RSS flat (growth ≤ 50 MB: the rows are streamed, not held);
 *  - the bulk confirmation of 5,000 of them, with their audit rows and notices: ≤ 1.5 s;
 *  - the payroll deduction file of a Friday on which 50,000 confirmed loans owe a payment: ≤ 3 s.
 * Each time runs from sending the request to the last byte read, on loopback: the server's time
 * plus the local transfer, after one warm-up call of each kind on a company of 20 loans.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { addDays, firstPaymentDate, todayInMexicoCity, treasuryApi, type DateString } from '@abono/domain';
import { loginHeaders, TREASURY_USER } from './login';
import { seedLargeCompany, type LargeCompany } from './seedLargeCompany';
import { seedTreasury } from './seedTreasury';
import { withRssPeak } from './serverMemory';

/** Loans of the bank request, the Banorte file and the HSBC file (BENCH_TREASURY_LOANS). */
export const TREASURY_FILE_LOANS = Number(process.env.BENCH_TREASURY_LOANS ?? 10_000);
/** Loans confirmed in one bulk call. */
export const TREASURY_CONFIRM_LOANS = Math.min(5_000, TREASURY_FILE_LOANS);
/** Growth of the server's RSS while a dispersion file is written that still counts as flat. */
export const FLAT_RSS_MB = 50;

export interface TimedCall {
  ms: number;
  status: number;
  bytes: number;
}

export interface FileCall extends TimedCall {
  rssBeforeMb: number;
  rssPeakMb: number;
}

export interface TreasuryBenchResult {
  /** The machine's 1-minute load average when the measured calls began (it is shared). */
  loadAverage: number;
  fileLoans: number;
  /** GET bank-file: approved → applied. */
  bankRequest: TimedCall & { moved: number };
  banorte: FileCall;
  hsbc: FileCall;
  confirm: TimedCall & { loans: number; audits: number; notices: number };
  deductions: TimedCall & { date: DateString; loans: number; rows: number };
}

async function timed(url: string, init: RequestInit): Promise<TimedCall> {
  const started = performance.now();
  const res = await fetch(url, init);
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: res.status, bytes };
}

async function count(databaseUrl: string, query: string, params: unknown[]): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(query, params);
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** Treasury's calls as the screen makes them, each timed from the request to the last byte. */
function treasuryCalls(baseUrl: string, serverPid: number, headers: Record<string, string>) {
  const get = (path: string, query: Record<string, string | number>) =>
    `${baseUrl}${path}?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`;
  return {
    bankRequest: (companyId: number) => timed(get(treasuryApi.bankFile.path, { company_id: companyId }), { headers }),
    async dispersion(companyId: number, bankId: '072' | '021'): Promise<FileCall> {
      const url = get(treasuryApi.generate.path, { company_id: companyId, bank_id: bankId });
      const { result, rssBeforeMb, rssPeakMb } = await withRssPeak(serverPid, () => timed(url, { headers }));
      return { ...result, rssBeforeMb, rssPeakMb };
    },
    async appliedIds(companyId: number): Promise<number[]> {
      const listed = await fetch(get(treasuryApi.loans.path, { company_id: companyId }), { headers });
      return (((await listed.json()) as { applied?: { id: number }[] }).applied ?? []).map((loan) => loan.id);
    },
    confirm: (companyId: number, loanIds: readonly number[]) =>
      timed(`${baseUrl}${treasuryApi.confirm.path}`, {
        method: treasuryApi.confirm.method,
        headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify({ companyId, loanIds }),
      }),
    async deductionCount(companyId: number, date: DateString): Promise<number> {
      const summary = await fetch(get(treasuryApi.deductionsSummary.path, { company_id: companyId, date }), {
        headers,
      });
      return ((await summary.json()) as { loan_count?: number }).loan_count ?? 0;
    },
    deductions: (companyId: number, date: DateString) =>
      timed(get(treasuryApi.deductions.path, { company_id: companyId, date }), { headers }),
  };
}

/**
 * `deductionCompany`: a company of seedLargeCompany whose loans become confirmed here, so that
 * every one owes a payment on the same Friday (confirmed on three successive weeks).
 */
export async function benchTreasury(
  baseUrl: string,
  serverPid: number,
  deductionCompany: LargeCompany,
  databaseUrl: string,
): Promise<TreasuryBenchResult> {
  const today = todayInMexicoCity();
  // The Friday of the first payment of a deposit confirmed today: the second payment of last week's
  // and the third of the week before's (every seeded loan runs three weeks or more).
  const friday = firstPaymentDate(today);
  const confirmedDays = [today, addDays(today, -7), addDays(today, -14)];
  const lifecycle = await seedLargeCompany(databaseUrl, TREASURY_FILE_LOANS);
  const hsbcCompany = await seedLargeCompany(databaseUrl, TREASURY_FILE_LOANS);
  await seedTreasury(databaseUrl, lifecycle, { status: 'approved', accounts: 'banorte', withUsers: true });
  await seedTreasury(databaseUrl, hsbcCompany, { status: 'applied', accounts: 'hsbc' });
  await seedTreasury(databaseUrl, deductionCompany, { status: 'confirmed', accounts: 'banorte', confirmedDays });
  const calls = treasuryCalls(baseUrl, serverPid, await loginHeaders(baseUrl, TREASURY_USER));

  // Warm-up: each call once on a company of 20 loans, so the figures are about the 10,000 and
  // 50,000 rows, not the first use of each code path in this process.
  const warm = await seedLargeCompany(databaseUrl, 20);
  const warmHsbc = await seedLargeCompany(databaseUrl, 20);
  await seedTreasury(databaseUrl, warm, { status: 'approved', accounts: 'banorte', withUsers: true });
  await seedTreasury(databaseUrl, warmHsbc, { status: 'applied', accounts: 'hsbc' });
  await calls.bankRequest(warm.companyId);
  await calls.dispersion(warm.companyId, '072');
  await calls.dispersion(warmHsbc.companyId, '021');
  await calls.confirm(warm.companyId, await calls.appliedIds(warm.companyId));
  await calls.deductionCount(warm.companyId, friday);
  await calls.deductions(warm.companyId, friday);

  const loadAverage = os.loadavg()[0]!;
  const request = await calls.bankRequest(lifecycle.companyId);
  const moved = await count(
    databaseUrl,
    `SELECT count(*) AS n FROM loans WHERE company_id = $1 AND status = 'applied'`,
    [lifecycle.companyId],
  );
  const banorte = await calls.dispersion(lifecycle.companyId, '072');
  const hsbc = await calls.dispersion(hsbcCompany.companyId, '021');

  const loanIds = (await calls.appliedIds(lifecycle.companyId)).slice(0, TREASURY_CONFIRM_LOANS);
  const confirmed = await calls.confirm(lifecycle.companyId, loanIds);
  const audits = await count(
    databaseUrl,
    `SELECT count(*) AS n FROM audit_log WHERE company_id = $1 AND entity_type = 'loan' AND action = 'confirm'`,
    [lifecycle.companyId],
  );
  const notices = await count(
    databaseUrl,
    `SELECT count(*) AS n FROM notifications n JOIN employees e ON e.user_id = n.user_id WHERE e.company_id = $1`,
    [lifecycle.companyId],
  );

  const rows = await calls.deductionCount(deductionCompany.companyId, friday);
  const deductions = await calls.deductions(deductionCompany.companyId, friday);

  return {
    loadAverage,
    fileLoans: TREASURY_FILE_LOANS,
    bankRequest: { ...request, moved },
    banorte,
    hsbc,
    confirm: { ...confirmed, loans: loanIds.length, audits, notices },
    deductions: { ...deductions, date: friday, loans: deductionCompany.count, rows },
  };
}
