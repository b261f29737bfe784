/**
 * Demo data (03-decisions.md §7): five accounts with password Demo#2026 (demoAccounts.ts), two
 * companies with settings and products (demoCompanies.ts), about 60 employees each
 * (demoEmployees.ts), loans in every status with their audit trail, and notifications
 * (demoLoansAndNotices.ts). Runs in one transaction and leaves the `demo_seed` marker in
 * system_state, so it happens once per database (again only after a reset).
 */
import { eq, sql } from 'drizzle-orm';
import { todayInMexicoCity, type DateString } from '@abono/domain';
import { hashPassword } from '../../core/auth/password';
import type { Db, Tx } from '../client';
import { companies, companyProducts, companySettings, products, systemState, userCompanies } from '../schema';
import { DEMO_PASSWORD, seedDemoUsers } from './demoAccounts';
import { DEMO_COMPANIES, DEMO_PRODUCTS, MONTHLY_RATE, demoDeadline } from './demoCompanies';
import { insertDemoEmployees } from './demoEmployees';
import { seedDemoLoansAndNotices } from './demoLoansAndNotices';
import { seededRandom } from './demoPeople';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demoAccounts';
export { demoDeadline } from './demoCompanies';

export const DEMO_SEED_MARKER = 'demo_seed';

/**
 * Loads the demo once. `now` is the caller's clock (the activation code's expiry, the marker);
 * `today`, the business day the loans are dated around, is now's unless a test pins the calendar.
 */
export async function seedDemo(db: Db, opts: { now: Date; today?: DateString }): Promise<{ seeded: boolean }> {
  const today = opts.today ?? todayInMexicoCity(opts.now);
  if (await hasMarker(db)) return { seeded: false };
  // Hash once, outside the transaction: argon2id is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Two processes starting together on one database: the second waits, then sees the marker.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${DEMO_SEED_MARKER}))`);
    if (await hasMarker(tx)) return { seeded: false };
    await seedDemoInTransaction(tx, { now: opts.now, today, passwordHash });
    return { seeded: true };
  });
}

/**
 * The demo written inside the caller's transaction, marker included: the database reset's, which
 * must leave the data as it was when any step fails. `passwordHash` is hashed by the caller before
 * its transaction (argon2id is deliberately slow).
 */
export async function seedDemoInTransaction(
  tx: Tx,
  opts: { now: Date; today: DateString; passwordHash: string },
): Promise<void> {
  await seedInside(tx, opts.today, opts.now, opts.passwordHash);
  await tx
    .insert(systemState)
    .values({ key: DEMO_SEED_MARKER, value: JSON.stringify({ today: opts.today, seededAt: opts.now.toISOString() }) });
}

async function hasMarker(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ key: systemState.key }).from(systemState).where(eq(systemState.key, DEMO_SEED_MARKER));
  return rows.length > 0;
}

async function seedInside(tx: Tx, today: string, now: Date, passwordHash: string): Promise<void> {
  const rand = seededRandom(20_261_121);
  const deadline = demoDeadline(today);
  const userIds = await seedDemoUsers(tx, passwordHash);
  const productIds = (
    await tx
      .insert(products)
      .values(DEMO_PRODUCTS.map((p) => ({ ...p, isActive: true })))
      .returning({ id: products.id })
  ).map((p) => p.id);

  for (const company of DEMO_COMPANIES) {
    const [row] = await tx.insert(companies).values({ name: company.name }).returning({ id: companies.id });
    const companyId = row!.id;
    await tx.insert(companySettings).values({
      companyId,
      interestRate: MONTHLY_RATE,
      deadline,
      issuerCode: company.issuerCode,
      companyLegalName: company.legalName,
      companyLocation: company.location,
      hsbcAccountNumber: company.hsbcAccount,
    });
    await tx.insert(userCompanies).values(company.access.map((role) => ({ userId: userIds.get(role)!, companyId })));
    await tx.insert(companyProducts).values(productIds.map((productId) => ({ companyId, productId })));
    const seed = { company, companyId, today, now, deadline, productIds, userIds, rand, passwordHash };
    const borrowers = await insertDemoEmployees(tx, seed);
    await seedDemoLoansAndNotices(tx, seed, borrowers);
  }
}
