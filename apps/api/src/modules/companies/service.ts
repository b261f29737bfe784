import { and, asc, eq } from 'drizzle-orm';
import type { CompanySummary, ProductSummary } from '@abono/domain';
import type { Db } from '../../db/client';
import { companies, companyProducts, companySettings, products, userCompanies } from '../../db/schema';
import { insertLogo, type CheckedLogo } from '../../core/files/logoService';
import { assertCompanyExists } from '../../core/companies/assertCompanyExists';
import { productSummaryColumns } from '../../core/companies/productSummaryColumns';

/**
 * A new company (02 §2 company creation): the creator gets access (so it can become the
 * selected company at once), a settings row with the defaults exists from the start so
 * settings screens always have something to edit, and no product is offered until one is
 * assigned. The logo's bytes go in the same transaction: a failure leaves nothing behind.
 */
export async function createCompany(
  db: Db,
  creatorId: number,
  input: { name: string; logo: CheckedLogo | null },
): Promise<CompanySummary> {
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: input.name })
      .returning({ id: companies.id, name: companies.name });
    const companyId = company!.id;
    await tx.insert(userCompanies).values({ userId: creatorId, companyId }).onConflictDoNothing();
    await tx.insert(companySettings).values({ companyId }).onConflictDoNothing();
    let logo: string | null = null;
    if (input.logo) {
      logo = await insertLogo(tx, input.logo, companyId, creatorId);
      await tx.update(companies).set({ logo }).where(eq(companies.id, companyId));
    }
    return { id: companyId, name: company!.name, logo };
  });
}

/** Products the company offers and that are active (the offers screen). */
export async function activeProducts(db: Db, companyId: number): Promise<ProductSummary[]> {
  await assertCompanyExists(db, companyId);
  const rows = await db
    .select(productSummaryColumns)
    .from(products)
    .innerJoin(companyProducts, eq(companyProducts.productId, products.id))
    .where(and(eq(companyProducts.companyId, companyId), eq(products.isActive, true)))
    .orderBy(asc(products.name), asc(products.id));
  return rows;
}
