import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companySettings, uploadedFiles, userCompanies } from '../db/schema';
import { readImageInfo } from '../lib/imageInfo';
import { createCompany, createProduct, createUser, loginAs } from './factories';
import { headerOnlyPng, htmlPolyglotPng, pngDeclaring, realImage, realPng } from './images';
import { jpegHeader, multipartBody, pngHeader, webpHeader } from './multipart';
import { useTestApp } from './testApp';

const t = useTestApp();

describe('company scope', () => {
  it('an employee of company A gets 403 for the settings and products of company B', async () => {
    const a = await createCompany(t.db);
    const b = await createCompany(t.db);
    const user = await createUser(t.db, { companyIds: [a.id] });
    const { headers } = await loginAs(t.app, user.tin);

    const settingsB = await t.app.inject({ method: 'GET', url: `/api/settings?company_id=${b.id}`, headers });
    expect(settingsB.statusCode).toBe(403);
    expect(settingsB.json()).toEqual({ error: 'company_forbidden', message: expect.any(String) });
    const productsB = await t.app.inject({ method: 'GET', url: `/api/companies/${b.id}/active-products`, headers });
    expect(productsB.statusCode).toBe(403);
    expect(productsB.json().error).toBe('company_forbidden');

    const settingsA = await t.app.inject({ method: 'GET', url: `/api/settings?company_id=${a.id}`, headers });
    expect(settingsA.statusCode).toBe(200);
  });

  it('super_admin reaches every company; an unknown company is 404 for them and 403 for others', async () => {
    const b = await createCompany(t.db);
    const admin = await createUser(t.db, { role: 'super_admin' });
    const { headers } = await loginAs(t.app, admin.tin);
    expect((await t.app.inject({ method: 'GET', url: `/api/settings?company_id=${b.id}`, headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/settings?company_id=999999', headers })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/companies/999999/active-products', headers })).statusCode,
    ).toBe(404);

    const employee = await createUser(t.db);
    const other = await loginAs(t.app, employee.tin);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/settings?company_id=999999', headers: other.headers }))
        .statusCode,
    ).toBe(403);
  });

  it('needs company_id', async () => {
    const user = await createUser(t.db);
    const { headers } = await loginAs(t.app, user.tin);
    const res = await t.app.inject({ method: 'GET', url: '/api/settings', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ company_id: 'errors.required' });
  });
});

describe('GET /api/settings', () => {
  it('gives members the rate and deadline, and the private fields only to settings or treasury users', async () => {
    const company = await createCompany(t.db, { interestRate: '2.5', deadline: '2026-12-18', issuerCode: '12345' });
    const employee = await createUser(t.db, { companyIds: [company.id] });
    const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
    const forEmployee = (
      await t.app.inject({
        method: 'GET',
        url: `/api/settings?company_id=${company.id}`,
        headers: (await loginAs(t.app, employee.tin)).headers,
      })
    ).json();
    expect(forEmployee).toEqual({
      company_id: company.id,
      interestRate: '2.5',
      deadline: '2026-12-18',
      issuer_code: null,
      company_location: null,
      company_legal_name: null,
      hsbc_account_number: null,
    });
    const forTreasury = (
      await t.app.inject({
        method: 'GET',
        url: `/api/settings?company_id=${company.id}`,
        headers: (await loginAs(t.app, treasury.tin)).headers,
      })
    ).json();
    expect(forTreasury).toMatchObject({
      interestRate: '2.5',
      issuer_code: '12345',
      company_legal_name: `${company.name} S.A. de C.V.`,
      hsbc_account_number: '1234567890',
    });
  });
});

describe('GET /api/companies/{id}/active-products', () => {
  it('lists the active products linked to the company', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const active = await createProduct(t.db, { companyIds: [company.id], name: 'Préstamo nómina' });
    await createProduct(t.db, { companyIds: [company.id], name: 'Inactivo', isActive: false });
    await createProduct(t.db, { companyIds: [other.id], name: 'De otra empresa' });
    const user = await createUser(t.db, { companyIds: [company.id] });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${company.id}/active-products`,
      headers: (await loginAs(t.app, user.tin)).headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: active.id, name: 'Préstamo nómina', description: 'Descuento semanal', type: 'loan', is_active: true },
    ]);
  });
});

describe('GET /api/companies', () => {
  it('lists the accessible companies', async () => {
    const a = await createCompany(t.db, { name: 'AAA Accesible' });
    await createCompany(t.db, { name: 'Sin acceso' });
    const user = await createUser(t.db, { companyIds: [a.id] });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/companies',
      headers: (await loginAs(t.app, user.tin)).headers,
    });
    expect(res.json()).toEqual([{ id: a.id, name: 'AAA Accesible', logo: null }]);
  });
});

describe('POST /api/companies', () => {
  it('lets admin create a company with a logo; the creator gets access and settings exist', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const { headers } = await loginAs(t.app, admin.tin);
    const logo = realPng(120, 100);
    const form = multipartBody({ name: '  Nueva Empresa S.A.  ' }, [
      { field: 'logo', filename: 'logo.png', contentType: 'image/png', content: logo },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    const company = res.json();
    expect(company).toEqual({
      id: expect.any(Number),
      name: 'Nueva Empresa S.A.',
      logo: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });

    const access = await t.db.select().from(userCompanies).where(eq(userCompanies.companyId, company.id));
    expect(access.map((r) => r.userId)).toEqual([admin.id]);
    const settings = await t.db.select().from(companySettings).where(eq(companySettings.companyId, company.id));
    expect(settings).toHaveLength(1);
    // Kept in PostgreSQL, re-encoded without metadata (decision 079): the same picture, not the same bytes.
    const [file] = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, company.logo));
    expect(file).toMatchObject({ kind: 'logo', mimeType: 'image/png', storageKey: null });
    expect(file!.sizeBytes).toBe(file!.content!.length);
    expect(await readImageInfo(file!.content!)).toEqual({ mime: 'image/png', width: 120, height: 100 });

    // Served publicly, byte for byte what was stored.
    const served = await t.app.inject({ method: 'GET', url: `/api/files/${company.logo}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(file!.content!)).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/api/companies', headers });
    expect(list.json()).toContainEqual(company);
  });

  it('accepts JSON without a logo, for super_admin', async () => {
    const sa = await createUser(t.db, { role: 'super_admin' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/companies',
      headers: (await loginAs(t.app, sa.tin)).headers,
      payload: { name: 'Sin logo S.A.' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Sin logo S.A.', logo: null });
  });

  it('refuses roles other than admin and super_admin', async () => {
    for (const role of ['employee', 'hr', 'treasury'] as const) {
      const user = await createUser(t.db, { role });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: (await loginAs(t.app, user.tin)).headers,
        payload: { name: 'No permitido' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('forbidden');
    }
  });

  it('checks the logo by content, size and dimensions', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const { headers } = await loginAs(t.app, admin.tin);
    const post = (content: Buffer, contentType = 'image/png', name = 'Empresa Logo') => {
      const form = multipartBody({ name }, [{ field: 'logo', filename: 'logo.png', contentType, content }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    const notImage = await post(Buffer.from('%PDF-1.7 esto no es una imagen'.padEnd(200, ' ')));
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().error).toBe('unsupported_media_type');

    const small = await post(realPng(99, 300));
    expect(small.statusCode).toBe(400);
    expect(small.json().fields).toEqual({ logo: 'messages.logo_too_small' });

    const big = await post(pngHeader(200, 200, 5 * 1024 * 1024 + 1));
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('payload_too_large');

    const noName = await post(realPng(200, 200), 'image/png', '   ');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toEqual({ name: 'validation.required' });

    expect((await post(await realImage('jpeg', 640, 480), 'image/jpeg')).statusCode).toBe(201);
    expect((await post(await realImage('webp', 100, 100), 'image/webp')).statusCode).toBe(201);
  });

  it('decodes the logo fully: header-only, cut, polyglot and absurdly large images are refused', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const { headers } = await loginAs(t.app, admin.tin);
    const logosBefore = (await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.kind, 'logo'))).length;
    const post = (content: Buffer, contentType = 'image/png') => {
      const form = multipartBody({ name: 'Empresa Logo' }, [
        { field: 'logo', filename: 'logo.png', contentType, content },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/companies',
        headers: { ...headers, ...form.headers },
        payload: form.payload,
      });
    };
    // Headers that only look right: these passed the old header sniffers.
    for (const fake of [
      pngHeader(120, 100, 2048),
      jpegHeader(640, 480),
      webpHeader(100, 100),
      headerOnlyPng(200, 200),
    ]) {
      const res = await post(fake);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        error: 'unsupported_media_type',
        message: 'La imagen está dañada o incompleta.',
      });
    }
    const jpeg = await realImage('jpeg', 300, 300);
    expect((await post(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg')).statusCode).toBe(415);

    const polyglot = await post(htmlPolyglotPng());
    expect(polyglot.statusCode).toBe(415);
    expect(polyglot.json().message).toBe('La imagen contiene contenido no permitido.');

    const huge = await post(pngDeclaring(50_000, 50_000));
    expect(huge.statusCode).toBe(413);
    expect((await post(realPng(5000, 100))).statusCode).toBe(413);

    // Nothing of the refused uploads was stored.
    const stored = await t.db.select().from(uploadedFiles).where(eq(uploadedFiles.kind, 'logo'));
    expect(stored).toHaveLength(logosBefore);
  });
});

describe('GET /api/files/{publicId}', () => {
  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(400);
  });
});

describe('readImageInfo', () => {
  it('reads PNG, JPEG and WebP sizes from their headers', async () => {
    expect(await readImageInfo(realPng(300, 150))).toEqual({ mime: 'image/png', width: 300, height: 150 });
    expect(await readImageInfo(await realImage('jpeg', 640, 480))).toEqual({
      mime: 'image/jpeg',
      width: 640,
      height: 480,
    });
    expect(await readImageInfo(webpHeader(1024, 768))).toEqual({ mime: 'image/webp', width: 1024, height: 768 });
    expect(await readImageInfo(await realImage('webp', 1024, 768))).toEqual({
      mime: 'image/webp',
      width: 1024,
      height: 768,
    });
    // Headers that only look right (a PNG's IHDR or a JPEG's SOF with nothing after) read as no image.
    expect(await readImageInfo(pngHeader(300, 150))).toBeNull();
    expect(await readImageInfo(jpegHeader(640, 480))).toBeNull();
    expect(await readImageInfo(Buffer.from('GIF89a'.padEnd(40, '\0')))).toBeNull();
    expect(await readImageInfo(Buffer.alloc(0))).toBeNull();
  });
});
