/** Response schema of POST /api/loans/insurance (InsuranceRequestResponse). */
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
