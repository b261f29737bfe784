/**
 * Which products a company offers, on real PostgreSQL (spec 02 §2, §7; decision 078): the PUT
 * replaces the set all or nothing, an inactive product can't be offered, another company's set is
 * out of reach, twenty concurrent saves leave one of them, and the employee's offers show exactly
 * the active assigned products.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ERRORS, type RoleName } from '@abono/domain';
import { auditLog, companyProducts } from '../../db/schema';
import { createCompany, createProduct, createUser } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

async function memberOf(role: RoleName, companyId: number) {
  const user = await createUser(t.db, { role, companyIds: [companyId] });
  return { user, headers: (await t.loginAs(user.tin)).headers };
}

async function storedIds(companyId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: companyProducts.productId })
    .from(companyProducts)
    .where(eq(companyProducts.companyId, companyId))
    .orderBy(asc(companyProducts.productId));
  return rows.map((r) => r.id);
}

function put(headers: Record<string, string>, companyId: number, productIds: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/companies/${companyId}/products`, headers, payload: { productIds } });
}

describe('GET and PUT /api/companies/:id/products', () => {
  it('replaces the set, answers the assigned products and audits the change', async () => {
    const company = await createCompany(t.db);
    const { user, headers } = await memberOf('admin', company.id);
    const kept = await createProduct(t.db, { name: 'A préstamo', companyIds: [company.id] });
    const dropped = await createProduct(t.db, { name: 'B seguro', type: 'insurance', companyIds: [company.id] });
    const added = await createProduct(t.db, { name: 'C adelanto', type: 'advance' });

    const res = await put(headers, company.id, [added.id, kept.id, added.id]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Array<{ id: number }>>().map((p) => p.id)).toEqual([kept.id, added.id]);
    expect(await storedIds(company.id)).toEqual([kept.id, added.id].sort((a, b) => a - b));
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/products`, headers });
    expect(read.json()).toEqual(res.json());

    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'company_products'), eq(auditLog.entityId, company.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ companyId: company.id, actorUserId: user.id, action: 'update' });
    expect(audits[0]!.changes).toEqual({
      productIds: {
        from: [kept.id, dropped.id].sort((a, b) => a - b),
        to: [kept.id, added.id].sort((a, b) => a - b),
      },
    });
    // An empty list is allowed: the company offers nothing.
    expect((await put(headers, company.id, [])).statusCode).toBe(200);
    expect(await storedIds(company.id)).toEqual([]);
  });

  it('an inactive product cannot be offered: 409 with a clear message, nothing changed', async () => {
    const company = await createCompany(t.db);
    const { headers } = await memberOf('admin', company.id);
    const offered = await createProduct(t.db, { companyIds: [company.id] });
    const inactive = await createProduct(t.db, { isActive: false });

    const res = await put(headers, company.id, [offered.id, inactive.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'product_inactive',
      message: BACK_OFFICE_ERRORS.product_inactive.message,
    });
    expect(await storedIds(company.id)).toEqual([offered.id]);
  });

  it('keeps a product the company already had when it was deactivated, and may drop it', async () => {
    const company = await createCompany(t.db);
    const { headers } = await memberOf('admin', company.id);
    const deactivated = await createProduct(t.db, { isActive: false, companyIds: [company.id] });
    const other = await createProduct(t.db);
    expect((await put(headers, company.id, [deactivated.id, other.id])).statusCode).toBe(200);
    expect(await storedIds(company.id)).toEqual([deactivated.id, other.id].sort((a, b) => a - b));
    expect((await put(headers, company.id, [other.id])).statusCode).toBe(200);
    // Once dropped, it is no longer the company's: offering it again is refused while inactive.
    expect((await put(headers, company.id, [other.id, deactivated.id])).statusCode).toBe(409);
  });

  it('an unknown product id answers 404 naming none, and bad bodies 400; nothing changes', async () => {
    const company = await createCompany(t.db);
    const { headers } = await memberOf('admin', company.id);
    const offered = await createProduct(t.db, { companyIds: [company.id] });
    const unknown = await put(headers, company.id, [offered.id, 999999]);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'products_not_found' });
    for (const bad of ['1', [0], ['x'], ['\u0000'], ['1'.repeat(1_000_000)], null]) {
      const res = await put(headers, company.id, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error' });
    }
    expect(await storedIds(company.id)).toEqual([offered.id]);
  });

  it('another company is out of reach (403), a missing one 404 for whoever reaches every company', async () => {
    const mine = await createCompany(t.db);
    const theirs = await createCompany(t.db);
    const theirProduct = await createProduct(t.db, { companyIds: [theirs.id] });
    const { headers } = await memberOf('admin', mine.id);
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${theirs.id}/products`, headers });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toMatchObject({ error: 'company_forbidden' });
    expect((await put(headers, theirs.id, [])).statusCode).toBe(403);
    expect(await storedIds(theirs.id)).toEqual([theirProduct.id]);

    const superAdmin = await memberOf('super_admin', mine.id);
    expect((await put(superAdmin.headers, theirs.id, [theirProduct.id])).statusCode).toBe(200);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/companies/999999/products',
      headers: superAdmin.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect((await put(superAdmin.headers, 999999, [])).statusCode).toBe(404);
  });

  it.each(['employee', 'hr'] as const)('%s, without the products grant, gets 403', async (role) => {
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, { companyIds: [company.id] });
    const { headers } = await memberOf(role, company.id);
    const read = await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/products`, headers });
    expect(read.statusCode).toBe(403);
    const res = await put(headers, company.id, []);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'forbidden' });
    expect(await storedIds(company.id)).toEqual([product.id]);
  });

  it('20 concurrent PUTs leave exactly one of the sent sets and one audit row per real change', async () => {
    const company = await createCompany(t.db);
    const { headers } = await memberOf('admin', company.id);
    const pool = await Promise.all([1, 2, 3, 4, 5].map((n) => createProduct(t.db, { name: `Producto ${n}` })));
    const sets = Array.from({ length: 20 }, (_, i) => pool.filter((_, j) => (i + j) % 3 !== 0).map((p) => p.id));
    const answers = await Promise.all(sets.map((set) => put(headers, company.id, set)));
    expect(answers.map((a) => a.statusCode)).toEqual(sets.map(() => 200));
    const stored = await storedIds(company.id);
    expect(sets.map((s) => [...s].sort((a, b) => a - b))).toContainEqual(stored);
    const audits = await t.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'company_products'), eq(auditLog.entityId, company.id)))
      .orderBy(asc(auditLog.id));
    // Each audit row starts from where the previous one ended: the saves ran one after the other.
    const moves = audits.map((a) => a.changes.productIds as { from: number[]; to: number[] });
    moves.forEach((move, i) => expect(move.from).toEqual(i === 0 ? [] : moves[i - 1]!.to));
    expect(moves.at(-1)!.to).toEqual(stored);
  });
});

describe('the employee offers: exactly the active, assigned products', () => {
  it('GET /api/companies/:id/active-products lists assigned active products only', async () => {
    const company = await createCompany(t.db);
    const other = await createCompany(t.db);
    const offered = await createProduct(t.db, { name: 'Ofrecido', companyIds: [company.id] });
    await createProduct(t.db, { name: 'Inactivo asignado', isActive: false, companyIds: [company.id] });
    await createProduct(t.db, { name: 'Activo sin asignar' });
    await createProduct(t.db, { name: 'De otra empresa', companyIds: [other.id] });
    const { headers } = await memberOf('employee', company.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/companies/${company.id}/active-products`, headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Array<{ id: number }>>().map((p) => p.id)).toEqual([offered.id]);
  });

  it('an admin deactivating or unassigning a product takes it off the offers at once', async () => {
    const company = await createCompany(t.db);
    const admin = await memberOf('admin', company.id);
    const employee = await memberOf('employee', company.id);
    const first = await createProduct(t.db, { name: 'Primero', companyIds: [company.id] });
    const second = await createProduct(t.db, { name: 'Segundo', companyIds: [company.id] });
    const offers = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/companies/${company.id}/active-products`,
          headers: employee.headers,
        })
      )
        .json<Array<{ id: number }>>()
        .map((p) => p.id);
    expect(await offers()).toEqual([first.id, second.id]);
    const deactivate = { name: 'Primero', description: 'Descuento semanal', type: 'loan', is_active: false };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${first.id}`,
      headers: admin.headers,
      payload: deactivate,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await offers()).toEqual([second.id]);
    expect((await put(admin.headers, company.id, [first.id])).statusCode).toBe(200);
    expect(await offers()).toEqual([]);
  });
});
