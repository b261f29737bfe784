/**
 * The code letters HR hands to an employee: one page with the company, the employee's name and
 * control number, the one-time code, its expiry and what to do with it. The same writer prints
 * the activation letter (an employee without an account yet) and the password reset letter
 * (decision 085); only the words differ. Embedded DejaVu Sans, as every generated PDF
 * (fonts/pdfFonts.ts).
 */
import { ACTIVATION_CODE_TTL_DAYS, formatDateEs, RESET_CODE_TTL_HOURS, type DateString } from '@abono/domain';
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

/** A reset letter also says the hour: its code lives 24 hours, not days. */
export interface ResetLetterInput extends ActivationLetterInput {
  /** HH:mm in Mexico City. */
  expiresAtTime: string;
}

/** What one kind of letter says around the shared layout. */
interface LetterWords {
  title: string;
  intro: string;
  codeHeading: string;
  expiry: string;
  stepsHeading: string;
  steps: string[];
  warning: string;
}

function activationWords(input: ActivationLetterInput): LetterWords {
  return {
    title: 'Código de activación',
    intro:
      'Recursos Humanos generó para ti un código de activación. Con él vinculas tu cuenta de ' +
      'Abono a tu registro de empleado y puedes solicitar préstamos y seguros.',
    codeHeading: 'Tu código de activación',
    expiry:
      `Vence el ${formatDateEs(input.expiresOn)} (${ACTIVATION_CODE_TTL_DAYS} días después de ` +
      `generarse). Solo puede usarse una vez.`,
    stepsHeading: 'Cómo registrarte',
    steps: [
      // The login page's own words: its link to the register form says «Regístrate».
      `Entra a ${input.loginUrl} y elige «Regístrate».`,
      'Escribe tu RFC, una contraseña y, en «Código de activación», el código de arriba.',
      'Si ya tienes cuenta, inicia sesión y escribe el código en la pantalla para agregar tu empresa.',
    ],
    warning:
      'No compartas este código. Si se pierde o vence, pide uno nuevo a Recursos Humanos: al ' +
      'generarse uno nuevo, el anterior deja de funcionar.',
  };
}

function resetWords(input: ResetLetterInput): LetterWords {
  return {
    title: 'Código de restablecimiento de contraseña',
    intro:
      'Recursos Humanos generó para ti un código para restablecer la contraseña de tu cuenta de ' +
      'Abono. Al usarlo se cierran todas tus sesiones abiertas.',
    codeHeading: 'Tu código de restablecimiento',
    expiry:
      `Vence el ${formatDateEs(input.expiresOn)} a las ${input.expiresAtTime} (hora del centro de ` +
      `México, ${RESET_CODE_TTL_HOURS} horas después de generarse). Solo puede usarse una vez.`,
    stepsHeading: 'Cómo restablecer tu contraseña',
    steps: [
      // The login page's own words: its link says «¿Olvidaste tu contraseña?».
      `Entra a ${input.loginUrl} y elige «¿Olvidaste tu contraseña?».`,
      'Escribe tu RFC, el código de arriba y tu nueva contraseña dos veces.',
      'Inicia sesión con tu nueva contraseña.',
    ],
    warning:
      'No compartas este código: quien lo tenga puede cambiar tu contraseña. Si no lo pediste, ' +
      'avisa a Recursos Humanos.',
  };
}

export function renderActivationLetter(input: ActivationLetterInput): Promise<Buffer> {
  return renderLetter(input, activationWords(input));
}

export function renderResetLetter(input: ResetLetterInput): Promise<Buffer> {
  return renderLetter(input, resetWords(input));
}

function renderLetter(input: ActivationLetterInput, words: LetterWords): Promise<Buffer> {
  // A wider margin than the other documents: a short letter, printed and handed over.
  return renderPdf({ title: words.title, author: 'Abono', margin: 64 }, (doc) => drawLetter(doc, input, words));
}

function drawLetter(doc: Doc, input: ActivationLetterInput, words: LetterWords): void {
  doc.font('bold').fontSize(16).text(input.companyName);
  doc
    .moveDown(0.3)
    .font('regular')
    .fontSize(11)
    .fillColor('#444')
    .text('Préstamos y seguros con descuento vía nómina — Abono');
  doc.moveDown(1.5).fillColor('#000').font('regular').fontSize(12).text(`Estimado(a) ${input.employeeName}:`);
  doc.moveDown(0.3).text(`Número de control: ${input.controlNumber}`);
  doc.moveDown(1).text(words.intro);
  doc.moveDown(1.2).font('bold').fontSize(12).text(words.codeHeading);
  doc.moveDown(0.3).font('bold').fontSize(26).text(input.code, { characterSpacing: 2 });
  doc.moveDown(0.3).font('regular').fontSize(11).text(words.expiry);
  doc.moveDown(1.2).font('bold').fontSize(12).text(words.stepsHeading);
  doc.font('regular').fontSize(11);
  words.steps.forEach((step, i) => doc.moveDown(0.3).text(`${i + 1}. ${step}`));
  doc.moveDown(1.2).fillColor('#444').text(words.warning);
}
