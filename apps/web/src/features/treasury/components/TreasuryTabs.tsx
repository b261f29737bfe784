import type { TreasuryLoans } from '@abono/domain';
import { Loader, SegmentedControl, useMatches } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { parseTreasuryTab, type TreasuryTab } from '../lib/treasuryTab';
import { PendingLoansTab } from './PendingLoansTab';

// The other tabs load when opened: the pending loans' chunk stays small.
const TerminatedEmployeesTab = lazy(() =>
  import('./TerminatedEmployeesTab').then((m) => ({ default: m.TerminatedEmployeesTab })),
);
const FileHistoryTab = lazy(() => import('./FileHistoryTab').then((m) => ({ default: m.FileHistoryTab })));

/**
 * Treasury's tabs below the download cards: pending loans, terminated employees, file history. The
 * tab lives in the URL (`?tab=terminated`), so the employee_terminated notice opens it.
 */
export function TreasuryTabs({ companyId, loans }: { companyId: number; loans: UseQueryResult<TreasuryLoans> }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = parseTreasuryTab(params.get('tab'));
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
    <>
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
      </Suspense>
    </>
  );
}
