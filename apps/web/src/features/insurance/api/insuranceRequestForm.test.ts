import { insuranceApi, insuranceRequestSchema, quoteLoan } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import { FAKE_SIGNATURE_DATA_URL } from '../../../components/SignaturePad/testing/FakeSignaturePad';
import { requestOf } from '../../../lib/http/call';
import { insuranceRequestForm, type InsuranceRequestInput } from './useInsuranceRequestMutation';

/** The multipart body the client sends for this form (what call() builds). */
const insuranceRequestFormData = (input: InsuranceRequestInput) =>
  requestOf(insuranceApi.request, insuranceRequestForm(input)).request.body as FormData;

function input(tin: string | null): InsuranceRequestInput {
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
    tin,
    employee: { date: '2026-03-02', employee_code: 'E-001', name: 'Ana', branch: 'León' },
    insuranceType: 'auto',
    paymentMethod: 'weekly',
    policyAmount: '5000.00',
    weeklyDiscount: '500.00',
    quote: result.quote,
    payslip: new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'recibo.pdf', { type: 'application/pdf' }),
    signature: FAKE_SIGNATURE_DATA_URL,
  };
}

/** The text parts of a multipart body. */
function textFields(form: FormData): Record<string, string> {
  return Object.fromEntries([...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string'));
}

// The API reads the text parts with the domain's insuranceRequestSchema; payslip and signature are file parts.
const SCHEMA_FIELDS = Object.keys(insuranceRequestSchema.shape);

describe('insuranceRequestFormData (the shared signed-request body)', () => {
  it('sends every text field of the domain schema (the tin only when known), and the schema accepts them', () => {
    const withTin = insuranceRequestFormData(input('ABCD800101AA1'));
    expect(Object.keys(textFields(withTin)).sort()).toEqual([...SCHEMA_FIELDS].sort());
    expect(insuranceRequestSchema.safeParse(textFields(withTin)).error?.issues ?? []).toEqual([]);
    expect(Object.keys(textFields(insuranceRequestFormData(input(null)))).sort()).toEqual(
      SCHEMA_FIELDS.filter((k) => k !== 'tin').sort(),
    );
  });

  it('sends the payslip under its own name and the signature as signature.png', () => {
    const form = insuranceRequestFormData(input(null));
    expect((form.get('last_payslip') as File).name).toBe('recibo.pdf');
    expect(form.getAll('signature')).toHaveLength(1);
    expect((form.get('signature') as File).name).toBe('signature.png');
  });
});
