/**
 * The loan contract's cover page (carátula, 03 §4): company legal name, employee data,
 * amount, interest, total, weekly discount, weeks, final payment and its date, the
 * informative CAT (sin IVA), the drawn signature and the date.
 *
 * The same renderer serves the unsigned preview (`GET /api/loans/contract?…`, no
 * signature: an empty signature line and a 'VISTA PREVIA — SIN FIRMA' mark) and the
 * signed contract (`GET /api/loans/{id}/contract`, the stored PNG embedded).
 *
 * Text is drawn with an embedded TrueType font so accents render and the text stays
 * extractable; figures arrive as exact money strings and are only formatted here.
 */
import { formatDateEs, formatMXN, isZeroMoney, type DateString, type Money } from '@abono/domain';
import {
  INK,
  MUTED,
  PAGE_MARGIN,
  contentWidth,
  labelValueRows,
  renderPdf,
  section,
  titleBlock,
  type Doc,
} from './pdfLayout';
import { inspectImage, type ImageProblem, type ImageRules } from '../lib/imageInfo';

export interface ContractPdfInput {
  company: { legalName: string; location: string };
  employee: {
    name: string;
    controlNumber: string;
    tin: string;
    workLocation: string;
    email?: string | null;
    phone?: string | null;
  };
  loan: {
    id?: string | number | null;
    productName?: string | null;
    amount: Money;
    interestAmount: Money;
    totalAmount: Money;
    weeklyDiscount: Money;
    weeksNeeded: number;
    /** Monthly rate in percent, as configured ("2.5"). */
    monthlyRate: string;
    finalPayment: Money;
    finalPaymentDate: DateString;
    firstPaymentDate: DateString;
    requestedOn: DateString;
    /** Informative CAT in percent with one decimal ("45.3"), from computeCat. */
    cat: string;
  };
  /** Which signed version this is (absent for the preview): shown under the folio. */
  version?: { number: number; label: string };
  /** The employee's drawn signature; absent for the unsigned preview. */
  signaturePng?: Buffer | null;
  generatedOn: DateString;
}

export const PREVIEW_MARK = 'VISTA PREVIA — SIN FIRMA';
/** Printed under the loan's conditions: the dates are final only once the deposit is confirmed. */
export const DATES_ESTIMATED_NOTE =
  'Las fechas de descuento y del pago final son estimadas: el calendario definitivo se ' +
  'calcula a partir de la fecha en que se confirme el depósito.';

const CONTRACT_TITLE = 'Contrato de préstamo con descuento vía nómina';

/**
 * pdfkit decodes a PNG with transparency pixel by pixel to split its alpha channel, so
 * the pixel count bounds the work and the memory. A drawn signature (a canvas 200 px high,
 * at most ~3× device pixels) is far below; a small file declaring a huge image is refused.
 */
export const MAX_SIGNATURE_PIXELS = 4_000_000;

/** A signature is a PNG that decodes fully, within the pixel bound (lib/imageInfo). */
export const SIGNATURE_RULES: ImageRules = { accept: ['image/png'], maxPixels: MAX_SIGNATURE_PIXELS, maxSide: 8192 };

/** Why a signature cannot go into the contract, or null when it can. */
export async function signatureProblem(png: Buffer): Promise<ImageProblem | null> {
  const check = await inspectImage(png, SIGNATURE_RULES);
  return check.ok ? null : check.problem;
}

const LABEL_WIDTH = 210;
const PREVIEW_COLOR = '#b42318';
const SIGNATURE_BOX = { width: 220, height: 80 };

const rows = (doc: Doc, entries: ReadonlyArray<readonly [string, string]>) =>
  labelValueRows(doc, entries, { labelWidth: LABEL_WIDTH });

function percent(rate: string): string {
  return `${rate}%`;
}

function drawContract(doc: Doc, input: ContractPdfInput): void {
  const { company, employee, loan } = input;
  const signed = Boolean(input.signaturePng && input.signaturePng.length > 0);
  const width = contentWidth(doc);
  const hasFinalPayment = !isZeroMoney(loan.finalPayment);

  if (!signed) {
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(PREVIEW_COLOR)
      .text(PREVIEW_MARK, PAGE_MARGIN, PAGE_MARGIN - 20, {
        width,
        align: 'right',
      });
  }

  titleBlock(doc, CONTRACT_TITLE, 'Carátula');
  const folio = loan.id != null && String(loan.id) !== '' ? String(loan.id) : 'Sin folio (vista previa)';
  rows(doc, [
    ['Folio', folio],
    ...(input.version ? ([['Versión del contrato', `${input.version.number} — ${input.version.label}`]] as const) : []),
    ['Fecha de solicitud', formatDateEs(loan.requestedOn)],
  ]);

  section(doc, 'Empresa');
  rows(doc, [
    ['Razón social', company.legalName],
    ['Domicilio', company.location],
  ]);

  section(doc, 'Datos del trabajador');
  const contact: Array<[string, string]> = [];
  if (employee.email) contact.push(['Correo electrónico', employee.email]);
  if (employee.phone) contact.push(['Teléfono', employee.phone]);
  rows(doc, [
    ['Nombre', employee.name],
    ['Número de control', employee.controlNumber],
    ['RFC', employee.tin],
    ['Centro de trabajo', employee.workLocation],
    ...contact,
  ]);

  section(doc, 'Condiciones del préstamo');
  rows(doc, [
    ...(loan.productName ? ([['Producto', loan.productName]] as const) : []),
    ['Monto del préstamo', formatMXN(loan.amount)],
    ['Tasa de interés mensual', percent(loan.monthlyRate)],
    ['Interés', formatMXN(loan.interestAmount)],
    ['Total a pagar', formatMXN(loan.totalAmount)],
    ['Descuento semanal', formatMXN(loan.weeklyDiscount)],
    ['Semanas de descuento', String(loan.weeksNeeded)],
    ['Primer descuento', formatDateEs(loan.firstPaymentDate)],
    ['Pago final del fondo de ahorro', formatMXN(loan.finalPayment)],
    ['Fecha del pago final', formatDateEs(loan.finalPaymentDate)],
    ['CAT (Costo Anual Total)', `${percent(loan.cat)} sin IVA (informativo, para fines de comparación)`],
  ]);
  // The schedule counts from the deposit's confirmation, which comes later: the
  // dates signed here are the estimate of the day the contract was signed.
  doc
    .font('regular')
    .fontSize(8.5)
    .fillColor(MUTED)
    .text(DATES_ESTIMATED_NOTE, PAGE_MARGIN, doc.y + 2, { width });

  section(doc, 'Autorización de descuento');
  const remainder = hasFinalPayment
    ? ` El saldo restante de ${formatMXN(loan.finalPayment)} se cubrirá con mi fondo de ahorro ` +
      `el ${formatDateEs(loan.finalPaymentDate)}.`
    : ' Con estos descuentos el préstamo queda liquidado en su totalidad.';
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(
      `Yo, ${employee.name}, autorizo a ${company.legalName} a descontar de mi nómina ` +
        `${formatMXN(loan.weeklyDiscount)} cada semana durante ${loan.weeksNeeded} ` +
        `semana${loan.weeksNeeded === 1 ? '' : 's'}, ` +
        `a partir del ${formatDateEs(loan.firstPaymentDate)}, hasta cubrir el total de ` +
        `${formatMXN(loan.totalAmount)}.${remainder}`,
      PAGE_MARGIN,
      doc.y,
      { width, align: 'justify' },
    );

  // Signature block: the drawn PNG scaled into a fixed box, over a line with the name.
  doc.moveDown(1.5);
  const boxX = PAGE_MARGIN;
  const boxY = doc.y;
  if (signed) {
    doc.image(input.signaturePng as Buffer, boxX, boxY, {
      fit: [SIGNATURE_BOX.width, SIGNATURE_BOX.height],
      align: 'center',
      valign: 'bottom',
    });
  }
  const lineY = boxY + SIGNATURE_BOX.height + 2;
  doc
    .moveTo(boxX, lineY)
    .lineTo(boxX + SIGNATURE_BOX.width, lineY)
    .lineWidth(0.8)
    .strokeColor(INK)
    .stroke();
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(employee.name, boxX, lineY + 4, { width: SIGNATURE_BOX.width, align: 'center' });
  doc.fillColor(MUTED).text(signed ? 'Firma del trabajador' : 'Firma del trabajador (pendiente)', {
    width: SIGNATURE_BOX.width,
    align: 'center',
  });

  const dateX = boxX + SIGNATURE_BOX.width + 40;
  doc
    .font('regular')
    .fontSize(9.5)
    .fillColor(INK)
    .text(`${company.location}, a ${formatDateEs(input.generatedOn)}`, dateX, lineY - 12, {
      width: doc.page.width - PAGE_MARGIN - dateX,
    });
  doc
    .fillColor(MUTED)
    .fontSize(8.5)
    .text('Lugar y fecha', { width: doc.page.width - PAGE_MARGIN - dateX });
}

/** A stored signature that cannot be embedded (damaged, not a PNG, or too large). */
export class UnusableSignatureError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`Signature cannot be embedded: ${problem}`);
    this.name = 'UnusableSignatureError';
  }
}

/** The contract carátula as PDF bytes. */
export async function renderContractPdf(input: ContractPdfInput): Promise<Buffer> {
  if (input.signaturePng && input.signaturePng.length > 0) {
    // Uploads are checked before they are stored; this guards rows stored before that
    // check existed, so a damaged signature never reaches pdfkit (which would throw).
    const problem = await signatureProblem(input.signaturePng);
    if (problem) throw new UnusableSignatureError(problem);
  }
  return renderPdf(
    {
      title: CONTRACT_TITLE,
      author: input.company.legalName,
      subject: input.signaturePng?.length ? 'Contrato firmado' : PREVIEW_MARK,
    },
    (doc) => drawContract(doc, input),
  );
}
