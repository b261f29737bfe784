/**
 * The treasury module (spec 02 §7 "Treasury"): the loans awaiting the bank and the deposit, the
 * terminated employees, the deposit confirmation and error report (loansRoutes), and the bank
 * files, their history and the payroll deduction file (fileRoutes), under /api/treasury.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/appDeps';
import { treasuryFileRoutes } from './fileRoutes';
import { treasuryLoansRoutes } from './loansRoutes';

export const treasuryModule: FastifyPluginAsyncZod<AppDeps> = async (app, options) => {
  // Only the dependencies go on: the module's own prefix would be added a second time.
  const { config, db, jwtSecret, clock } = options;
  const deps: AppDeps = { config, db, jwtSecret, clock };
  await app.register(treasuryLoansRoutes, deps);
  await app.register(treasuryFileRoutes, deps);
};
