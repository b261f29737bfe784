import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IssuerCodeForm } from '../../../components/IssuerCodeForm/IssuerCodeForm';
import { errorMessage } from '../../../lib/http/ApiError';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { useDeferredQuery } from '../../../lib/queries/useDeferredQuery';
import { useCompanySettingsQuery } from '../../../lib/settings/companySettings';
import { TreasuryScreen } from './TreasuryScreen';

/**
 * /treasury (spec 02 "Treasury"): a company without an issuer code sees only the form that sets
 * it; otherwise the download cards and the tabs. Another company starts afresh (key).
 */
export function TreasuryPage() {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('treasury.title')}
      </Title>
      {companyId === null ? (
        <Text c="dimmed" data-testid="treasury-no-company">
          {t('labels.select_company_first')}
        </Text>
      ) : (
        <TreasuryCompany key={companyId} companyId={companyId} />
      )}
    </Stack>
  );
}

function TreasuryCompany({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const query = useCompanySettingsQuery(companyId);
  const settings = useDeferredQuery(query);
  if (settings.status === 'pending')
    return <Loader size="sm" aria-label={t('table.loading')} data-testid="treasury-loading" />;
  if (settings.status === 'error') {
    return (
      <Alert color="red" role="alert" data-testid="treasury-load-error">
        <Group justify="space-between" gap="sm">
          <span>{errorMessage(settings.error, t('treasury.load_error'))}</span>
          <Button size="compact-sm" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('table.retry')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!settings.data.issuer_code) return <IssuerCodeForm companyId={companyId} intro={t('treasury.issuer.intro')} />;
  return <TreasuryScreen companyId={companyId} />;
}
