/** The session user's own onboarding: the profile, and linking to an employee record (spec 01 §5; 03 §6). */
import { activationLinkSchema, onboardingSchema } from '../schemas/auth';
import { idParamSchema } from '../schemas/common';
import { employeeLinkedSchema } from '../responses/activationCode';
import { sessionUserSchema } from '../responses/auth';
import { defineRoute } from './route';

const tags = ['employees'];

export const onboardingApi = {
  /** The session user's own profile (the service refuses any other id): no company scope. */
  profile: defineRoute({
    method: 'PUT',
    path: '/api/employees/onboarding/:id',
    summary: 'Completar el perfil (correo y teléfono) del usuario de la sesión',
    tags,
    access: { kind: 'authenticated', scope: 'none' },
    params: idParamSchema,
    body: onboardingSchema,
    response: sessionUserSchema,
    errors: ['forbidden'],
  }),
  /** The company is the one the code names; the caller has no access to it yet. */
  link: defineRoute({
    method: 'POST',
    path: '/api/employees/link',
    summary: 'Vincular la cuenta de la sesión a su registro de empleado con un código de activación',
    tags,
    access: { kind: 'authenticated', scope: 'none' },
    body: activationLinkSchema,
    response: employeeLinkedSchema,
    errors: ['invalid_activation_code', 'activation_code_used', 'too_many_attempts'],
  }),
};
