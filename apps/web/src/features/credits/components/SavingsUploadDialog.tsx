import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpreadsheetUploadFields } from '../../../components/SpreadsheetUpload/SpreadsheetUploadFields';
import { useSpreadsheetUpload } from '../../../components/SpreadsheetUpload/useSpreadsheetUpload';
import { toast } from '../../../lib/toast';
import { creditKeys } from '../api/creditKeys';
import { uploadSavings, type SavingsUploadResult } from '../api/uploadSavings';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';

export interface SavingsUploadDialogProps {
  opened: boolean;
  companyId: number;
  onClose: () => void;
}

const EXCEL_NAME = /\.(xlsx|xls)$/i;
const EXCEL_ACCEPT =
  '.xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel';
const LABELS = {
  pick: 'credits.savings.pick',
  submit: 'credits.savings.upload',
  uploading: 'credits.savings.uploading',
  processing: 'credits.savings.processing',
};

/**
 * Upload savings: an .xlsx or .xls file, its upload progress, then the summary
 * the server answers: rows applied, loans recalculated, the results per group, the control
 * numbers not found and the rows with a bad amount (row number and reason): the first ones the
 * server lists, and «y N más» for the rest (decision 057).
 */
export function SavingsUploadDialog({ opened, companyId, onClose }: SavingsUploadDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [result, setResult] = useState<SavingsUploadResult | null>(null);
  const upload = useSpreadsheetUpload({
    accepts: (file) => EXCEL_NAME.test(file.name),
    wrongTypeKey: 'credits.savings.only_excel',
    send: (file, onProgress) => uploadSavings(companyId, file, onProgress),
    onAnswer: async (answer) => {
      setResult(answer);
      toast.success(t('credits.savings.success'));
      await client.invalidateQueries({ queryKey: creditKeys.all });
      return undefined;
    },
    failedKey: 'credits.savings.error',
  });

  const close = () => {
    if (upload.uploading) return;
    upload.reset();
    setResult(null);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('credits.savings.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="savings-dialog"
    >
      {result ? (
        <SavingsSummary result={result} onClose={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('credits.savings.hint')}</Text>
          <SpreadsheetUploadFields
            upload={upload}
            accept={EXCEL_ACCEPT}
            labels={LABELS}
            testIdPrefix="savings"
            submitTestId="savings-upload"
            onCancel={close}
          />
        </Stack>
      )}
    </Modal>
  );
}

/** The server lists the first items only (SAVINGS_RESULT_LIST_LIMIT): «y N más» names the rest. */
function AndMore({ shown, total, testId }: { shown: number; total: number; testId: string }) {
  const { t } = useTranslation();
  if (total <= shown) return null;
  return (
    <Text size="sm" c="dimmed" mt={4} data-testid={testId}>
      {t('credits.savings.and_more', { count: total - shown })}
    </Text>
  );
}

export function SavingsSummary({ result, onClose }: { result: SavingsUploadResult; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="savings-summary">
      <Text fw={600}>{t('credits.savings.summary_title')}</Text>
      <List size="sm" spacing={2}>
        <List.Item data-testid="savings-rows-updated">
          {t('credits.savings.rows_updated', { count: result.rows_updated })}
        </List.Item>
        <List.Item>{t('credits.savings.loans_updated', { count: result.loans_updated })}</List.Item>
        <List.Item data-testid="savings-results">{t('credits.savings.results', result.results)}</List.Item>
      </List>
      {result.not_found_total > 0 && (
        <Alert
          color="yellow"
          variant="light"
          title={t('credits.savings.not_found_title', { count: result.not_found_total })}
          data-testid="savings-not-found"
        >
          <Text size="sm">{result.not_found.join(', ')}</Text>
          <AndMore shown={result.not_found.length} total={result.not_found_total} testId="savings-not-found-more" />
        </Alert>
      )}
      {result.bad_amounts_total > 0 && (
        <Alert
          color="red"
          variant="light"
          title={t('credits.savings.bad_rows_title', { count: result.bad_amounts_total })}
          data-testid="savings-bad-rows"
        >
          <Table withRowBorders={false} verticalSpacing={2}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('credits.savings.row')}</Table.Th>
                <Table.Th>{t('credits.savings.control_number')}</Table.Th>
                <Table.Th>{t('credits.savings.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.bad_amounts.map((bad) => (
                <Table.Tr key={bad.row}>
                  <Table.Td>{bad.row}</Table.Td>
                  <Table.Td>{bad.control_number}</Table.Td>
                  <Table.Td>{bad.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <AndMore shown={result.bad_amounts.length} total={result.bad_amounts_total} testId="savings-bad-rows-more" />
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-testid="savings-close">
          {t('credits.savings.close')}
        </Button>
      </Group>
    </Stack>
  );
}
