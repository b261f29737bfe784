/**
 * The facts of who may apply (03 §3 apply): the caller's own HIRED employee record in the
 * company, and a product the company offers and that is active. The rule itself is the
 * domain's applyEligibility (see eligibility.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyProducts, employees, products } from '../../db/schema';
import { productSummaryColumns } from '../companies/productSummaryColumns';

export interface Applicant {
  id: number;
  controlNumber: string;
  name: string;
  workLocation: string;
  tin: string | null;
  email: string | null;
  phone: string | null;
  /** The savings on record (the last upload's figure; 0.00 when none). */
  totalSavings: string;
}

const applicantColumns = {
  id: employees.id,
  controlNumber: employees.controlNumber,
  name: employees.name,
  workLocation: employees.workLocation,
  tin: employees.tin,
  email: employees.email,
  phone: employees.phone,
  totalSavings: employees.totalSavings,
};

/** The caller's hired employee record in the company, or null. */
export async function findHiredEmployee(db: DbOrTx, userId: number, companyId: number): Promise<Applicant | null> {
  const [row] = await db
    .select(applicantColumns)
    .from(employees)
    .where(and(eq(employees.userId, userId), eq(employees.companyId, companyId), eq(employees.status, 'hired')))
    .limit(1);
  return row ?? null;
}

export interface OfferedProduct {
  id: number;
  name: string;
  description: string;
  type: 'loan' | 'insurance' | 'advance';
  is_active: boolean;
}

/** The product when the company offers it and it is active; otherwise null (eligibility decides the answer). */
export async function findOfferedProduct(
  db: DbOrTx,
  companyId: number,
  productId: number,
): Promise<OfferedProduct | null> {
  const [row] = await db
    .select(productSummaryColumns)
    .from(products)
    .innerJoin(
      companyProducts,
      and(eq(companyProducts.productId, products.id), eq(companyProducts.companyId, companyId)),
    )
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  return row ?? null;
}
