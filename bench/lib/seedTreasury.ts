/**
 * Benchmark data only: turns a company of seedLargeCompany (hired employees, one pending loan each)
 * into one treasury works on, set-based (UPDATE … FROM unnest / INSERT … SELECT), so 50,000 loans
 * take seconds. Every employee gets a bank and an account the pre-validation accepts (valid CLABE
 * check digits by the domain's clabeCheckDigit), the company an issuer code and an HSBC debit
 * account, the demo treasury user access, and every loan the status under test.
 */
import pg from 'pg';
import { activeFlagFor, clabeCheckDigit, type DateString, type LoanStatus } from '@abono/domain';
import type { LargeCompany } from './seedLargeCompany';

/** Which accounts the employees get: what each dispersion file can pay. */
export type TreasuryAccounts = 'banorte' | 'hsbc';

export interface TreasurySeed {
  status: LoanStatus;
  accounts: TreasuryAccounts;
  /**
   * Confirmed loans: the business days their deposits were confirmed, spread over the loans
   * (loan id modulo their number); each is stored at noon in Mexico City.
   */
  confirmedDays?: readonly DateString[];
  /**
   * Give every employee a user account (never logged into), so the notices a status change sends
   * to the employee are written as they are in production.
   */
  withUsers?: boolean;
}

/** Issuer code of every treasury bench company: Banorte's emisora has 5 digits (03 §4). */
export const BENCH_ISSUER_CODE = '12345';
const BENCH_HSBC_DEBIT_ACCOUNT = '4012345678';

function clabe(bank: '072' | '021', n: number): string {
  const first17 = `${bank}180${String(n).padStart(11, '0')}`;
  return `${first17}${clabeCheckDigit(first17)}`;
}

/**
 * Employee n's bank and account. Banorte: a 10-digit Banorte account for half of them, a Banorte
 * CLABE or an HSBC CLABE for the others (the .PAG's account types 01 and 40). HSBC: a 10-digit HSBC
 * account, the only kind its file pays.
 */
export function benchAccount(accounts: TreasuryAccounts, n: number): { bank: '072' | '021'; account: string } {
  if (accounts === 'hsbc') return { bank: '021', account: `40${String(n).padStart(8, '0')}` };
  if (n % 2 === 0) return { bank: '072', account: `10${String(n).padStart(8, '0')}` };
  return n % 4 === 1 ? { bank: '072', account: clabe('072', n) } : { bank: '021', account: clabe('021', n) };
}

export async function seedTreasury(databaseUrl: string, company: LargeCompany, seed: TreasurySeed): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const c = company.companyId;
  try {
    await client.query('BEGIN');
    await client.query('UPDATE company_settings SET issuer_code = $2, hsbc_account_number = $3 WHERE company_id = $1', [
      c,
      BENCH_ISSUER_CODE,
      BENCH_HSBC_DEBIT_ACCOUNT,
    ]);
    await client.query(
      `INSERT INTO user_companies (user_id, company_id) SELECT id, $1 FROM users WHERE tin = 'TESO800101AA1'
       ON CONFLICT DO NOTHING`,
      [c],
    );
    const numbers = Array.from({ length: company.count }, (_, i) => i + 1);
    const accounts = numbers.map((n) => benchAccount(seed.accounts, n));
    // Control numbers are `${prefix}-000001` …: the n-th employee takes the n-th account.
    await client.query(
      `UPDATE employees e SET bank = a.bank, account_number = a.account
       FROM unnest($2::text[], $3::text[], $4::text[]) AS a(control_number, bank, account)
       WHERE e.company_id = $1 AND e.control_number = a.control_number`,
      [
        c,
        numbers.map((n) => `${company.prefix}-${String(n).padStart(6, '0')}`),
        accounts.map((a) => a.bank),
        accounts.map((a) => a.account),
      ],
    );
    if (seed.withUsers) {
      await client.query(
        `INSERT INTO users (tin, password_hash, role_id)
         SELECT 'BT' || $1::int || 'E' || e.id, '!', (SELECT id FROM roles WHERE name = 'employee')
         FROM employees e WHERE e.company_id = $1::int`,
        [c],
      );
      await client.query(
        `UPDATE employees e SET user_id = u.id FROM users u
         WHERE e.company_id = $1::int AND u.tin = 'BT' || $1::int || 'E' || e.id`,
        [c],
      );
      await client.query(
        'UPDATE loans l SET user_id = e.user_id FROM employees e WHERE l.company_id = $1 AND e.id = l.employee_id',
        [c],
      );
    }
    const days = seed.confirmedDays ?? [];
    await client.query(
      `UPDATE loans SET status = $2, calculation_result = 'pass', is_active = $3,
              confirmed_at = CASE WHEN cardinality($4::date[]) = 0 THEN NULL
                                  ELSE (($4::date[])[id % cardinality($4::date[]) + 1] + time '12:00')
                                       AT TIME ZONE 'America/Mexico_City' END
       WHERE company_id = $1`,
      [c, seed.status, activeFlagFor(seed.status), days],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE employees');
    await client.query('VACUUM ANALYZE loans');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
