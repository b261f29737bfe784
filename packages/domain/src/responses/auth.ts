/** Response schemas of the auth and session routes (serialization and OpenAPI); the types are api.ts's. */
import { z } from 'zod';
import { EMPLOYEE_STATUSES } from '../catalog';
import { PAGE_KEYS } from '../permissions';
import { companySummarySchema } from './companies';
import { instantOut, intOut } from './wire';

export const tokenResponseSchema = z.object({
  accessToken: z.string(),
  expiresIn: intOut.describe('Segundos hasta que expira el token de acceso'),
});

export const grantSchema = z.object({
  type: z.enum(['ENDPOINT', 'ENTITY']),
  resource: z.string(),
  action: z.enum(['READ', 'WRITE', 'ALL']),
});

export const sessionEmployeeSchema = z.object({
  id: intOut,
  companyId: intOut,
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  work_location: z.string().nullable(),
  controlNumber: z.string().nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
});

export const sessionUserSchema = z.object({
  id: intOut,
  tin: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  employees: z
    .array(sessionEmployeeSchema)
    .describe('El registro de empleado del usuario en cada empresa a la que tiene acceso'),
  companies: z.array(companySummarySchema),
  accessiblePages: z.array(z.enum(PAGE_KEYS)),
  permissions: z.array(grantSchema),
  needsOnboarding: z.boolean(),
  needsCompanyOnboarding: z.boolean(),
});

export const registerResponseSchema = z.object({
  id: intOut,
  tin: z.string(),
  companyIds: z.array(intOut),
});

export const okResponseSchema = z.object({ ok: z.literal(true) });

/** One active session of the user (decision 084): a refresh family on one device. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  device: z.string().describe('Huella del dispositivo, abreviada'),
  browser: z.string().nullable().describe('Navegador y sistema leídos del User-Agent; null si no se reconocen'),
  createdAt: instantOut,
  lastUsedAt: instantOut.describe('Inicio de sesión o última renovación del token'),
  current: z.boolean(),
});
export const accountSessionsSchema = z.object({ sessions: z.array(accountSessionSchema) });
/** GET /api/auth/sessions. */
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** POST /api/auth/login and /api/auth/refresh. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
/** The session user's employee record in one company: the applicant of that company's forms. */
export type SessionEmployee = z.infer<typeof sessionEmployeeSchema>;
/** GET /api/auth/me (spec 01 §3 session user). */
export type SessionUser = z.infer<typeof sessionUserSchema>;
