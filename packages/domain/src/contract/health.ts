/** The health check (03 §0). */
import { healthSchema } from '../responses/health';
import { defineRoute } from './route';

export const healthApi = {
  /** 200 when the database answers, 503 with the same body when it does not. */
  check: defineRoute({
    method: 'GET',
    path: '/api/health',
    summary: 'Estado de la API y de la base de datos',
    tags: ['health'],
    access: { kind: 'public' },
    response: healthSchema,
    otherResponses: { 503: healthSchema },
  }),
};
