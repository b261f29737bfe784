/**
 * OpenAPI (03 §0): @fastify/swagger collects the zod route schemas (register it before
 * the modules), Swagger UI serves them at /api/docs and the document at /api/docs/json.
 * In production (NODE_ENV=production, config.apiDocs) the UI and the document are not served:
 * app.ts skips registerDocsUi and /api/docs answers 404 (decision 095); the collector still runs,
 * so `app.swagger()` keeps producing the document the build publishes.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDef } from '@abono/domain';
import { errorResponsesOf } from '../lib/route';
import { markRoutesPublic } from './routeRegistry';

export const DOCS_PREFIX = '/api/docs';

type Transform = typeof jsonSchemaTransform;

/**
 * The zod schemas as JSON Schema, plus a documented response for each error code the route's
 * declaration names (lib/route.ts errorResponsesOf). A route with no answer schema (a file, 204)
 * keeps its success response listed beside its errors.
 */
const withErrorResponses: Transform = (input) => {
  const out = jsonSchemaTransform(input);
  const contract = input.route.config?.contract;
  if (!contract) return out;
  const errors = errorResponsesOf(contract);
  const schema = out.schema as { response?: Record<string, unknown> };
  const success = contract.status ?? 200;
  const response = {
    [success]:
      success === 204
        ? { description: 'Sin contenido', type: 'null' }
        : contract.file
          ? { description: `Archivo ${[contract.file].flat().join(' o ')}`, type: 'string', format: 'binary' }
          : { description: 'Respuesta correcta' },
    // A file route's other answers (a 422 with a list) are documented only: a serializer for that
    // status would also have to fit the route's other errors of the same status.
    ...otherResponsesOf(contract),
    ...schema.response,
  };
  return { ...out, schema: { ...out.schema, response: { ...response, ...errors } } };
};

function otherResponsesOf(contract: RouteDef): Record<string, unknown> {
  if (contract.response) return {};
  return Object.fromEntries(
    Object.entries(contract.otherResponses ?? {}).map(([status, schema]) => [
      status,
      {
        description: `Respuesta ${status}`,
        content: { 'application/json': { schema: z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' }) } },
      },
    ]),
  );
}

export const openApiCollectorPlugin = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Abono API',
          description: 'Préstamos y seguros vía descuento de nómina. Errores: { error, message, fields? } (03 §1).',
          version: '0.1.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
      transform: withErrorResponses,
    });
  },
  { name: 'abono-openapi' },
);

/** Swagger UI: its routes are declared public explicitly (they are in the allow-list by prefix). */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(async (docs) => {
    docs.addHook('onRoute', markRoutesPublic);
    // No validator badge: it would send the document's address to a third party and break the CSP's img-src.
    await docs.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { validatorUrl: null } });
  });
}
