import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { route } from '../../lib/route';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { checkLogo } from '../../core/files/logoService';
import { accessibleCompanies } from '../../core/companies/companyAccess';
import { activeProducts, createCompany } from './service';

export const companyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, companiesApi.list, async function listMyCompanies(request) {
    return accessibleCompanies(db, authOf(request));
  });

  route(app, companiesApi.create, async function createCompanyHandler(request) {
    const logoBytes = uploadOf(request, 'logo')?.bytes;
    const logo = logoBytes && logoBytes.length > 0 ? await checkLogo(logoBytes) : null;
    return createCompany(db, authOf(request).id, { name: request.body.name, logo });
  });

  route(app, companiesApi.activeProducts, async function listActiveProducts(request) {
    return activeProducts(db, request.params.id);
  });
};
