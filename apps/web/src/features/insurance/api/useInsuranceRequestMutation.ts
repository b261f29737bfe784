import type { InsuranceRequestResponse, InsuranceType, PaymentMethod } from '@abono/domain';
import { requestFormData, type SignedRequestInput } from '../../../lib/requestFormData';
import { useSignedRequestMutation } from '../../../lib/useSignedRequestMutation';

export interface InsuranceRequestInput extends SignedRequestInput {
  companyId: number;
  insuranceType: InsuranceType;
  paymentMethod: PaymentMethod;
  /** Normalised money strings. */
  policyAmount: string;
  weeklyDiscount: string;
  payslip: File;
}

/** The multipart body of POST /api/loans/insurance (spec 01 §3 "Insurance request (sent)"). */
export function insuranceRequestFormData(input: InsuranceRequestInput): FormData {
  return requestFormData(
    input,
    {
      insurance_type: input.insuranceType,
      policy_amount: input.policyAmount,
      weekly_discount: input.weeklyDiscount,
      payment_method: input.paymentMethod,
      company_id: String(input.companyId),
    },
    { last_payslip: input.payslip },
  );
}

/** POST /api/loans/insurance. */
export function useInsuranceRequestMutation() {
  return useSignedRequestMutation<InsuranceRequestResponse, InsuranceRequestInput>('/loans/insurance', insuranceRequestFormData);
}
