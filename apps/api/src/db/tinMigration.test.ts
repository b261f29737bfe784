/**
 * Migration 0006 (decision 054) run again on rows stored the old way: employee and
 * user RFCs normalized as the domain's normalizeTin does, and two accounts that become one RFC
 * resolved safely (the linked one keeps it; the other is parked, deactivated, its sessions
 * ended, with an audit row). The SQL normalisation is compared with the JavaScript one.
 */
import { readFileSync } from 'node:fs';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalizeTin } from '@abono/domain';
import { auditLog, employees, users } from './schema';
import { createCompany, createEmployee, createUser, uniqueTin } from '../test/factories';
import { useTestApp } from '../test/testApp';

const t = useTestApp();
const MIGRATION = new URL('./migrations/0006_users_tin_normalized.sql', import.meta.url);

/** The migration's statements, run as drizzle's migrator runs them: one transaction. */
async function runMigration(extra?: (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) => Promise<void>) {
  const statements = readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint');
  await t.db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
    if (extra) await extra(tx);
  });
}

const fullWidth = (tin: string) => [...tin].map((c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0)).join('');

describe('migration 0006: stored RFCs normalized', () => {
  it('normalizes employee RFCs; blank becomes none; what is not an RFC stays for HR to fix', async () => {
    const company = await createCompany(t.db);
    const tin = uniqueTin('EMPM');
    const rows = await Promise.all(
      [`${tin.toLowerCase()}\u00AD`, '\u200B', 'hola😀', fullWidth(tin)].map((raw, i) =>
        createEmployee(t.db, { companyId: company.id, tin: raw, controlNumber: `MIG-${i}` }),
      ),
    );
    await runMigration();
    const stored = await t.db
      .select({ id: employees.id, tin: employees.tin })
      .from(employees)
      .where(
        inArray(
          employees.id,
          rows.map((r) => r.id),
        ),
      );
    const byId = new Map(stored.map((r) => [r.id, r.tin]));
    expect(rows.map((r) => byId.get(r.id))).toEqual([tin, null, 'HOLA😀', tin]);
  });

  // Parked: inactive, its sessions ended, audited.
  it('two accounts of one RFC: the linked one keeps it, the other is parked', async () => {
    const company = await createCompany(t.db);
    const tin = uniqueTin('USRM');
    const older = await createUser(t.db, { tin: tin.toLowerCase() });
    const linked = await createUser(t.db, { tin: `${tin}\u200B` });
    const alone = await createUser(t.db, { tin: fullWidth(uniqueTin('SOLO')) });
    await createEmployee(t.db, { companyId: company.id, userId: linked.id, tin });
    await runMigration();

    const [parked, kept, single] = await Promise.all(
      [older, linked, alone].map(async (u) => (await t.db.select().from(users).where(eq(users.id, u.id)))[0]!),
    );
    expect(kept).toMatchObject({ tin, isActive: true, tokenVersion: 0 });
    expect(parked).toMatchObject({ tin: `dup-${older.id}`, isActive: false, tokenVersion: 1 });
    expect(single!.tin).toBe(normalizeTin(alone.tin));
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entityId, older.id));
    expect(audits.filter((a) => a.entityType === 'user')).toEqual([
      expect.objectContaining({
        action: 'tin_normalization_conflict',
        changes: { tin, kept_user_id: linked.id, parked_tin: `dup-${older.id}` },
      }),
    ]);
    // The parked account is unreachable: its tin is no normalized login input.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-device-fingerprint': 'f' },
      payload: { tin: `dup-${older.id}`, password: older.password, fingerprint: 'f' },
    });
    expect(res.statusCode).toBe(401);

    // Without a linked one, the oldest keeps it; running the migration again changes nothing.
    const tin2 = uniqueTin('OLDM');
    const first = await createUser(t.db, { tin: `${tin2}\uFEFF` });
    const second = await createUser(t.db, { tin: tin2 });
    await runMigration();
    const after = await t.db
      .select({ id: users.id, tin: users.tin })
      .from(users)
      .where(inArray(users.id, [first.id, second.id]));
    expect(after.sort((a, b) => a.id - b.id)).toEqual([
      { id: first.id, tin: tin2 },
      { id: second.id, tin: `dup-${second.id}` },
    ]);
    await runMigration();
    expect((await t.db.select({ tin: users.tin }).from(users).where(eq(users.id, kept!.id)))[0]!.tin).toBe(tin);
  });

  it('the SQL normalisation equals normalizeTin on look-alikes', async () => {
    const samples = [
      'sadm800101aa1',
      'SADM800101AA1\u200B',
      '\uFEFFSADM\u200C800101\u00ADAA1\u2060',
      fullWidth('SADM800101AA1'),
      ' \tSadm800101Aa1\u200D\n',
      'SADM800101AA1\u202E\uFE0F\u180E\u061C',
      'mun\u0303o800101ab1',
      'muño800101ab1',
      '\u3000SADM800101AA1\u00A0',
      '\u1680SADM800101AA1\u2028',
      'SADM800101AA1\u{E0041}\u{1D173}',
      'hola😀',
      '',
    ];
    let fromSql: string[] = [];
    await runMigration(async (tx) => {
      const result = await tx.execute<{ n: string }>(
        sql`select pg_temp.abono_normal_tin(s) as n from unnest(${sql.param(samples)}::text[])
          with ordinality as x(s, i) order by i`,
      );
      fromSql = result.rows.map((r) => r.n);
    });
    expect(fromSql).toEqual(samples.map(normalizeTin));
  });
});
