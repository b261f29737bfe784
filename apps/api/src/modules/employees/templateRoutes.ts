/** GET /api/employees/template (03 §4), declared in employeesApi: the import template as a real .xlsx. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_NAMES, employeesApi } from '@abono/domain';
import { employeeTemplate } from '../../files/employeeTemplate';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { assignableRoles, loadRoleBook, roleReachesAllCompanies } from './roleAssignment';

export const employeeTemplateRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, employeesApi.template, async function downloadEmployeeTemplate(request, reply) {
    // Only the roles this importer may give (roleAssignment.ts, the rule the import applies), in
    // the screens' order; never a role reaching every company (super_admin's), which is granted by hand.
    const rank = (name: string) =>
      (ROLE_NAMES as readonly string[]).includes(name)
        ? ROLE_NAMES.indexOf(name as (typeof ROLE_NAMES)[number])
        : ROLE_NAMES.length;
    const book = await loadRoleBook(db);
    const names = assignableRoles(book, authOf(request))
      .filter((role) => !roleReachesAllCompanies(book.byId.get(role.id)!))
      .map((r) => r.name)
      .sort((a, b) => rank(a) - rank(b));
    return reply
      .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="plantilla_empleados.xlsx"')
      .send(await employeeTemplate(names));
  });
};
