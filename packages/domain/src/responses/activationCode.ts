/** Response schemas of the activation-code routes: issuing a code, and linking with one. */
import { z } from 'zod';
import { instantOut, intOut } from './wire';

/** POST /employees/{id}/activation-code (201). */
export const issuedActivationCodeSchema = z.object({
  employeeId: intOut,
  code: z.string().describe('Código de un solo uso (XXXX-XXXX-XXXX); se muestra solo esta vez'),
  expiresAt: instantOut.describe('Instante ISO-8601 UTC en que vence'),
});
export type IssuedActivationCode = z.infer<typeof issuedActivationCodeSchema>;

/** POST /employees/link: the company whose employee record the session user is now linked to. */
export const employeeLinkedSchema = z.object({ companyId: intOut });
export type EmployeeLinked = z.infer<typeof employeeLinkedSchema>;
