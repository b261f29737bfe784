/**
 * The Fastify application: plugins, then the modules, then docs and the SPA.
 * `server.ts` builds it and listens; tests build it and use `app.inject`.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Db } from './db/client';
import type { AppDeps } from './lib/appDeps';
import { logSerializers } from './lib/logSerializers';
import { systemClock, type Clock } from './lib/clock';
import { auditRoutes } from './modules/audit/routes';
import { authRoutes } from './modules/auth/routes';
import { preferencesRoutes } from './modules/auth/preferencesRoutes';
import { companyRoutes } from './modules/companies/routes';
import { activationCodeRoutes } from './modules/employees/activationCodeRoutes';
import { resetCodeRoutes } from './modules/employees/resetCodeRoutes';
import { employeeTemplateRoutes } from './modules/employees/templateRoutes';
import { onboardingRoutes } from './modules/employees/onboardingRoutes';
import { employeeRoutes } from './modules/employees/employeeRoutes';
import { employeeImportRoutes } from './modules/employees/employeeImportRoutes';
import { deactivationRoutes } from './modules/employees/deactivationRoutes';
import { employeeAccessRoutes } from './modules/employees/accessRoutes';
import { fileRoutes } from './modules/files/routes';
import { healthRoutes } from './modules/health/routes';
import { insuranceHrRoutes } from './modules/insurance/hrRoutes';
import { treasuryModule } from './modules/treasury';
import { insuranceRoutes } from './modules/insurance/routes';
import { loanListRoutes } from './modules/credits/listRoutes';
import { loanHrRoutes } from './modules/credits/hrRoutes';
import { savingsRoutes } from './modules/credits/savingsRoutes';
import { loanActionRoutes } from './modules/loans/actionRoutes';
import { loanRoutes } from './modules/loans/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { permissionRoutes, roleRoutes } from './modules/access/routes';
import { productRoutes } from './modules/products/routes';
import { settingsRoutes } from './modules/settings/routes';
import { databaseResetRoutes } from './modules/settings/databaseResetRoutes';
import { openApiCollectorPlugin, registerDocsUi } from './plugins/docs';
import { compressionPlugin } from './plugins/compression';
import { errorHandlerPlugin, frameworkErrorHandler } from './plugins/errorHandler';
import { guardPlugin } from './plugins/guard';
import { idempotencyPlugin } from './plugins/idempotency';
import { multipartBodyPlugin } from './plugins/multipartBody';
import { routeRegistryPlugin } from './plugins/routeRegistry';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import { registerSpa } from './plugins/spa';
import { enableMail } from './core/mail/mailSwitch';
import { routeRateLimitPlugin } from './core/rateLimit/routeRateLimit';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  jwtSecret: Uint8Array;
  /**
   * true (default) = pino at config.logLevel; false = silent; or pino options (serializers and redaction are always
   * added).
   */
  logger?: boolean | Record<string, unknown>;
  /** Where services read "now" and "today"; tests pass a settable one. */
  clock?: Clock;
}

/** JSON bodies up to 1 MiB; uploads go through multipart with their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;
/** The largest upload of the product (spreadsheets, 03 §1); routes pass tighter per-call limits. */
export const MULTIPART_FILE_LIMIT = 10 * 1024 * 1024;

/** Never log passwords, tokens, cookies or account numbers. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-device-fingerprint"]',
  'res.headers["set-cookie"]',
  'password',
  'confirmPassword',
  'accessToken',
  '*.password',
  '*.confirmPassword',
  '*.accessToken',
  '*.refreshToken',
  '*.accountNumber',
  '*.account_number',
  '*.hsbc_account_number',
];

function loggerOptions(config: AppConfig, logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const base = logger === true || logger === undefined ? {} : logger;
  // Serializers and redaction always apply: no caller can log SQL parameters or query strings.
  return {
    level: config.logLevel,
    ...base,
    serializers: logSerializers,
    redact: { paths: REDACT_PATHS, censor: '[oculto]' },
  };
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, jwtSecret } = options;
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // URL errors Fastify answers before any handler get the envelope too (plugins/errorHandler.ts).
    frameworkErrors: frameworkErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart below) is accepted; anything else is 415.
  app.removeContentTypeParser('text/plain');

  const deps: AppDeps = {
    config,
    db,
    jwtSecret,
    clock: options.clock ?? systemClock,
  };

  // E-mail notices are queued only while SMTP is configured (decision 086); the sender is server.ts's.
  if (config.mail) {
    const disableMail = enableMail({ publicUrl: config.mail.publicUrl });
    app.addHook('onClose', async function mailOff() {
      disableMail();
    });
  }

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressionPlugin);
  await app.register(routeRegistryPlugin);
  await app.register(cookie);
  await app.register(multipart, {
    limits: {
      fileSize: MULTIPART_FILE_LIMIT,
      files: 5,
      fields: 50,
      fieldSize: 1024 * 1024,
      parts: 60,
      headerPairs: 200,
    },
  });
  await app.register(multipartBodyPlugin);
  await app.register(guardPlugin, { db, jwtSecret });
  await app.register(routeRateLimitPlugin, { db, limits: config.routeRateLimits });
  await app.register(idempotencyPlugin, { db });
  await app.register(openApiCollectorPlugin);

  await app.register(healthRoutes, { prefix: '/api', ...deps });
  await app.register(authRoutes, { prefix: '/api/auth', ...deps });
  await app.register(preferencesRoutes, { prefix: '/api/auth', ...deps });
  await app.register(companyRoutes, { prefix: '/api/companies', ...deps });
  await app.register(settingsRoutes, { prefix: '/api/settings', ...deps });
  await app.register(databaseResetRoutes, { prefix: '/api/database', ...deps });
  await app.register(onboardingRoutes, { prefix: '/api/employees', ...deps });
  await app.register(activationCodeRoutes, { prefix: '/api/employees', ...deps });
  await app.register(resetCodeRoutes, { prefix: '/api/employees', ...deps });
  await app.register(employeeTemplateRoutes, { prefix: '/api/employees', ...deps });
  await app.register(employeeImportRoutes, { prefix: '/api/employees', ...deps });
  await app.register(deactivationRoutes, { prefix: '/api/employees', ...deps });
  await app.register(employeeAccessRoutes, { prefix: '/api/employees', ...deps });
  await app.register(employeeRoutes, { prefix: '/api/employees', ...deps });
  await app.register(notificationRoutes, { prefix: '/api/notifications', ...deps });
  await app.register(fileRoutes, { prefix: '/api/files', ...deps });
  await app.register(loanRoutes, { prefix: '/api/loans', ...deps });
  await app.register(loanActionRoutes, { prefix: '/api/loans', ...deps });
  await app.register(loanListRoutes, { prefix: '/api/loans', ...deps });
  await app.register(loanHrRoutes, { prefix: '/api/loans', ...deps });
  await app.register(savingsRoutes, { prefix: '/api/loans', ...deps });
  await app.register(insuranceRoutes, { prefix: '/api/loans/insurance', ...deps });
  await app.register(insuranceHrRoutes, { prefix: '/api/loans/insurance', ...deps });
  await app.register(treasuryModule, { prefix: '/api/treasury', ...deps });
  await app.register(roleRoutes, { prefix: '/api/roles', ...deps });
  await app.register(permissionRoutes, { prefix: '/api/permissions', ...deps });
  await app.register(productRoutes, { prefix: '/api', ...deps });
  await app.register(auditRoutes, { prefix: '/api/audit', ...deps });

  if (config.apiDocs) await registerDocsUi(app);
  await registerSpa(app, config.webDistDir);
  return app;
}
