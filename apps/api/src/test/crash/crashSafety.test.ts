/**
 * Crash safety (decision 091): the real server (the bundle `npm start` runs, on its embedded
 * PostgreSQL) gets `kill -9`, the API process and its postmaster at once, in the middle of each
 * long write: a 10,000-row employee import, a savings upload, a bulk approve, a bank request file.
 * "In the middle" is made certain, not likely: the request is held inside its transaction, after
 * its writes and before its audit rows (midTransaction.ts), when the kill lands. The server is then
 * started again on the same data folder, with no step in between (the stale postmaster.pid is the
 * server's problem), and each operation must be wholly there or not at all, no loan may be in a
 * state the transition table forbids, and the same request must then succeed whole.
 * The import is also killed once with nothing holding it, wherever its write has got to. Then only
 * the API is killed: the orphaned PostgreSQL must not block the next start. Last, a stale
 * postmaster.pid naming another live process or a zombie must not either.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client';
import { isPostmasterOf } from '../../db/embeddedLeftovers';
import { createLoan } from '../factories';
import { employees, loans } from '../../db/schema';
import { CrashServer, isAlive, waitUntil } from './crashServer';
import {
  APPROVE_LOANS,
  BANK_FILE_LOANS,
  IMPORT_ROWS,
  SAVINGS_LOANS,
  SAVINGS_ROWS,
  auditsOf,
  employeesOf,
  importWorkbook,
  insertEmployees,
  loansIn,
  savingsWorkbook,
  seedLoans,
  seedStaff,
  treasuryFilesOf,
  type Staff,
} from './crashScenes';
import { loanInvariantViolations } from './loanInvariants';
import { holdMidTransaction, type Outcome } from './midTransaction';

const server = new CrashServer();
let db: Db;
let pool: pg.Pool | undefined;
let staff: Staff;

beforeAll(async () => {
  await server.prepare();
  await server.start();
  ({ db, pool } = createDb(server.dbUrl, { max: 2 }));
  staff = await seedStaff(db);
}, 300_000);

afterAll(async () => {
  await pool?.end().catch(() => undefined);
  await server.dispose();
}, 60_000);

const summary = (operation: string, line: string) => console.log(`[crash] ${operation}: ${line}`);

function form(companyId: number, file: Buffer, name: string): FormData {
  const body = new FormData();
  body.append('company_id', String(companyId));
  body.append('file', new Blob([file]), name);
  return body;
}

/**
 * Starts the request, holds it mid-transaction, kills (both processes, or the API only), starts the
 * server again on the same folder and returns what the client saw (which must be no answer).
 */
async function crashDuring(
  request: () => Promise<Response>,
  which: 'both' | 'api' = 'both',
  { gate = true }: { gate?: boolean } = {},
): Promise<Outcome> {
  const held = await holdMidTransaction(server.dbUrl, request, { gate });
  const { postmasterPid } = await server.killHard(which);
  if (which === 'both') {
    // What `kill -9` leaves: a postmaster.pid naming a dead process, which the start must get past alone.
    expect(existsSync(server.postmasterPidFile)).toBe(true);
    expect(await server.postmasterPid()).toBe(postmasterPid);
    expect(isAlive(postmasterPid)).toBe(false);
  } else {
    expect(isAlive(postmasterPid)).toBe(true);
  }
  await server.start();
  await held.release();
  if (which === 'api') expect(isAlive(postmasterPid)).toBe(false);
  const outcome = await held.outcome;
  if (gate) expect(outcome, 'the request must not have been answered: the kill came first').toHaveProperty('error');
  expect(await loanInvariantViolations(db)).toEqual([]);
  return outcome;
}

describe('kill -9 of the API and its PostgreSQL in the middle of a long write, then a plain restart', () => {
  it('a 10,000-row employee import: all the employees or none', { timeout: 300_000 }, async () => {
    const companyId = staff.companies.importing;
    const file = await importWorkbook(IMPORT_ROWS);
    const headers = await server.login(staff.hrTin);
    const upload = (h: Record<string, string>) => () =>
      fetch(`${server.baseUrl}/api/employees/import`, {
        method: 'POST',
        headers: h,
        body: form(companyId, file, 'empleados.xlsx'),
      });
    expect(await employeesOf(db, companyId)).toBe(0);

    await crashDuring(upload(headers));
    const after = await employeesOf(db, companyId);
    summary('employee import', `${after === 0 ? 'not applied' : 'applied'} (${after} of ${IMPORT_ROWS} employees)`);
    expect(after).toBe(0);
    expect(await auditsOf(db, companyId)).toBe(0);

    const retry = await upload(await server.login(staff.hrTin))();
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(await employeesOf(db, companyId)).toBe(IMPORT_ROWS);
    expect(await auditsOf(db, companyId)).toBe(IMPORT_ROWS);
  });

  it('the same import killed wherever its write has got to, nothing holding it', { timeout: 300_000 }, async () => {
    const companyId = staff.companies.unheld;
    const file = await importWorkbook(IMPORT_ROWS);
    const upload = (h: Record<string, string>) => () =>
      fetch(`${server.baseUrl}/api/employees/import`, {
        method: 'POST',
        headers: h,
        body: form(companyId, file, 'empleados.xlsx'),
      });

    const outcome = await crashDuring(upload(await server.login(staff.hrTin)), 'both', { gate: false });
    const after = await employeesOf(db, companyId);
    summary(
      'employee import, unheld',
      `${after === 0 ? 'not applied' : 'applied'} (${after} of ${IMPORT_ROWS} employees)`,
    );
    expect([0, IMPORT_ROWS]).toContain(after);
    expect(await auditsOf(db, companyId)).toBe(after);
    // An answer that made it out before the kill means the commit did too.
    if ('status' in outcome) expect(after).toBe(IMPORT_ROWS);
  });

  it(
    'a savings upload: every employee and pending loan gets the savings, or none does',
    { timeout: 300_000 },
    async () => {
      const companyId = staff.companies.savings;
      const employeeIds = await insertEmployees(db, companyId, 'AH', SAVINGS_ROWS);
      const loanIds: number[] = [];
      for (const employeeId of employeeIds.slice(0, SAVINGS_LOANS)) {
        loanIds.push((await createLoan(db, { companyId, employeeId, status: 'pending' })).id);
      }
      const file = await savingsWorkbook(SAVINGS_ROWS, (i) => `${1000 + i}.50`);
      const upload = (h: Record<string, string>) => () =>
        fetch(`${server.baseUrl}/api/loans/validate-savings`, {
          method: 'POST',
          headers: h,
          body: form(companyId, file, 'ahorros.xlsx'),
        });
      const saved = async () => ({
        employees: (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(employees)
            .where(and(eq(employees.companyId, companyId), sql`${employees.totalSavings} > 0`))
        )[0]!.n,
        loans: (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(loans)
            .where(and(eq(loans.companyId, companyId), sql`${loans.totalSavings} > 0`))
        )[0]!.n,
      });
      expect(await saved()).toEqual({ employees: 0, loans: 0 });

      await crashDuring(upload(await server.login(staff.hrTin)));
      const after = await saved();
      summary(
        'savings upload',
        `${after.employees === 0 ? 'not applied' : 'applied'} (${after.employees} of ${SAVINGS_ROWS} employees, ` +
          `${after.loans} of ${SAVINGS_LOANS} loans)`,
      );
      expect(after).toEqual({ employees: 0, loans: 0 });
      expect(await auditsOf(db, companyId)).toBe(0);

      const retry = await upload(await server.login(staff.hrTin))();
      expect(retry.status, await retry.clone().text()).toBe(200);
      expect(await saved()).toEqual({ employees: SAVINGS_ROWS, loans: SAVINGS_LOANS });
    },
  );

  it('a bulk approve: every loan moves to approved, or none does', { timeout: 300_000 }, async () => {
    const companyId = staff.companies.approving;
    const loanIds = await seedLoans(db, companyId, APPROVE_LOANS, { status: 'pending', prefix: 'AP' });
    const approve = (h: Record<string, string>) => () =>
      fetch(`${server.baseUrl}/api/loans/mass-approve`, {
        method: 'PUT',
        headers: { ...h, 'content-type': 'application/json' },
        body: JSON.stringify({ company_id: companyId, loanIds }),
      });

    await crashDuring(approve(await server.login(staff.hrTin)));
    const approved = await loansIn(db, companyId, 'approved');
    summary('bulk approve', `${approved === 0 ? 'not applied' : 'applied'} (${approved} of ${APPROVE_LOANS} loans)`);
    expect(await loansIn(db, companyId, 'pending')).toBe(APPROVE_LOANS);
    expect(await auditsOf(db, companyId)).toBe(0);

    const retry = await approve(await server.login(staff.hrTin))();
    expect(retry.status, await retry.clone().text()).toBe(200);
    expect(await loansIn(db, companyId, 'approved')).toBe(APPROVE_LOANS);
    expect(await loanInvariantViolations(db)).toEqual([]);
  });

  it(
    'a bank request file: the file in the history and its loans applied, or neither',
    { timeout: 300_000 },
    async () => {
      const companyId = staff.companies.banking;
      await seedLoans(db, companyId, BANK_FILE_LOANS, { status: 'approved', payable: true, prefix: 'BF' });
      const generate = (h: Record<string, string>) => () =>
        fetch(`${server.baseUrl}/api/treasury/bank-file?company_id=${companyId}`, { headers: h });

      await crashDuring(generate(await server.login(staff.treasuryTin)));
      const applied = await loansIn(db, companyId, 'applied');
      const files = await treasuryFilesOf(db, companyId);
      summary(
        'bank file',
        `${applied === 0 && files === 0 ? 'not applied' : 'applied'} ` +
          `(${files} file, ${applied} of ${BANK_FILE_LOANS} loans)`,
      );
      expect({ applied, files }).toEqual({ applied: 0, files: 0 });
      expect(await loansIn(db, companyId, 'approved')).toBe(BANK_FILE_LOANS);
      expect(await auditsOf(db, companyId)).toBe(0);

      const retry = await generate(await server.login(staff.treasuryTin))();
      expect(retry.status, await retry.clone().text()).toBe(200);
      expect((await retry.text()).trim().split('\n').length).toBeGreaterThan(BANK_FILE_LOANS);
      expect({
        applied: await loansIn(db, companyId, 'applied'),
        files: await treasuryFilesOf(db, companyId),
      }).toEqual({ applied: BANK_FILE_LOANS, files: 1 });
      expect(await loanInvariantViolations(db)).toEqual([]);
    },
  );
});

describe('kill -9 of the API alone: the orphaned PostgreSQL does not block the restart', () => {
  it(
    'stops the orphan, starts on the same folder, and the interrupted approve left nothing',
    { timeout: 300_000 },
    async () => {
      const companyId = staff.companies.orphan;
      const loanIds = await seedLoans(db, companyId, 100, { status: 'pending', prefix: 'OR' });
      const approve = (h: Record<string, string>) => () =>
        fetch(`${server.baseUrl}/api/loans/mass-approve`, {
          method: 'PUT',
          headers: { ...h, 'content-type': 'application/json' },
          body: JSON.stringify({ company_id: companyId, loanIds }),
        });
      const logBefore = server.output.length;
      await crashDuring(approve(await server.login(staff.hrTin)), 'api');
      expect(server.output.slice(logBefore)).toMatch(/Deteniendo un PostgreSQL anterior \(pid \d+\)/);
      const approved = await loansIn(db, companyId, 'approved');
      summary(
        'bulk approve, API killed alone',
        `${approved === 0 ? 'not applied' : 'applied'} (${approved} of 100 loans)`,
      );
      expect(await loansIn(db, companyId, 'pending')).toBe(100);

      const retry = await approve(await server.login(staff.hrTin))();
      expect(retry.status, await retry.clone().text()).toBe(200);
      expect(await loansIn(db, companyId, 'approved')).toBe(100);
    },
  );
});

/** A live process that is not PostgreSQL (`sleep`), and the pid of a zombie it keeps (its exited child, unreaped). */
async function strangerAndZombie(): Promise<{ stranger: ChildProcess; zombiePid: number }> {
  const stranger = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 120'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const zombiePid = await new Promise<number>((resolve) =>
    stranger.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  await waitUntil('the zombie', () => readFileSync(`/proc/${zombiePid}/stat`, 'utf8').includes(') Z'));
  return { stranger, zombiePid };
}

/** Writes `pid` as the first line of the (stale) postmaster.pid, as if the killed postmaster had had it. */
async function pidFileNaming(pid: number): Promise<void> {
  const lines = (await fs.readFile(server.postmasterPidFile, 'utf8')).split('\n');
  lines[0] = String(pid);
  await fs.writeFile(server.postmasterPidFile, lines.join('\n'));
}

describe('a stale postmaster.pid whose pid now names another process (pids are reused after a reboot)', () => {
  it('isPostmasterOf knows the folder’s postmaster from a stranger, a zombie and this process', async () => {
    const { stranger, zombiePid } = await strangerAndZombie();
    try {
      const postmaster = await server.postmasterPid();
      const folder = path.dirname(server.postmasterPidFile);
      expect(isPostmasterOf(postmaster, folder)).toBe(true);
      expect(isPostmasterOf(postmaster, `${folder}-otra`)).toBe(false);
      expect(isPostmasterOf(stranger.pid!, folder)).toBe(false);
      expect(isPostmasterOf(zombiePid, folder)).toBe(false);
      expect(isPostmasterOf(process.pid, folder)).toBe(false);
      expect(isPostmasterOf(0, folder)).toBe(false);
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('starts without signalling the stranger, and without waiting on a zombie', { timeout: 300_000 }, async () => {
    const { stranger, zombiePid } = await strangerAndZombie();
    try {
      await server.killHard('both');
      await pidFileNaming(stranger.pid!);
      await server.start();
      expect(stranger.exitCode, 'the process the stale pid file named was signalled').toBeNull();
      expect(stranger.signalCode).toBeNull();

      await server.killHard('both');
      await pidFileNaming(zombiePid);
      const startedAt = Date.now();
      await server.start();
      // A zombie never exits on a signal: waiting for it would have taken 10 s and then refused to start.
      expect(Date.now() - startedAt).toBeLessThan(60_000);
      expect(server.output).not.toContain('deténlo a mano');
      expect(await loanInvariantViolations(db)).toEqual([]);
      summary('stale postmaster.pid (stranger, then zombie)', 'started both times');
    } finally {
      stranger.kill('SIGKILL');
    }
  });
});
