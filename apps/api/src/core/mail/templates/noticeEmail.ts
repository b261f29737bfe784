/**
 * The e-mail of a notice (decision 086): the notice's own title and message, the company, and a
 * link to the page the bell would open (apps/web notificationTarget.ts). It says nothing the
 * bell does not: no amount the notice lacks, no token.
 */
import type { NoticeKey, RenderedNotice } from '@abono/domain';
import { renderHtml, renderText, type EmailBody } from './layout';

/**
 * The notices that matter to a person away from the app, and the page each opens. All are
 * addressed to the person the notice is about ('subject'); staff notices stay in the bell.
 * A rejection opens nothing from the bell, so its message links to the notifications page.
 */
export const EMAILED_NOTICES: Partial<Record<NoticeKey, string>> = {
  loan_approved: '/my-credit',
  loan_rejected: '/notifications',
  loan_rejected_on_deactivation: '/notifications',
  counter_offer_sent: '/my-credit',
  deposit_confirmed: '/my-credit',
  documentation_requested: '/my-credit',
  insurance_approved: '/',
  insurance_rejected: '/notifications',
  // Someone who did not change it must learn it away from the app; the bell opens nothing for it.
  password_changed: '/notifications',
};

export const NOTICE_EMAIL_FOOTER =
  'Recibes este correo porque tienes activados los avisos por correo de Abono. Puedes desactivarlos en el menú ' +
  'de tu usuario, en «Recibir avisos por correo».';

export interface NoticeEmailContent {
  subject: string;
  text: string;
  html: string;
}

export function noticeEmail(
  notice: Pick<RenderedNotice, 'title' | 'message'>,
  input: { path: string; publicUrl: string; companyName: string | null },
): NoticeEmailContent {
  const body: EmailBody = {
    paragraphs: [
      'Hola:',
      ...(input.companyName ? [`${input.companyName}: ${notice.title}.`] : [`${notice.title}.`]),
      notice.message,
    ],
    link: { label: 'Ver en Abono', url: `${input.publicUrl}${input.path}` },
    footer: NOTICE_EMAIL_FOOTER,
  };
  return { subject: `Abono: ${notice.title}`, text: renderText(body), html: renderHtml(notice.title, body) };
}
