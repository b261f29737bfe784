/**
 * Test helpers of the loan and insurance tests: a company with staff and a product, a
 * hired employee with a session, a real signature PNG, the apply form, PDF text.
 */
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { addDays, quoteFigures, quoteFormFields, quoteLoan, todayInMexicoCity, type LoanQuote } from '@abono/domain';
import { employees } from '../db/schema';
import { createCompany, createEmployee, createProduct, createUser } from './factories';
import { multipartBody } from './multipart';
import type { TestContext } from './testApp';
import { signaturePng } from './images';

// The loan and insurance tests take the signature from here with the rest of their helpers.
export { signaturePng };

export function realPdf(text = 'Recibo de nómina'): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.text(text);
    doc.end();
  });
}

/** All text of a PDF, whitespace collapsed (pdf.js, as files/contractPdf.test.ts does). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    let text = '';
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) if ('str' in item) text += `${item.str} `;
    }
    return text.replace(/\s+/g, ' ');
  } finally {
    await doc.destroy();
  }
}

export interface Scenario {
  companyId: number;
  productId: number;
  deadline: string;
  hr: { id: number; headers: Record<string, string> };
  treasuryId: number;
}

export async function companyScenario(
  t: TestContext,
  options: { deadline?: string | null; rate?: string } = {},
): Promise<Scenario> {
  const deadline = options.deadline === undefined ? addDays(todayInMexicoCity(), 70) : options.deadline;
  const company = await createCompany(t.db, { deadline, interestRate: options.rate ?? '2.5' });
  const product = await createProduct(t.db, { companyIds: [company.id] });
  const hr = await createUser(t.db, { role: 'hr', companyIds: [company.id] });
  const treasury = await createUser(t.db, { role: 'treasury', companyIds: [company.id] });
  return {
    companyId: company.id,
    productId: product.id,
    deadline: deadline ?? '',
    hr: { id: hr.id, headers: (await t.loginAs(hr.tin)).headers },
    treasuryId: treasury.id,
  };
}

export interface Borrower {
  userId: number;
  employeeId: number;
  headers: Record<string, string>;
}

export async function borrower(
  t: TestContext,
  companyId: number,
  options: { hired?: boolean } = {},
): Promise<Borrower> {
  const user = await createUser(t.db, { role: 'employee', companyIds: [companyId] });
  const employee = await createEmployee(t.db, { companyId, userId: user.id, tin: user.tin });
  if (options.hired === false) {
    await t.db.update(employees).set({ status: 'fired' }).where(eq(employees.id, employee.id));
  }
  return { userId: user.id, employeeId: employee.id, headers: (await t.loginAs(user.tin)).headers };
}

export function quoteFor(
  deadline: string,
  amount: string,
  weekly: string,
  rate = '2.5',
  today = todayInMexicoCity(),
): LoanQuote {
  const result = quoteLoan({ today, deadline, monthlyRatePercent: rate, amount, weeklyDiscount: weekly });
  if (!result.ok) throw new Error(result.error);
  return result.quote;
}

/** HR's counter offer (POST /api/loans/{id}/counter-offer) with its correct quote; `over` replaces any field. */
export function counterOfferBody(
  s: Pick<Scenario, 'companyId' | 'deadline'>,
  amount = '4000.00',
  weekly = '400.00',
  over: Record<string, unknown> = {},
) {
  return {
    amount,
    weekly_discount: weekly,
    ...quoteFigures(quoteFor(s.deadline, amount, weekly)),
    reason: 'El ahorro no cubre el pago final',
    company_id: s.companyId,
    ...over,
  };
}

/** The fields the apply panel sends, with the client's own (correct) quote. */
export function applyFields(
  s: Pick<Scenario, 'companyId' | 'productId' | 'deadline'>,
  over: Record<string, string> = {},
): Record<string, string> {
  const amount = over.loan_amount ?? '5000.00';
  const weekly = over.weekly_discount ?? '500.00';
  const q = quoteFor(s.deadline, amount, weekly);
  return {
    date: todayInMexicoCity(),
    employee_code: 'E-1',
    name: 'María Pérez López',
    branch: 'Planta León',
    loan_amount: amount,
    weekly_discount: weekly,
    product_id: String(s.productId),
    company_id: String(s.companyId),
    deadline: s.deadline,
    ...quoteFormFields(q),
    ...over,
  };
}

export function applyRequest(
  t: TestContext,
  headers: Record<string, string>,
  fields: Record<string, string>,
  signature: { content: Buffer; filename?: string; contentType?: string } | null = { content: signaturePng() },
) {
  const files = signature
    ? [
        {
          field: 'signature',
          filename: signature.filename ?? 'firma.png',
          contentType: signature.contentType ?? 'image/png',
          content: signature.content,
        },
      ]
    : [];
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/loans',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The fields the insurance panel sends (a life policy), with the client's own (correct) quote. */
export function insuranceFields(
  s: Pick<Scenario, 'companyId' | 'deadline'>,
  over: Record<string, string> = {},
): Record<string, string> {
  const q = quoteFor(s.deadline, '8000.00', '700.00');
  return {
    date: todayInMexicoCity(),
    employee_code: 'E-1',
    name: 'María Pérez López',
    branch: 'Planta León',
    insurance_type: 'life',
    policy_amount: '8000.00',
    weekly_discount: '700.00',
    payment_method: 'weekly',
    company_id: String(s.companyId),
    ...quoteFormFields(q),
    ...over,
  };
}

/** POST /api/loans/insurance with a drawn signature and, when given, the payslip. */
export function insuranceRequest(
  t: TestContext,
  headers: Record<string, string>,
  fields: Record<string, string>,
  payslip: { content: Buffer; filename?: string } | null,
) {
  const files = [{ field: 'signature', filename: 'firma.png', contentType: 'image/png', content: signaturePng() }];
  if (payslip)
    files.push({
      field: 'last_payslip',
      filename: payslip.filename ?? 'recibo.pdf',
      contentType: 'application/pdf',
      content: payslip.content,
    });
  const body = multipartBody(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/loans/insurance',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}
