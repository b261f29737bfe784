/**
 * Multipart routes declare their company scope like JSON routes: a route
 * with `config.multipart` (its own limits) has its form read in preValidation, i.e. after
 * the guard's onRequest (session and grant: nobody unauthenticated makes us buffer an
 * upload) and BEFORE validation and the guard's preHandler company check. The text fields
 * become `request.body`, so the route's zod `schema.body` validates them and
 * `guard.company = { from: 'body', key: 'company_id' }` works as for JSON; the files stay
 * in memory on `request.uploads` for the handler, which checks them by content.
 */
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { serverMessage } from '@abono/domain';
import { AppError } from '../lib/appError';
import { readMultipart, type MultipartFile, type MultipartLimits } from '../lib/readMultipart';

export interface MultipartRouteConfig extends MultipartLimits {
  /** The route also takes a JSON body (then `uploads` is empty). Default: multipart only (415 otherwise). */
  acceptJson?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartRouteConfig;
  }
  interface FastifyRequest {
    /** File parts of a multipart route's form, by field name; read them with `uploadOf`. */
    uploads: Record<string, MultipartFile> | null;
  }
}

/** The file sent in a field of a multipart route's form, if any. */
export function uploadOf(request: FastifyRequest, field: string): MultipartFile | undefined {
  return request.uploads?.[field];
}

export const multipartBodyPlugin = fp(
  async (app) => {
    app.decorateRequest('uploads', null);
    app.addHook('preValidation', async (request) => {
      const limits = request.routeOptions.config.multipart;
      if (!limits) return;
      request.uploads = {};
      if (!request.isMultipart()) {
        if (limits.acceptJson) return;
        throw new AppError('unsupported_media_type', { message: serverMessage('multipartRequired') });
      }
      const { fields, files } = await readMultipart(request, limits);
      request.body = fields;
      request.uploads = files;
    });
  },
  { name: 'abono-multipart-body', dependencies: ['@fastify/multipart'] },
);
