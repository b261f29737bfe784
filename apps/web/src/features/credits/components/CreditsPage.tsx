import { Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useCreditsView } from '../lib/useCreditsView';
import { CreditsLoansTab } from './CreditsLoansTab';

/** The Seguros tab loads when opened. */
const InsuranceRequestsTab = lazy(() => import('./InsuranceRequestsTab').then((m) => ({ default: m.InsuranceRequestsTab })));

/**
 * /credits (spec 02 "Credits screen", issue 8): HR's review of the selected company's loan
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
        <Tabs value={view.tab} onChange={(tab) => setView({ tab: tab === 'insurance' ? 'insurance' : 'loans' })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="loans" data-testid="tab-loans">
              {t('credits.tab_loans')}
            </Tabs.Tab>
            <Tabs.Tab value="insurance" data-testid="tab-insurance">
              {t('credits.tab_insurance')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="loans" pt="md">
            <CreditsLoansTab companyId={companyId} view={view} onViewChange={setView} />
          </Tabs.Panel>
          <Tabs.Panel value="insurance" pt="md">
            <Suspense fallback={<Loader size="sm" aria-label={t('table.loading')} />}>
              <InsuranceRequestsTab companyId={companyId} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
