/**
 * A demo user's session for the benchmarks: a login through the API, and the headers every
 * measured call sends (the access token and the device fingerprint it is bound to).
 */
import { randomUUID } from 'node:crypto';

export interface DemoUser {
  tin: string;
  password: string;
}

/** The seed's HR user (apps/api/src/db/seed): reads and writes loans and employees of the demo companies. */
export const HR_USER: DemoUser = { tin: 'RRHH800101AA1', password: 'Demo#2026' };
/** The seed's treasury user: treasury's lists, bank files and deposits (manage_treasury). */
export const TREASURY_USER: DemoUser = { tin: 'TESO800101AA1', password: 'Demo#2026' };

export async function loginHeaders(baseUrl: string, user: DemoUser = HR_USER): Promise<Record<string, string>> {
  const fingerprint = `bench-${randomUUID()}`;
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-fingerprint': fingerprint },
    body: JSON.stringify({ ...user, fingerprint }),
  });
  if (!res.ok) throw new Error(`login falló: ${res.status} ${await res.text()}`);
  const { accessToken } = (await res.json()) as { accessToken: string };
  return { authorization: `Bearer ${accessToken}`, 'x-device-fingerprint': fingerprint };
}
