/**
 * Contract PDFs (03 §4 carátula): the unsigned preview computed from a fresh quote, and
 * the signed contract of a stored loan with the drawn signature embedded.
 */
import { eq } from 'drizzle-orm';
import { computeCat, todayInMexicoCity, type DateString } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companies, companySettings, employees, products, uploadedFiles, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import { renderContractPdf, type ContractPdfInput } from '../../files/contractPdf';
import type { AuthUser } from '../auth/authUser';
import { requireHiredEmployee, requireOfferedProduct } from './applicant';
import { normalizeRate } from '../settings/service';
import { readableLoan } from './loanAccess';
import { assertDeadlineOpen, quoteOrFail, quoteTerms } from './quoteCheck';

async function contractCompany(db: DbOrTx, companyId: number): Promise<ContractPdfInput['company']> {
  const [row] = await db
    .select({ name: companies.name, legalName: companySettings.companyLegalName, location: companySettings.companyLocation })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw new AppError('not_found');
  return { legalName: row.legalName || row.name, location: row.location || 'México' };
}

/** The informative CAT, or 'N/D' should stored figures ever be inconsistent (never a 500 for a PDF). */
function catOf(input: Parameters<typeof computeCat>[0]): string {
  try {
    return computeCat(input);
  } catch {
    return 'N/D';
  }
}

export interface PreviewInput {
  company_id: number;
  product_id: number;
  loan_amount: string;
  weekly_discount: string;
}

/** GET /api/loans/contract?…: the unsigned preview for the caller, with the figures of today's quote. */
export async function previewContract(db: DbOrTx, caller: AuthUser, input: PreviewInput): Promise<Buffer> {
  const today = todayInMexicoCity();
  const employee = await requireHiredEmployee(db, caller.id, input.company_id);
  const product = await requireOfferedProduct(db, input.company_id, input.product_id);
  const terms = await quoteTerms(db, input.company_id);
  const deadline = assertDeadlineOpen(today, terms.deadline);
  const q = quoteOrFail({ today, deadline, rate: terms.rate, amount: input.loan_amount, weeklyDiscount: input.weekly_discount });
  return renderContractPdf({
    company: await contractCompany(db, input.company_id),
    employee: {
      name: employee.name,
      controlNumber: employee.controlNumber,
      tin: employee.tin ?? caller.tin,
      workLocation: employee.workLocation,
      email: employee.email,
      phone: employee.phone,
    },
    loan: {
      id: null,
      productName: product.name,
      amount: input.loan_amount,
      interestAmount: q.interestAmount,
      totalAmount: q.totalAmount,
      weeklyDiscount: input.weekly_discount,
      weeksNeeded: q.weeksNeeded,
      monthlyRate: terms.rate,
      finalPayment: q.finalPayment,
      finalPaymentDate: q.finalPaymentDate,
      firstPaymentDate: q.firstPaymentDate,
      requestedOn: today,
      cat: catOf({ today, amount: input.loan_amount, weeklyDiscount: input.weekly_discount, ...q }),
    },
    signaturePng: null,
    generatedOn: today,
  });
}

/** GET /api/loans/{id}/contract: the signed contract (owner, or staff of the loan's company). */
export async function signedContract(db: DbOrTx, caller: AuthUser, id: number): Promise<Buffer> {
  const { loan } = await readableLoan(db, caller, id);
  const [[person], [signature], [product]] = await Promise.all([
    db
      .select({ tin: employees.tin, userTin: users.tin, email: employees.email, phone: employees.phone, userEmail: users.email, userPhone: users.phone })
      .from(employees)
      .leftJoin(users, eq(users.id, employees.userId))
      .where(eq(employees.id, loan.employeeId)),
    loan.signatureFileId
      ? db.select({ content: uploadedFiles.content }).from(uploadedFiles).where(eq(uploadedFiles.id, loan.signatureFileId))
      : Promise.resolve([] as Array<{ content: Buffer | null }>),
    loan.productId === null
      ? Promise.resolve([] as Array<{ name: string }>)
      : db.select({ name: products.name }).from(products).where(eq(products.id, loan.productId)),
  ]);
  const requestedOn: DateString = loan.requestedOn;
  const figures = {
    amount: loan.originalAmount,
    weeklyDiscount: loan.weeklyDiscount,
    totalAmount: loan.totalAmount,
    weeksNeeded: loan.weeksNeeded,
    finalPayment: loan.finalPayment,
    firstPaymentDate: loan.firstPaymentDate,
    finalPaymentDate: loan.finalPaymentDate,
  };
  return renderContractPdf({
    company: await contractCompany(db, loan.companyId),
    employee: {
      name: loan.employeeName,
      controlNumber: loan.employeeCode,
      tin: person?.tin ?? person?.userTin ?? '',
      workLocation: loan.branch,
      email: person?.email ?? person?.userEmail ?? null,
      phone: person?.phone ?? person?.userPhone ?? null,
    },
    loan: {
      id: loan.id,
      productName: product?.name ?? null,
      ...figures,
      interestAmount: loan.interestAmount,
      monthlyRate: normalizeRate(loan.monthlyRate),
      requestedOn,
      cat: catOf({ today: requestedOn, ...figures }),
    },
    signaturePng: signature?.content ?? null,
    generatedOn: requestedOn,
  });
}
