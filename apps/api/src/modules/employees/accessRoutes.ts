/** Issue 9 routes (being built). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/appDeps';

export const employeeAccessRoutes: FastifyPluginAsyncZod<AppDeps> = async () => {};
