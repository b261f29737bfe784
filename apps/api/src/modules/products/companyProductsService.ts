/**
 * Which products a company offers (spec 02 §2 "a modal to choose which products the selected
 * company offers", §7 GET/PUT /companies/{id}/products; decision 078). The PUT replaces the whole
 * set, all or nothing, on the locked company row, so concurrent saves of one company apply one
 * after the other and the stored set is always one of them.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { ProductSummary } from '@abono/domain';
import type { Db, DbOrTx } from '../../db/client';
import { companies, companyProducts, products } from '../../db/schema';
import type { AuthUser } from '../../core/auth/authUser';
import { recordAudit } from '../../core/audit/recordAudit';
import { assertCompanyExists } from '../../core/companies/assertCompanyExists';
import { productSummaryColumns } from '../../core/companies/productSummaryColumns';
import { AppError } from '../../lib/appError';

async function assignedProducts(db: DbOrTx, companyId: number): Promise<ProductSummary[]> {
  return db
    .select(productSummaryColumns)
    .from(products)
    .innerJoin(companyProducts, eq(companyProducts.productId, products.id))
    .where(eq(companyProducts.companyId, companyId))
    .orderBy(asc(products.name), asc(products.id));
}

/** The company's products, active or not: the modal shows a deactivated one as kept but not offered. */
export async function companyProductList(db: Db, companyId: number): Promise<ProductSummary[]> {
  await assertCompanyExists(db, companyId);
  return assignedProducts(db, companyId);
}

/**
 * The products the company may be given: every id must exist (404 naming none otherwise), and an
 * inactive product can't be offered (409) — unless the company already had it before it was
 * deactivated: keeping it lets a reactivation bring the offer back, and it is not shown meanwhile.
 */
function assertAssignable(requested: readonly number[], found: readonly ProductSummary[], kept: ReadonlySet<number>) {
  if (found.length !== requested.length) throw new AppError('products_not_found');
  if (found.some((product) => !product.is_active && !kept.has(product.id))) throw new AppError('product_inactive');
}

export async function setCompanyProducts(
  db: Db,
  actor: AuthUser,
  companyId: number,
  productIds: readonly number[],
): Promise<ProductSummary[]> {
  const wanted = [...new Set(productIds)].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for('update');
    if (!company) throw new AppError('not_found');
    const before = (await assignedProducts(tx, companyId)).map((p) => p.id).sort((a, b) => a - b);
    // A share lock: a product being deactivated meanwhile waits for this save, or this save sees it inactive.
    const found =
      wanted.length === 0
        ? []
        : await tx.select(productSummaryColumns).from(products).where(inArray(products.id, wanted)).for('share');
    assertAssignable(wanted, found, new Set(before));
    const removed = before.filter((id) => !wanted.includes(id));
    const added = wanted.filter((id) => !before.includes(id));
    if (removed.length === 0 && added.length === 0) return assignedProducts(tx, companyId);
    await tx
      .delete(companyProducts)
      .where(
        wanted.length === 0
          ? eq(companyProducts.companyId, companyId)
          : and(eq(companyProducts.companyId, companyId), notInArray(companyProducts.productId, wanted)),
      );
    if (added.length > 0) {
      await tx
        .insert(companyProducts)
        .values(added.map((productId) => ({ companyId, productId })))
        .onConflictDoNothing();
    }
    await recordAudit(tx, {
      entityType: 'company_products',
      entityId: companyId,
      companyId,
      actorUserId: actor.id,
      action: 'update',
      changes: { productIds: { from: before, to: wanted } },
    });
    return assignedProducts(tx, companyId);
  });
}
