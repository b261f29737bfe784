/**
 * Column sizes of the database (apps/api/src/db/schema/). Apart from the zod field builders
 * (schemas/common.ts re-exports it) so a form that only limits an input's length loads no zod.
 */
export const MAX_LENGTH = {
  name: 200,
  controlNumber: 30,
  tin: 30,
  email: 255,
  phone: 30,
  description: 255,
  roleName: 50,
  permissionName: 100,
  location: 200,
  reason: 500,
  comment: 1000,
  logo: 200,
} as const;
