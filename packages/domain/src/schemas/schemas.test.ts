import { describe, expect, it } from 'vitest';
import { amountSchema } from './amount';
import { loginSchema, onboardingSchema, registerSchema } from './auth';
import { companySchema } from './company';
import { counterOfferFormSchema, counterOfferSchema } from './counterOffer';
import { employeeCreateSchema, employeeUpdateSchema, savingsTotalSchema } from './employee';
import { insuranceApplyFormSchema } from './insurance';
import { loanRequestSchema } from './loan';
import { notificationListQuerySchema } from './notifications';
import { productSchema } from './product';
import { createSettingsLoanSchema, issuerCodeSchema, settingsCompanyInfoSchema } from './settings';
import { confirmLoansSchema, reportLoansErrorSchema } from './treasury';

/** The message of each failing path, for compact expectations. */
function errors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('amountSchema', () => {
  it.each([
    [undefined, 'errors.required'],
    ['', 'errors.empty_amount'],
    ['1 000', 'errors.invalid_characters'],
    ['-5', 'errors.invalid_characters'],
    ['1.2.3', 'errors.invalid_characters'],
    ['1.234', 'errors.amount_too_many_decimals'],
    ['10.999', 'errors.amount_too_many_decimals'],
    ['.125', 'errors.amount_too_many_decimals'],
    ['.', 'errors.invalid_amount'],
    ['0', 'errors.invalid_amount'],
    ['0.001', 'errors.amount_too_many_decimals'],
    ['1000000000000', 'errors.amount_too_large'],
  ])('%j → %s', (input, key) => {
    expect(amountSchema.safeParse(input).error?.issues.map((i) => i.message)).toEqual([key]);
  });

  it('normalises valid amounts', () => {
    expect(amountSchema.parse('1500')).toBe('1500.00');
    expect(amountSchema.parse('0.5')).toBe('0.50');
  });
});

describe('loanRequestSchema', () => {
  const valid = {
    date: '2026-11-21',
    employee_code: 'B-001',
    name: 'Ana López',
    branch: 'León',
    loan_amount: '5000',
    weekly_discount: '500',
    product_id: '3',
    company_id: '1',
    tin: 'LOAA800101AB1',
    deadline: '2026-12-18',
    interest_amount: '116.67',
    total_amount: '5116.67',
    weeks_needed: '4',
    final_payment: '3116.67',
    final_payment_date: '2026-12-18',
  };

  it('coerces multipart strings', () => {
    expect(loanRequestSchema.parse(valid)).toMatchObject({
      product_id: 3,
      company_id: 1,
      weeks_needed: 4,
      loan_amount: '5000.00',
    });
  });

  it('requires the quote figures', () => {
    const { interest_amount: _i, ...rest } = valid;
    expect(errors(loanRequestSchema.safeParse({ ...rest, weeks_needed: '36' }))).toEqual({
      interest_amount: 'errors.required',
      weeks_needed: 'errors.invalid_number',
    });
  });
});

describe('counter offer', () => {
  it('uses its own messages', () => {
    expect(errors(counterOfferFormSchema.safeParse({ amount: '', weekly_discount: '0', reason: '  ' }))).toEqual({
      amount: 'counter_offer.error.amount_empty',
      weekly_discount: 'counter_offer.error.amount_positive',
      reason: 'counter_offer.error.reason_required',
    });
    expect(errors(counterOfferFormSchema.safeParse({ amount: '12 5', weekly_discount: '1.555', reason: 'x' }))).toEqual(
      {
        amount: 'counter_offer.error.amount_invalid_chars',
        weekly_discount: 'errors.amount_too_many_decimals',
      },
    );
  });

  it('sends figures and company', () => {
    const body = counterOfferSchema.parse({
      amount: '4000',
      weekly_discount: '400',
      reason: 'Ahorro insuficiente',
      interest_amount: '93.33',
      total_amount: '4093.33',
      weeks_needed: 4,
      final_payment: '2493.33',
      final_payment_date: '2026-12-18',
      company_id: 1,
    });
    expect(body).toMatchObject({ amount: '4000.00', weeks_needed: 4, company_id: 1 });
  });
});

describe('insuranceApplyFormSchema', () => {
  const base = {
    insurance_type: 'auto',
    policy_amount: '3000',
    weekly_discount: '300',
    payment_method: 'weekly',
    signature: 'data:image/png;base64,AA',
  };

  it('keeps the payslip file object and checks it is a PDF', () => {
    const file = { name: 'recibo.PDF', type: '', size: 1000 };
    expect(insuranceApplyFormSchema.parse({ ...base, last_payslip: file }).last_payslip).toBe(file);
    expect(
      errors(
        insuranceApplyFormSchema.safeParse({ ...base, last_payslip: { name: 'a.png', type: 'image/png', size: 5 } }),
      ),
    ).toEqual({
      last_payslip: 'errors.payslip_pdf_only',
    });
    expect(
      errors(
        insuranceApplyFormSchema.safeParse({ ...base, insurance_type: 'boat', last_payslip: undefined, signature: '' }),
      ),
    ).toEqual({
      insurance_type: 'errors.invalid_insurance_type',
      last_payslip: 'errors.payslip_required',
      signature: 'errors.signature_required',
    });
  });
});

describe('employee schemas', () => {
  const base = { controlNumber: 'B-001', name: 'Ana', work_location: 'León', role_id: '1', bank: '072', company_id: 1 };

  it('defaults status to hired and drops empty optionals', () => {
    expect(employeeCreateSchema.parse({ ...base, tin: '', accountNumber: '' })).toEqual({
      ...base,
      role_id: 1,
      status: 'hired',
      tin: undefined,
      accountNumber: undefined,
    });
  });

  it('checks bank, account, email and phone', () => {
    expect(
      errors(employeeUpdateSchema.safeParse({ ...base, bank: '', accountNumber: '123', email: 'x@', phone: 'abc' })),
    ).toEqual({
      bank: 'errors.required',
      accountNumber: 'employees.error.account_length',
      email: 'errors.invalid_email',
      phone: 'errors.invalid_phone',
    });
    expect(
      employeeUpdateSchema.parse({ ...base, accountNumber: '072225001234567891', email: '', phone: '' }),
    ).toMatchObject({
      accountNumber: '072225001234567891',
    });
  });

  // The account rule is bankAccount.ts accountProblem's, the one the import applies.
  it.each([
    ['072225001234567891', '072', undefined],
    ['072225001234567890', '072', 'employees.error.clabe_check_digit'],
    ['072225001234567891', '021', 'employees.error.clabe_bank_mismatch'],
    ['1234567890', '021', undefined],
    ['12345678901', '072', 'employees.error.account_length'],
    ['07222500123456789X', '072', 'employees.error.account_digits'],
  ])('account %s with bank %s → %s', (accountNumber, bank, expected) => {
    const result = employeeCreateSchema.safeParse({ ...base, accountNumber, bank });
    expect(result.success ? undefined : errors(result).accountNumber).toBe(expected);
  });

  it("upper-cases the RFC; an edit without status keeps the employee's", () => {
    expect(employeeCreateSchema.parse({ ...base, tin: ' pelm800101ab1 ' }).tin).toBe('PELM800101AB1');
    expect(employeeUpdateSchema.parse(base).status).toBeUndefined();
  });

  it('accepts a savings total of zero, refuses negatives', () => {
    expect(savingsTotalSchema.parse({ totalSavings: '0' })).toEqual({ totalSavings: '0.00' });
    expect(errors(savingsTotalSchema.safeParse({ totalSavings: '-1' }))).toEqual({
      totalSavings: 'employees.error.invalid_savings',
    });
    expect(errors(savingsTotalSchema.safeParse({ totalSavings: '' }))).toEqual({ totalSavings: 'errors.required' });
  });
});

describe('settings schemas', () => {
  const loan = createSettingsLoanSchema('2026-11-21');

  it.each([
    ['2026-11-21', undefined],
    ['2026-12-31', undefined],
    ['2026-11-20', 'settings.error.deadline_past'],
    // From 1 October the savings-fund cycle is next year's (decision 075).
    ['2027-01-01', undefined],
    ['2027-12-31', undefined],
    ['2028-01-01', 'settings.error.deadline_after_year_end'],
    ['', 'errors.required'],
  ])('deadline %j → %s', (deadline, key) => {
    expect(errors(loan.safeParse({ interestRate: '2.5', deadline })).deadline).toBe(key);
  });

  it.each([
    ['2026-09-30', '2026-12-31', undefined],
    ['2026-09-30', '2027-01-01', 'settings.error.deadline_after_year_end'],
    ['2026-10-01', '2027-12-31', undefined],
    ['2026-10-01', '2028-01-01', 'settings.error.deadline_after_year_end'],
  ])('on %s the deadline %s → %s', (today, deadline, key) => {
    const schema = createSettingsLoanSchema(today);
    expect(errors(schema.safeParse({ interestRate: '2.5', deadline })).deadline).toBe(key);
  });

  it.each([
    ['100', undefined],
    ['99.9999', undefined],
    ['0.0001', undefined],
    ['100.0001', 'settings.error.interest_rate_too_high'],
    ['101', 'settings.error.interest_rate_too_high'],
    ['2.12345', 'settings.error.interest_rate_invalid'],
  ])('the rate %s → %s', (interestRate, key) => {
    expect(errors(loan.safeParse({ interestRate, deadline: '2026-12-01' })).interestRate).toBe(key);
  });

  it('checks the rate', () => {
    expect(errors(loan.safeParse({ interestRate: '-1', deadline: '2026-12-01' }))).toEqual({
      interestRate: 'settings.error.interest_rate_negative',
    });
    expect(errors(loan.safeParse({ interestRate: 'abc', deadline: '2026-12-01' }))).toEqual({
      interestRate: 'settings.error.interest_rate_invalid',
    });
    expect(loan.parse({ interestRate: '0', deadline: '2026-12-01' }).interestRate).toBe('0');
  });

  it('checks issuer code and HSBC account', () => {
    expect(issuerCodeSchema.safeParse({ issuer_code: '12345' }).success).toBe(true);
    expect(errors(issuerCodeSchema.safeParse({ issuer_code: '12' }))).toEqual({
      issuer_code: 'settings.error.issuer_code_invalid',
    });
    expect(errors(issuerCodeSchema.safeParse({ issuer_code: '' }))).toEqual({ issuer_code: 'errors.required' });
    const info = { company_legal_name: 'X', company_location: 'León' };
    expect(settingsCompanyInfoSchema.parse({ ...info, hsbc_account_number: '' }).hsbc_account_number).toBeNull();
    expect(settingsCompanyInfoSchema.parse(info).hsbc_account_number).toBeUndefined();
    expect(errors(settingsCompanyInfoSchema.safeParse({ ...info, hsbc_account_number: '123456789' }))).toEqual({
      hsbc_account_number: 'settings.error.hsbc_account_invalid',
    });
  });
});

describe('other payloads', () => {
  it('company name uses validation.required', () => {
    expect(errors(companySchema.safeParse({ name: ' ' }))).toEqual({ name: 'validation.required' });
  });

  it('product defaults to active', () => {
    expect(productSchema.parse({ name: 'P', description: 'D', type: 'advance' }).is_active).toBe(true);
    expect(productSchema.parse({ name: 'P', description: 'D', type: 'loan', is_active: 'false' }).is_active).toBe(
      false,
    );
  });

  it('notification query defaults and coercion', () => {
    expect(notificationListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0, include_read: true });
    expect(notificationListQuerySchema.parse({ limit: '100', offset: '40', include_read: 'false' })).toEqual({
      limit: 100,
      offset: 40,
      include_read: false,
    });
    expect(notificationListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(notificationListQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it('a body that is not an object answers the payload key, not an English default', () => {
    for (const schema of [loginSchema, registerSchema, onboardingSchema])
      for (const body of [null, [1], 'x'])
        expect(errors(schema.safeParse(body))).toEqual({ '': 'errors.invalid_payload' });
  });

  it('an id is a number or a string of digits, nothing else coerced', () => {
    expect(confirmLoansSchema.parse({ loanIds: [7, '8'], companyId: '12' })).toEqual({
      loanIds: [7, 8],
      companyId: 12,
    });
    for (const companyId of [true, '1e3', ' 1', '0x10', [1], '', null, '１２', '١٢٣', '9007199254740992', 0, -1, 1.5])
      expect(confirmLoansSchema.safeParse({ loanIds: [1], companyId }).success, JSON.stringify(companyId)).toBe(false);
    expect(confirmLoansSchema.safeParse({ loanIds: [[1]], companyId: 1 }).success).toBe(false);
  });

  it('treasury needs loans and a comment', () => {
    expect(errors(confirmLoansSchema.safeParse({ loanIds: [], companyId: 1 }))).toEqual({
      loanIds: 'errors.select_loans',
    });
    expect(errors(reportLoansErrorSchema.safeParse({ loanIds: [1], comment: '', companyId: 1 }))).toEqual({
      comment: 'treasury.error.comment_required',
    });
  });
});
