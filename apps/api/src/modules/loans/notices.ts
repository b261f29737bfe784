/**
 * The notifications of 03 §3 for the actions of the employee journey, in Spanish,
 * with resource_type 'loan' (or 'insurance') and the row's id. Call inside the
 * transaction that makes the change.
 */
import { formatMXN, type NotificationType } from '@abono/domain';
import type { DbOrTx } from '../../db/client';
import { notify, notifyCompanyRole } from '../notifications/notify';

export interface NoticeLoan {
  id: number;
  companyId: number;
  employeeName: string;
  amount: string;
}

/** A company role (or roles, notified once each), or one user. */
type Recipient = 'hr' | 'treasury' | ReadonlyArray<'hr' | 'treasury'> | { userId: number | null };

async function send(
  tx: DbOrTx,
  loan: { id: number; companyId: number },
  to: Recipient,
  content: { type: NotificationType; title: string; message: string; resourceType?: string },
): Promise<void> {
  const base = { ...content, resourceType: content.resourceType ?? 'loan', resourceId: loan.id };
  if (typeof to === 'string' || Array.isArray(to)) return notifyCompanyRole(tx, loan.companyId, to as string[], base);
  if ('userId' in to && to.userId !== null) await notify(tx, { ...base, companyId: loan.companyId, userIds: [to.userId] });
}

export function noticeLoanRequest(tx: DbOrTx, loan: NoticeLoan): Promise<void> {
  return send(tx, loan, 'hr', {
    type: 'loan_request',
    title: 'Nueva solicitud de préstamo',
    message: `${loan.employeeName} solicitó un préstamo de ${formatMXN(loan.amount)}.`,
  });
}

export function noticeInsuranceRequest(tx: DbOrTx, request: NoticeLoan & { typeLabel: string }): Promise<void> {
  return send(tx, request, 'hr', {
    type: 'loan_request',
    title: 'Nueva solicitud de seguro',
    message: `${request.employeeName} solicitó un seguro ${request.typeLabel} con póliza de ${formatMXN(request.amount)}.`,
    resourceType: 'insurance',
  });
}

export function noticeCounterOffer(tx: DbOrTx, loan: NoticeLoan, employeeUserId: number | null): Promise<void> {
  return send(tx, loan, { userId: employeeUserId }, {
    type: 'loan_status_change',
    title: 'Recibiste una contraoferta',
    message: `Tu solicitud de préstamo recibió una contraoferta por ${formatMXN(loan.amount)}. Revísala en Mi crédito.`,
  });
}

export async function noticeCounterAccepted(tx: DbOrTx, loan: NoticeLoan): Promise<void> {
  await send(tx, loan, 'hr', {
    type: 'loan_counter_response',
    title: 'Contraoferta aceptada',
    message: `${loan.employeeName} aceptó la contraoferta por ${formatMXN(loan.amount)}.`,
  });
  await send(tx, loan, 'treasury', {
    type: 'loan_approved_accepted',
    title: 'Préstamo listo para depósito',
    message: `El préstamo de ${loan.employeeName} por ${formatMXN(loan.amount)} fue aceptado y está listo para dispersión.`,
  });
}

export function noticeCounterRejected(tx: DbOrTx, loan: NoticeLoan): Promise<void> {
  return send(tx, loan, 'hr', {
    type: 'loan_counter_response',
    title: 'Contraoferta rechazada',
    message: `${loan.employeeName} rechazó la contraoferta por ${formatMXN(loan.amount)}.`,
  });
}

export async function noticeErrorReleased(tx: DbOrTx, loan: NoticeLoan): Promise<void> {
  await send(tx, loan, ['treasury', 'hr'], {
    type: 'loan_error_released',
    title: 'Documentación completada',
    message: `${loan.employeeName} completó la documentación del préstamo por ${formatMXN(loan.amount)}.`,
  });
}
