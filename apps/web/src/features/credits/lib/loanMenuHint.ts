import type { LoanStatus, RowMenu } from '@abono/domain';
import type { TFunction } from 'i18next';

/** Why a loan's menu offers nothing (the domain's hint in words), or '' when it offers something. */
export function loanMenuHint(t: TFunction, hint: RowMenu['hint'], status: LoanStatus): string {
  if (hint === 'upload_savings_first') return t('credits.menu.upload_savings_first');
  // A counter offer waits for the employee's answer (with a new signature), not for HR.
  if (hint === 'no_actions' && status === 'counter_offered') return t('credits.menu.no_actions_counter_offered');
  if (hint === 'no_actions') return t('credits.menu.no_actions', { status: t(`loanStatus.${status}`) });
  return '';
}
