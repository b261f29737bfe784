/** Stored files served to anyone: company logos (spec 02 §2). */
import { z } from 'zod';
import { defineRoute } from './route';

export const filesApi = {
  /** The logo's bytes under its own media type (PNG, JPEG or WebP), cached a day. */
  logo: defineRoute({
    method: 'GET',
    path: '/api/files/:publicId',
    summary: 'Logo de una empresa (público)',
    tags: ['files'],
    access: { kind: 'public' },
    params: z.object({ publicId: z.uuid('errors.invalid_id') }),
    file: 'image/*',
    errors: ['not_found'],
  }),
};
