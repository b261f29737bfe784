import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { canCreateCompany, companySchema, idParamSchema } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { parseInput } from '../../lib/parseInput';
import { readMultipart } from '../../lib/readMultipart';
import { authOf } from '../../plugins/guard';
import type { ImageStore } from '../files/imageStore';
import { LOGO_MAX_BYTES, storeLogo, type StoredLogo } from '../files/logoService';
import { accessibleCompanies } from './companyAccess';
import { companySummarySchema, productSummarySchema } from '@abono/domain';
import { activeProducts, createCompany } from './service';

const tags = ['companies'];

/** Reads `name` and an optional `logo` file from multipart/form-data, or `name` from JSON. */
async function readCompanyInput(request: FastifyRequest, store: ImageStore): Promise<{ name: string; logo: StoredLogo | null }> {
  if (!request.isMultipart()) return { ...parseInput(companySchema, request.body ?? {}), logo: null };
  const { fields, files } = await readMultipart(request, { fileSize: LOGO_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024 });
  const { name } = parseInput(companySchema, fields);
  const logo = files.logo?.bytes;
  return { name, logo: logo && logo.length > 0 ? await storeLogo(store, logo) : null };
}

export const companyRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, imageStore }) => {
  app.get(
    '/',
    {
      config: { guard: { kind: 'authenticated' } },
      schema: { tags, summary: 'Empresas a las que tiene acceso el usuario', response: { 200: z.array(companySummarySchema) } },
    },
    async (request) => accessibleCompanies(db, authOf(request)),
  );

  app.post(
    '/',
    {
      config: { guard: { kind: 'authenticated', allow: (user) => canCreateCompany(user.role) } },
      schema: {
        tags,
        summary: 'Crear una empresa (multipart: name y logo opcional PNG/JPEG/WebP ≤ 5 MB, ≥ 100×100 px)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: companySummarySchema },
      },
    },
    async (request, reply) => {
      const input = await readCompanyInput(request, imageStore);
      const company = await createCompany(db, imageStore, authOf(request).id, input);
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
