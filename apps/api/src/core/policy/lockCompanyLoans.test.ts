/**
 * The bulk-route building blocks against real PostgreSQL: authorize() and the
 * all-or-nothing loan locker (decision 014).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ROLE_PERMISSIONS, grantsFor, type RoleName } from '@abono/domain';
import { createDb, type Db } from '../../db/client';
import { loans } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { createCompany, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { authorize, type PolicyUser } from './authorize';
import { lockCompanyLoans } from './lockCompanyLoans';

const t = useTestApp();
const LOANS_WRITE = { resource: 'loans', action: 'WRITE' } as const;
/** The bulk routes' object action: the loans WRITE grant (requireAccess.ts). */
const MANAGE_LOANS = 'loan.manage' as const;

async function caller(role: RoleName, companyIds: number[]): Promise<PolicyUser & { role: RoleName }> {
  const user = await createUser(t.db, { role, companyIds });
  return { id: user.id, role, grants: grantsFor(DEFAULT_ROLE_PERMISSIONS[role]) };
}

/** A pending loan of its own employee (one active loan per employee). */
async function insertLoan(companyId: number): Promise<number> {
  return (await createLoan(t.db, { companyId })).id;
}

/** The AppError a promise rejects with (fails the test if it resolves or throws something else). */
async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** True when another connection can lock the loans right now (nothing holds them). */
async function lockableNow(ids: number[]): Promise<boolean> {
  try {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from loans where id in ${ids} for update nowait`);
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolves once some backend waits on a lock the backend `holderPid` holds, so "the second
 * locker waits" is read from PostgreSQL rather than guessed from a pause; rejects after `timeoutMs`.
 */
async function untilSomeoneWaitsOn(holderPid: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.db.execute(
      sql`select pid from pg_stat_activity where ${holderPid} = any(pg_blocking_pids(pid))`,
    );
    if (rows.rows.length > 0) return;
    if (Date.now() > deadline) throw new Error(`nobody waited on backend ${holderPid} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

let companyA: number;
let companyB: number;
let hrA: PolicyUser;
let a: number[];
let b: number[];

beforeAll(async () => {
  companyA = (await createCompany(t.db)).id;
  companyB = (await createCompany(t.db)).id;
  hrA = await caller('hr', [companyA]);
  a = [];
  for (let i = 0; i < 6; i++) a.push(await insertLoan(companyA));
  b = [await insertLoan(companyB), await insertLoan(companyB)];
});

describe('authorize(user, action, resource)', () => {
  // Answers forbidden or company_forbidden, or passes (super_admin reaches every company).
  it('needs the grant and the company', async () => {
    const employee = await caller('employee', [companyA]);
    expect((await appErrorOf(authorize(t.db, employee, LOANS_WRITE, { companyId: companyA }))).code).toBe('forbidden');
    expect((await appErrorOf(authorize(t.db, hrA, LOANS_WRITE, { companyId: companyB }))).code).toBe(
      'company_forbidden',
    );
    await expect(authorize(t.db, hrA, LOANS_WRITE, { companyId: companyA })).resolves.toBeUndefined();
    await expect(authorize(t.db, employee, null, { companyId: companyA })).resolves.toBeUndefined();
    await expect(
      authorize(t.db, employee, { resource: 'own_loans', action: 'WRITE', type: 'ENTITY' }, null),
    ).resolves.toBeUndefined();
    const superAdmin = await caller('super_admin', []);
    await expect(authorize(t.db, superAdmin, LOANS_WRITE, { companyId: companyB })).resolves.toBeUndefined();
  });
});

describe('lockCompanyLoans: all-or-nothing for one company', () => {
  const lock = (db: Db, loanIds: number[], who: PolicyUser = hrA, companyId = companyA) =>
    db.transaction((tx) => lockCompanyLoans(tx, { caller: who, companyId, loanIds, action: MANAGE_LOANS }));

  it('locks every requested loan, returns them by ascending id, duplicates once', async () => {
    const rows = await lock(t.db, [a[2]!, a[0]!, a[2]!, a[1]!, a[0]!]);
    expect(rows.map((r) => r.id)).toEqual([a[0], a[1], a[2]]);
    expect(rows.every((r) => r.companyId === companyA && r.status === 'pending')).toBe(true);
  });

  it('another company’s ids → 404 loans_not_found naming no id; nothing stays locked', async () => {
    const error = await appErrorOf(lock(t.db, [a[0]!, b[1]!, a[1]!, b[0]!]));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('loans_not_found');
    expect(error.details).toBeUndefined();
    expect(await lockableNow([a[0]!, a[1]!, b[0]!, b[1]!])).toBe(true);
  });

  it('ids that do not exist → the same 404, naming no id', async () => {
    const error = await appErrorOf(lock(t.db, [a[0]!, 99_999_999, 88_888_888]));
    expect(error.statusCode).toBe(404);
    expect(error.code).toBe('loans_not_found');
    expect(error.details).toBeUndefined();
  });

  it('foreign and missing together → the same 404 (the answer never tells them apart)', async () => {
    const error = await appErrorOf(lock(t.db, [99_999_999, b[0]!]));
    expect(error.code).toBe('loans_not_found');
    expect(error.details).toBeUndefined();
  });

  it('an empty list → 400 validation_error on loan_ids', async () => {
    const error = await appErrorOf(lock(t.db, []));
    expect(error.statusCode).toBe(400);
    expect(error.fields).toEqual({ loan_ids: 'errors.select_loans' });
  });

  // No grant → forbidden, other company → company_forbidden, super_admin may.
  it('authorizes the caller first', async () => {
    const employee = await caller('employee', [companyA]);
    expect((await appErrorOf(lock(t.db, [a[0]!], employee))).code).toBe('forbidden');
    expect((await appErrorOf(lock(t.db, [b[0]!], hrA, companyB))).code).toBe('company_forbidden');
    const superAdmin = await caller('super_admin', []);
    expect((await lock(t.db, [b[0]!, b[1]!], superAdmin, companyB)).map((r) => r.id)).toEqual([b[0], b[1]]);
  });

  describe('concurrent lockers', () => {
    let other: { db: Db; end: () => Promise<void> };
    beforeAll(() => {
      const { db, pool } = createDb(t.databaseUrl, { max: 12 });
      other = { db, end: () => pool.end() };
    });
    afterAll(async () => other.end());

    it('the second locker of an overlapping set waits for the first to commit, then sees its writes', async () => {
      let releaseFirst!: () => void;
      const firstHolds = new Promise<void>((r) => (releaseFirst = r));
      let firstLocked!: (pid: number) => void;
      const locked = new Promise<number>((r) => (firstLocked = r));
      const first = t.db.transaction(async (tx) => {
        await lockCompanyLoans(tx, { caller: hrA, companyId: companyA, loanIds: [a[3]!, a[4]!], action: MANAGE_LOANS });
        const backend = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        firstLocked(backend.rows[0]!.pid);
        await firstHolds;
        await tx.update(loans).set({ status: 'approved' }).where(eq(loans.id, a[4]!));
      });
      const firstPid = await locked;
      let secondDone = false;
      const second = other.db
        .transaction((tx) =>
          lockCompanyLoans(tx, { caller: hrA, companyId: companyA, loanIds: [a[5]!, a[4]!], action: MANAGE_LOANS }),
        )
        .then((rows) => {
          secondDone = true;
          return rows;
        });
      try {
        await untilSomeoneWaitsOn(firstPid);
        expect(secondDone).toBe(false);
      } finally {
        releaseFirst(); // also on failure, so the first transaction never outlives the test
      }
      await first;
      const rows = await second;
      expect(rows.map((r) => [r.id, r.status])).toEqual([
        [a[4], 'approved'],
        [a[5], 'pending'],
      ]);
    });

    it('ten bulk actions over overlapping sets in opposite orders all finish: no deadlock', async () => {
      const sets = Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? [...a] : [...a].reverse()).slice(0, 3 + (i % 4)),
      );
      const results = await Promise.all(
        sets.map((loanIds, i) =>
          other.db.transaction(async (tx) => {
            const rows = await lockCompanyLoans(tx, {
              caller: hrA,
              companyId: companyA,
              loanIds,
              action: MANAGE_LOANS,
            });
            // Touch every row the way a bulk approve would, holding the locks for a moment.
            for (const row of rows)
              await tx
                .update(loans)
                .set({ errorComment: `lote ${i}` })
                .where(eq(loans.id, row.id));
            await new Promise((r) => setTimeout(r, 10));
            return rows.length;
          }),
        ),
      );
      expect(results).toEqual(sets.map((s) => new Set(s).size));
    });
  });
});
