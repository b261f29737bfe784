import type { UnpayableLoan } from '@abono/domain';
import { Loader, SegmentedControl, SimpleGrid, Stack, useMatches } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTreasuryLoansQuery } from '../api/useTreasuryLoansQuery';
import { parseTreasuryTab, type TreasuryTab } from '../lib/treasuryTab';
import { BankRequestCard } from './BankRequestCard';
import { DeductionsCard } from './DeductionsCard';
import { DispersionCard } from './DispersionCard';
import { PendingLoansTab } from './PendingLoansTab';

// The other tabs and the refused-loans panel load when opened: the route chunk stays ≤ 60 KB gzip.
const TerminatedEmployeesTab = lazy(() =>
  import('./TerminatedEmployeesTab').then((m) => ({ default: m.TerminatedEmployeesTab })),
);
const FileHistoryTab = lazy(() => import('./FileHistoryTab').then((m) => ({ default: m.FileHistoryTab })));
const UnpayableLoansPanel = lazy(() =>
  import('./UnpayableLoansPanel').then((m) => ({ default: m.UnpayableLoansPanel })),
);

/**
 * Treasury's work for a company with an issuer code: the download cards (bank money request,
 * payments file, payroll deductions) above the tabs (pending loans, terminated employees, file
 * history). The tab lives in the URL (`?tab=terminated`), so the employee_terminated notice opens it.
 */
export function TreasuryScreen({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseTreasuryTab(params.get('tab'));
  const loans = useTreasuryLoansQuery(companyId);
  const [unpayable, setUnpayable] = useState<UnpayableLoan[] | null>(null);
  // Three long tab names do not fit side by side beside the menu below 992 px: stacked there.
  const tabsOrientation = useMatches<'vertical' | 'horizontal'>({ base: 'vertical', md: 'horizontal' });

  const selectTab = (next: TreasuryTab) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'pending') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }} spacing="md">
        <BankRequestCard companyId={companyId} loans={loans} onUnpayable={setUnpayable} />
        <DispersionCard companyId={companyId} loans={loans} onUnpayable={setUnpayable} />
        <DeductionsCard companyId={companyId} />
      </SimpleGrid>
      {/* A segmented control rather than Mantine's Tabs, as on /credits: Tabs lives in the login chunk. */}
      <SegmentedControl
        value={tab}
        onChange={(value) => selectTab(parseTreasuryTab(value))}
        data={[
          { value: 'pending', label: t('treasury.tabs.pending') },
          { value: 'terminated', label: t('treasury.tabs.terminated') },
          { value: 'history', label: t('treasury.tabs.history') },
        ]}
        aria-label={t('treasury.tabs.label')}
        orientation={tabsOrientation}
        w={{ base: '100%', md: 'fit-content' }}
        data-testid="treasury-tabs"
      />
      {tab === 'pending' && <PendingLoansTab companyId={companyId} loans={loans} />}
      <Suspense fallback={<Loader size="sm" aria-label={t('table.loading')} />}>
        {tab === 'terminated' && <TerminatedEmployeesTab companyId={companyId} />}
        {tab === 'history' && <FileHistoryTab companyId={companyId} />}
        {unpayable && (
          <UnpayableLoansPanel companyId={companyId} loans={unpayable} onClose={() => setUnpayable(null)} />
        )}
      </Suspense>
    </Stack>
  );
}
