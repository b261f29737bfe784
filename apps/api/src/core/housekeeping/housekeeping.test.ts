/**
 * Housekeeping (decision 093) on real PostgreSQL: each kind of row is pruned exactly at its
 * boundary (one a millisecond past it goes, one a millisecond short of it stays), unread
 * notifications of any age stay, and the advisory lock lets one pass prune at a time.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  emailOutbox,
  idempotencyKeys,
  loginAttempts,
  notifications,
  rateLimitHits,
  refreshTokenFamilies,
  refreshTokens,
} from '../../db/schema';
import { createUser, uniqueTin } from '../../test/factories';
import { useTestApp } from '../../test/testApp';
import { LOGIN_WINDOW_SECONDS, KNOWN_PAIR_DAYS } from '../auth/loginThrottle';
import { KEY_TTL_HOURS } from '../../plugins/idempotency';
import { describeHousekeeping } from './describeHousekeeping';
import { startHousekeeping } from './housekeepingTimer';
import { runHousekeeping, type HousekeepingResult } from './runHousekeeping';

const t = useTestApp();
const NOW = new Date('2031-03-10T18:00:00.000Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Just past the boundary (pruned) and just short of it (kept). */
const older = (ageMs: number) => new Date(NOW.getTime() - ageMs - 1);
const younger = (ageMs: number) => new Date(NOW.getTime() - ageMs + 1);

async function attempt(succeeded: boolean, createdAt: Date, tin = uniqueTin('HKLA')): Promise<number> {
  const [row] = await t.db
    .insert(loginAttempts)
    .values({ tin, ip: '10.9.8.7', succeeded, createdAt })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

async function loginAttemptIds(ids: number[]): Promise<number[]> {
  const rows = await t.db.select({ id: loginAttempts.id }).from(loginAttempts).where(inArray(loginAttempts.id, ids));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

function pruned(result: HousekeepingResult) {
  if (!result.ran) throw new Error('the pass did not run');
  return result.pruned;
}

describe('runHousekeeping: each kind of row at its boundary', () => {
  it('prunes failed login attempts past the lockout window and successes past the known-pair period', async () => {
    const window = LOGIN_WINDOW_SECONDS * 1000;
    const knownPair = KNOWN_PAIR_DAYS * DAY;
    const failedGone = await attempt(false, older(window));
    const failedKept = await attempt(false, younger(window));
    // A success outlives the window: it makes its tin and IP a known pair (decision 008).
    const successInWindowAge = await attempt(true, older(window));
    const successGone = await attempt(true, older(knownPair));
    const successKept = await attempt(true, younger(knownPair));

    const counts = pruned(await runHousekeeping(t.db, NOW));

    expect(counts.loginAttempts).toBeGreaterThanOrEqual(2);
    expect(await loginAttemptIds([failedGone, failedKept, successInWindowAge, successGone, successKept])).toEqual(
      [failedKept, successInWindowAge, successKept].sort((a, b) => a - b),
    );
  });

  it('prunes expired refresh-token families with their tokens; keeps live and revoked-but-unexpired ones', async () => {
    const user = await createUser(t.db);
    const family = async (expiresAt: Date, revokedAt: Date | null = null) => {
      const [row] = await t.db
        .insert(refreshTokenFamilies)
        .values({ userId: user.id, fingerprintHash: 'f'.repeat(64), expiresAt, revokedAt, createdAt: older(DAY) })
        .returning({ id: refreshTokenFamilies.id });
      const tokenHash = randomUUID().replace(/-/g, '').padEnd(64, '0');
      await t.db.insert(refreshTokens).values({ tokenHash, familyId: row!.id });
      return { id: row!.id, tokenHash };
    };
    const expired = await family(new Date(NOW.getTime() - 1));
    const expiringNow = await family(NOW);
    const live = await family(new Date(NOW.getTime() + 1));
    // Revoked but not yet expired: kept, its rotated tokens still tell a replay from an unknown token.
    const revoked = await family(new Date(NOW.getTime() + DAY), older(HOUR));

    const counts = pruned(await runHousekeeping(t.db, NOW));

    expect(counts.refreshFamilies).toBeGreaterThanOrEqual(2);
    const ids = [expired, expiringNow, live, revoked].map((f) => f.id);
    const left = await t.db
      .select({ id: refreshTokenFamilies.id })
      .from(refreshTokenFamilies)
      .where(inArray(refreshTokenFamilies.id, ids));
    expect(left.map((r) => r.id).sort()).toEqual([live.id, revoked.id].sort());
    const tokens = await t.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(inArray(refreshTokens.familyId, ids));
    expect(tokens.map((r) => r.familyId).sort()).toEqual([live.id, revoked.id].sort());
  });

  it('prunes idempotency keys older than their 24 h life and keeps younger ones, answered or not', async () => {
    const user = await createUser(t.db);
    const ttl = KEY_TTL_HOURS * HOUR;
    const key = async (name: string, createdAt: Date, statusCode: number | null) =>
      t.db.insert(idempotencyKeys).values({
        userId: user.id,
        key: name,
        route: 'POST /api/loans',
        requestHash: 'a'.repeat(64),
        statusCode,
        response: statusCode ? '{"ok":true}' : null,
        createdAt,
      });
    await key('gone-answered', older(ttl), 201);
    await key('gone-unanswered', older(ttl), null);
    await key('kept-answered', younger(ttl), 201);

    const counts = pruned(await runHousekeeping(t.db, NOW));

    expect(counts.idempotencyKeys).toBeGreaterThanOrEqual(2);
    const left = await t.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.userId, user.id));
    expect(left.map((r) => r.key)).toEqual(['kept-answered']);
  });

  it('prunes read notifications older than a year and keeps unread ones of any age', async () => {
    const user = await createUser(t.db);
    const year = 365 * DAY;
    const notice = async (title: string, createdAt: Date, read: boolean) =>
      t.db.insert(notifications).values({
        userId: user.id,
        type: 'loan_status_change',
        title,
        message: 'Mensaje',
        createdAt,
        isRead: read,
        readAt: read ? createdAt : null,
      });
    await notice('read-gone', older(year), true);
    await notice('read-kept', younger(year), true);
    await notice('unread-ten-years', older(10 * year), false);
    await notice('unread-recent', younger(HOUR), false);

    const counts = pruned(await runHousekeeping(t.db, NOW));

    expect(counts.readNotifications).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(left.map((r) => r.title).sort()).toEqual(['read-kept', 'unread-recent', 'unread-ten-years']);
  });

  it('prunes rate-limit hits older than a day and sent e-mails older than 30 days; unsent e-mails stay', async () => {
    const subject = `hk-${randomUUID()}`;
    await t.db.insert(rateLimitHits).values([
      { bucket: 'register_ip', subject, createdAt: older(DAY) },
      { bucket: 'register_ip', subject: `${subject}-kept`, createdAt: younger(DAY) },
    ]);
    const to = `${randomUUID()}@ejemplo.mx`;
    const mail = (subjectLine: string, sentAt: Date | null, createdAt: Date) => ({
      to,
      subject: subjectLine,
      text: 'texto',
      html: '<p>texto</p>',
      sentAt,
      createdAt,
    });
    const month = 30 * DAY;
    await t.db
      .insert(emailOutbox)
      .values([
        mail('sent-gone', older(month), older(month + DAY)),
        mail('sent-kept', younger(month), older(month + DAY)),
        mail('unsent-old', null, older(10 * month)),
      ]);

    const counts = pruned(await runHousekeeping(t.db, NOW));

    expect(counts.rateLimitHits).toBeGreaterThanOrEqual(1);
    expect(counts.sentEmails).toBeGreaterThanOrEqual(1);
    const hits = await t.db
      .select({ subject: rateLimitHits.subject })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.subject} like ${`${subject}%`}`);
    expect(hits.map((r) => r.subject)).toEqual([`${subject}-kept`]);
    const mails = await t.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, to));
    expect(mails.map((r) => r.subject).sort()).toEqual(['sent-kept', 'unsent-old']);
  });
});

describe('runHousekeeping: one pass at a time (advisory lock)', () => {
  /** Whether some session holds the housekeeping lock (namespace 6104, key 0; the two-key form). */
  async function lockHolders(): Promise<number> {
    const { rows } = await t.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
       where locktype = 'advisory' and classid = 6104 and objid = 0 and objsubid = 2 and granted`,
    );
    return rows[0]!.n;
  }

  it('skips, pruning nothing, while another session holds the lock', async () => {
    const gone = await attempt(false, older(LOGIN_WINDOW_SECONDS * 1000));
    const other = await t.pool.connect();
    try {
      await other.query('select pg_advisory_lock(6104, 0)');
      expect(await runHousekeeping(t.db, NOW)).toEqual({ ran: false });
      expect(await loginAttemptIds([gone])).toEqual([gone]);
      await other.query('select pg_advisory_unlock(6104, 0)');
    } finally {
      other.release();
    }
    expect((await runHousekeeping(t.db, NOW)).ran).toBe(true);
    expect(await loginAttemptIds([gone])).toEqual([]);
  });

  it('two passes at once: the second skips while the first is inside its transaction, which then prunes', async () => {
    const gone = await attempt(false, older(LOGIN_WINDOW_SECONDS * 1000));
    // Hold the row the first pass must delete, so that pass waits inside its transaction, lock held.
    const blocker = await t.pool.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select id from login_attempts where id = $1 for update', [gone]);
      const first = runHousekeeping(t.db, NOW);
      await expect.poll(lockHolders, { timeout: 5_000 }).toBe(1);

      const others = await Promise.all(Array.from({ length: 5 }, () => runHousekeeping(t.db, NOW)));
      expect(others).toEqual(Array.from({ length: 5 }, () => ({ ran: false })));

      await blocker.query('commit');
      const result = await first;
      expect(result.ran).toBe(true);
      expect(pruned(result).loginAttempts).toBeGreaterThanOrEqual(1);
    } finally {
      blocker.release();
    }
    expect(await loginAttemptIds([gone])).toEqual([]);
    // The transaction-scoped lock ended with the pass.
    expect(await lockHolders()).toBe(0);
  });

  it('ten passes started together never fail and delete each row once', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => attempt(false, older(LOGIN_WINDOW_SECONDS * 1000))));
    const results = await Promise.all(Array.from({ length: 10 }, () => runHousekeeping(t.db, NOW)));
    expect(results.some((r) => r.ran)).toBe(true);
    const deleted = results.reduce((sum, r) => sum + (r.ran ? r.pruned.loginAttempts : 0), 0);
    expect(deleted).toBeGreaterThanOrEqual(ids.length);
    expect(await loginAttemptIds(ids)).toEqual([]);
  });
});

describe('startHousekeeping', () => {
  it('runs passes on its timer with the injected clock until stopped', async () => {
    t.clock.set(NOW);
    try {
      const gone = await attempt(false, older(LOGIN_WINDOW_SECONDS * 1000));
      const results: HousekeepingResult[] = [];
      const timer = startHousekeeping({
        db: t.db,
        clock: t.clock,
        intervalMs: 20,
        firstDelayMs: 0,
        onResult: (r) => results.push(r),
      });
      await expect.poll(() => results.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
      await timer.stop();
      const settled = results.length;
      expect(results[0]).toMatchObject({ ran: true });
      expect(await loginAttemptIds([gone])).toEqual([]);
      await new Promise((r) => setTimeout(r, 100));
      expect(results.length).toBe(settled);
    } finally {
      t.clock.set(null);
    }
  });

  it('reports a failed pass and keeps going', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const failingClock = {
      now: () => {
        calls += 1;
        // An invalid instant makes the pass fail inside the database call.
        return calls === 1 ? new Date(Number.NaN) : NOW;
      },
      today: () => t.clock.today(),
    };
    const results: HousekeepingResult[] = [];
    const timer = startHousekeeping({
      db: t.db,
      clock: failingClock,
      intervalMs: 20,
      firstDelayMs: 0,
      onResult: (r) => results.push(r),
      onError: (e) => errors.push(e),
    });
    await expect.poll(() => results.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(1);
    await timer.stop();
    expect(errors.length).toBe(1);
  });
});

describe('describeHousekeeping', () => {
  it('names what a pass deleted, in Spanish, and stays quiet for a skipped or empty pass', () => {
    const none = {
      loginAttempts: 0,
      refreshFamilies: 0,
      idempotencyKeys: 0,
      readNotifications: 0,
      rateLimitHits: 0,
      sentEmails: 0,
    };
    expect(describeHousekeeping({ ran: false })).toBeNull();
    expect(describeHousekeeping({ ran: true, pruned: none })).toBeNull();
    expect(describeHousekeeping({ ran: true, pruned: { ...none, loginAttempts: 3, sentEmails: 1 } })).toBe(
      'Limpieza periódica: 3 intentos de acceso, 1 correos enviados.',
    );
  });
});
