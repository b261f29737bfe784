/**
 * The auth, companies, settings, logo-file and onboarding routes are registered from their
 * declarations in the domain (decision 066), and the device-fingerprint rule stays on the three
 * routes that bind a session to a device.
 */
import { authApi, companiesApi, filesApi, onboardingApi, settingsApi, type RouteDef } from '@abono/domain';
import { describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

const declared: RouteDef[] = [authApi, companiesApi, settingsApi, filesApi, onboardingApi].flatMap((area) =>
  Object.values(area),
);

describe('the area contracts', () => {
  it('registers every declared route with that declaration', () => {
    for (const def of declared) {
      const route = t.app.routeTable.find((r) => r.method === def.method && r.url === def.path);
      expect(route, `${def.method} ${def.path}`).toBeDefined();
      expect(route!.options.config?.contract, `${def.method} ${def.path}`).toBe(def);
    }
  });

  it('asks for the fingerprint before reading the body on login, register and refresh only', async () => {
    for (const def of [authApi.login, authApi.register, authApi.refresh]) {
      const res = await t.app.inject({ method: def.method, url: def.path, payload: { tin: '\u0000'.repeat(10) } });
      expect(res.statusCode, def.path).toBe(400);
      expect(res.json().error, def.path).toBe('missing_fingerprint');
    }
    const session = await loginAs(t.app, (await createUser(t.db)).tin);
    const bearer = { authorization: `Bearer ${session.token}` };
    const me = await t.app.inject({ method: 'GET', url: authApi.me.path, headers: bearer });
    expect(me.statusCode).toBe(200);
    const logout = await t.app.inject({ method: 'POST', url: authApi.logout.path, headers: bearer });
    expect(logout.statusCode).toBe(200);
  });
});
