/**
 * Company creation on real PostgreSQL (spec 02 §2 "Company creation", 03 §6, decision 079):
 * the logo checked by its content, stored in PostgreSQL without metadata and served by any API
 * process; the creator's access, the default settings, no products; the create-company grant.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DEFAULT_ROLE_PERMISSIONS } from '@abono/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { companies, companyProducts, companySettings, uploadedFiles, userCompanies } from '../../db/schema';
import { createRole, createUser, loginAs, setUserRole } from '../../test/factories';
import { realPng } from '../../test/images';
import { multipartBody } from '../../test/multipart';
import { testConfig, useTestApp } from '../../test/testApp';

const t = useTestApp();

async function adminHeaders(): Promise<{ id: number; headers: Record<string, string> }> {
  const admin = await createUser(t.db, { role: 'admin' });
  return { id: admin.id, headers: (await loginAs(t.app, admin.tin)).headers };
}

function postCompany(headers: Record<string, string>, name: string, logo?: { content: Buffer; filename?: string }) {
  const form = multipartBody(
    { name },
    logo
      ? [{ field: 'logo', filename: logo.filename ?? 'logo.png', contentType: 'image/png', content: logo.content }]
      : [],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/companies',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

async function logoCount(): Promise<number> {
  return (await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.kind, 'logo'))).length;
}

describe('POST /api/companies: the logo', () => {
  it('refuses a text file renamed .png, a 50×50 PNG and a 6 MB image, storing nothing', async () => {
    const { headers } = await adminHeaders();
    const before = await logoCount();
    const companiesBefore = (await t.db.select().from(companies)).length;

    const text = await postCompany(headers, 'Texto S.A.', {
      content: Buffer.from('Hola, no soy una imagen.\n'.repeat(20)),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({
      error: 'unsupported_media_type',
      fields: { logo: 'messages.invalid_file_type' },
    });

    const small = await postCompany(headers, 'Pequeña S.A.', { content: realPng(50, 50) });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toEqual({
      error: 'validation_error',
      message: 'El logotipo debe medir al menos 100 × 100 píxeles.',
      fields: { logo: 'messages.logo_too_small' },
    });

    // A real image padded past 5 MB: the form's limit answers before any decoding.
    const big = Buffer.concat([realPng(200, 200), randomBytes(6 * 1024 * 1024)]);
    const tooBig = await postCompany(headers, 'Grande S.A.', { content: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('payload_too_large');

    expect(await logoCount()).toBe(before);
    expect((await t.db.select().from(companies)).length).toBe(companiesBefore);
  });

  it('stores a valid logo in PostgreSQL without its metadata, and any API process serves it', async () => {
    const { headers } = await adminHeaders();
    const jpeg = await sharp({ create: { width: 320, height: 160, channels: 3, background: { r: 10, g: 90, b: 60 } } })
      .jpeg()
      .withExif({ IFD0: { Artist: 'Autor Privado', Copyright: 'Ubicación 19.43,-99.13' } })
      .toBuffer();
    const res = await postCompany(headers, 'Con Logo S.A.', { content: jpeg, filename: 'logo.png' });
    expect(res.statusCode).toBe(201);
    const company = res.json();

    const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, company.logo));
    expect(file).toMatchObject({ kind: 'logo', mimeType: 'image/jpeg', companyId: company.id, storageKey: null });
    expect(file!.content).toBeInstanceOf(Buffer);
    expect(file!.sizeBytes).toBe(file!.content!.length);
    const stored = await sharp(file!.content!).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['jpeg', 320, 160, undefined]);
    expect(file!.content!.toString('latin1')).not.toContain('Autor Privado');

    // A second API process on the same database, with its own (empty) data folder, serves the same bytes.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'abono-second-process-'));
    const second = await buildApp({ config: testConfig(dataDir), db: t.db, jwtSecret: t.jwtSecret, clock: t.clock });
    try {
      for (const app of [t.app, second]) {
        const served = await app.inject({ method: 'GET', url: `/api/files/${company.logo}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/jpeg');
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(served.rawPayload.equals(file!.content!)).toBe(true);
      }
    } finally {
      await second.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a name of NUL bytes or 1 MB with a 4xx, never a 500', async () => {
    const { headers } = await adminHeaders();
    for (const name of ['Empresa\u0000S.A.', 'x'.repeat(1024 * 1024)]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/companies', headers, payload: { name } });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});

describe('POST /api/companies: after creating', () => {
  it('gives the creator access, default settings and no products', async () => {
    const { id, headers } = await adminHeaders();
    const res = await postCompany(headers, 'Recién Creada S.A.', { content: realPng(120, 120) });
    expect(res.statusCode).toBe(201);
    const company = res.json();

    const access = await t.db.select().from(userCompanies).where(eq(userCompanies.companyId, company.id));
    expect(access.map((r) => r.userId)).toEqual([id]);
    const list = await t.app.inject({ method: 'GET', url: '/api/companies', headers });
    expect(list.json()).toContainEqual(company);

    const [settings] = await t.db.select().from(companySettings).where(eq(companySettings.companyId, company.id));
    expect(settings).toMatchObject({
      interestRate: '0.0000',
      deadline: null,
      issuerCode: null,
      companyLegalName: null,
      companyLocation: null,
      hsbcAccountNumber: null,
    });
    expect(await t.db.select().from(companyProducts).where(eq(companyProducts.companyId, company.id))).toEqual([]);
    const offers = await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/active-products`, headers });
    expect(offers.statusCode).toBe(200);
    expect(offers.json()).toEqual([]);
  });

  it('twenty creations at once give twenty companies, each with its own logo and access', async () => {
    const { id, headers } = await adminHeaders();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postCompany(headers, `Paralela ${i} S.A.`, { content: realPng(100, 100) })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const ids = answers.map((r) => r.json().id as number);
    expect(new Set(ids).size).toBe(20);
    expect(new Set(answers.map((r) => r.json().logo as string)).size).toBe(20);
    const mine = await t.db.select().from(userCompanies).where(eq(userCompanies.userId, id));
    expect(mine.map((r) => r.companyId).sort()).toEqual([...ids].sort());
  });
});

describe('POST /api/companies: who may', () => {
  it('follows the create_company grant, whatever the role is called', async () => {
    const withGrant = await createUser(t.db);
    await setUserRole(t.db, withGrant.id, await createRole(t.db, ['create_company']));
    const allowed = await postCompany((await loginAs(t.app, withGrant.tin)).headers, 'Por Permiso S.A.');
    expect(allowed.statusCode).toBe(201);

    // Every admin permission but create_company: refused, and nothing is written.
    const without = await createUser(t.db);
    await setUserRole(
      t.db,
      without.id,
      await createRole(
        t.db,
        DEFAULT_ROLE_PERMISSIONS.admin.filter((p) => p !== 'create_company'),
      ),
    );
    const before = (await t.db.select().from(companies)).length;
    const refused = await postCompany((await loginAs(t.app, without.tin)).headers, 'Sin Permiso S.A.', {
      content: realPng(120, 120),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe('forbidden');
    expect((await t.db.select().from(companies)).length).toBe(before);
  });
});
