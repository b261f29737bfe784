import type { InsuranceRequestResponse, InsuranceType, LoanQuote, PaymentMethod } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, newIdempotencyKey } from '../../../lib/http/httpClient';
import { requestFormData, type ApplicantFieldValues } from '../../../lib/requestFormData';

export interface InsuranceRequestInput {
  companyId: number;
  tin: string | null;
  employee: ApplicantFieldValues;
  insuranceType: InsuranceType;
  paymentMethod: PaymentMethod;
  /** Normalised money strings. */
  policyAmount: string;
  weeklyDiscount: string;
  quote: LoanQuote;
  payslip: File;
  /** PNG data URL from the signature dialog. */
  signature: string;
}

/** The multipart body of POST /api/loans/insurance (spec 01 §3 "Insurance request (sent)"). */
export function insuranceRequestFormData(input: InsuranceRequestInput): FormData {
  return requestFormData({
    employee: input.employee,
    tin: input.tin,
    quote: input.quote,
    signature: input.signature,
    fields: {
      insurance_type: input.insuranceType,
      policy_amount: input.policyAmount,
      weekly_discount: input.weeklyDiscount,
      payment_method: input.paymentMethod,
      company_id: String(input.companyId),
    },
    files: { last_payslip: input.payslip },
  });
}

/** POST /api/loans/insurance. */
export function useInsuranceRequestMutation() {
  return useMutation<InsuranceRequestResponse, unknown, InsuranceRequestInput>({
    mutationFn: (input) =>
      apiRequest<InsuranceRequestResponse>('/loans/insurance', {
        method: 'POST',
        body: insuranceRequestFormData(input),
        idempotencyKey: newIdempotencyKey(),
      }),
  });
}
