/**
 * Notifications the demo loans would have produced (03 §3 "Notification" column), so
 * the bell and /notifications show the same story as the loan timelines.
 */
import { formatMXN, type LoanAction, type NotificationType } from '@abono/domain';
import type { notifications } from '../schema';
import type { LoanStep } from './demoLoans';

type Recipient = 'hr' | 'treasury' | 'employee';

interface Notice {
  type: NotificationType;
  to: Recipient[];
  title: string;
  message: (loan: NoticeLoan) => string;
}

export interface NoticeLoan {
  id: number;
  companyId: number;
  employeeName: string;
  amount: string;
  errorComment: string | null;
}

const NOTICES: Partial<Record<LoanAction, Notice[]>> = {
  apply: [
    {
      type: 'loan_request',
      to: ['hr'],
      title: 'Nueva solicitud de préstamo',
      message: (l) => `${l.employeeName} solicitó un préstamo por ${formatMXN(l.amount)}.`,
    },
  ],
  approve: [
    {
      type: 'loan_status_change',
      to: ['employee'],
      title: 'Tu préstamo fue aprobado',
      message: (l) => `Tu solicitud por ${formatMXN(l.amount)} fue aprobada. Tesorería realizará el depósito.`,
    },
    {
      type: 'loan_approved_accepted',
      to: ['treasury'],
      title: 'Préstamo listo para depósito',
      message: (l) => `El préstamo de ${l.employeeName} por ${formatMXN(l.amount)} fue aprobado.`,
    },
  ],
  reject: [
    {
      type: 'loan_rejected',
      to: ['employee'],
      title: 'Tu solicitud fue rechazada',
      message: () => 'Tu solicitud de préstamo no fue aprobada. Consulta a Recursos Humanos para más detalles.',
    },
  ],
  counter_offer: [
    {
      type: 'loan_status_change',
      to: ['employee'],
      title: 'Recibiste una contraoferta',
      message: () => 'Recursos Humanos te envió una contraoferta. Revísala en Mi crédito.',
    },
  ],
  accept_counter_offer: [
    {
      type: 'loan_counter_response',
      to: ['hr'],
      title: 'Contraoferta aceptada',
      message: (l) => `${l.employeeName} aceptó la contraoferta por ${formatMXN(l.amount)}.`,
    },
    {
      type: 'loan_approved_accepted',
      to: ['treasury'],
      title: 'Préstamo listo para depósito',
      message: (l) => `${l.employeeName} aceptó una contraoferta por ${formatMXN(l.amount)}.`,
    },
  ],
  reject_counter_offer: [
    {
      type: 'loan_counter_response',
      to: ['hr'],
      title: 'Contraoferta rechazada',
      message: (l) => `${l.employeeName} rechazó la contraoferta.`,
    },
  ],
  confirm: [
    {
      type: 'loan_status_change',
      to: ['employee'],
      title: 'Depósito confirmado',
      message: (l) => `Tesorería confirmó el depósito de tu préstamo por ${formatMXN(l.amount)}.`,
    },
  ],
  report_error: [
    {
      type: 'loan_confirmed_error',
      to: ['hr'],
      title: 'Error en el depósito de un préstamo',
      message: (l) => `Tesorería reportó un error en el préstamo de ${l.employeeName}: ${l.errorComment ?? ''}`.trim(),
    },
  ],
  notify_employee: [
    {
      type: 'loan_employee_notified',
      to: ['employee'],
      title: 'Se requiere documentación',
      message: () => 'Hubo un problema con el depósito de tu préstamo. Entrega la documentación solicitada a Recursos Humanos.',
    },
  ],
  release_error: [
    {
      type: 'loan_error_released',
      to: ['treasury', 'hr'],
      title: 'Documentación completada',
      message: (l) => `${l.employeeName} completó la documentación; el préstamo puede depositarse de nuevo.`,
    },
  ],
};

export interface Recipients {
  hr: number[];
  treasury: number[];
  employee: number | null;
}

/** Notices older than this many days are shown as already read. */
const READ_AFTER_DAYS = 3;

export function loanNotifications(
  loan: NoticeLoan,
  steps: readonly LoanStep[],
  recipients: Recipients,
  now: Date,
): (typeof notifications.$inferInsert)[] {
  const out: (typeof notifications.$inferInsert)[] = [];
  for (const step of steps) {
    for (const notice of NOTICES[step.action] ?? []) {
      const userIds = notice.to.flatMap((r) => (r === 'employee' ? (recipients.employee === null ? [] : [recipients.employee]) : recipients[r]));
      const read = now.getTime() - step.at.getTime() > READ_AFTER_DAYS * 86_400_000;
      for (const userId of new Set(userIds)) {
        out.push({
          userId,
          companyId: loan.companyId,
          type: notice.type,
          title: notice.title,
          message: notice.message(loan),
          resourceType: 'loan',
          resourceId: loan.id,
          isRead: read,
          readAt: read ? new Date(step.at.getTime() + 3_600_000) : null,
          createdAt: step.at,
        });
      }
    }
  }
  return out;
}
