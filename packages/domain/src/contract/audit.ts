/** The company's audit log (docs/decisions/080): the filtered page and its .xlsx export. */
import { objectGuard } from '../objectAccess';
import { auditListFilterSchema, auditListQuerySchema } from '../schemas/audit';
import { auditListSchema } from '../responses/audit';
import { defineRoute } from './route';

const tags = ['audit'];
const readInQuery = objectGuard('audit.read', { from: 'query', key: 'company_id' });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const auditApi = {
  list: defineRoute({
    method: 'GET',
    path: '/api/audit',
    summary: 'Bitácora de la empresa: quién hizo qué y cuándo, con los campos antes → después, más reciente primero',
    tags,
    access: readInQuery,
    query: auditListQuerySchema,
    response: auditListSchema,
  }),
  export: defineRoute({
    method: 'GET',
    path: '/api/audit/export',
    rateLimit: 'file',
    summary: 'La bitácora filtrada como .xlsx (encabezado fijo, fechas en la Ciudad de México)',
    tags,
    access: readInQuery,
    query: auditListFilterSchema,
    file: XLSX,
  }),
};
