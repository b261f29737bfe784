/**
 * The product catalogue on real PostgreSQL (spec 02 §2 products, §7; decision 078): CRUD with
 * audit rows, delete refused while a loan refers to the product, bad input refused with the
 * field's message, and only holders of the products grant (manage_settings) may use it.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BACK_OFFICE_ERRORS, type RoleName } from '@abono/domain';
import { auditLog, loans, products } from '../../db/schema';
import { createCompany, createLoan, createProduct, createRole, createUser, setUserRole } from '../../test/factories';
import { useTestApp } from '../../test/testApp';

const t = useTestApp();

async function headersOf(role: RoleName) {
  const company = await createCompany(t.db);
  const user = await createUser(t.db, { role, companyIds: [company.id] });
  return { user, headers: (await t.loginAs(user.tin)).headers };
}

const body = { name: 'Préstamo escolar', description: 'Útiles y colegiaturas', type: 'loan', is_active: true };

async function auditsOf(productId: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'product'), eq(auditLog.entityId, productId)))
    .orderBy(asc(auditLog.id));
}

describe('products CRUD', () => {
  it('an admin creates, reads, lists, edits and deletes a product, each change audited', async () => {
    const { user, headers } = await headersOf('admin');
    const created = await t.app.inject({ method: 'POST', url: '/api/products', headers, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<{ id: number }>();
    expect(product).toEqual({ id: expect.any(Number), ...body });

    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers });
    expect(read.json()).toEqual(created.json());
    const list = await t.app.inject({ method: 'GET', url: '/api/products', headers });
    expect(list.json()).toContainEqual(created.json());

    const edited = { ...body, name: 'Préstamo escolar 2027', type: 'advance', is_active: false };
    const put = await t.app.inject({ method: 'PUT', url: `/api/products/${product.id}`, headers, payload: edited });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toEqual({ id: product.id, ...edited });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}`, headers });
    expect(gone.statusCode).toBe(404);

    const audits = await auditsOf(product.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    expect(audits.every((a) => a.actorUserId === user.id && a.companyId === null)).toBe(true);
    expect(audits[1]!.changes).toEqual({
      name: { from: 'Préstamo escolar', to: 'Préstamo escolar 2027' },
      type: { from: 'loan', to: 'advance' },
      is_active: { from: true, to: false },
    });
  });

  it('a PUT that changes nothing writes no audit row; an unknown id answers 404', async () => {
    const { headers } = await headersOf('admin');
    const { id } = await createProduct(t.db, { name: 'Sin cambios' });
    const same = { name: 'Sin cambios', description: 'Descuento semanal', type: 'loan', is_active: true };
    const put = await t.app.inject({ method: 'PUT', url: `/api/products/${id}`, headers, payload: same });
    expect(put.statusCode, put.body).toBe(200);
    expect(await auditsOf(id)).toEqual([]);
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const payload = method === 'PUT' ? same : undefined;
      const res = await t.app.inject({ method, url: '/api/products/999999', headers, payload });
      expect(res.statusCode, `${method} ${res.body}`).toBe(404);
    }
  });

  it('refuses to delete a product a loan refers to, with the message suggesting deactivation', async () => {
    const { headers } = await headersOf('admin');
    const company = await createCompany(t.db);
    const product = await createProduct(t.db, { companyIds: [company.id] });
    const loan = await createLoan(t.db, { companyId: company.id, status: 'rejected' });
    await t.db.update(loans).set({ productId: product.id }).where(eq(loans.id, loan.id));

    const res = await t.app.inject({ method: 'DELETE', url: `/api/products/${product.id}`, headers });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: 'product_in_use', message: BACK_OFFICE_ERRORS.product_in_use.message });
    expect(res.json<{ message: string }>().message).toMatch(/Desactívalo/);
    expect(await t.db.select().from(products).where(eq(products.id, product.id))).toHaveLength(1);
    expect(await auditsOf(product.id)).toEqual([]);
  });

  it('refuses NUL bytes, 1 MB strings, empty fields and unknown types with 400 and stores nothing', async () => {
    const { headers } = await headersOf('admin');
    const before = await t.db.select({ id: products.id }).from(products);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ ...body, name: 'Prés\u0000tamo' }, { name: 'errors.invalid_text' }],
      [{ ...body, description: 'x'.repeat(1_000_000) }, { description: 'errors.too_long' }],
      [{ ...body, name: '   ' }, { name: 'errors.required' }],
      [{ ...body, description: '' }, { description: 'errors.required' }],
      [{ ...body, type: 'mortgage' }, { type: 'errors.invalid_product_type' }],
      [{ name: 'Sin tipo', description: 'D' }, { type: 'errors.invalid_product_type' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/products', headers, payload });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation_error', fields });
    }
    const { id } = await createProduct(t.db, { name: 'Intacto' });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/products/${id}`,
      headers,
      payload: { ...body, name: 'x'.repeat(1_000_000) },
    });
    expect(put.statusCode).toBe(400);
    expect((await t.db.select().from(products).where(eq(products.id, id)))[0]!.name).toBe('Intacto');
    expect(await t.db.select({ id: products.id }).from(products)).toHaveLength(before.length + 1);
  });
});

describe('products access (03 §5: manage_settings grants products)', () => {
  it.each(['employee', 'hr'] as const)(
    '%s, without the products grant, gets 403 on every products call',
    async (role) => {
      const { headers } = await headersOf(role);
      const { id } = await createProduct(t.db);
      const calls = [
        { method: 'GET', url: '/api/products' },
        { method: 'GET', url: `/api/products/${id}` },
        { method: 'POST', url: '/api/products', payload: body },
        { method: 'PUT', url: `/api/products/${id}`, payload: body },
        { method: 'DELETE', url: `/api/products/${id}` },
      ] as const;
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json()).toMatchObject({ error: 'forbidden' });
      }
      expect(await t.db.select().from(products).where(eq(products.id, id))).toHaveLength(1);
    },
  );

  it.each(['treasury', 'admin', 'super_admin'] as const)('%s, holding manage_settings, may create', async (role) => {
    const { headers } = await headersOf(role);
    const res = await t.app.inject({ method: 'POST', url: '/api/products', headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('follows the permission, not the role name: a custom role with manage_settings manages products', async () => {
    const { user, headers } = await headersOf('employee');
    await setUserRole(t.db, user.id, await createRole(t.db, ['manage_settings']));
    const res = await t.app.inject({ method: 'POST', url: '/api/products', headers, payload: body });
    expect(res.statusCode, res.body).toBe(201);
  });
});
