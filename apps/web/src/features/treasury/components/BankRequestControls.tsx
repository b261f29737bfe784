import type { TreasuryLoans, UnpayableLoan } from '@abono/domain';
import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadBankFile } from '../api/downloadBankFile';
import { useBankFileDownload } from '../api/useBankFileDownload';
import { readyForRequest } from '../lib/readyCounts';
import { DownloadCardBody } from './DownloadCardBody';

export interface BankFileControlsProps {
  companyId: number;
  loans: UseQueryResult<TreasuryLoans>;
  onUnpayable: (loans: UnpayableLoan[]) => void;
}

/**
 * The bank money request's count and download (spec 02 §7, 03 §4): a CSV of the approved, accepted and error_released
 * loans, which the download moves to applied. Afterwards the loans and the history are read again.
 */
export function BankRequestControls({ companyId, loans, onUnpayable }: BankFileControlsProps) {
  const { t } = useTranslation();
  const { run, pending } = useBankFileDownload(companyId, onUnpayable, {
    downloaded: (name) => t('treasury.bank_request.downloaded', { name }),
    notFound: t('errors.no_loans_to_request'),
    other: t('treasury.bank_request.error'),
  });
  const count = readyForRequest(loans.data);
  const empty = loans.isSuccess && count === 0;

  return (
    <DownloadCardBody
      warning={empty ? t('errors.no_loans_to_request') : null}
      summary={loans.isSuccess ? t('treasury.bank_request.ready', { count }) : t('table.loading')}
      testId="bank-request-card"
    >
      <Button
        onClick={() => run(() => downloadBankFile(companyId))}
        loading={pending}
        disabled={count === 0}
        data-testid="bank-request-download"
      >
        {t('treasury.bank_request.download')}
      </Button>
    </DownloadCardBody>
  );
}
