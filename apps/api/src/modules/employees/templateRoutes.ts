/** GET /api/employees/template (issue 9 §3): the import template as a real .xlsx. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RESOURCES, ROLE_NAMES } from '@abono/domain';
import { employeeTemplate } from '../../files/employeeTemplate';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { assignableRoles, loadRoleBook, roleReachesAllCompanies } from './roleAssignment';

export const employeeTemplateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/template',
    {
      // The same for every company: only the roles come from the database and the caller.
      config: { guard: { kind: 'permission', resource: RESOURCES.employees, action: 'WRITE', scope: 'none' } },
      schema: {
        tags: ['employees'],
        summary: 'Plantilla de importación de empleados (.xlsx con listas de Estatus, Banco y los roles que quien llama puede asignar; instrucciones y ejemplo en otra hoja)',
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      // Only the roles this importer may give (roleAssignment.ts, the rule the import applies), in
      // the screens' order; never a role reaching every company (super_admin's), which is granted by hand.
      const rank = (name: string) => ((ROLE_NAMES as readonly string[]).includes(name) ? ROLE_NAMES.indexOf(name as (typeof ROLE_NAMES)[number]) : ROLE_NAMES.length);
      const book = await loadRoleBook(db);
      const names = assignableRoles(book, authOf(request))
        .filter((role) => !roleReachesAllCompanies(book.byId.get(role.id)!))
        .map((r) => r.name)
        .sort((a, b) => rank(a) - rank(b));
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="plantilla_empleados.xlsx"')
        .send(await employeeTemplate(names));
    },
  );
};
