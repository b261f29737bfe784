import { describe, expect, it } from 'vitest';
import { ACCOUNT_PROBLEM_TEXTS } from './accountProblemTexts';
import { UNPAYABLE_REASONS, unpayableReason, type PayableEmployee } from './payability';

const BANORTE_CLABE = '072180001234567897';
const HSBC_CLABE = '021180001234567893';
const hired = (over: Partial<PayableEmployee> = {}): PayableEmployee => ({
  status: 'hired',
  accountNumber: '0123456789',
  bank: '072',
  ...over,
});
const FILES = ['bank_request', 'banorte', 'hsbc'] as const;

describe('unpayableReason', () => {
  it.each(['fired', 'terminated'] as const)('refuses a %s employee in every file', (status) => {
    for (const file of FILES) {
      expect(unpayableReason(hired({ status }), file)).toBe('El empleado ya no está contratado: no se le paga.');
    }
  });

  it('refuses an employee without an account or without a bank in every file', () => {
    for (const file of FILES) {
      expect(unpayableReason(hired({ accountNumber: null }), file)).toBe(UNPAYABLE_REASONS.noAccount);
      expect(unpayableReason(hired({ accountNumber: '  ' }), file)).toBe(UNPAYABLE_REASONS.noAccount);
      expect(unpayableReason(hired({ bank: null }), file)).toBe(UNPAYABLE_REASONS.noBank);
    }
  });

  it.each([
    ['12345', '072', 'employees.error.account_length'],
    ['01234x6789', '072', 'employees.error.account_digits'],
    ['072180001234567890', '072', 'employees.error.clabe_check_digit'],
    [BANORTE_CLABE, '021', 'employees.error.clabe_bank_mismatch'],
  ] as const)('refuses the account %s of bank %s with the account problem text', (accountNumber, bank, key) => {
    for (const file of FILES) {
      expect(unpayableReason(hired({ accountNumber, bank }), file)).toBe(ACCOUNT_PROBLEM_TEXTS[key]);
    }
  });

  it('lets the bank request pay any account valid for its bank', () => {
    expect(unpayableReason(hired(), 'bank_request')).toBeNull();
    expect(unpayableReason(hired({ bank: '021', accountNumber: '4012345678' }), 'bank_request')).toBeNull();
    expect(unpayableReason(hired({ accountNumber: BANORTE_CLABE }), 'bank_request')).toBeNull();
    expect(unpayableReason(hired({ bank: '021', accountNumber: HSBC_CLABE }), 'bank_request')).toBeNull();
  });

  it('lets Banorte pay a 10-digit Banorte account or any valid CLABE, not a 10-digit HSBC account', () => {
    expect(unpayableReason(hired(), 'banorte')).toBeNull();
    expect(unpayableReason(hired({ accountNumber: BANORTE_CLABE }), 'banorte')).toBeNull();
    expect(unpayableReason(hired({ bank: '021', accountNumber: HSBC_CLABE }), 'banorte')).toBeNull();
    expect(unpayableReason(hired({ bank: '021', accountNumber: '4012345678' }), 'banorte')).toBe(
      UNPAYABLE_REASONS.banorteLayout,
    );
  });

  it('lets HSBC pay only a 10-digit HSBC account', () => {
    expect(unpayableReason(hired({ bank: '021', accountNumber: '4012345678' }), 'hsbc')).toBeNull();
    expect(unpayableReason(hired({ bank: '021', accountNumber: HSBC_CLABE }), 'hsbc')).toBe(
      UNPAYABLE_REASONS.hsbcLayout,
    );
    expect(unpayableReason(hired(), 'hsbc')).toBe(UNPAYABLE_REASONS.hsbcLayout);
    expect(unpayableReason(hired({ accountNumber: BANORTE_CLABE }), 'hsbc')).toBe(UNPAYABLE_REASONS.hsbcLayout);
  });

  it('checks the employee status before the account', () => {
    expect(unpayableReason({ status: 'fired', accountNumber: null, bank: null }, 'banorte')).toBe(
      UNPAYABLE_REASONS.notHired,
    );
  });
});
