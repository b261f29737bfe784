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

/** POST /employees/{id}/reset-code (201): the activation code's answer and whether it was e-mailed. */
export const issuedResetCodeSchema = issuedActivationCodeSchema.extend({
  emailed: z.boolean().describe('El código también se puso en cola para enviarse por correo al empleado'),
});
export type IssuedResetCode = z.infer<typeof issuedResetCodeSchema>;

/** POST /employees/link: the company whose employee record the session user is now linked to. */
export const employeeLinkedSchema = z.object({ companyId: intOut });
export type EmployeeLinked = z.infer<typeof employeeLinkedSchema>;
