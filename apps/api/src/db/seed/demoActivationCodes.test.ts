import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FINGERPRINT_HEADER } from '@abono/domain';
import { useTestApp } from '../../test/testApp';
import { companies, employees } from '../schema';
import { seedDemo } from './demo';
import { DEMO_ACTIVATIONS } from './demoActivationCodes';

const t = useTestApp();

describe('demo activation codes (README)', () => {
  beforeAll(async () => {
    expect((await seedDemo(t.db, { today: '2026-11-21', now: new Date() })).seeded).toBe(true);
  });

  it('each of the two demo employees is unregistered, and tin + code links them to their company', async () => {
    const names = new Map((await t.db.select().from(companies)).map((c) => [c.id, c.name]));
    const expected = {
      bajio: 'Industrias del Bajío S.A. de C.V.',
      pacifico: 'Comercializadora del Pacífico S.A. de C.V.',
    };
    for (const demo of DEMO_ACTIVATIONS) {
      const records = await t.db.select().from(employees).where(eq(employees.tin, demo.tin));
      expect(records, demo.tin).toHaveLength(1);
      expect(records[0]).toMatchObject({ userId: null, status: 'hired', name: demo.name });
      expect(records[0]!.activationCodeExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);

      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { [FINGERPRINT_HEADER]: 'demo-device' },
        payload: {
          tin: demo.tin,
          password: 'Demo#2026',
          confirmPassword: 'Demo#2026',
          fingerprint: 'd',
          activationCode: demo.code,
        },
      });
      expect(res.statusCode, demo.tin).toBe(201);
      const [companyId] = res.json().companyIds as number[];
      expect(names.get(companyId!)).toBe(expected[demo.companyKey]);
    }
  });
});
