/**
 * lockCompanyLoansInStatuses against real PostgreSQL: the grant and company checks of
 * lockCompanyLoans, then every loan of the company in the statuses, in id order; a second locker
 * waits for the first and no longer sees the loans it moved.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, grantsFor, type RoleName } from '@abono/domain';
import { loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { createCompany, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import type { PolicyUser } from './authorize';
import { lockCompanyLoansInStatuses } from './lockCompanyLoans';

const t = useTestApp();
const REQUEST = ['approved', 'accepted', 'error_released'] as const;

async function caller(role: RoleName, companyIds: number[]): Promise<PolicyUser> {
  const user = await createUser(t.db, { role, companyIds });
  return { id: user.id, grants: grantsFor(DEFAULT_ROLE_PERMISSIONS[role]) };
}

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Resolves once some backend waits on a lock `holderPid` holds; rejects after 10 s. */
async function untilSomeoneWaitsOn(holderPid: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const rows = await t.db.execute(
      sql`select pid from pg_stat_activity where ${holderPid} = any(pg_blocking_pids(pid))`,
    );
    if (rows.rows.length > 0) return;
    if (Date.now() > deadline) throw new Error(`nobody waited on backend ${holderPid}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('lockCompanyLoansInStatuses', () => {
  it("returns the company's loans in the statuses, by id, and refuses a caller without the grant or the company", async () => {
    const company = (await createCompany(t.db)).id;
    const other = (await createCompany(t.db)).id;
    const wanted: number[] = [];
    for (const status of ['error_released', 'approved', 'accepted'] as const) {
      wanted.push((await createLoan(t.db, { companyId: company, status })).id);
    }
    await createLoan(t.db, { companyId: company, status: 'pending' });
    await createLoan(t.db, { companyId: company, status: 'applied' });
    await createLoan(t.db, { companyId: other, status: 'approved' });
    const treasury = await caller('treasury', [company]);
    const input = { companyId: company, statuses: REQUEST, action: 'loan.disburse' as const };

    const locked = await t.db.transaction((tx) => lockCompanyLoansInStatuses(tx, { ...input, caller: treasury }));
    expect(locked.map((l) => l.id)).toEqual([...wanted].sort((x, y) => x - y));

    const hr = await caller('hr', [company]);
    const noGrant = await errorOf(t.db.transaction((tx) => lockCompanyLoansInStatuses(tx, { ...input, caller: hr })));
    expect(noGrant.code).toBe('forbidden');
    const outsider = await caller('treasury', [other]);
    const elsewhere = await errorOf(
      t.db.transaction((tx) => lockCompanyLoansInStatuses(tx, { ...input, caller: outsider })),
    );
    expect(elsewhere.code).toBe('company_forbidden');
  });

  it('makes a second locker wait, then leaves out the loans the first moved', async () => {
    const company = (await createCompany(t.db)).id;
    const id = (await createLoan(t.db, { companyId: company, status: 'approved' })).id;
    const treasury = await caller('treasury', [company]);
    const input = { caller: treasury, companyId: company, statuses: REQUEST, action: 'loan.disburse' as const };

    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let firstLocked!: (pid: number) => void;
    const locking = new Promise<number>((r) => (firstLocked = r));
    const first = t.db.transaction(async (tx) => {
      await lockCompanyLoansInStatuses(tx, input);
      await tx.execute(sql`update ${loans} set status = 'applied' where id = ${id}`);
      const pid = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      firstLocked(pid.rows[0]!.pid);
      await held;
    });
    const holder = await locking;
    const second = t.db.transaction((tx) => lockCompanyLoansInStatuses(tx, input));
    // Read from PostgreSQL that the second waits on the first's row lock (decision 065: no pause).
    await untilSomeoneWaitsOn(holder);
    release();
    await first;
    expect(await second).toEqual([]);
  });
});
