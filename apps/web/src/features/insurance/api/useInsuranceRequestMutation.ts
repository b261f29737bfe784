import { insuranceApi, type InsuranceType, type PaymentMethod } from '@abono/domain';
import type { CallInput } from '../../../lib/http/call';
import { signatureFile, signedRequestFields, type SignedRequestInput } from '../../../lib/signedRequest';
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

/** The multipart form of POST /api/loans/insurance (spec 01 §3 "Insurance request (sent)"), typed by the route. */
export function insuranceRequestForm(input: InsuranceRequestInput): CallInput<typeof insuranceApi.request> {
  return {
    body: {
      ...signedRequestFields(input),
      insurance_type: input.insuranceType,
      policy_amount: input.policyAmount,
      weekly_discount: input.weeklyDiscount,
      payment_method: input.paymentMethod,
      company_id: input.companyId,
    },
    files: { last_payslip: input.payslip, signature: signatureFile(input) },
  };
}

/** POST /api/loans/insurance. */
export function useInsuranceRequestMutation() {
  return useSignedRequestMutation(insuranceApi.request, insuranceRequestForm);
}
