import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/appDeps';
import { AppError } from '../../lib/appError';
import { PUBLIC } from '../../plugins/guard';
import { findLogo } from '../../core/files/logoService';

const paramsSchema = z.object({ publicId: z.uuid('errors.invalid_id') });

export const fileRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, imageStore }) => {
  app.get(
    '/:publicId',
    {
      config: { guard: PUBLIC },
      schema: { tags: ['files'], summary: 'Logo de una empresa (público)', params: paramsSchema },
    },
    async (request, reply) => {
      const logo = await findLogo(db, request.params.publicId);
      const stream = logo ? await imageStore.open(logo.storageKey) : null;
      if (!logo || !stream) throw new AppError('not_found');
      return reply
        .type(logo.mimeType)
        .header('cache-control', 'public, max-age=86400')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(stream);
    },
  );
};
