import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { auditLog, notifications, roles, users } from '../db/schema';
import { CreateAdminError, createAdmin, main, resetAdminPassword } from '../cli/create-admin';
import { createUser, loginAs, uniqueTin } from './factories';
import { useTestApp } from './testApp';

const t = useTestApp();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('create-admin', () => {
  it('creates a super admin who can log in and reach every company', async () => {
    const tin = uniqueTin('ADM');
    const admin = await createAdmin(t.db, { tin, password: 'Admin#2026' });
    expect(admin).toEqual({ id: expect.any(Number), tin, role: 'super_admin' });
    const [row] = await t.db
      .select({ role: roles.name })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(eq(users.id, admin.id));
    expect(row!.role).toBe('super_admin');
    const session = await loginAs(t.app, tin, 'Admin#2026');
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).json();
    expect(me.role).toBe('super_admin');
  });

  it('refuses an existing tin and a weak password with a clear error', async () => {
    const tin = uniqueTin('ADM');
    await createAdmin(t.db, { tin, password: 'Admin#2026' });
    await expect(createAdmin(t.db, { tin, password: 'Admin#2026' })).rejects.toThrow(CreateAdminError);
    await expect(createAdmin(t.db, { tin, password: 'Admin#2026' })).rejects.toThrow(/Ya existe una cuenta/);
    await expect(createAdmin(t.db, { tin: uniqueTin('ADM'), password: 'corta' })).rejects.toThrow(/Contraseña/);
  });

  it('main parses the arguments, uses DATABASE_URL, prints no password and returns the exit code', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('DATABASE_URL', t.databaseUrl);
    try {
      const tin = uniqueTin('CLI');
      expect(await main(['--tin', tin, '--password', 'Cli#Secreta1'])).toBe(0);
      const printed = log.mock.calls.flat().join('\n');
      expect(printed).toContain(tin);
      expect(printed).not.toContain('Cli#Secreta1');
      expect(await main(['--tin', tin, '--password', 'Cli#Secreta1'])).toBe(1);
      expect(error.mock.calls.flat().join('\n')).toMatch(/Ya existe una cuenta con el RFC/);
      expect(await main(['--tin', tin])).toBe(1);
      expect(await main(['--unknown'])).toBe(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("--reset sets an existing account's password, ends its sessions, audits it and sends the notice", async () => {
    const tin = uniqueTin('ADM');
    const admin = await createAdmin(t.db, { tin, password: 'Admin#2026' });
    const session = await loginAs(t.app, tin, 'Admin#2026');
    const account = await resetAdminPassword(t.db, { tin: tin.toLowerCase(), password: 'Nueva#Clave26' });
    expect(account).toEqual({ id: admin.id, tin, role: 'super_admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: session.headers })).statusCode).toBe(401);
    await expect(loginAs(t.app, tin, 'Admin#2026')).rejects.toThrow(/401/);
    await loginAs(t.app, tin, 'Nueva#Clave26');
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, admin.id));
    expect(audit).toMatchObject({ entityType: 'user', action: 'password_reset', actorUserId: null });
    const [notice] = await t.db.select().from(notifications).where(eq(notifications.userId, admin.id));
    expect(notice).toMatchObject({ type: 'account_security', title: 'Se cambió tu contraseña' });

    await expect(resetAdminPassword(t.db, { tin: uniqueTin('NADIE'), password: 'Nueva#Clave26' })).rejects.toThrow(
      /No existe una cuenta/,
    );
    await expect(resetAdminPassword(t.db, { tin, password: 'corta' })).rejects.toThrow(/Contraseña/);
  });

  it('main --reset resets from the command line and prints no password', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubEnv('DATABASE_URL', t.databaseUrl);
    try {
      const user = await createUser(t.db, { role: 'admin' });
      expect(await main(['--reset', '--tin', user.tin, '--password', 'Cli#Reset2026'])).toBe(0);
      const printed = log.mock.calls.flat().join('\n');
      expect(printed).toContain(user.tin);
      expect(printed).toMatch(/Contraseña restablecida/);
      expect(printed).not.toContain('Cli#Reset2026');
      await loginAs(t.app, user.tin, 'Cli#Reset2026');
      expect(await main(['--reset', '--tin', uniqueTin('NADIE'), '--password', 'Cli#Reset2026'])).toBe(1);
      expect(error.mock.calls.flat().join('\n')).toMatch(/No existe una cuenta/);
      expect(await main(['--reset', '--tin', user.tin])).toBe(1);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
