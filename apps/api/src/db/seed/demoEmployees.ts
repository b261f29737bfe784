/**
 * One demo company's employees (03 §7: about 60, with CLABE or Banorte accounts): the staff
 * accounts' own records, generated people (the first ones carry the loan scenarios in order,
 * two more are fired), the borrowers' accounts and the fixed activation code.
 */
import { addDays, type EmployeeStatus } from '@abono/domain';
import type { Tx } from '../client';
import { employees } from '../schema';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { applyDemoActivation } from './demoActivationCodes';
import { registerBorrowers } from './demoBorrowers';
import { EMPLOYEES_PER_COMPANY, type DemoCompanySeed } from './demoCompanies';
import { businessInstant, type LoanEmployee } from './demoLoans';
import { bankAccountFor, intBetween, personFor, type BankAccount, type Random } from './demoPeople';

function savingsAmount(rand: Random): string {
  // A few employees have no savings yet; the rest between $500 and $45,000 in steps of $50.
  return rand() < 0.1 ? '0.00' : `${intBetween(rand, 10, 900) * 50}.00`;
}

function pinned(account: BankAccount | undefined, rotated: BankAccount): BankAccount {
  return account ?? rotated;
}

/**
 * Inserts the company's employees and returns them in scenario order: the first ones (with
 * accounts) carry the company's loan scenarios, the rest carry none.
 */
export async function insertDemoEmployees(tx: Tx, seed: DemoCompanySeed): Promise<LoanEmployee[]> {
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
      // The rotation draws from `rand` even when the scenario pins the account: the people after keep theirs.
      ...pinned(scenarioFor(i)?.account, bankAccountFor(i + staff.length, rand)),
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
  return borrowers;
}
