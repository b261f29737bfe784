/**
 * Contract PDFs (03 §4 carátula): the unsigned preview computed from a fresh quote, and
 * the signed contract versions of a stored loan, each with its own drawn signature.
 */
import { eq } from 'drizzle-orm';
import { businessDayOf, computeCat, serverMessage, type DateString } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { companies, companySettings, employees, products, uploadedFiles, users } from '../../db/schema';
import { AppError } from '../../lib/appError';
import type { Clock } from '../../lib/clock';
import { renderContractPdf, UnusableSignatureError, type ContractPdfInput } from '../../files/contractPdf';
import type { AuthUser } from '../../core/auth/authUser';
import { normalizeRate } from '../../core/settings/normalizeRate';
import { contractVersion, loanFigures } from '../../core/loans/contractVersions';
import { readableLoan } from '../../core/loans/loanAccess';
import { loanApplyContext, requireEligible } from '../../core/loans/eligibility';
import { quoteOrFail } from '../../core/loans/quoteCheck';
import { readTogether } from '../../db/readTogether';

async function contractCompany(db: DbOrTx, companyId: number): Promise<ContractPdfInput['company']> {
  const [row] = await db
    .select({
      name: companies.name,
      legalName: companySettings.companyLegalName,
      location: companySettings.companyLocation,
    })
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
export async function previewContract(
  db: DbOrTx,
  clock: Clock,
  caller: AuthUser,
  input: PreviewInput,
): Promise<Buffer> {
  // The one eligibility rule of apply (domain applyEligibility), on the injected clock.
  const { today, employee, product, terms, deadline } = requireEligible(
    await loanApplyContext(db, caller.id, input.company_id, input.product_id, clock.today()),
  );
  const q = quoteOrFail({
    today,
    deadline,
    rate: terms.rate,
    amount: input.loan_amount,
    weeklyDiscount: input.weekly_discount,
  });
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

const VERSION_LABELS: Record<string, string> = {
  original: 'Solicitud original',
  counter_offer: 'Contraoferta aceptada',
};

/**
 * GET /api/loans/{id}/contract?version=N: a signed contract version (owner, or staff of the
 * loan's company), the latest when N is absent. Each version renders ITS OWN figures over
 * ITS OWN signature: version 1 the request as applied, version 2 the accepted counter offer.
 */
export async function signedContract(
  db: DbOrTx,
  caller: AuthUser,
  id: number,
  version?: number,
): Promise<{ pdf: Buffer; version: number; companyId: number }> {
  const { loan } = await readableLoan(db, caller, id);
  const contract = await contractVersion(db, loan.id, version);
  // A loan applied before contracts were versioned has only its row: that is version 1.
  if (!contract && version !== undefined && version !== 1)
    throw new AppError('not_found', { message: serverMessage('contractVersionNotFound') });
  const figures = contract ?? {
    ...loanFigures(loan),
    version: 1,
    kind: 'original',
    signatureFileId: loan.signatureFileId,
    signedAt: loan.createdAt,
  };
  const [[person], [signature], [product]] = await readTogether(db, [
    () =>
      db
        .select({
          tin: employees.tin,
          userTin: users.tin,
          email: employees.email,
          phone: employees.phone,
          userEmail: users.email,
          userPhone: users.phone,
        })
        .from(employees)
        .leftJoin(users, eq(users.id, employees.userId))
        .where(eq(employees.id, loan.employeeId)),
    () =>
      figures.signatureFileId
        ? db
            .select({ content: uploadedFiles.content })
            .from(uploadedFiles)
            .where(eq(uploadedFiles.id, figures.signatureFileId))
        : Promise.resolve([] as Array<{ content: Buffer | null }>),
    () =>
      loan.productId === null
        ? Promise.resolve([] as Array<{ name: string }>)
        : db.select({ name: products.name }).from(products).where(eq(products.id, loan.productId)),
  ]);
  const requestedOn: DateString = loan.requestedOn;
  const terms = {
    amount: figures.amount,
    weeklyDiscount: figures.weeklyDiscount,
    totalAmount: figures.totalAmount,
    weeksNeeded: figures.weeksNeeded,
    finalPayment: figures.finalPayment,
    // Every version is quoted as of the request day, so the first deduction is the same.
    firstPaymentDate: loan.firstPaymentDate,
    finalPaymentDate: figures.finalPaymentDate,
  };
  try {
    const pdf = await renderContractPdf({
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
        ...terms,
        interestAmount: figures.interestAmount,
        monthlyRate: normalizeRate(loan.monthlyRate),
        requestedOn,
        cat: catOf({ today: requestedOn, ...terms }),
      },
      version: { number: figures.version, label: VERSION_LABELS[figures.kind] ?? figures.kind },
      signaturePng: signature?.content ?? null,
      generatedOn: businessDayOf(figures.signedAt),
    });
    return { pdf, version: figures.version, companyId: loan.companyId };
  } catch (error) {
    // A signature stored before uploads were decoded may be damaged: say so, never a 500.
    if (error instanceof UnusableSignatureError) {
      throw new AppError('conflict', { message: serverMessage('contractSignatureDamaged') });
    }
    throw error;
  }
}
