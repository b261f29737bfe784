/**
 * Every notification of the product as data (03 §3 "Notification" column, 03 §6): its type,
 * Spanish title and message, the resource it opens, and who receives it. Recipients are
 * chosen BY PERMISSION (the company's users whose role grants it), never by role name, so a
 * custom role that manages credits gets the HR notices, and renaming a role changes nothing.
 * The services and the demo seed both render from here, so the bell shows one wording.
 */
import type { NotificationType } from './responses/notifications';
import type { InsuranceType } from './catalog';
import type { LoanAction } from './loanStatus';
import { formatMXN } from './money';
import type { PermissionName } from './permissions';

/**
 * `{ permission }`: every active user with access to the company whose role grants it.
 * `subject`: the person the notice is about (the loan's employee, the newly linked user).
 */
export type NoticeRecipient = { permission: PermissionName } | 'subject';

export type NoticeResource = 'loan' | 'insurance' | 'employee' | 'company' | 'account';

export interface NoticeSpec<P> {
  type: NotificationType;
  resourceType: NoticeResource;
  recipients: readonly NoticeRecipient[];
  title: (params: P) => string;
  message: (params: P) => string;
}

/** What a loan notice says about the loan: the employee's name and the amount concerned. */
export interface LoanNoticeParams {
  employeeName: string;
  /** A money string; the counter offer's amount for counter-offer notices. */
  amount: string;
}

const HR = { permission: 'manage_credits' } as const;
const TREASURY = { permission: 'manage_treasury' } as const;

/**
 * Closes a sentence after `text` without doubling a period it already ends with: company
 * names often end in "S.A. de C.V.", which gave "… S.A. de C.V.." in the welcome notice.
 */
export function endSentence(text: string): string {
  return /[.!?…]$/.test(text.trimEnd()) ? text.trimEnd() : `${text}.`;
}

function spec<P>(s: NoticeSpec<P>): NoticeSpec<P> {
  return s;
}

export const NOTICE_CATALOG = {
  loan_requested: spec<LoanNoticeParams>({
    type: 'loan_request',
    resourceType: 'loan',
    recipients: [HR],
    title: () => 'Nueva solicitud de préstamo',
    message: (p) => `${p.employeeName} solicitó un préstamo por ${formatMXN(p.amount)}.`,
  }),
  insurance_requested: spec<LoanNoticeParams & { insuranceType: InsuranceType }>({
    type: 'loan_request',
    resourceType: 'insurance',
    recipients: [HR],
    title: () => 'Nueva solicitud de seguro',
    message: (p) =>
      `${p.employeeName} solicitó un seguro ${INSURANCE_NOTICE_LABELS[p.insuranceType]} con ` +
      `póliza por ${formatMXN(p.amount)}.`,
  }),
  insurance_approved: spec<LoanNoticeParams & { insuranceType: InsuranceType }>({
    type: 'loan_status_change',
    resourceType: 'insurance',
    recipients: ['subject'],
    title: () => 'Tu seguro fue aprobado',
    message: (p) =>
      `Tu solicitud de seguro ${INSURANCE_NOTICE_LABELS[p.insuranceType]} con póliza por ` +
      `${formatMXN(p.amount)} fue aprobada.`,
  }),
  insurance_rejected: spec<LoanNoticeParams & { insuranceType: InsuranceType }>({
    type: 'loan_rejected',
    resourceType: 'insurance',
    recipients: ['subject'],
    title: () => 'Tu solicitud de seguro fue rechazada',
    message: (p) =>
      `Tu solicitud de seguro ${INSURANCE_NOTICE_LABELS[p.insuranceType]} no fue aprobada. ` +
      `Consulta a Recursos Humanos para más detalles.`,
  }),
  loan_approved: spec<LoanNoticeParams>({
    type: 'loan_status_change',
    resourceType: 'loan',
    recipients: ['subject'],
    title: () => 'Tu préstamo fue aprobado',
    message: (p) => `Tu solicitud por ${formatMXN(p.amount)} fue aprobada. Tesorería realizará el depósito.`,
  }),
  loan_ready_for_deposit: spec<LoanNoticeParams>({
    type: 'loan_approved_accepted',
    resourceType: 'loan',
    recipients: [TREASURY],
    title: () => 'Préstamo listo para depósito',
    message: (p) =>
      `El préstamo de ${p.employeeName} por ${formatMXN(p.amount)} fue aprobado y está listo para dispersión.`,
  }),
  loan_rejected: spec<LoanNoticeParams & { reason?: string | null }>({
    type: 'loan_rejected',
    resourceType: 'loan',
    recipients: ['subject'],
    title: () => 'Tu solicitud fue rechazada',
    // The reason HR gave, when it gave one: the employee reads it here.
    message: (p) =>
      p.reason
        ? `Tu solicitud de préstamo no fue aprobada. Motivo: ${endSentence(p.reason)} Consulta a ` +
          `Recursos Humanos para más detalles.`
        : 'Tu solicitud de préstamo no fue aprobada. Consulta a Recursos Humanos para más detalles.',
  }),
  loan_rejected_on_deactivation: spec<LoanNoticeParams & { companyName: string }>({
    type: 'loan_rejected',
    resourceType: 'loan',
    recipients: ['subject'],
    title: () => 'Tu solicitud fue rechazada',
    message: (p) =>
      `Tu solicitud de préstamo por ${formatMXN(p.amount)} se rechazó porque se registró tu baja ` +
      `en ${endSentence(p.companyName)} Consulta a Recursos Humanos para más detalles.`,
  }),
  counter_offer_sent: spec<LoanNoticeParams>({
    type: 'loan_status_change',
    resourceType: 'loan',
    recipients: ['subject'],
    title: () => 'Recibiste una contraoferta',
    message: (p) =>
      `Tu solicitud de préstamo recibió una contraoferta por ${formatMXN(p.amount)}. Revísala en Mi crédito.`,
  }),
  counter_offer_accepted: spec<LoanNoticeParams>({
    type: 'loan_counter_response',
    resourceType: 'loan',
    recipients: [HR],
    title: () => 'Contraoferta aceptada',
    message: (p) => `${p.employeeName} aceptó la contraoferta por ${formatMXN(p.amount)}.`,
  }),
  counter_offer_ready_for_deposit: spec<LoanNoticeParams>({
    type: 'loan_approved_accepted',
    resourceType: 'loan',
    recipients: [TREASURY],
    title: () => 'Préstamo listo para depósito',
    message: (p) =>
      `El préstamo de ${p.employeeName} por ${formatMXN(p.amount)} fue aceptado y está listo para dispersión.`,
  }),
  counter_offer_rejected: spec<LoanNoticeParams>({
    type: 'loan_counter_response',
    resourceType: 'loan',
    recipients: [HR],
    title: () => 'Contraoferta rechazada',
    message: (p) => `${p.employeeName} rechazó la contraoferta por ${formatMXN(p.amount)}.`,
  }),
  deposit_confirmed: spec<LoanNoticeParams>({
    type: 'loan_status_change',
    resourceType: 'loan',
    recipients: ['subject'],
    title: () => 'Depósito confirmado',
    message: (p) => `Tesorería confirmó el depósito de tu préstamo por ${formatMXN(p.amount)}.`,
  }),
  deposit_error: spec<LoanNoticeParams & { errorComment: string | null }>({
    type: 'loan_confirmed_error',
    resourceType: 'loan',
    recipients: [HR],
    title: () => 'Error en el depósito de un préstamo',
    message: (p) => `Tesorería reportó un error en el préstamo de ${p.employeeName}: ${p.errorComment ?? ''}`.trim(),
  }),
  documentation_requested: spec<LoanNoticeParams>({
    type: 'loan_employee_notified',
    resourceType: 'loan',
    recipients: ['subject'],
    title: () => 'Se requiere documentación',
    message: () =>
      'Hubo un problema con el depósito de tu préstamo. Entrega la documentación solicitada a Recursos Humanos.',
  }),
  documentation_completed: spec<LoanNoticeParams>({
    type: 'loan_error_released',
    resourceType: 'loan',
    recipients: [TREASURY, HR],
    title: () => 'Documentación completada',
    message: (p) =>
      `${p.employeeName} completó la documentación del préstamo por ${formatMXN(p.amount)}; ` +
      `puede depositarse de nuevo.`,
  }),
  employee_terminated: spec<{ employeeName: string }>({
    type: 'employee_terminated',
    resourceType: 'employee',
    recipients: [TREASURY],
    title: () => 'Baja de un empleado con préstamos',
    message: (p) =>
      `Se registró la baja de ${p.employeeName} con préstamos confirmados. Su documento de baja está disponible.`,
  }),
  company_linked: spec<{ companyName: string }>({
    type: 'employee_registration_invite',
    resourceType: 'company',
    recipients: ['subject'],
    title: (p) => `Bienvenido a ${p.companyName}`,
    message: (p) =>
      `Tu cuenta quedó vinculada a ${endSentence(p.companyName)} Ya puedes consultar sus ofertas de préstamo.`,
  }),
  /** Changed by its owner or reset with an HR code: if it was not them, they learn it here. */
  password_changed: spec<Record<string, never>>({
    type: 'password_changed',
    resourceType: 'account',
    recipients: ['subject'],
    title: () => 'Se cambió tu contraseña',
    message: () =>
      'La contraseña de tu cuenta se cambió y se cerraron tus otras sesiones. Si no fuiste tú, avisa ' +
      'de inmediato a Recursos Humanos.',
  }),
} as const;

export type NoticeKey = keyof typeof NOTICE_CATALOG;
export type NoticeParams<K extends NoticeKey> = (typeof NOTICE_CATALOG)[K] extends NoticeSpec<infer P> ? P : never;

/** Spanish wording of each insurance type inside a notice ("un seguro de vida"). */
export const INSURANCE_NOTICE_LABELS: Record<InsuranceType, string> = {
  auto: 'de auto',
  funeral: 'de servicios funerarios',
  home: 'de hogar',
  life: 'de vida',
  health: 'de gastos médicos',
  travel: 'de viaje',
  pet: 'de mascota',
};

/** What the services know about a loan when an action sends its notices. */
export type LoanActionNoticeParams = LoanNoticeParams & { errorComment: string | null; reason?: string | null };

/** The notices a loan action can send: those rendered from the loan's own facts. */
export type LoanNoticeKey = {
  [K in NoticeKey]: LoanActionNoticeParams extends NoticeParams<K> ? K : never;
}[NoticeKey];

/** Loan notices are keyed by the 03 §3 action that sends them (apply → loan_requested, …). */
export const LOAN_ACTION_NOTICES: Partial<Record<LoanAction, readonly LoanNoticeKey[]>> = {
  apply: ['loan_requested'],
  approve: ['loan_approved', 'loan_ready_for_deposit'],
  reject: ['loan_rejected'],
  counter_offer: ['counter_offer_sent'],
  edit: ['counter_offer_sent'],
  accept_counter_offer: ['counter_offer_accepted', 'counter_offer_ready_for_deposit'],
  reject_counter_offer: ['counter_offer_rejected'],
  confirm: ['deposit_confirmed'],
  report_error: ['deposit_error'],
  notify_employee: ['documentation_requested'],
  release_error: ['documentation_completed'],
};

export interface RenderedNotice {
  type: NotificationType;
  resourceType: NoticeResource;
  recipients: readonly NoticeRecipient[];
  /** Trimmed to the column's 200 characters. */
  title: string;
  message: string;
}

export const NOTICE_TITLE_MAX = 200;

export function renderNotice<K extends NoticeKey>(key: K, params: NoticeParams<K>): RenderedNotice {
  const s = NOTICE_CATALOG[key] as unknown as NoticeSpec<NoticeParams<K>>;
  return {
    type: s.type,
    resourceType: s.resourceType,
    recipients: s.recipients,
    title: s.title(params).slice(0, NOTICE_TITLE_MAX),
    message: s.message(params),
  };
}

/** The permissions whose holders receive a notice (the `subject` is added by the caller). */
export function recipientPermissions(recipients: readonly NoticeRecipient[]): PermissionName[] {
  return recipients.flatMap((r) => (r === 'subject' ? [] : [r.permission]));
}

/**
 * Who a notification of a type is addressed to, read from the catalog above: `subject` when it
 * is about the reader's own request (the reader opens their own pages, /my-credit or the
 * offers), `staff` when the reader got it through a permission (the reader opens the back-office
 * page of its resource). A type never mixes the two (notificationCatalog.test.ts), so the bell
 * can decide by type alone, whatever the reader's role is called.
 */
export type NoticeAudience = 'subject' | 'staff';

export function noticeAudience(type: NotificationType): NoticeAudience {
  const specs = Object.values(NOTICE_CATALOG).filter((s) => s.type === type);
  return specs.length > 0 && specs.every((s) => s.recipients.every((r) => r === 'subject')) ? 'subject' : 'staff';
}
