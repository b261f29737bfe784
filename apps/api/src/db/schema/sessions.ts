/** Sessions and safety: refresh-token families, login attempts, idempotency keys, system state. */
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './access';

/** One login on one device; every rotated refresh token belongs to a family. */
export const refreshTokenFamilies = pgTable(
  'refresh_token_families',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fingerprintHash: varchar('fingerprint_hash', { length: 64 }).notNull(),
    /** Absolute lifetime (30 days from login); rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: varchar('revoked_reason', { length: 40 }),
    createdAt: createdAt(),
    /** The login's User-Agent, shown as the browser in "Mis sesiones" (decision 084). */
    userAgent: varchar('user_agent', { length: 400 }),
    /** The login or the latest refresh: a request itself writes nothing (the session query only reads). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refresh_families_user_idx').on(t.userId),
    // Housekeeping deletes expired families (decision 093).
    index('refresh_families_expires_idx').on(t.expiresAt),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    familyId: uuid('family_id')
      .notNull()
      .references(() => refreshTokenFamilies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Set when this token was exchanged; presenting it again is reuse (after the grace). */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The successor token, sealed (AES-GCM) with a key derived from THIS token, so only a
     * holder of this token can open it: lets a second tab refreshing within the grace get
     * the same successor (03 §1) while the database still holds no usable token.
     */
    successorSealed: text('successor_sealed'),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tin: varchar('tin', { length: 30 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_tin_idx').on(t.tin, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
    // Housekeeping deletes attempts past their age (decision 093).
    index('login_attempts_created_idx').on(t.createdAt),
  ],
);

/**
 * Rate-limit hits kept in PostgreSQL so limits hold across API processes (03 §0):
 * one row per counted event of a bucket (e.g. 'register_ip') for a subject (an IP).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: varchar('bucket', { length: 40 }).notNull(),
    subject: varchar('subject', { length: 100 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rate_limit_hits_idx').on(t.bucket, t.subject, t.createdAt),
    index('rate_limit_hits_created_idx').on(t.createdAt),
  ],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** Process-independent key/value store: generated secrets and the demo-seed marker. */
export const systemState = pgTable('system_state', {
  key: varchar('key', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});
