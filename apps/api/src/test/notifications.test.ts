import { describe, expect, it } from 'vitest';
import { createCompany, createUser, loginAs } from './factories';
import { useTestApp } from './testApp';
import { notify, sendNotice } from '../core/notifications/notify';
import { auditLog, notifications, permissions, rolePermissions, roles, users } from '../db/schema';
import { recordAudit } from '../core/audit/recordAudit';
import { eq, inArray } from 'drizzle-orm';

const t = useTestApp();

async function setup(count = 3) {
  const company = await createCompany(t.db);
  const user = await createUser(t.db, { companyIds: [company.id] });
  for (let i = 0; i < count; i++) {
    await notify(t.db, {
      userIds: [user.id],
      companyId: company.id,
      type: 'loan_status_change',
      title: `Aviso ${i}`,
      message: `Mensaje ${i}`,
      resourceType: 'loan',
      resourceId: i + 1,
    });
  }
  const session = await loginAs(t.app, user.tin);
  const ids = (
    await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, user.id))
  ).map((r) => r.id);
  return { company, user, headers: session.headers, ids };
}

describe('notifications', () => {
  it('lists own notifications newest first with paging and counts', async () => {
    const { headers, company } = await setup(3);
    const res = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=2&offset=0', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ unreadCount: 3, total: 3, hasMore: true });
    expect(body.notifications.map((n: { title: string }) => n.title)).toEqual(['Aviso 2', 'Aviso 1']);
    expect(body.notifications[0]).toEqual({
      id: expect.any(Number),
      type: 'loan_status_change',
      title: 'Aviso 2',
      message: 'Mensaje 2',
      resource_type: 'loan',
      resource_id: 3,
      company_id: company.id,
      company_name: company.name,
      is_read: false,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      read_at: null,
    });
    const page2 = (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=2&offset=2', headers })).json();
    expect(page2).toMatchObject({ total: 3, hasMore: false });
    expect(page2.notifications).toHaveLength(1);
    const defaults = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    expect(defaults.notifications).toHaveLength(3);
  });

  it('read, read-all and delete answer the unread count, never below zero', async () => {
    const { headers, ids } = await setup(3);
    const count = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications/count', headers })).json().count;
    expect(await count()).toBe(3);

    const read = await t.app.inject({ method: 'PUT', url: `/api/notifications/${ids[0]}/read`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ count: 2 });
    // Reading it again changes nothing.
    expect((await t.app.inject({ method: 'PUT', url: `/api/notifications/${ids[0]}/read`, headers })).json()).toEqual({
      count: 2,
    });

    const unreadOnly = (
      await t.app.inject({ method: 'GET', url: '/api/notifications?include_read=false', headers })
    ).json();
    expect(unreadOnly).toMatchObject({ total: 2, unreadCount: 2 });
    const all = (await t.app.inject({ method: 'GET', url: '/api/notifications?include_read=true', headers })).json();
    const readItem = all.notifications.find((n: { id: number }) => n.id === ids[0]);
    expect(readItem.is_read).toBe(true);
    expect(readItem.read_at).not.toBeNull();

    // Deleting a read one keeps the count; deleting an unread one lowers it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${ids[0]}`, headers })).json()).toEqual({
      count: 2,
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${ids[1]}`, headers })).json()).toEqual({
      count: 1,
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${ids[1]}`, headers })).statusCode).toBe(
      404,
    );

    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers })).json()).toEqual({
      count: 0,
    });
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers })).json()).toEqual({
      count: 0,
    });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${ids[2]}`, headers })).json()).toEqual({
      count: 0,
    });
    expect(await count()).toBe(0);
  });

  it("another user's notification answers 404 and is left alone", async () => {
    const mine = await setup(1);
    const other = await setup(1);
    const foreign = other.ids[0];
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/notifications/${foreign}/read`, headers: mine.headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/notifications/${foreign}`, headers: mine.headers }))
        .statusCode,
    ).toBe(404);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: mine.headers });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/notifications/count', headers: other.headers })).json(),
    ).toEqual({ count: 1 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: mine.headers })).json();
    expect(list.notifications.map((n: { id: number }) => n.id)).not.toContain(foreign);
  });

  it('validates ids and query values', async () => {
    const { headers } = await setup(0);
    for (const url of [
      '/api/notifications/abc/read',
      '/api/notifications/99999999999999999999/read',
      '/api/notifications/0/read',
      '/api/notifications/-1/read',
    ]) {
      const res = await t.app.inject({ method: 'PUT', url, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_error');
    }
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'include_read=maybe']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notifications?${query}`, headers });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/2147483648/read', headers })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/2147483647/read', headers })).statusCode).toBe(
      404,
    );
  });

  it('sends a catalog notice to the company users whose role grants the permission, whatever its name', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    // A custom role that manages credits, with a name no code knows about.
    const [role] = await t.db
      .insert(roles)
      .values({ name: `analista_${company.id}`, description: 'Analista de crédito' })
      .returning({ id: roles.id });
    const granted = await t.db
      .select({ id: permissions.id })
      .from(permissions)
      .where(inArray(permissions.name, ['view_offers', 'manage_credits']));
    await t.db.insert(rolePermissions).values(granted.map((p) => ({ roleId: role!.id, permissionId: p.id })));
    const analyst = await createUser(t.db, { companyIds: [company.id] });
    await t.db.update(users).set({ roleId: role!.id }).where(eq(users.id, analyst.id));
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const admin = await createUser(t.db, { role: 'admin', companyIds: [company.id] });
    const inactiveHr = await createUser(t.db, { role: 'hr', companyIds: [company.id], isActive: false });
    const otherHr = await createUser(t.db, { role: 'hr', companyIds: [other.id] });
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    const employee = await createUser(t.db, { role: 'employee', companyIds: [company.id] });

    await t.db.transaction((tx) =>
      sendNotice(
        tx,
        'loan_requested',
        { companyId: company.id, resourceId: 7, subjectUserId: employee.id },
        { employeeName: 'María Pérez', amount: '6000' },
      ),
    );
    const rows = await t.db.select().from(notifications).where(eq(notifications.resourceId, 7));
    expect(rows.map((r) => r.userId).sort((a, b) => a - b)).toEqual(
      [analyst.id, hr.id, admin.id].sort((a, b) => a - b),
    );
    for (const outsider of [inactiveHr, otherHr, treasury, employee])
      expect(rows.map((r) => r.userId)).not.toContain(outsider.id);
    expect(rows[0]).toMatchObject({
      companyId: company.id,
      type: 'loan_request',
      title: 'Nueva solicitud de préstamo',
      message: 'María Pérez solicitó un préstamo por $6,000.00.',
      resourceType: 'loan',
    });
  });

  it('sends a notice about a person to that person only', async () => {
    const company = await createCompany(t.db);
    const employee = await createUser(t.db, { role: 'employee', companyIds: [company.id] });
    await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    await t.db.transaction((tx) =>
      sendNotice(
        tx,
        'counter_offer_sent',
        { companyId: company.id, resourceId: 8, subjectUserId: employee.id },
        { employeeName: 'Ana', amount: '4000' },
      ),
    );
    const rows = await t.db.select().from(notifications).where(eq(notifications.resourceId, 8));
    expect(rows.map((r) => r.userId)).toEqual([employee.id]);
    expect(rows[0]!.type).toBe('loan_status_change');
  });

  it('each notice of a person in two companies carries the name of its own company (decision 053)', async () => {
    const bajio = await createCompany(t.db, { name: 'Industrias del Bajío S.A. de C.V.' });
    const pacifico = await createCompany(t.db, { name: 'Comercializadora del Pacífico' });
    const employee = await createUser(t.db, { role: 'employee', companyIds: [bajio.id, pacifico.id] });
    await t.db.transaction(async (tx) => {
      await sendNotice(
        tx,
        'loan_approved',
        { companyId: bajio.id, resourceId: 21, subjectUserId: employee.id },
        { employeeName: 'Ana', amount: '1000' },
      );
      await sendNotice(
        tx,
        'loan_approved',
        { companyId: pacifico.id, resourceId: 22, subjectUserId: employee.id },
        { employeeName: 'Ana', amount: '2000' },
      );
      // A notice about no company names none.
      await notify(tx, {
        userIds: [employee.id],
        companyId: null,
        type: 'loan_status_change',
        title: 'Aviso',
        message: 'Sin empresa',
      });
    });
    const { headers } = await loginAs(t.app, employee.tin);
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    const byResource = (id: number | null) =>
      list.notifications.find((n: { resource_id: number | null }) => n.resource_id === id);
    expect(byResource(21)).toMatchObject({
      title: 'Tu préstamo fue aprobado',
      company_id: bajio.id,
      company_name: 'Industrias del Bajío S.A. de C.V.',
    });
    expect(byResource(22)).toMatchObject({
      title: 'Tu préstamo fue aprobado',
      company_id: pacifico.id,
      company_name: 'Comercializadora del Pacífico',
    });
    expect(byResource(null)).toMatchObject({ company_id: null, company_name: null });
  });
});

describe('recordAudit', () => {
  it('writes one audit row inside the caller’s transaction', async () => {
    const company = await createCompany(t.db);
    const actor = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    await t.db.transaction((tx) =>
      recordAudit(tx, {
        entityType: 'loan',
        entityId: 42,
        companyId: company.id,
        actorUserId: actor.id,
        action: 'approve',
        fromStatus: 'pending',
        toStatus: 'approved',
        changes: { status: { from: 'pending', to: 'approved' } },
      }),
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entityId, 42));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entityType: 'loan',
      action: 'approve',
      fromStatus: 'pending',
      toStatus: 'approved',
      actorUserId: actor.id,
    });
  });
});
