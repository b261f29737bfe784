/**
 * The activation letter: one page HR hands to an employee who has no account yet,
 * with the company, the employee's name and control number, the one-time code, its expiry and
 * how to register. Embedded DejaVu Sans, as every generated PDF (fonts/pdfFonts.ts).
 */
import { ACTIVATION_CODE_TTL_DAYS, formatDateEs, type DateString } from '@abono/domain';
import { renderPdf, type Doc } from './pdfLayout';

export interface ActivationLetterInput {
  companyName: string;
  employeeName: string;
  controlNumber: string;
  /** XXXX-XXXX-XXXX */
  code: string;
  /** The last day the code works (Mexico City calendar). */
  expiresOn: DateString;
  /** Where to register: the login page's full address (PUBLIC_URL, else the address HR used). */
  loginUrl: string;
}

export function renderActivationLetter(input: ActivationLetterInput): Promise<Buffer> {
  // A wider margin than the other documents: a short letter, printed and handed over.
  return renderPdf({ title: 'Código de activación', author: 'Abono', margin: 64 }, (doc) => drawLetter(doc, input));
}

function drawLetter(doc: Doc, input: ActivationLetterInput): void {
  doc.font('bold').fontSize(16).text(input.companyName);
  doc
    .moveDown(0.3)
    .font('regular')
    .fontSize(11)
    .fillColor('#444')
    .text('Préstamos y seguros con descuento vía nómina — Abono');
  doc.moveDown(1.5).fillColor('#000').font('regular').fontSize(12).text(`Estimado(a) ${input.employeeName}:`);
  doc.moveDown(0.3).text(`Número de control: ${input.controlNumber}`);
  doc
    .moveDown(1)
    .text(
      'Recursos Humanos generó para ti un código de activación. Con él vinculas tu cuenta de ' +
        'Abono a tu registro de empleado y puedes solicitar préstamos y seguros.',
    );
  doc.moveDown(1.2).font('bold').fontSize(12).text('Tu código de activación');
  doc.moveDown(0.3).font('bold').fontSize(26).text(input.code, { characterSpacing: 2 });
  doc
    .moveDown(0.3)
    .font('regular')
    .fontSize(11)
    .text(
      `Vence el ${formatDateEs(input.expiresOn)} (${ACTIVATION_CODE_TTL_DAYS} días después de ` +
        `generarse). Solo puede usarse una vez.`,
    );
  doc.moveDown(1.2).font('bold').fontSize(12).text('Cómo registrarte');
  doc.font('regular').fontSize(11);
  const steps = [
    // The login page's own words: its link to the register form says «Regístrate».
    `Entra a ${input.loginUrl} y elige «Regístrate».`,
    'Escribe tu RFC, una contraseña y, en «Código de activación», el código de arriba.',
    'Si ya tienes cuenta, inicia sesión y escribe el código en la pantalla para agregar tu empresa.',
  ];
  steps.forEach((step, i) => doc.moveDown(0.3).text(`${i + 1}. ${step}`));
  doc
    .moveDown(1.2)
    .fillColor('#444')
    .text(
      'No compartas este código. Si se pierde o vence, pide uno nuevo a Recursos Humanos: al ' +
        'generarse uno nuevo, el anterior deja de funcionar.',
    );
}
