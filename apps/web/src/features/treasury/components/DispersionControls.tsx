import { BANK_CODES, BANK_NAMES, type BankCode } from '@abono/domain';
import { Button, Group, SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDispersionFile } from '../api/downloadDispersionFile';
import { useBankFileDownload } from '../api/useBankFileDownload';
import { readyForDispersion } from '../lib/readyCounts';
import type { BankFileControlsProps } from './BankRequestControls';
import { DownloadCardBody } from './DownloadCardBody';

/**
 * The count and download of the payments (dispersion) file of the applied loans, for BANORTE or
 * HSBC (spec 02 §7, 03 §4).
 * Nothing moves: the history keeps the file, so it refreshes afterwards.
 */
export function DispersionControls({ companyId, loans, onUnpayable }: BankFileControlsProps) {
  const { t } = useTranslation();
  const [bank, setBank] = useState<BankCode>('072');
  const { run, pending } = useBankFileDownload(companyId, onUnpayable, {
    downloaded: (name) => t('treasury.dispersion.downloaded', { name }),
    notFound: t('errors.no_applied_loans'),
    other: t('treasury.dispersion.error'),
  });
  const count = readyForDispersion(loans.data);
  const empty = loans.isSuccess && count === 0;

  return (
    <DownloadCardBody
      warning={empty ? t('errors.no_applied_loans') : null}
      summary={loans.isSuccess ? t('treasury.dispersion.ready', { count }) : t('table.loading')}
      testId="dispersion-card"
    >
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          value={bank}
          onChange={(value) => setBank(value as BankCode)}
          data={BANK_CODES.map((code) => ({ value: code, label: BANK_NAMES[code] }))}
          aria-label={t('treasury.dispersion.bank')}
          disabled={count === 0 || pending}
          data-testid="dispersion-bank"
        />
        <Button
          onClick={() => run(() => downloadDispersionFile(companyId, bank))}
          loading={pending}
          disabled={count === 0}
          data-testid="dispersion-download"
        >
          {t('treasury.dispersion.download')}
        </Button>
      </Group>
    </DownloadCardBody>
  );
}
