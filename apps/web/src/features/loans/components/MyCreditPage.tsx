import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useActiveLoanQuery } from '../../../lib/queries/useActiveLoanQuery';
import { LoanDetail } from './LoanDetail';

/** /my-credit: the loan detail of the user's active loan in the selected company (no id in the URL). */
export function MyCreditPage({ now }: { now?: Date }) {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  const active = useActiveLoanQuery(companyId, true, { fresh: true });
  if (companyId === null) {
    return (
      <Alert color="yellow" variant="light" data-testid="select-company-first">
        {t('labels.select_company_first')}
      </Alert>
    );
  }
  return (
    <LoanDetail
      mode="own"
      loanId={active.data?.id ?? null}
      resolving={active.isPending || (active.isFetching && !active.data)}
      now={now}
    />
  );
}
