/**
 * People search and the Spanish name order (decision 052): every list that
 * searches people ignores accents and case, on the trigram indexes, and sorts names the
 * Spanish way (es-MX). Real PostgreSQL, with migration 0007's search_fold and person_name.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employees, loans } from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { baseWhere } from '../../core/loans/listService';
import { employeeListWhere } from './employeeListService';

const t = useTestApp();

let companyId: number;
let hr: Record<string, string>;
const id: Record<string, number> = {};

/** Names as HR types them: accented, plain, upper case, and one stored decomposed (NFD). */
const PEOPLE = [
  ['P-1', 'Rosa Gómez Ruiz'],
  ['P-2', 'Iván GÓMEZ Soto'],
  ['P-3', 'Pedro Gomez Lara'],
  ['P-4', 'Ana Núñez Díaz'],
  ['P-5', 'Luis Mendoza Paz'],
  ['P-6', 'Luis Méndez Paz'],
  ['P-7', 'Sofía Nuñez'.normalize('NFD')],
  ['P-8', 'Carlos Muñoz'],
] as const;

beforeAll(async () => {
  const company = await createCompany(t.db);
  companyId = company.id;
  const user = await createUser(t.db, { role: 'hr', companyIds: [companyId] });
  hr = (await t.loginAs(user.tin)).headers;
  for (const [controlNumber, name] of PEOPLE) {
    id[controlNumber] = (await createEmployee(t.db, { companyId, controlNumber, name })).id;
    const loan = await createLoan(t.db, {
      companyId,
      employeeId: id[controlNumber],
      controlNumber: `L${controlNumber}`,
    });
    await t.db.update(loans).set({ employeeName: name }).where(eq(loans.id, loan.id));
  }
  // Another company's Gómez never shows.
  const other = await createCompany(t.db);
  await createEmployee(t.db, { companyId: other.id, controlNumber: 'P-1', name: 'Otro Gómez' });
});

async function employeeCodes(query: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/employees?company_id=${companyId}&page_size=100&${query}`,
    headers: hr,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows.map((r: { controlNumber: string }) => r.controlNumber);
}

async function loanCodes(query: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loans?company_id=${companyId}&page_size=100&${query}`,
    headers: hr,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().rows.map((r: { controlNumber: string }) => r.controlNumber);
}

const search = (text: string) => `search=${encodeURIComponent(text)}`;

describe('the employees list', () => {
  it('finds Gómez and Núñez typed without accents, in any case, and with accents the plain spellings', async () => {
    expect(await employeeCodes(search('gomez'))).toEqual(['P-1', 'P-2', 'P-3']);
    expect(await employeeCodes(search('GOMEZ'))).toEqual(['P-1', 'P-2', 'P-3']);
    expect(await employeeCodes(search('gómez'))).toEqual(['P-1', 'P-2', 'P-3']);
    expect(await employeeCodes(search('nunez'))).toEqual(['P-4', 'P-7']);
    expect(await employeeCodes(search('NÚÑEZ'))).toEqual(['P-4', 'P-7']);
    // A term typed decomposed (a Mac keyboard) matches too.
    expect(await employeeCodes(search('Núñez'.normalize('NFD')))).toEqual(['P-4', 'P-7']);
    expect(await employeeCodes(search('munoz'))).toEqual(['P-8']);
    expect(await employeeCodes(search('ivan gomez'))).toEqual(['P-2']);
  });

  // Méndez before Mendoza, accents and case never push a name out of place.
  it('sorts names the Spanish way', async () => {
    const asc = await employeeCodes('sort=name&order=asc');
    expect(asc.indexOf('P-6')).toBeLessThan(asc.indexOf('P-5'));
    expect(asc).toEqual(['P-4', 'P-8', 'P-2', 'P-6', 'P-5', 'P-3', 'P-1', 'P-7']);
    expect(await employeeCodes('sort=name&order=desc')).toEqual([...asc].reverse());
  });

  it('keeps the trigram index on a folded search (EXPLAIN over 20,000 rows)', async () => {
    const big = await createCompany(t.db);
    await t.db.execute(sql`insert into ${employees} (company_id, control_number, name, work_location, status)
      select ${big.id}, 'B-' || g, 'Persona ' || g || case when g % 500 = 0 then ' Gómez'
      else ' Ramírez' end, 'Planta', 'hired'
      from generate_series(1, 20000) g`);
    // VACUUM moves the bulk insert out of the GIN pending list, as autovacuum does in service.
    await t.pool.query('vacuum analyze employees');
    const plan = await explain(
      t.db
        .select({ id: employees.id })
        .from(employees)
        .where(employeeListWhere({ company_id: big.id, search: 'gomez' }))
        .toSQL(),
    );
    expect(plan).toContain('employees_search_trgm_idx');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/employees?company_id=${big.id}&${search('GÓMEZ')}`,
      headers: await superHeaders(),
    });
    expect(res.json().total).toBe(40);
  });
});

describe('the credits list', () => {
  it('searches the name as well as the control number, accents and case aside', async () => {
    expect(await loanCodes(search('gomez'))).toEqual(['LP-1', 'LP-2', 'LP-3']);
    expect(await loanCodes(search('nunez'))).toEqual(['LP-4', 'LP-7']);
    expect(await loanCodes(search('lp-8'))).toEqual(['LP-8']);
  });

  it('sorts employee names the Spanish way', async () => {
    expect(await loanCodes('sort=employee_name&order=asc')).toEqual([
      'LP-4',
      'LP-8',
      'LP-2',
      'LP-6',
      'LP-5',
      'LP-3',
      'LP-1',
      'LP-7',
    ]);
  });

  it('keeps a trigram index on the folded search', async () => {
    const big = await createCompany(t.db);
    // The loans' employee is the company's own: a loan cannot name another company's employee (decision 101).
    const bigEmployee = await createEmployee(t.db, { companyId: big.id });
    await t.db.execute(sql`insert into ${loans} (company_id, employee_id, status, is_active, requested_on, monthly_rate,
        deadline, original_amount, weekly_discount, interest_amount, total_amount, available_weeks, weeks_needed,
        paid_by_deductions, final_payment, calculation_result, total_savings, final_payment_date,
        first_payment_date, employee_code, employee_name, branch)
      select ${big.id}, ${bigEmployee.id}, 'rejected', false, requested_on, monthly_rate, deadline, original_amount,
      weekly_discount, interest_amount, total_amount, available_weeks, weeks_needed, paid_by_deductions, final_payment,
        calculation_result, total_savings, final_payment_date, first_payment_date, 'Q-' || g,
        'Persona ' || g || ' Ramírez', branch
      from ${loans}, generate_series(1, 20000) g where ${big.id} > 0 and ${loans.id} = (select min(id) from ${loans}
      where company_id = ${companyId})`);
    await t.pool.query('vacuum analyze loans');
    const plan = await explain(
      t.db
        .select({ id: loans.id })
        .from(loans)
        .where(baseWhere({ company_id: big.id, search: 'nunez', status: [] }))
        .toSQL(),
    );
    expect(plan).toContain('loans_search_text_trgm_idx');
  });
});

describe('the deactivated list', () => {
  it('searches like the employees list', async () => {
    await t.db
      .update(employees)
      .set({ status: 'terminated', deactivatedAt: new Date() })
      .where(eq(employees.companyId, companyId));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/employees/deactivated?company_id=${companyId}&${search('GOMEZ')}`,
      headers: hr,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .rows.map((r: { controlNumber: string }) => r.controlNumber)
        .sort(),
    ).toEqual(['P-1', 'P-2', 'P-3']);
    const all = await t.app.inject({
      method: 'GET',
      url: `/api/employees/deactivated?company_id=${companyId}`,
      headers: hr,
    });
    expect(all.json().rows).toHaveLength(PEOPLE.length);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/employees/deactivated?company_id=${companyId}&search=${'x'.repeat(1_000_000)}`,
      headers: hr,
    });
    expect(bad.statusCode).toBe(400);
    const nul = await t.app.inject({
      method: 'GET',
      url: `/api/employees/deactivated?company_id=${companyId}&${search('a\u0000b')}`,
      headers: hr,
    });
    expect(nul.statusCode).toBe(400);
  });
});

async function superHeaders(): Promise<Record<string, string>> {
  const admin = await createUser(t.db, { role: 'super_admin' });
  return (await t.loginAs(admin.tin)).headers;
}

async function explain(query: { sql: string; params: unknown[] }): Promise<string> {
  const result = await t.pool.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, query.params);
  return result.rows.map((r) => r['QUERY PLAN']).join('\n');
}
