import type { UnpayableLoan } from '@abono/domain';
import { Loader, SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuspenseAfterCommit } from '../../../components/SuspenseAfterCommit';
import { useTreasuryLoansQuery } from '../api/useTreasuryLoansQuery';
import { DownloadCard } from './DownloadCard';

// What the cards say paints with the route; their controls, the tabs and the refused-loans panel
// load after it (decision 103): the route's first paint waits for a handful of files, not for the
// ≈ 80 that the selects, the table and the file downloads need. They render once the cards are on
// the page (SuspenseAfterCommit, decision 104): met in the screen's own render, a transition, each
// held the whole screen until its code had arrived, one chunk after another.
const BankRequestControls = lazy(() =>
  import('./BankRequestControls').then((m) => ({ default: m.BankRequestControls })),
);
const DispersionControls = lazy(() => import('./DispersionControls').then((m) => ({ default: m.DispersionControls })));
const DeductionsControls = lazy(() => import('./DeductionsControls').then((m) => ({ default: m.DeductionsControls })));
const TreasuryTabs = lazy(() => import('./TreasuryTabs').then((m) => ({ default: m.TreasuryTabs })));
const UnpayableLoansPanel = lazy(() =>
  import('./UnpayableLoansPanel').then((m) => ({ default: m.UnpayableLoansPanel })),
);

/**
 * Treasury's work for a company with an issuer code: the download cards (bank money request,
 * payments file, payroll deductions) above the tabs (pending loans, terminated employees, file
 * history). The loans are asked for at once: the first two cards and the pending tab share them.
 */
export function TreasuryScreen({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const loans = useTreasuryLoansQuery(companyId);
  const [unpayable, setUnpayable] = useState<UnpayableLoan[] | null>(null);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
        <DownloadCard
          title={t('treasury.bank_request.title')}
          description={t('treasury.bank_request.description')}
          testId="bank-request-card"
        >
          <BankRequestControls companyId={companyId} loans={loans} onUnpayable={setUnpayable} />
        </DownloadCard>
        <DownloadCard
          title={t('treasury.dispersion.title')}
          description={t('treasury.dispersion.description')}
          testId="dispersion-card"
        >
          <DispersionControls companyId={companyId} loans={loans} onUnpayable={setUnpayable} />
        </DownloadCard>
        <DownloadCard
          title={t('treasury.deductions.title')}
          description={t('treasury.deductions.description')}
          testId="deductions-card"
        >
          <DeductionsControls companyId={companyId} />
        </DownloadCard>
      </SimpleGrid>
      <SuspenseAfterCommit fallback={<Loader size="sm" aria-label={t('table.loading')} />}>
        <TreasuryTabs companyId={companyId} loans={loans} />
      </SuspenseAfterCommit>
      {/* Its own boundary: while the panel's code arrives the tabs and the table stay on screen. */}
      <Suspense fallback={null}>
        {unpayable && (
          <UnpayableLoansPanel companyId={companyId} loans={unpayable} onClose={() => setUnpayable(null)} />
        )}
      </Suspense>
    </Stack>
  );
}
