import { loanRequestSchema, loansApi, quoteLoan } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import { FAKE_SIGNATURE_DATA_URL } from '../../../components/SignaturePad/testing/FakeSignaturePad';
import { requestOf } from '../../../lib/http/call';
import { loanRequestForm, type ApplyLoanInput } from './useApplyLoanMutation';

/** The multipart body the client sends for this form (what call() builds). */
const loanRequestFormData = (input: ApplyLoanInput) =>
  requestOf(loansApi.apply, loanRequestForm(input)).request.body as FormData;

function input(tin: string | null): ApplyLoanInput {
  const result = quoteLoan({
    today: '2026-03-02',
    deadline: '2026-12-11',
    monthlyRatePercent: '2.5',
    amount: '5000.00',
    weeklyDiscount: '500.00',
  });
  if (!result.ok) throw new Error('no quote');
  return {
    companyId: 1,
    productId: 10,
    tin,
    employee: { date: '2026-03-02', employee_code: 'E-001', name: 'Ana', branch: 'León' },
    deadline: '2026-12-11',
    loanAmount: '5000.00',
    weeklyDiscount: '500.00',
    quote: result.quote,
    signature: FAKE_SIGNATURE_DATA_URL,
  };
}

/** The text parts of a multipart body. */
function textFields(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
}

// The API reads the text parts with the domain's loanRequestSchema and the signature as a file part.
const SCHEMA_FIELDS = Object.keys(loanRequestSchema.shape);
const OPTIONAL_FIELDS = SCHEMA_FIELDS.filter(
  (key) => loanRequestSchema.shape[key as keyof typeof loanRequestSchema.shape].safeParse(undefined).success,
);

describe('loanRequestFormData', () => {
  it('sends every field of the domain schema (the optional tin only when known), and the schema accepts them', () => {
    expect(OPTIONAL_FIELDS).toEqual(['tin']);
    const withTin = loanRequestFormData(input('ABCD800101AA1'));
    expect(Object.keys(textFields(withTin)).sort()).toEqual([...SCHEMA_FIELDS].sort());
    expect(loanRequestSchema.safeParse(textFields(withTin)).error?.issues ?? []).toEqual([]);

    const withoutTin = loanRequestFormData(input(null));
    expect(Object.keys(textFields(withoutTin)).sort()).toEqual(SCHEMA_FIELDS.filter((k) => k !== 'tin').sort());
    expect(loanRequestSchema.safeParse(textFields(withoutTin)).success).toBe(true);
  });

  it('sends the drawn signature as the file part signature.png', () => {
    const form = loanRequestFormData(input(null));
    expect(form.getAll('signature')).toHaveLength(1);
    const signature = form.get('signature') as File;
    expect(signature.name).toBe('signature.png');
    expect(signature.type).toBe('image/png');
  });
});
