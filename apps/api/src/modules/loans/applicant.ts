/**
 * Who may apply (03 §3 apply): the caller's own HIRED employee record in the company,
 * and a product the company offers and that is active.
 */
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companyProducts, employees, products } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { productSummaryColumns } from '../companies/productSummaryColumns';

export interface Applicant {
  id: number;
  controlNumber: string;
  name: string;
  workLocation: string;
  tin: string | null;
  email: string | null;
  phone: string | null;
}

const applicantColumns = {
  id: employees.id,
  controlNumber: employees.controlNumber,
  name: employees.name,
  workLocation: employees.workLocation,
  tin: employees.tin,
  email: employees.email,
  phone: employees.phone,
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

export const NOT_EMPLOYEE_MESSAGE = 'No tienes un registro de empleado activo en esta empresa.';

/** 403 unless the caller is a hired employee of the company. */
export async function requireHiredEmployee(db: DbOrTx, userId: number, companyId: number): Promise<Applicant> {
  const employee = await findHiredEmployee(db, userId, companyId);
  if (!employee) throw new AppError('forbidden', { message: NOT_EMPLOYEE_MESSAGE });
  return employee;
}

export interface OfferedProduct {
  id: number;
  name: string;
  description: string;
  type: 'loan' | 'insurance' | 'advance';
  is_active: boolean;
}

/** The product when the company offers it and it is active; otherwise 404 (no leak of other companies' catalogue). */
export async function requireOfferedProduct(db: DbOrTx, companyId: number, productId: number): Promise<OfferedProduct> {
  const [row] = await db
    .select(productSummaryColumns)
    .from(products)
    .innerJoin(companyProducts, and(eq(companyProducts.productId, products.id), eq(companyProducts.companyId, companyId)))
    .where(and(eq(products.id, productId), eq(products.isActive, true)));
  if (!row) throw new AppError('not_found', { message: 'El producto no está disponible en esta empresa.' });
  return { ...row, type: row.type as OfferedProduct['type'] };
}
