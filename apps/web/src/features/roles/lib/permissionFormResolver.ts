import { permissionCreateSchema, permissionSchema, type PermissionCreate } from '@abono/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The form's fields as typed: every select holds a string ('' = nothing chosen yet). */
export interface PermissionFormValues {
  name: string;
  description: string;
  type: string;
  resource: string;
  action: string;
}

const GRANT_FIELDS = ['type', 'resource', 'action'] as const;

/**
 * Validated with the domain's schemas the API uses: a custom permission with
 * permissionCreateSchema (name, description and its grant), a built-in one with permissionSchema
 * (only its description changes). A select left blank says the field is required rather than
 * "not valid".
 */
export function permissionFormResolver(withGrant: boolean): Resolver<PermissionFormValues, unknown, PermissionCreate> {
  const base = (withGrant ? zodResolver(permissionCreateSchema) : zodResolver(permissionSchema)) as unknown as Resolver<
    PermissionFormValues,
    unknown,
    PermissionCreate
  >;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    if (!withGrant) return result;
    const errors: FieldErrors<PermissionFormValues> = { ...result.errors };
    for (const field of GRANT_FIELDS) {
      if (values[field] === '') errors[field] = { type: 'required', message: 'errors.required' };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}
