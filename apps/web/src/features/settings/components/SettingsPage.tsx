import {
  createSettingsLoanSchema,
  formatDateEs,
  mayResetDatabase,
  savingsCycleEnd,
  settingsCompanyInfoSchema,
  todayInMexicoCity,
  type CompanySettingsResponse,
} from '@abono/domain';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IssuerCodeForm } from '../../../components/IssuerCodeForm/IssuerCodeForm';
import { errorMessage } from '../../../lib/http/ApiError';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useSession } from '../../../lib/session/useSession';
import { useDeferredQuery } from '../../../lib/queries/useDeferredQuery';
import { useCompanySettingsQuery } from '../../../lib/settings/companySettings';
import { DangerZone } from './DangerZone';
import { SettingsHistory } from './SettingsHistory';
import { SettingsSectionForm } from './SettingsSectionForm';

/**
 * /settings (spec 02 Settings, needs a selected company): loan details, issuer code and legal
 * info, each saved on its own; the change history; and, for whoever holds the reset grant
 * (super_admin by default, decision 064), the danger zone. Another company starts afresh (key).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('settings.title')}
      </Title>
      {companyId === null ? (
        <Text c="dimmed" data-testid="settings-no-company">
          {t('labels.select_company_first')}
        </Text>
      ) : (
        <SettingsCompany key={companyId} companyId={companyId} />
      )}
    </Stack>
  );
}

function SettingsCompany({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useCompanySettingsQuery(companyId);
  const settings = useDeferredQuery(query);
  if (settings.status === 'pending')
    return <Loader size="sm" aria-label={t('table.loading')} data-testid="settings-loading" />;
  if (settings.status === 'error') {
    return (
      <Alert color="red" role="alert" data-testid="settings-load-error">
        <Group justify="space-between" gap="sm">
          <span>{errorMessage(settings.error, t('settings.load_error'))}</span>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('table.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <LoanDetails companyId={companyId} settings={settings.data} />
        <LegalInfo companyId={companyId} settings={settings.data} />
        <IssuerCodeForm companyId={companyId} initialValue={settings.data.issuer_code ?? ''} />
      </SimpleGrid>
      <SettingsHistory companyId={companyId} />
      {user && mayResetDatabase(user.permissions) ? <DangerZone /> : null}
    </Stack>
  );
}

interface SectionProps {
  companyId: number;
  settings: CompanySettingsResponse;
}

function LoanDetails({ companyId, settings }: SectionProps) {
  const { t } = useTranslation();
  // The window of the business day the form opened on (the server checks its own day again).
  const today = todayInMexicoCity();
  const end = savingsCycleEnd(today);
  return (
    <SettingsSectionForm
      companyId={companyId}
      title={t('settings.loan.title')}
      testId="settings-loan"
      parse={(values) => createSettingsLoanSchema(today).safeParse(values)}
      initial={{ interestRate: settings.interestRate, deadline: settings.deadline ?? '' }}
      fields={[
        {
          name: 'interestRate',
          label: t('settings.loan.rate'),
          description: t('settings.loan.rate_hint'),
          required: true,
          inputMode: 'decimal',
        },
        {
          name: 'deadline',
          label: t('settings.loan.deadline'),
          description: t('settings.loan.deadline_hint', { end: formatDateEs(end) }),
          required: true,
          type: 'date',
          min: today,
          max: end,
        },
      ]}
    />
  );
}

function LegalInfo({ companyId, settings }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SettingsSectionForm
      companyId={companyId}
      title={t('settings.legal.title')}
      testId="settings-legal"
      parse={(values) => settingsCompanyInfoSchema.safeParse(values)}
      initial={{
        company_legal_name: settings.company_legal_name ?? '',
        company_location: settings.company_location ?? '',
        hsbc_account_number: settings.hsbc_account_number ?? '',
      }}
      fields={[
        { name: 'company_legal_name', label: t('settings.legal.legal_name'), required: true },
        { name: 'company_location', label: t('settings.legal.location'), required: true },
        {
          name: 'hsbc_account_number',
          label: t('settings.legal.hsbc'),
          description: t('settings.legal.hsbc_hint'),
          inputMode: 'numeric',
        },
      ]}
    />
  );
}
