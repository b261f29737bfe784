import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREATE_COMPANY_GRANT, companySchema, idParamSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { authOf } from '../../plugins/guard';
import { uploadOf } from '../../plugins/multipartBody';
import { LOGO_MAX_BYTES, storeLogo } from '../files/logoService';
import { accessibleCompanies } from './companyAccess';
import { companySummarySchema, productSummarySchema } from '@abono/domain';
import { activeProducts, createCompany } from './service';

const tags = ['companies'];

export const companyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, imageStore }) => {
  app.get(
    '/',
    {
      config: { guard: { kind: 'authenticated', scope: 'none' } },
      schema: { tags, summary: 'Empresas a las que tiene acceso el usuario', response: { 200: z.array(companySummarySchema) } },
    },
    async (request) => accessibleCompanies(db, authOf(request)),
  );

  app.post(
    '/',
    {
      config: {
        // Creating a company touches no existing company's data.
        guard: { kind: 'permission', ...CREATE_COMPANY_GRANT, scope: 'none' },
        multipart: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, acceptJson: true },
      },
      schema: {
        tags,
        summary: 'Crear una empresa (multipart: name y logo opcional PNG/JPEG/WebP ≤ 5 MB, ≥ 100×100 px)',
        consumes: ['multipart/form-data', 'application/json'],
        body: companySchema,
        response: { 201: companySummarySchema },
      },
    },
    async (request, reply) => {
      const logoBytes = uploadOf(request, 'logo')?.bytes;
      const logo = logoBytes && logoBytes.length > 0 ? await storeLogo(imageStore, logoBytes) : null;
      const company = await createCompany(db, imageStore, authOf(request).id, { name: request.body.name, logo });
      return reply.code(201).send(company);
    },
  );

  app.get(
    '/:id/active-products',
    {
      config: { guard: { kind: 'permission', resource: 'offers', action: 'READ', company: { from: 'params', key: 'id' } } },
      schema: {
        tags,
        summary: 'Productos activos que ofrece la empresa',
        params: idParamSchema,
        response: { 200: z.array(productSummarySchema) },
      },
    },
    async (request) => activeProducts(db, request.params.id),
  );
};
