import type { SettingsChange } from '@abono/domain';
import { Alert, Card, Loader, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstantEs } from '../../../lib/formatInstant';
import { errorMessage } from '../../../lib/http/ApiError';
import { useSettingsHistoryQuery } from '../api/useSettingsHistoryQuery';

/** "Historial de cambios": who changed which setting, when, from what to what (newest first). */
export function SettingsHistory({ companyId }: { companyId: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const history = useSettingsHistoryQuery(companyId);
  const fieldLabel = (field: string) => {
    const key = `settings.history.fields.${field}`;
    return i18n.exists(key) ? t(key) : field;
  };
  const value = (v: string | null) => v ?? t('settings.history.none');
  const who = (row: SettingsChange) => row.user_tin ?? t('settings.history.unknown_user');

  let content;
  if (history.isPending) content = <Loader size="sm" aria-label={t('table.loading')} />;
  else if (history.isError)
    content = (
      <Alert color="red" role="alert" data-testid="settings-history-error">
        {errorMessage(history.error, t('settings.history.load_error'))}
      </Alert>
    );
  else if (history.data.rows.length === 0)
    content = (
      <Text c="dimmed" size="sm" data-testid="settings-history-empty">
        {t('settings.history.empty')}
      </Text>
    );
  else
    content = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('settings.history.when')}</Table.Th>
              <Table.Th>{t('settings.history.who')}</Table.Th>
              <Table.Th>{t('settings.history.field')}</Table.Th>
              <Table.Th>{t('settings.history.change')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.data.rows.map((row) => (
              <Table.Tr key={`${row.id}-${row.field}`} data-testid="settings-history-row">
                <Table.Td>{formatInstantEs(row.at)}</Table.Td>
                <Table.Td>{who(row)}</Table.Td>
                <Table.Td>{fieldLabel(row.field)}</Table.Td>
                <Table.Td>{`${value(row.from)} → ${value(row.to)}`}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Card withBorder padding="lg" data-testid="settings-history">
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('settings.history.title')}
      </Title>
      {content}
    </Card>
  );
}
