/** GET /api/employees/template (issue 9 §3): the import template as a real .xlsx. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, ne } from 'drizzle-orm';
import { RESOURCES } from '@abono/domain';
import { roles } from '../../db/schema';
import { employeeTemplate } from '../../files/employeeTemplate';
import type { AppDeps } from '../../lib/appDeps';

export const employeeTemplateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/template',
    {
      // The same for every company: only the role names come from the database.
      config: { guard: { kind: 'permission', resource: RESOURCES.employees, action: 'WRITE', scope: 'none' } },
      schema: {
        tags: ['employees'],
        summary: 'Plantilla de importación de empleados (.xlsx con listas de Estatus, Banco y Rol)',
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (_request, reply) => {
      // super_admin is never given by an import: that role is granted by hand.
      const names = (await db.select({ name: roles.name }).from(roles).where(ne(roles.name, 'super_admin')).orderBy(asc(roles.id))).map((r) => r.name);
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="plantilla_empleados.xlsx"')
        .send(await employeeTemplate(names));
    },
  );
};
