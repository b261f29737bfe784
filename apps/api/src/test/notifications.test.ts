import { describe, expect, it } from 'vitest';
import { createCompany, createUser, loginAs } from './factories';
import { useTestApp } from './testApp';
import { notify, notifyCompanyRole } from '../modules/notifications/notify';
import { auditLog, notifications } from '../db/schema';
import { recordAudit } from '../modules/audit/recordAudit';
import { eq } from 'drizzle-orm';

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
  const ids = (await t.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, user.id))).map((r) => r.id);
  return { company, user, headers: session.headers, ids };
}

describe('notifications', () => {
  it('lists own notifications newest first with paging and counts', async () => {
    const { headers } = await setup(3);
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
    const count = async () => (await t.app.inject({ method: 'GET', url: '/api/notifications/count', headers })).json().count;
    expect(await count()).toBe(3);

    const read = await t.app.inject({ method: 'PUT', url: `/api/notifications/${ids[0]}/read`, headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ count: 2 });
    // Reading it again changes nothing.
    expect((await t.app.inject({ method: 'PUT', url: `/api/notifications/${ids[0]}/read`, headers })).json()).toEqual({ count: 2 });

    const unreadOnly = (await t.app.inject({ method: 'GET', url: '/api/notifications?include_read=false', headers })).json();
    expect(unreadOnly).toMatchObject({ total: 2, unreadCount: 2 });
    const all = (await t.app.inject({ method: 'GET', url: '/api/notifications?include_read=true', headers })).json();
    const readItem = all.notifications.find((n: { id: number }) => n.id === ids[0]);
    expect(readItem.is_read).toBe(true);
    expect(readItem.read_at).not.toBeNull();

    // Deleting a read one keeps the count; deleting an unread one lowers it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${ids[0]}`, headers })).json()).toEqual({ count: 2 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${ids[1]}`, headers })).json()).toEqual({ count: 1 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${ids[1]}`, headers })).statusCode).toBe(404);

    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers })).json()).toEqual({ count: 0 });
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers })).json()).toEqual({ count: 0 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${ids[2]}`, headers })).json()).toEqual({ count: 0 });
    expect(await count()).toBe(0);
  });

  it("another user's notification answers 404 and is left alone", async () => {
    const mine = await setup(1);
    const other = await setup(1);
    const foreign = other.ids[0];
    expect((await t.app.inject({ method: 'PUT', url: `/api/notifications/${foreign}/read`, headers: mine.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/notifications/${foreign}`, headers: mine.headers })).statusCode).toBe(404);
    await t.app.inject({ method: 'PUT', url: '/api/notifications/read-all', headers: mine.headers });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/count', headers: other.headers })).json()).toEqual({ count: 1 });
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: mine.headers })).json();
    expect(list.notifications.map((n: { id: number }) => n.id)).not.toContain(foreign);
  });

  it('validates ids and query values', async () => {
    const { headers } = await setup(0);
    for (const url of ['/api/notifications/abc/read', '/api/notifications/99999999999999999999/read', '/api/notifications/0/read', '/api/notifications/-1/read']) {
      const res = await t.app.inject({ method: 'PUT', url, headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('validation_error');
    }
    for (const query of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1', 'include_read=maybe']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/notifications?${query}`, headers });
      expect(res.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/2147483648/read', headers })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/2147483647/read', headers })).statusCode).toBe(404);
  });

  it('notifyCompanyRole reaches the active users of that role with access to the company', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
    const inactiveHr = await createUser(t.db, { role: 'hr', companyIds: [company.id], isActive: false });
    const otherHr = await createUser(t.db, { role: 'hr', companyIds: [other.id] });
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    await t.db.transaction((tx) =>
      notifyCompanyRole(tx, company.id, 'hr', { type: 'loan_request', title: 'Nueva solicitud', message: 'Hay una solicitud nueva', resourceType: 'loan', resourceId: 7 }),
    );
    const rows = await t.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.type, 'loan_request'));
    expect(rows.map((r) => r.userId)).toEqual([hr.id]);
    expect([inactiveHr.id, otherHr.id, treasury.id]).not.toContain(rows[0]!.userId);
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
    expect(rows[0]).toMatchObject({ entityType: 'loan', action: 'approve', fromStatus: 'pending', toStatus: 'approved', actorUserId: actor.id });
  });
});
