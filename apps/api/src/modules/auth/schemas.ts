/** Response schemas of the auth routes (serialization and OpenAPI); request schemas come from the domain. */
import { z } from 'zod';
import { EMPLOYEE_STATUSES, PAGE_KEYS } from '@abono/domain';
import { companySummarySchema } from '@abono/domain';

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: z.number().int().describe('Segundos hasta que expira el token de acceso'),
});

export const grantSchema = z.object({
  type: z.enum(['ENDPOINT', 'ENTITY']),
  resource: z.string(),
  action: z.enum(['READ', 'WRITE', 'ALL']),
});

export const sessionEmployeeSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  work_location: z.string().nullable(),
  controlNumber: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
});

export const sessionUserSchema = z.object({
  id: z.number().int(),
  tin: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  employees: z.array(sessionEmployeeSchema).describe('El registro de empleado del usuario en cada empresa a la que tiene acceso'),
  companies: z.array(companySummarySchema),
  accessiblePages: z.array(z.enum(PAGE_KEYS)),
  permissions: z.array(grantSchema),
  needsOnboarding: z.boolean(),
  needsCompanyOnboarding: z.boolean(),
});

export const registerResponseSchema = z.object({
  id: z.number().int(),
  tin: z.string(),
  companyIds: z.array(z.number().int()),
});

export const okSchema = z.object({ ok: z.literal(true) });
