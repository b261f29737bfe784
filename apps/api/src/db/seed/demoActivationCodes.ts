/**
 * Two unregistered demo employees with FIXED activation codes, so a demo
 * visitor can try "register with tin + code" (or link later on /company-onboarding).
 * The README lists these tins and codes. They are stored exactly as HR-issued codes are
 * (only the SHA-256), but valid for a year from the seed instead of 14 days: the demo is
 * seeded once, on the first start, and may be tried much later.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../client';
import { employees } from '../schema';
import { activationCodeHash } from '../../core/employees/activationCodeService';

export interface DemoActivation {
  companyKey: 'bajio' | 'pacifico';
  tin: string;
  name: string;
  code: string;
}

export const DEMO_ACTIVATIONS: readonly DemoActivation[] = [
  { companyKey: 'bajio', tin: 'OEPL900214KX2', name: 'Lucía Ortega Paredes', code: 'DEMA-BAJ4-7KQ3' },
  { companyKey: 'pacifico', tin: 'VIRM881107QZ5', name: 'Marco Villalobos Rangel', code: 'DEMB-PAC5-8RW2' },
];

const DEMO_CODE_VALID_DAYS = 365;

/**
 * Gives the company's demo activation identity (fixed tin and name, no contact yet) and
 * code to the unlinked employee with that control number.
 */
export async function applyDemoActivation(
  tx: Tx,
  input: { companyKey: DemoActivation['companyKey']; companyId: number; controlNumber: string; now: Date },
): Promise<void> {
  const demo = DEMO_ACTIVATIONS.find((d) => d.companyKey === input.companyKey);
  if (!demo) return;
  const updated = await tx
    .update(employees)
    .set({
      tin: demo.tin,
      name: demo.name,
      email: null,
      phone: null,
      status: 'hired',
      activationCodeHash: activationCodeHash(demo.code),
      activationCodeExpiresAt: new Date(input.now.getTime() + DEMO_CODE_VALID_DAYS * 24 * 60 * 60 * 1000),
    })
    .where(
      and(
        eq(employees.companyId, input.companyId),
        eq(employees.controlNumber, input.controlNumber),
        isNull(employees.userId),
      ),
    )
    .returning({ id: employees.id });
  if (updated.length !== 1)
    throw new Error(`Demo: no unlinked employee ${input.controlNumber} for the activation code`);
}
