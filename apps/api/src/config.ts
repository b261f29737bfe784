/**
 * Runtime configuration, read once from the environment. Every default suits a
 * newcomer's `npm start`; a deployment overrides them (README "Configuración").
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteRateLimit } from '@abono/domain';

/** The repository root, found from this file so the commands work from any folder. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** Where `.data` lives: embedded PostgreSQL, generated secrets, uploaded logos. */
  dataDir: string;
  /** When set, use this PostgreSQL instead of the embedded one. */
  databaseUrl: string | undefined;
  /**
   * Connections this process keeps to PostgreSQL. More backends than the database has cores
   * only adds context switching (on 2 cores a pool of 5 served the unread-count poll at
   * about 1.4× the requests/s of a pool of 10, bench/RESULTS.md); default 2 × cores + 1,
   * shared among the WEB_CONCURRENCY processes (at least 2 each; decision 092).
   */
  dbPoolSize: number;
  /** API processes `npm start` runs on one database (WEB_CONCURRENCY, default 1; decision 092). */
  webConcurrency: number;
  embeddedPgPort: number;
  webDistDir: string;
  jwtSecret: string | undefined;
  /** 'auto' marks the refresh cookie Secure when the request came over https. */
  cookieSecure: 'auto' | boolean;
  logLevel: string;
  trustProxy: boolean;
  /** Seed the demo data: 'auto' = only on the embedded database's first start. */
  seedDemo: 'auto' | 'always' | 'never';
  /**
   * The address people type to reach Abono ("https://abono.empresa.mx"), printed on the
   * activation letter. Unset: the address HR's own request came to.
   */
  publicUrl: string | undefined;
  /**
   * ALLOW_DATABASE_RESET=true lets the danger zone reset a DATABASE_URL database; without it only
   * the embedded database can be reset (decision 075).
   */
  allowDatabaseReset: boolean;
  /** E-mail notices (decision 086): on when SMTP_URL is set; undefined = off, nothing is queued. */
  mail: MailConfig | undefined;
  /** Between housekeeping passes (decision 093): HOUSEKEEPING_INTERVAL_MS, an hour by default. */
  housekeepingIntervalMs: number;
  /**
   * Swagger UI and the OpenAPI document at /api/docs (decision 095): on, except when
   * NODE_ENV=production; API_DOCS=true|false overrides. The document is also published by the build.
   */
  apiDocs: boolean;
  /** Budgets of the expensive routes (decision 094); unset = core/rateLimit's defaults (tests shrink them). */
  routeRateLimits?: Partial<Record<RouteRateLimit, { limit: number; windowSeconds: number }>>;
}

export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…:465 (nodemailer's URL form); never logged. */
  smtpUrl: string;
  /** The From of every message ("Abono <avisos@empresa.mx>"). */
  from: string;
  /** Where the links in the messages point: PUBLIC_URL, required with SMTP_URL. */
  publicUrl: string;
}

/** True when the data lives in a server the operator named (DATABASE_URL), not the embedded one. */
export function isExternalDatabase(config: Pick<AppConfig, 'databaseUrl'>): boolean {
  return config.databaseUrl !== undefined;
}

/**
 * Whether this server loads the demo data: 'always', or 'auto' on the embedded database only
 * (03 §7: never against a DATABASE_URL database unless asked). The start and the reset ask alike.
 */
export function seedsDemo(config: Pick<AppConfig, 'databaseUrl' | 'seedDemo'>): boolean {
  return config.seedDemo === 'always' || (config.seedDemo === 'auto' && !isExternalDatabase(config));
}

/** An http(s) origin (and optional path) without a trailing slash, or undefined when unset. */
function publicUrlFrom(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`PUBLIC_URL debe ser una dirección web como https://abono.empresa.mx (recibido: ${value})`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL debe empezar con https:// o http:// (recibido: ${value})`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

/**
 * SMTP_URL turns e-mail on; it then needs MAIL_FROM and PUBLIC_URL (a message's link must reach
 * the reader: the address of a request does not exist when a background sender writes).
 */
function mailFrom(env: NodeJS.ProcessEnv, publicUrl: string | undefined): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  let protocol: string;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    // The value may hold a password: it is not repeated in the message.
    throw new Error('SMTP_URL debe ser una dirección como smtp://usuario:contraseña@servidor:587');
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL debe empezar con smtp:// o smtps://');
  const from = env.MAIL_FROM?.trim();
  if (!from) throw new Error('Con SMTP_URL hace falta MAIL_FROM (el remitente, como Abono <avisos@empresa.mx>)');
  if (!publicUrl) throw new Error('Con SMTP_URL hace falta PUBLIC_URL: los correos enlazan a Abono con esa dirección');
  return { smtpUrl, from, publicUrl };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    throw new Error(`${name} debe ser un número de puerto válido (recibido: ${value})`);
  return n;
}

function positiveIntFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new Error(`${name} debe ser un entero entre 1 y 1000 (recibido: ${value})`);
  return n;
}

/** Milliseconds between 100 ms (tests) and a day. */
function intervalMsFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 100 || n > 86_400_000)
    throw new Error(`${name} debe ser un entero de milisegundos entre 100 y 86400000 (recibido: ${value})`);
  return n;
}

function boolFrom(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

/** 2 × cores + 1 connections in all, split among the processes (at least 2 each). */
export function defaultPoolSize(processes: number, cores = os.availableParallelism()): number {
  return Math.max(2, Math.ceil((2 * cores + 1) / processes));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const webConcurrency = positiveIntFrom(env.WEB_CONCURRENCY, 1, 'WEB_CONCURRENCY');
  if (webConcurrency > 64)
    throw new Error(`WEB_CONCURRENCY debe ser un entero entre 1 y 64 (recibido: ${webConcurrency})`);
  const secure = boolFrom(env.COOKIE_SECURE);
  const seed = env.SEED_DEMO;
  const publicUrl = publicUrlFrom(env.PUBLIC_URL);
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.ABONO_DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    dbPoolSize: positiveIntFrom(env.DATABASE_POOL_SIZE, defaultPoolSize(webConcurrency), 'DATABASE_POOL_SIZE'),
    webConcurrency,
    embeddedPgPort: intFrom(env.ABONO_PG_PORT, 54329, 'ABONO_PG_PORT'),
    webDistDir: path.resolve(env.ABONO_WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist')),
    jwtSecret: env.JWT_SECRET || undefined,
    cookieSecure: secure === undefined ? 'auto' : secure,
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: boolFrom(env.TRUST_PROXY) ?? false,
    seedDemo: seed === 'always' || seed === 'never' ? seed : 'auto',
    publicUrl,
    allowDatabaseReset: boolFrom(env.ALLOW_DATABASE_RESET) ?? false,
    mail: mailFrom(env, publicUrl),
    housekeepingIntervalMs: intervalMsFrom(env.HOUSEKEEPING_INTERVAL_MS, 60 * 60_000, 'HOUSEKEEPING_INTERVAL_MS'),
    apiDocs: boolFrom(env.API_DOCS) ?? env.NODE_ENV !== 'production',
  };
}
