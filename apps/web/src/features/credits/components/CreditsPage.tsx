import { Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useCreditsView } from '../lib/useCreditsView';
import { CreditsLoansTab } from './CreditsLoansTab';

/** The Seguros tab loads when opened. */
const InsuranceRequestsTab = lazy(() =>
  import('./InsuranceRequestsTab').then((m) => ({ default: m.InsuranceRequestsTab })),
);

/**
 * /credits (spec 02 "Credits screen"): HR's review of the selected company's loan
 * requests, and a Seguros tab for its insurance requests (decision 036). The whole view lives
 * in the URL; another company refetches everything.
 */
export function CreditsPage() {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  const [view, setView] = useCreditsView();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('credits.title')}
      </Title>
      {companyId === null ? (
        <Text c="dimmed">{t('credits.no_company')}</Text>
      ) : (
        <>
          {/* A segmented control rather than Mantine's Tabs: Tabs is in the login form's chunk, and
              sharing it would move it into a chunk of its own on /login's first load. */}
          <SegmentedControl
            value={view.tab}
            onChange={(tab) => setView({ tab: tab === 'insurance' ? 'insurance' : 'loans' })}
            data={[
              { value: 'loans', label: t('credits.tab_loans') },
              { value: 'insurance', label: t('credits.tab_insurance') },
            ]}
            aria-label={t('credits.title')}
            w="fit-content"
            data-testid="credits-tabs"
          />
          {view.tab === 'loans' ? (
            <CreditsLoansTab companyId={companyId} view={view} onViewChange={setView} />
          ) : (
            <Suspense fallback={<Loader size="sm" aria-label={t('table.loading')} />}>
              <InsuranceRequestsTab companyId={companyId} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
