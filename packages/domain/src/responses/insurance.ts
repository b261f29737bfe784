/** Response schemas of the insurance routes: the employee's request and HR's decision. */
import { z } from 'zod';
import { INSURANCE_STATUSES, INSURANCE_TYPES, PAYMENT_METHODS } from '../catalog';
import { dayOut, instantOut, intOut, moneyOut, signedFiguresOut } from './wire';

export const insuranceRequestResponseSchema = z.object({
  id: intOut,
  companyId: intOut,
  status: z.enum(INSURANCE_STATUSES),
  insuranceType: z.enum(INSURANCE_TYPES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  requestedOn: dayOut,
  policyAmount: moneyOut,
  ...signedFiguresOut,
  createdAt: instantOut,
});

/** PUT /loans/insurance/{id}/approve and /reject: the request's new status. */
export const insuranceDecisionSchema = z.object({ id: intOut, status: z.enum(INSURANCE_STATUSES) });
export type InsuranceDecision = z.infer<typeof insuranceDecisionSchema>;

/** The 201 of POST /api/loans/insurance. */
export type InsuranceRequestResponse = z.infer<typeof insuranceRequestResponseSchema>;
