import type { RowMenuAction } from '@abono/domain';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../../../components/LoadingBar/LoadingBar';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useLoanRowAction, type LoanRowStatusAction } from '../api/useLoanRowAction';
import { RejectReasonField } from './RejectReasonField';

// The panels load when first opened: the list and the detail stay small chunks.
const CounterOfferSidePanel = lazy(() =>
  import('./CounterOfferSidePanel').then((m) => ({ default: m.CounterOfferSidePanel })),
);
const EditLoanSidePanel = lazy(() => import('./EditLoanSidePanel').then((m) => ({ default: m.EditLoanSidePanel })));

/** The loan an action is about: its id and the control number the confirmation names. */
export interface LoanActionTarget {
  id: number;
  controlNumber: string;
}

/**
 * One loan's HR actions from its row menu or its detail page, the same way in both: Approve,
 * Reject (with an optional reason) and Notify employee ask for confirmation; Edit and Counter
 * offer open their side panels. `start` begins an action; `elements` renders its dialog or panel.
 */
export function useLoanActionFlow(companyId: number): {
  start: (action: RowMenuAction, loan: LoanActionTarget) => void;
  elements: ReactNode;
} {
  const { t } = useTranslation();
  const rowAction = useLoanRowAction();
  const [confirm, setConfirm] = useState<{ action: LoanRowStatusAction; loan: LoanActionTarget } | null>(null);
  const [reason, setReason] = useState('');
  const [counterOfferId, setCounterOfferId] = useState<number | null>(null);
  const [editId, setEditId] = useState<number | null>(null);

  const start = useCallback((action: RowMenuAction, loan: LoanActionTarget) => {
    if (action === 'counter_offer') setCounterOfferId(loan.id);
    else if (action === 'edit') setEditId(loan.id);
    else {
      setReason('');
      setConfirm({ action, loan });
    }
  }, []);

  const run = () => {
    if (!confirm) return;
    const { action, loan } = confirm;
    rowAction.mutate(
      { action, loanId: loan.id, companyId, reason: reason.trim() || undefined },
      {
        onSuccess: () => toast.success(t(`credits.done.${action}`)),
        onError: (error) => toast.error(errorMessage(error, t('messages.operation_error'))),
        onSettled: () => setConfirm(null),
      },
    );
  };

  const elements = (
    <>
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm ? t(`credits.confirm.title_${confirm.action}`) : ''}
        body={confirm ? t(`credits.confirm.body_${confirm.action}`, { control: confirm.loan.controlNumber }) : ''}
        confirmLabel={t('credits.confirm.confirm')}
        pending={rowAction.isPending}
        danger={confirm?.action === 'reject'}
        onConfirm={run}
        onClose={() => setConfirm(null)}
      >
        {confirm?.action === 'reject' && (
          <RejectReasonField value={reason} onChange={setReason} disabled={rowAction.isPending} />
        )}
      </ConfirmDialog>
      <Suspense fallback={<LoadingBar label={t('labels.loading')} />}>
        {counterOfferId !== null && (
          <CounterOfferSidePanel
            loanId={counterOfferId}
            companyId={companyId}
            onClose={() => setCounterOfferId(null)}
          />
        )}
        {editId !== null && <EditLoanSidePanel loanId={editId} companyId={companyId} onClose={() => setEditId(null)} />}
      </Suspense>
    </>
  );
  return { start, elements };
}
