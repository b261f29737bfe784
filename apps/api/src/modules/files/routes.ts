import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { filesApi } from '@abono/domain';
import type { AppDeps } from '../../lib/appDeps';
import { AppError } from '../../lib/appError';
import { route } from '../../lib/route';
import { findLogo } from '../../core/files/logoService';

export const fileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  route(app, filesApi.logo, async function serveLogo(request, reply) {
    const logo = await findLogo(db, request.params.publicId);
    if (!logo) throw new AppError('not_found');
    return reply
      .type(logo.mimeType)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(logo.content);
  });
};
