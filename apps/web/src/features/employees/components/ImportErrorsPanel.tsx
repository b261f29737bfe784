import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SidePanel } from '../../../components/SidePanel/SidePanel';
import i18n from '../../../i18n/i18n';
import type { ImportRowErrors } from './ImportEmployeesDialog';

export interface ImportErrorsPanelProps {
  errors: ImportRowErrors;
  onClose: () => void;
}

/**
 * The rows an import refused (spec 02: control number and error per failing row), with the sheet's row number to find
 * them.
 */
export function ImportErrorsPanel({ errors, onClose }: ImportErrorsPanelProps) {
  const { t } = useTranslation();
  return (
    <SidePanel opened onClose={onClose} title={t('employees.import.errors_title')} testId="import-errors-panel">
      <Stack gap="sm">
        <Text size="sm">{t('employees.import.errors_intro', { count: errors.length })}</Text>
        <Table.ScrollContainer minWidth={360}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('employees.import.errors_title')}
            data-testid="import-errors-table"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('employees.import.control_number')}</Table.Th>
                <Table.Th>{t('employees.import.row')}</Table.Th>
                <Table.Th>{t('employees.import.error_column')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e) => (
                <Table.Tr key={`${e.row}-${e.controlNumber}`} data-testid={`import-error-row-${e.row}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{e.controlNumber || '—'}</Table.Td>
                  <Table.Td>{e.row}</Table.Td>
                  {/* The server's Spanish text; a message key when it sends one. */}
                  <Table.Td>{i18n.exists(e.error) ? t(e.error) : e.error}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </SidePanel>
  );
}
