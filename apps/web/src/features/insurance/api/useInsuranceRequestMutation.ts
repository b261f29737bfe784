import type { InsuranceRequestResponse, InsuranceType, LoanQuote, PaymentMethod } from '@abono/domain';
import { useMutation } from '@tanstack/react-query';
import { dataUrlToFile } from '../../../components/SignaturePad/dataUrl';
import { apiRequest } from '../../../lib/http/httpClient';

export interface InsuranceRequestInput {
  companyId: number;
  tin: string | null;
  employee: { date: string; employee_code: string; name: string; branch: string };
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
  const body = new FormData();
  const fields: Record<string, string> = {
    date: input.employee.date,
    employee_code: input.employee.employee_code,
    name: input.employee.name,
    branch: input.employee.branch,
    insurance_type: input.insuranceType,
    policy_amount: input.policyAmount,
    weekly_discount: input.weeklyDiscount,
    payment_method: input.paymentMethod,
    company_id: String(input.companyId),
    interest_amount: input.quote.interestAmount,
    total_amount: input.quote.totalAmount,
    weeks_needed: String(input.quote.weeksNeeded),
    final_payment: input.quote.finalPayment,
    final_payment_date: input.quote.finalPaymentDate,
  };
  if (input.tin) fields.tin = input.tin;
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('last_payslip', input.payslip, input.payslip.name);
  body.append('signature', dataUrlToFile(input.signature, 'signature.png'));
  return body;
}

/** POST /api/loans/insurance. */
export function useInsuranceRequestMutation() {
  return useMutation<InsuranceRequestResponse, unknown, InsuranceRequestInput>({
    mutationFn: (input) =>
      apiRequest<InsuranceRequestResponse>('/loans/insurance', { method: 'POST', body: insuranceRequestFormData(input) }),
  });
}
