/**
 * On real PostgreSQL (decision 047): the staff tool that unlinks a wrongly linked
 * account, end to end. A squatter registers the victim's RFC first and links the record with a
 * stolen code; manage_auth unlinks and releases the RFC; the real person then registers that
 * RFC with a new code. Also: unlinking without release, who may do it (manage_auth, the
 * company, the object), what may not be released, hostile input and 20 identical requests.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER, type PermissionName } from '@abono/domain';
import {
  auditLog,
  employees,
  loans,
  notifications,
  permissions,
  rolePermissions,
  roles,
  userCompanies,
  users,
} from '../../db/schema';
import { createCompany, createEmployee, createLoan, createUser, loginAs, uniqueTin } from '../../test/factories';
import { LOAN_REJECTED_ON_UNLINK } from './deactivationEffects';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();
const PASSWORD = 'Intrusa#2026';

let ipSequence = 0;
const nextIp = () => `10.90.${Math.floor(++ipSequence / 250)}.${(ipSequence % 250) + 1}`;

async function roleWith(names: PermissionName[]): Promise<number> {
  const [role] = await t.db
    .insert(roles)
    .values({ name: `desvinc_${uniqueTin('').toLowerCase()}`, description: 'Gestor de accesos' })
    .returning({ id: roles.id });
  const perms = await t.db.select({ id: permissions.id }).from(permissions).where(inArray(permissions.name, names));
  await t.db.insert(rolePermissions).values(perms.map((p) => ({ roleId: role!.id, permissionId: p.id })));
  return role!.id;
}

async function manager(companyIds: number[]) {
  const user = await createUser(t.db, { role: 'hr', companyIds });
  await t.db
    .update(users)
    .set({ roleId: await roleWith(['manage_auth', 'manage_employees']) })
    .where(eq(users.id, user.id));
  return { ...user, headers: (await loginAs(t.app, user.tin)).headers };
}

interface World {
  a: number;
  b: number;
  hr: Record<string, string>;
  mgr: Awaited<ReturnType<typeof manager>>;
}
let w: World;

beforeEach(async () => {
  const a = await createCompany(t.db);
  const b = await createCompany(t.db);
  const hr = await createUser(t.db, { role: 'hr', companyIds: [a.id] });
  w = { a: a.id, b: b.id, hr: (await loginAs(t.app, hr.tin)).headers, mgr: await manager([a.id]) };
});

function register(tin: string, activationCode?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { [FINGERPRINT_HEADER]: 'f-unlink' },
    payload: {
      tin,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fingerprint: 'f-unlink',
      ...(activationCode ? { activationCode } : {}),
    },
    remoteAddress: nextIp(),
  });
}

async function issue(employeeId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/activation-code`,
    headers: w.hr,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code;
}

const unlink = (employeeId: number, payload: unknown, headers = w.mgr.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/employees/${employeeId}/unlink-account`,
    headers,
    payload: payload as object,
  });

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

/** The victim's record in A, and a squatter who registered its RFC first and linked it with a stolen code. */
async function squatted() {
  const tin = uniqueTin('VICT');
  const record = await createEmployee(t.db, { companyId: w.a, tin, name: 'Víctima Verdadera' });
  expect((await register(tin)).statusCode).toBe(201);
  const squatter = await loginAs(t.app, tin, PASSWORD);
  const code = await issue(record.id);
  const linked = await t.app.inject({
    method: 'POST',
    url: '/api/employees/link',
    headers: squatter.headers,
    payload: { code },
    remoteAddress: nextIp(),
  });
  expect(linked.statusCode, linked.body).toBe(200);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.tin, tin));
  return { tin, record, squatter, squatterId: user!.id };
}

async function recordUser(id: number) {
  return (await t.db.select({ userId: employees.userId }).from(employees).where(eq(employees.id, id)))[0]!.userId;
}
async function companiesOf(userId: number) {
  return (
    await t.db.select({ c: userCompanies.companyId }).from(userCompanies).where(eq(userCompanies.userId, userId))
  ).map((r) => r.c);
}

describe('POST /api/employees/{id}/unlink-account', () => {
  // Then the real person registers the RFC with a new code.
  it('end to end: unlink and release the squatter', async () => {
    const { tin, record, squatter, squatterId } = await squatted();
    expect((await register(tin)).json().error).toBe('tin_taken');

    const res = await unlink(record.id, { company_id: w.a, releaseTin: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: record.id, hasAccount: false, companyAccessRemoved: true, tinReleased: true });
    expect(await recordUser(record.id)).toBeNull();
    const [parked] = await t.db.select().from(users).where(eq(users.id, squatterId));
    expect(parked).toMatchObject({ tin: `released-${squatterId}`, isActive: false });
    expect(await companiesOf(squatterId)).toEqual([]);
    expect((await me(squatter.headers)).statusCode).toBe(401);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, w.a), inArray(auditLog.action, ['unlink_account', 'release_tin'])))
      // Both rows share the transaction's time: order by what they are about, not by arrival.
      .orderBy(asc(auditLog.entityType));
    expect(audits.map((a) => [a.entityType, a.entityId, a.action, a.actorUserId])).toEqual([
      ['employee', record.id, 'unlink_account', w.mgr.id],
      ['user', squatterId, 'release_tin', w.mgr.id],
    ]);

    // The real person: a new code from HR, and the RFC is free.
    const code = await issue(record.id);
    const registered = await register(tin.toLowerCase(), code);
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json()).toMatchObject({ tin, companyIds: [w.a] });
    expect(await recordUser(record.id)).toBe(registered.json().id);
    const real = await loginAs(t.app, tin, PASSWORD);
    expect((await me(real.headers)).json().companies.map((c: { id: number }) => c.id)).toEqual([w.a]);
  });

  it('without release: the record is free for a code, the account loses the company but keeps its RFC', async () => {
    const { tin, record, squatter, squatterId } = await squatted();
    const res = await unlink(record.id, { company_id: w.a });
    expect(res.json()).toEqual({ id: record.id, hasAccount: false, companyAccessRemoved: true, tinReleased: false });
    expect(await companiesOf(squatterId)).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/loans/user-active?company_id=${w.a}`,
          headers: squatter.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await me(squatter.headers)).json().companies).toEqual([]);
    // The old (used) code links nothing any more; HR can issue a new one.
    await issue(record.id);
    expect((await register(tin)).json().error).toBe('tin_taken');
  });

  it('rejects the open requests the unlinked account signed on the record, audited, with no notice to it', async () => {
    const { record, squatterId } = await squatted();
    const pending = await createLoan(t.db, {
      companyId: w.a,
      employeeId: record.id,
      status: 'pending',
      amount: '40000.00',
    });
    await t.db.update(loans).set({ userId: squatterId }).where(eq(loans.id, pending.id));
    const res = await unlink(record.id, { company_id: w.a });
    expect(res.statusCode, res.body).toBe(200);
    const [loan] = await t.db.select({ status: loans.status }).from(loans).where(eq(loans.id, pending.id));
    expect(loan!.status).toBe('rejected');
    const loanAudits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'loan'), eq(auditLog.entityId, pending.id)));
    expect(loanAudits.map((a) => a.action)).toEqual([LOAN_REJECTED_ON_UNLINK]);
    const [audit] = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'employee'),
          eq(auditLog.entityId, record.id),
          eq(auditLog.action, 'unlink_account'),
        ),
      );
    expect(audit!.changes).toMatchObject({ rejected_loans: [pending.id] });
    const notices = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, squatterId), eq(notifications.resourceId, pending.id)));
    expect(notices).toEqual([]);
  });

  it('keeps the company when the account is still linked to another record there', async () => {
    const person = await createUser(t.db, { companyIds: [w.a] });
    const wrong = await createEmployee(t.db, { companyId: w.a, userId: person.id, tin: uniqueTin('MALA') });
    await createEmployee(t.db, { companyId: w.a, userId: person.id, tin: person.tin });
    const res = await unlink(wrong.id, { company_id: w.a });
    expect(res.json()).toMatchObject({ companyAccessRemoved: false, tinReleased: false });
    expect(await companiesOf(person.id)).toEqual([w.a]);
  });

  // 409 and nothing changes.
  it('releases no RFC of an account still linked elsewhere or holding staff grants', async () => {
    const person = await createUser(t.db, { companyIds: [w.a] });
    const here = await createEmployee(t.db, { companyId: w.a, userId: person.id, tin: person.tin });
    const other = await createCompany(t.db);
    await createEmployee(t.db, { companyId: other.id, userId: person.id, tin: person.tin });
    // The super admin reaches both companies, so only the release rule refuses.
    const admin = await createUser(t.db, { role: 'super_admin' });
    const adminHeaders = (await loginAs(t.app, admin.tin)).headers;
    const refused = await unlink(here.id, { company_id: w.a, releaseTin: true }, adminHeaders);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'tin_not_releasable' });
    expect(await recordUser(here.id)).toBe(person.id);

    const staff = await createUser(t.db, { role: 'treasury', companyIds: [w.a] });
    const staffRecord = await createEmployee(t.db, { companyId: w.a, userId: staff.id, tin: staff.tin });
    expect((await unlink(staffRecord.id, { company_id: w.a, releaseTin: true }, adminHeaders)).json().error).toBe(
      'tin_not_releasable',
    );
    expect(await recordUser(staffRecord.id)).toBe(staff.id);
    expect((await t.db.select({ tin: users.tin }).from(users).where(eq(users.id, staff.id)))[0]!.tin).toBe(staff.tin);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'unlink_account'), inArray(auditLog.entityId, [here.id, staffRecord.id]))),
    ).toEqual([]);
  });

  // Nothing changes.
  it('needs manage_auth, the company and the object: 403 / 404, no account 409, own 409, bad input 400', async () => {
    const { record, squatterId } = await squatted();
    const outsider = await manager([w.b]);
    expect((await unlink(record.id, { company_id: w.a }, w.hr)).statusCode).toBe(403);
    expect((await unlink(record.id, { company_id: w.b }, outsider.headers)).statusCode).toBe(404);
    expect((await unlink(record.id, { company_id: w.a }, outsider.headers)).statusCode).toBe(403);
    const unlinked = await createEmployee(t.db, { companyId: w.a, tin: uniqueTin('SINC') });
    expect((await unlink(unlinked.id, { company_id: w.a })).json().error).toBe('no_account');
    const own = await createEmployee(t.db, { companyId: w.a, userId: w.mgr.id, tin: w.mgr.tin });
    expect((await unlink(own.id, { company_id: w.a })).json().error).toBe('own_record_forbidden');
    for (const body of [
      {},
      { company_id: 'x' },
      { company_id: w.a, releaseTin: 'sí' },
      { company_id: '\u0000' },
      { company_id: w.a, releaseTin: 'x'.repeat(1_000_000) },
    ]) {
      expect((await unlink(record.id, body)).statusCode).toBe(400);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/employees/0/unlink-account',
          headers: w.mgr.headers,
          payload: { company_id: w.a },
        })
      ).statusCode,
    ).toBe(400);
    expect(await recordUser(record.id)).toBe(squatterId);
    expect(await companiesOf(squatterId)).toEqual([w.a]);
  });

  it('20 identical unlinks at once: one 200, the rest 409 no_account, one audit row', async () => {
    const { record } = await squatted();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => unlink(record.id, { company_id: w.a, releaseTin: true })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().error)).toEqual(
      Array(19).fill('no_account'),
    );
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, record.id), eq(auditLog.action, 'unlink_account'))),
    ).toHaveLength(1);
  });
});
