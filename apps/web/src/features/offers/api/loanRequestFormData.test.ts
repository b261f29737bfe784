import { quoteLoan } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import { FAKE_SIGNATURE_DATA_URL } from '../../../components/SignaturePad/testing/FakeSignaturePad';
import { loanRequestFormData } from './useApplyLoanMutation';

describe('loanRequestFormData', () => {
  it('names every field as the API expects and sends the signature as signature.png', () => {
    const result = quoteLoan({ today: '2026-03-02', deadline: '2026-12-11', monthlyRatePercent: '2.5', amount: '5000.00', weeklyDiscount: '500.00' });
    if (!result.ok) throw new Error('no quote');
    const form = loanRequestFormData({
      companyId: 1,
      productId: 10,
      tin: null,
      employee: { date: '2026-03-02', employee_code: 'E-001', name: 'Ana', branch: 'León' },
      deadline: '2026-12-11',
      loanAmount: '5000.00',
      weeklyDiscount: '500.00',
      quote: result.quote,
      signature: FAKE_SIGNATURE_DATA_URL,
    });
    expect([...form.keys()].sort()).toEqual(
      [
        'branch',
        'company_id',
        'date',
        'deadline',
        'employee_code',
        'final_payment',
        'final_payment_date',
        'interest_amount',
        'loan_amount',
        'name',
        'product_id',
        'signature',
        'total_amount',
        'weekly_discount',
        'weeks_needed',
      ].sort(),
    );
    const signature = form.get('signature') as File;
    expect(signature.name).toBe('signature.png');
    expect(signature.type).toBe('image/png');
  });
});
