import type { LoanDetailResponse } from '@abono/domain';
import { Alert, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../components/SidePanel/SidePanel';
import { errorMessage } from '../../../lib/http/ApiError';
import { useCreditLoanQuery } from '../api/useCreditLoanQuery';

/** What the credits screens give a panel about one loan (counter offer, edit). */
export interface LoanPanelProps {
  loanId: number | null;
  companyId: number;
  onClose: () => void;
}

export interface LoanSidePanelProps {
  loanId: number | null;
  title: string;
  testId: string;
  onClose: () => void;
  /** The panel's body once the loan has loaded (keyed by the loan, so a new loan starts afresh). */
  children: (loan: LoanDetailResponse) => ReactNode;
}

/** A side panel about one loan (counter offer, edit): loads the loan and shows its loading and error states. */
export function LoanSidePanel({ loanId, title, testId, onClose, children }: LoanSidePanelProps) {
  const { t } = useTranslation();
  const loan = useCreditLoanQuery(loanId);
  return (
    <SidePanel opened={loanId !== null} onClose={onClose} title={title} testId={testId}>
      {loan.isPending ? (
        <Loader size="sm" aria-label={t('table.loading')} />
      ) : loan.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(loan.error, t('credits.panel.load_error'))}
        </Alert>
      ) : (
        <div key={loan.data.id}>{children(loan.data)}</div>
      )}
    </SidePanel>
  );
}
