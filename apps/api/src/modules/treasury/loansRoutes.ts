/** Placeholder until the treasury loans routes land: registers nothing. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/appDeps';

export const treasuryLoansRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
