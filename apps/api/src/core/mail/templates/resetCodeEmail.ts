/**
 * The e-mail of a password reset code HR chose to send (decision 087): the only message that
 * carries a code, because HR asked for it. It says what the code is for, until when it works
 * (Mexico City, dd/MM/yyyy HH:mm) and where to use it; nothing about the account beyond the
 * person's name and company.
 */
import { businessDayOf, formatDateEs, timeInMexicoCity } from '@abono/domain';
import { renderHtml, renderText, type EmailBody } from './layout';

export const RESET_CODE_EMAIL_SUBJECT = 'Abono: tu código para restablecer la contraseña';

export const RESET_CODE_EMAIL_FOOTER =
  'Recibes este correo porque Recursos Humanos generó un código para restablecer tu contraseña de Abono y ' +
  'eligió enviártelo por correo. Si no lo pediste, avisa a Recursos Humanos; sin tu RFC el código no sirve.';

export interface ResetCodeEmailInput {
  employeeName: string;
  companyName: string;
  /** XXXX-XXXX-XXXX. */
  code: string;
  expiresAt: Date;
  /** PUBLIC_URL, no trailing slash. */
  publicUrl: string;
}

export interface ResetCodeEmailContent {
  subject: string;
  text: string;
  html: string;
}

/** Expiry as the person reads it: dd/MM/yyyy HH:mm in Mexico City (03 §1). */
export function resetCodeExpiry(expiresAt: Date): string {
  return `${formatDateEs(businessDayOf(expiresAt))} ${timeInMexicoCity(expiresAt)}`;
}

export function resetCodeEmail(input: ResetCodeEmailInput): ResetCodeEmailContent {
  const title = 'Código para restablecer tu contraseña';
  const body: EmailBody = {
    paragraphs: [
      `Hola, ${input.employeeName}:`,
      `Recursos Humanos de ${input.companyName} generó un código para restablecer tu contraseña de Abono.`,
      `Tu código es: ${input.code}`,
      `Vence el ${resetCodeExpiry(input.expiresAt)} (hora de la Ciudad de México) y solo se puede usar una vez. ` +
        'Si recibes más de un código, usa el más reciente: cada código nuevo anula el anterior.',
      'Abre la página de restablecimiento, escribe tu RFC, el código y tu nueva contraseña. Al usarlo se ' +
        'cierran todas tus sesiones.',
    ],
    link: { label: 'Restablecer mi contraseña', url: `${input.publicUrl}/forgot-password` },
    footer: RESET_CODE_EMAIL_FOOTER,
  };
  return { subject: RESET_CODE_EMAIL_SUBJECT, text: renderText(body), html: renderHtml(title, body) };
}
