/**
 * Demo data (decisions 03 §7): five accounts with password Demo#2026, two companies with
 * settings and products, about 60 employees each, loans in every status with their
 * audit trail, and notifications. Runs in one transaction and leaves the `demo_seed`
 * marker in system_state, so it happens once per database (again only after a reset).
 */
import { eq, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  maxDate,
  todayInMexicoCity,
  type DateString,
  type EmployeeStatus,
  type RoleName,
} from '@abono/domain';
import { hashPassword } from '../../core/auth/password';
import type { Db, Tx } from '../client';
import {
  auditLog,
  companies,
  companyProducts,
  companySettings,
  employees,
  loans,
  notifications,
  products,
  roles,
  systemState,
  userCompanies,
  users,
} from '../schema';
import {
  BAJIO_SCENARIOS,
  PACIFICO_SCENARIOS,
  buildLoan,
  businessInstant,
  type LoanEmployee,
  type LoanScenario,
} from './demoLoans';
import { insertDemoContracts, registerBorrowers, storeSignature } from './demoBorrowers';
import { applyDemoActivation } from './demoActivationCodes';
import { datedNotice, loanNotifications } from './demoNotifications';
import { bankAccountFor, intBetween, personFor, seededRandom, type Random } from './demoPeople';
import { signaturePng } from './demoSignature';

export const DEMO_SEED_MARKER = 'demo_seed';
export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoAccount {
  tin: string;
  role: RoleName;
  name: string;
  email: string;
  phone: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    tin: 'SADM800101AA1',
    role: 'super_admin',
    name: 'Sofía Administradora General',
    email: 'superadmin@abono.demo',
    phone: '+52 55 1000 0001',
  },
  {
    tin: 'ADMI800101AA1',
    role: 'admin',
    name: 'Adriana Mendoza Ruiz',
    email: 'admin@abono.demo',
    phone: '+52 477 100 0002',
  },
  {
    tin: 'RRHH800101AA1',
    role: 'hr',
    name: 'Rocío Hernández Salas',
    email: 'rrhh@abono.demo',
    phone: '+52 477 100 0003',
  },
  {
    tin: 'TESO800101AA1',
    role: 'treasury',
    name: 'Tomás Esquivel Ortega',
    email: 'tesoreria@abono.demo',
    phone: '+52 477 100 0004',
  },
  {
    tin: 'EMPL800101AA1',
    role: 'employee',
    name: 'Empleado Demo',
    email: 'empleado@abono.demo',
    phone: '+52 477 100 0005',
  },
];

interface DemoCompany {
  key: 'bajio' | 'pacifico';
  name: string;
  prefix: string;
  emailDomain: string;
  areaCode: string;
  locations: string[];
  issuerCode: string | null;
  legalName: string;
  location: string;
  hsbcAccount: string | null;
  /** Demo accounts with access; those with an employee record here get one. */
  access: RoleName[];
  staffRecords: RoleName[];
  scenarios: LoanScenario[];
}

const COMPANIES: DemoCompany[] = [
  {
    key: 'bajio',
    name: 'Industrias del Bajío S.A. de C.V.',
    prefix: 'IB',
    emailDomain: 'industriasdelbajio.mx',
    areaCode: '477',
    locations: ['Planta León', 'Planta Celaya', 'Oficinas Querétaro', 'Centro de distribución Irapuato'],
    issuerCode: '12345',
    legalName: 'Industrias del Bajío S.A. de C.V.',
    location: 'Blvd. Adolfo López Mateos 2510, León, Guanajuato',
    hsbcAccount: '4057123456',
    access: ['super_admin', 'admin', 'hr', 'treasury', 'employee'],
    staffRecords: ['employee', 'admin', 'hr', 'treasury'],
    scenarios: BAJIO_SCENARIOS,
  },
  {
    key: 'pacifico',
    name: 'Comercializadora del Pacífico S.A. de C.V.',
    prefix: 'CP',
    emailDomain: 'comercializadorapacifico.mx',
    areaCode: '669',
    locations: ['Sucursal Mazatlán', 'Sucursal Culiacán', 'Oficinas Guadalajara', 'Bodega Manzanillo'],
    issuerCode: null,
    legalName: 'Comercializadora del Pacífico S.A. de C.V.',
    location: 'Av. del Mar 1200, Mazatlán, Sinaloa',
    hsbcAccount: null,
    access: ['super_admin', 'employee'],
    staffRecords: ['employee'],
    scenarios: PACIFICO_SCENARIOS,
  },
];

const EMPLOYEES_PER_COMPANY = 60;
const MONTHLY_RATE = '2.5';

const PRODUCTS = [
  { name: 'Préstamo personal', description: 'Préstamo con descuento semanal vía nómina.', type: 'loan' as const },
  {
    name: 'Adelanto de nómina',
    description: 'Adelanto de sueldo que se descuenta en las siguientes semanas.',
    type: 'advance' as const,
  },
  { name: 'Préstamo de emergencia', description: 'Apoyo inmediato para gastos imprevistos.', type: 'loan' as const },
];

/** 03 §7: December 18 of today's year, or today + 70 days when that is later. */
export function demoDeadline(today: string): string {
  return maxDate(`${today.slice(0, 4)}-12-18`, addDays(today, 70));
}

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
    await seedInside(tx, today, opts.now, passwordHash);
    await tx
      .insert(systemState)
      .values({ key: DEMO_SEED_MARKER, value: JSON.stringify({ today, seededAt: opts.now.toISOString() }) });
    return { seeded: true };
  });
}

async function hasMarker(db: Db | Tx): Promise<boolean> {
  const rows = await db.select({ key: systemState.key }).from(systemState).where(eq(systemState.key, DEMO_SEED_MARKER));
  return rows.length > 0;
}

async function seedInside(tx: Tx, today: string, now: Date, passwordHash: string): Promise<void> {
  const rand = seededRandom(20_261_121);
  const deadline = demoDeadline(today);
  const userIds = await seedUsers(tx, passwordHash);
  const productIds = (
    await tx
      .insert(products)
      .values(PRODUCTS.map((p) => ({ ...p, isActive: true })))
      .returning({ id: products.id })
  ).map((p) => p.id);

  for (const company of COMPANIES) {
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
    await seedCompanyPeopleAndLoans(tx, {
      company,
      companyId,
      today,
      now,
      deadline,
      productIds,
      userIds,
      rand,
      passwordHash,
    });
  }
}

/** The five accounts; an existing account with a demo tin is left as it is. */
async function seedUsers(tx: Tx, passwordHash: string): Promise<Map<RoleName, number>> {
  const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);
  const roleId = new Map(roleRows.map((r) => [r.name, r.id]));
  await tx
    .insert(users)
    .values(
      DEMO_ACCOUNTS.map((a) => {
        const id = roleId.get(a.role);
        if (id === undefined) throw new Error(`Falta el rol ${a.role}: la base de datos no está inicializada.`);
        return { tin: a.tin, passwordHash, roleId: id, email: a.email, phone: a.phone };
      }),
    )
    .onConflictDoNothing({ target: users.tin });
  const rows = await tx
    .select({ id: users.id, tin: users.tin })
    .from(users)
    .where(
      inArray(
        users.tin,
        DEMO_ACCOUNTS.map((a) => a.tin),
      ),
    );
  const idByTin = new Map(rows.map((r) => [r.tin, r.id]));
  return new Map(DEMO_ACCOUNTS.map((a) => [a.role, idByTin.get(a.tin)!]));
}

interface CompanySeed {
  company: DemoCompany;
  companyId: number;
  today: string;
  /** The caller's clock: the fixed activation code expires counting from it. */
  now: Date;
  deadline: string;
  productIds: number[];
  userIds: Map<RoleName, number>;
  rand: Random;
  /** The demo password's hash, for the borrowers' own accounts. */
  passwordHash: string;
}

function savingsAmount(rand: Random): string {
  // A few employees have no savings yet; the rest between $500 and $45,000 in steps of $50.
  return rand() < 0.1 ? '0.00' : `${intBetween(rand, 10, 900) * 50}.00`;
}

async function seedCompanyPeopleAndLoans(tx: Tx, seed: CompanySeed): Promise<void> {
  const { company, companyId, today, rand } = seed;
  const accountByRole = new Map(DEMO_ACCOUNTS.map((a) => [a.role, a]));
  const control = (n: number) => `${company.prefix}-${String(n).padStart(4, '0')}`;

  const staff = company.staffRecords.map((role, i) => {
    const account = accountByRole.get(role)!;
    return {
      companyId,
      userId: seed.userIds.get(role)!,
      controlNumber: control(i + 1),
      name: account.name,
      email: account.email,
      phone: account.phone,
      status: 'hired' as const,
      workLocation: company.locations[i % company.locations.length]!,
      tin: account.tin,
      ...bankAccountFor(i, rand),
      totalSavings: savingsAmount(rand),
    };
  });

  // Generated people: the first ones carry the loan scenarios in order; two more are fired.
  const generatedCount = EMPLOYEES_PER_COMPANY - staff.length;
  const scenarioFor = (i: number) => company.scenarios[i];
  const generated = Array.from({ length: generatedCount }, (_, i) => {
    const person = personFor(rand, company.emailDomain, company.areaCode);
    const kind: EmployeeStatus = scenarioFor(i)?.employee ?? (i >= generatedCount - 2 ? 'fired' : 'hired');
    const withContact = rand() < 0.8;
    return {
      companyId,
      userId: null,
      controlNumber: control(staff.length + i + 1),
      name: person.name,
      email: withContact ? person.email : null,
      phone: withContact ? person.phone : null,
      status: kind,
      workLocation: company.locations[i % company.locations.length]!,
      tin: person.tin,
      ...bankAccountFor(i + staff.length, rand),
      totalSavings: savingsAmount(rand),
      deactivatedAt: kind === 'hired' ? null : businessInstant(addDays(today, -3 - (i % 5))),
    };
  });

  const inserted = await tx
    .insert(employees)
    .values([...staff, ...generated])
    .returning({
      id: employees.id,
      userId: employees.userId,
      controlNumber: employees.controlNumber,
      name: employees.name,
      workLocation: employees.workLocation,
      status: employees.status,
    });
  // The people who carry loans applied for them themselves: they have accounts (demoBorrowers).
  const generatedRows = inserted.slice(staff.length);
  const borrowers: LoanEmployee[] = [
    ...(await registerBorrowers(tx, {
      companyId,
      borrowers: generatedRows.slice(0, company.scenarios.length),
      passwordHash: seed.passwordHash,
      contacts: new Map(
        generatedRows.map((row, i) => [
          row.id,
          { tin: generated[i]!.tin, email: generated[i]!.email, phone: generated[i]!.phone },
        ]),
      ),
    })),
    ...generatedRows.slice(company.scenarios.length),
  ];

  // The first plain hired employee after the loan scenarios: unregistered, with a fixed activation code.
  await applyDemoActivation(tx, {
    companyKey: company.key,
    companyId,
    controlNumber: control(staff.length + company.scenarios.length + 1),
    now: seed.now,
  });

  const signatureFileId = await storeSignature(tx, companyId, signaturePng(companyId));

  const ctx = {
    companyId,
    today,
    deadline: seed.deadline,
    rate: MONTHLY_RATE,
    productIds: seed.productIds,
    signatureFileId,
    rand,
  };
  const built = company.scenarios.map((scenario, i) => buildLoan(scenario, borrowers[i]!, i, ctx));
  if (built.length === 0) return;
  const loanRows = await tx
    .insert(loans)
    .values(built.map((b) => b.values))
    .returning({ id: loans.id, employeeId: loans.employeeId });
  await insertDemoContracts(tx, {
    companyId,
    originalSignatureFileId: signatureFileId,
    built,
    loanIds: loanRows.map((r) => r.id),
  });

  const seedNow = businessInstant(today);
  const audit: (typeof auditLog.$inferInsert)[] = [];
  const notices: (typeof notifications.$inferInsert)[] = [];

  for (const [i, b] of built.entries()) {
    const loanId = loanRows[i]!.id;
    const borrower = borrowers[i]!;
    // The uploaded savings file set the employee's savings that the loan shows.
    if (b.values.calculationResult !== 'pending') {
      await tx.update(employees).set({ totalSavings: b.totalSavings }).where(eq(employees.id, borrower.id));
    }
    for (const step of b.steps) {
      const actor = actorFor(step.action, borrower.userId, seed.userIds, company);
      audit.push({
        entityType: 'loan',
        entityId: loanId,
        companyId,
        actorUserId: actor,
        action: step.action,
        fromStatus: step.from,
        toStatus: step.to,
        changes: changesFor(step.action, b),
        createdAt: step.at,
      });
    }
    // The services' own notices, to the recipients they would choose (by permission).
    const loan = {
      id: loanId,
      companyId,
      employeeName: borrower.name,
      // The requested amount: an accepted counter offer has replaced it in the loan's own row.
      amount: String(b.replaced?.originalAmount?.from ?? b.values.originalAmount),
      counterAmount: b.values.counterOffer?.amount ?? null,
      errorComment: b.values.errorComment ?? null,
      employeeUserId: borrower.userId,
    };
    notices.push(...(await loanNotifications(tx, loan, b.steps, seedNow)));
  }

  for (const borrower of borrowers.filter((e) => e.status === 'terminated')) {
    const target = { companyId, resourceId: borrower.id };
    notices.push(
      ...(await datedNotice(
        tx,
        'employee_terminated',
        target,
        { employeeName: borrower.name },
        businessInstant(addDays(today, -3)),
        false,
      )),
    );
  }

  const welcome = { companyId, resourceId: companyId, subjectUserId: seed.userIds.get('employee')! };
  const welcomeAt = businessInstant(addDays(today, -7));
  notices.push(
    ...(await datedNotice(
      tx,
      'company_linked',
      welcome,
      { companyName: company.name },
      welcomeAt,
      company.key === 'bajio',
    )),
  );

  if (audit.length > 0) await tx.insert(auditLog).values(audit);
  if (notices.length > 0) await tx.insert(notifications).values(notices);
}

/** Who performed each step (03 §3 "Who"); a company without its own staff falls back to the super admin. */
function actorFor(
  action: string,
  employeeUserId: number | null,
  userIds: Map<RoleName, number>,
  company: DemoCompany,
): number | null {
  const staff = (role: RoleName) => (company.access.includes(role) ? userIds.get(role)! : userIds.get('super_admin')!);
  switch (action) {
    case 'apply':
    case 'accept_counter_offer':
    case 'reject_counter_offer':
    case 'release_error':
      return employeeUserId;
    case 'bank_file':
    case 'confirm':
    case 'report_error':
      return staff('treasury');
    default:
      return staff('hr');
  }
}

function changesFor(action: string, b: ReturnType<typeof buildLoan>): Record<string, unknown> {
  const v = b.values;
  switch (action) {
    case 'apply':
      return { original_amount: v.originalAmount, weekly_discount: v.weeklyDiscount, total_amount: v.totalAmount };
    case 'counter_offer':
      return { counter_offer: v.counterOffer };
    case 'accept_counter_offer':
      return b.replaced ?? {};
    case 'report_error':
      return { error_comment: v.errorComment };
    default:
      return {};
  }
}
