/**
 * The product catalogue (spec 02 §2 products, §3, §7; decision 078): one catalogue for every
 * company, each change audited in the transaction that makes it. A product a loan refers to is
 * never deleted (the loan keeps naming what it was for); deactivating it is the way out.
 */
import { asc, eq } from 'drizzle-orm';
import type { Product, ProductSummary } from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { loans, products } from '../../db/schema';
import type { AuthUser } from '../../core/auth/authUser';
import { recordAudit } from '../../core/audit/recordAudit';
import { productSummaryColumns } from '../../core/companies/productSummaryColumns';
import { AppError } from '../../lib/appError';

/** Audit rows of the catalogue name no company: a product belongs to none. */
const ENTITY = 'product';

export async function listProducts(db: Db): Promise<ProductSummary[]> {
  return db.select(productSummaryColumns).from(products).orderBy(asc(products.name), asc(products.id));
}

/** The product; with `lock`, its row stays locked until the transaction ends. */
async function productOf(db: DbOrTx, id: number, lock = false): Promise<ProductSummary> {
  const query = db.select(productSummaryColumns).from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found');
  return row;
}

export async function getProduct(db: Db, id: number): Promise<ProductSummary> {
  return productOf(db, id);
}

export async function createProduct(db: Db, actor: AuthUser, input: Product): Promise<ProductSummary> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(products)
      .values({ name: input.name, description: input.description, type: input.type, isActive: input.is_active })
      .returning(productSummaryColumns);
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: row!.id,
      companyId: null,
      actorUserId: actor.id,
      action: 'create',
      changes: { name: { from: null, to: row!.name }, type: { from: null, to: row!.type } },
    });
    return row!;
  });
}

/** The fields that really change, as audit changes (`{ name: { from, to } }`). */
function changesOf(before: ProductSummary, after: Product): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of ['name', 'description', 'type', 'is_active'] as const) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}

/**
 * Replaces the product's fields. Deactivating it stops every company offering it at once (the
 * offers read only active products) without losing which companies had it.
 */
export async function updateProduct(db: Db, actor: AuthUser, id: number, input: Product): Promise<ProductSummary> {
  return db.transaction(async (tx) => {
    const before = await productOf(tx, id, true);
    const changes = changesOf(before, input);
    if (Object.keys(changes).length === 0) return before;
    const [row] = await tx
      .update(products)
      .set({ name: input.name, description: input.description, type: input.type, isActive: input.is_active })
      .where(eq(products.id, id))
      .returning(productSummaryColumns);
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: id,
      companyId: null,
      actorUserId: actor.id,
      action: 'update',
      changes,
    });
    return row!;
  });
}

/**
 * Deletes a product no loan refers to. The product's row is locked first: a loan being applied for
 * with it holds a key-share lock on that row, so the check below sees it once that loan commits,
 * and a loan applied for after the lock waits and then finds the product gone.
 */
export async function deleteProduct(db: Db, actor: AuthUser, id: number): Promise<ProductSummary> {
  return db.transaction(async (tx) => {
    const product = await productOf(tx, id, true);
    const [used] = await tx.select({ id: loans.id }).from(loans).where(eq(loans.productId, id)).limit(1);
    if (used) throw new AppError('product_in_use');
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, {
      entityType: ENTITY,
      entityId: id,
      companyId: null,
      actorUserId: actor.id,
      action: 'delete',
      changes: { name: { from: product.name, to: null } },
    });
    return product;
  });
}
