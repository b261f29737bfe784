/**
 * `Idempotency-Key` (03 §1) as one pair of hooks on the idempotency_keys table,
 * opt-in per route with `config.idempotency: true` (POST /api/loans and
 * /api/loans/insurance, the bulk and upload routes). Decision records 015 and 049.
 *
 * - Keys are per user: the row's primary key is (user_id, key).
 * - The request's fingerprint is a SHA-256 over the route, params, query, the validated
 *   body (multipart text fields included) and every uploaded file's name, type and content
 *   hash. The same key with a different fingerprint answers 422 idempotency_key_reused.
 * - Owned by a live session: the request that takes the key's PostgreSQL advisory lock
 *   (`idempotencyOwner.ts`) writes the claim row and runs the handler; its answer (status and
 *   the exact bytes of the JSON body) is stored in onSend, and only then is the lock let go. A
 *   concurrent request with the same key never runs the handler while the owner lives: it
 *   waits for the answer and replays it (`Idempotent-Replayed: true`), or gets 409
 *   idempotency_in_progress if none comes in time. An owner that dies (process killed,
 *   connection cut) loses its lock with its session, so the next request takes the key over at
 *   once (decision 049; it used to wait for a 120 s staleness limit).
 * - 5xx and 429 answers are not kept (the claim is dropped), so a retry runs again; answered
 *   keys expire after KEY_TTL_HOURS.
 *
 * Runs in preHandler after the guard (registered after it), so only authenticated,
 * authorized and validated requests claim a key.
 */
import fp from 'fastify-plugin';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { serverMessage } from '@abono/domain';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../lib/appError';
import { sha256 } from '../lib/sha256';
import { authOf } from './guard';
import { ownerLocks, type Ownership } from './idempotencyOwner';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Answered keys are kept this long (a client retries within minutes, not days). */
export const KEY_TTL_HOURS = 24;
/** How long a concurrent duplicate waits for the first answer before answering 409. */
const WAIT_MS = 15_000;
const POLL_MS = 50;

/** Printable ASCII without spaces, as the header's usual UUIDs and random tokens are. */
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Accept an `Idempotency-Key` header on this route. */
    idempotency?: boolean;
  }
  interface FastifyRequest {
    /** The key this request owns and must answer (set by the idempotency hook). */
    idempotencyClaim: { userId: number; key: string; owner: Ownership } | null;
  }
}

/** JSON with object keys sorted, so equal requests hash equally whatever their field order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The fingerprint of what the request asks for: route, params, query, body and files. */
export function requestFingerprint(request: FastifyRequest): string {
  const files = Object.fromEntries(
    Object.entries(request.uploads ?? {}).map(([field, f]) => [
      field,
      { name: f.filename, type: f.mimetype, sha256: sha256(f.bytes) },
    ]),
  );
  return sha256(
    canonicalJson({ route: routeOf(request), params: request.params, query: request.query, body: request.body, files }),
  );
}

function routeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

function keyOf(request: FastifyRequest): string | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? null : raw.trim();
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError('validation_error', {
      message: serverMessage('invalidIdempotencyKey'),
      fields: { 'Idempotency-Key': 'errors.invalid_value' },
    });
  }
  return key;
}

/** Write this request's claim (the caller owns the key): a fresh, unanswered row. */
async function writeClaim(db: Db, userId: number, key: string, route: string, requestHash: string): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({ userId, key, route, requestHash })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { route, requestHash, statusCode: null, response: null, createdAt: sql`now()` },
    });
}

/** The key's row if it still counts: answered keys expire after KEY_TTL_HOURS. */
async function loadKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({
      route: idempotencyKeys.route,
      requestHash: idempotencyKeys.requestHash,
      statusCode: idempotencyKeys.statusCode,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} >= now() - make_interval(hours => ${KEY_TTL_HOURS})`,
      ),
    );
  return row ?? null;
}

function replay(reply: FastifyReply, statusCode: number, response: unknown): FastifyReply {
  // The stored value is the first answer's exact JSON text, so the replay is byte-identical.
  const body = typeof response === 'string' ? response : JSON.stringify(response);
  return reply.code(statusCode).header(REPLAYED_HEADER, 'true').type('application/json; charset=utf-8').send(body);
}

/** Whether an answer is final for this request (kept and replayed) or worth a retry (dropped). */
function isKept(statusCode: number): boolean {
  return statusCode < 500 && statusCode !== 429;
}

export const idempotencyPlugin = fp<{ db: Db }>(
  async (app, { db }) => {
    app.decorateRequest('idempotencyClaim', null);
    const locks = ownerLocks(db);
    app.addHook('onClose', async () => {
      await locks.close();
    });

    app.addHook('preHandler', async (request, reply) => {
      if (request.is404 || !request.routeOptions.config.idempotency) return;
      const key = keyOf(request);
      if (key === null) return;
      const userId = authOf(request).id;
      const route = routeOf(request);
      const requestHash = requestFingerprint(request);
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        // An answered key is replayed (or refused) without taking the lock.
        const row = await loadKey(db, userId, key);
        if (row && row.statusCode !== null) {
          if (row.route !== route || row.requestHash !== requestHash) throw new AppError('idempotency_key_reused');
          return replay(reply, row.statusCode, row.response);
        }
        // Unanswered or absent: whoever holds the lock is running it. Nobody alive holds it
        // (never claimed, or its owner died): this request takes the key over and runs.
        const owner = await locks.tryOwn(userId, key);
        if (owner) {
          try {
            const current = await loadKey(db, userId, key);
            if (current && current.statusCode !== null) {
              // Answered between our two reads: the owner stores its answer before it unlocks.
              await owner.release();
              continue;
            }
            await writeClaim(db, userId, key, route, requestHash);
          } catch (error) {
            await owner.release();
            throw error;
          }
          request.idempotencyClaim = { userId, key, owner };
          return;
        }
        if (Date.now() >= deadline) throw new AppError('idempotency_in_progress');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claimed = request.idempotencyClaim;
      if (!claimed) return payload;
      request.idempotencyClaim = null;
      const where = and(eq(idempotencyKeys.userId, claimed.userId), eq(idempotencyKeys.key, claimed.key));
      try {
        if (isKept(reply.statusCode) && typeof payload === 'string') {
          await db.update(idempotencyKeys).set({ statusCode: reply.statusCode, response: payload }).where(where);
        } else {
          await db.delete(idempotencyKeys).where(where);
        }
      } catch (error) {
        // The answer still goes out; the unanswered claim is taken over by the next request once we unlock.
        request.log.error({ err: error }, 'idempotency answer not stored');
      } finally {
        // Only after the answer is stored: a waiter that then gets the lock finds it and replays it.
        await claimed.owner.release();
      }
      return payload;
    });

    // A request that ends without onSend (client gone mid-handler) must not hold its key.
    app.addHook('onResponse', async (request) => {
      const claimed = request.idempotencyClaim;
      if (!claimed) return;
      request.idempotencyClaim = null;
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, claimed.userId),
            eq(idempotencyKeys.key, claimed.key),
            sql`${idempotencyKeys.statusCode} is null`,
          ),
        )
        .catch(() => undefined);
      await claimed.owner.release();
    });
  },
  { name: 'abono-idempotency', dependencies: ['abono-guard'] },
);
