import { Alert, Button, CloseButton, FileButton, Group, List, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { creditKeys } from '../api/creditKeys';
import { uploadSavings, type SavingsUploadResult } from '../api/uploadSavings';

export interface SavingsUploadDialogProps {
  opened: boolean;
  companyId: number;
  onClose: () => void;
}

const EXCEL_NAME = /\.(xlsx|xls)$/i;

/**
 * Upload savings (issue 8 §3): an .xlsx or .xls file, its upload progress, then the summary
 * the server answers: rows applied, loans recalculated, the results per group, the control
 * numbers not found and the rows with a bad amount (row number and reason).
 */
export function SavingsUploadDialog({ opened, companyId, onClose }: SavingsUploadDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<SavingsUploadResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const uploading = progress !== null;

  const reset = () => {
    setFile(null);
    setFileError(null);
    setProgress(null);
    setResult(null);
    setError(null);
  };
  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };
  const pick = (picked: File | null) => {
    setError(null);
    if (picked && !EXCEL_NAME.test(picked.name)) {
      setFile(null);
      setFileError(t('credits.savings.only_excel'));
      return;
    }
    setFileError(null);
    setFile(picked);
  };
  const upload = () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    uploadSavings(companyId, file, setProgress)
      .then(async (answer) => {
        setResult(answer);
        toast.success(t('credits.savings.success'));
        await client.invalidateQueries({ queryKey: creditKeys.all });
      })
      .catch((e: unknown) => setError(errorMessage(e, t('credits.savings.error'))))
      .finally(() => setProgress(null));
  };

  return (
    <Modal opened={opened} onClose={close} title={t('credits.savings.title')} size="lg" centered data-testid="savings-dialog">
      {result ? (
        <SavingsSummary result={result} onClose={close} />
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('credits.savings.hint')}</Text>
          <Group gap="sm">
            <FileButton onChange={pick} accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel">
              {(props) => (
                <Button variant="default" {...props} disabled={uploading} data-testid="savings-pick">
                  {t('credits.savings.pick')}
                </Button>
              )}
            </FileButton>
            {file && (
              <Group gap={4} data-testid="savings-file">
                <Text size="sm">{file.name}</Text>
                <CloseButton size="sm" aria-label={t('actions.remove_file')} onClick={() => setFile(null)} disabled={uploading} data-testid="savings-remove" />
              </Group>
            )}
          </Group>
          {fileError && (
            <Text size="sm" c="red" role="alert" data-testid="savings-file-error">
              {fileError}
            </Text>
          )}
          {uploading && (
            <Stack gap={4}>
              <Progress value={Math.round(progress * 100)} animated aria-label={t('credits.savings.uploading', { percent: Math.round(progress * 100) })} data-testid="savings-progress" />
              <Text size="xs" c="dimmed" aria-live="polite">
                {progress < 1 ? t('credits.savings.uploading', { percent: Math.round(progress * 100) }) : t('credits.savings.processing')}
              </Text>
            </Stack>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert" data-testid="savings-error">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={uploading}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={upload} disabled={!file} loading={uploading} data-testid="savings-upload">
              {t('credits.savings.upload')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function SavingsSummary({ result, onClose }: { result: SavingsUploadResult; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="savings-summary">
      <Text fw={600}>{t('credits.savings.summary_title')}</Text>
      <List size="sm" spacing={2}>
        <List.Item data-testid="savings-rows-updated">{t('credits.savings.rows_updated', { count: result.rows_updated })}</List.Item>
        <List.Item>{t('credits.savings.loans_updated', { count: result.loans_updated })}</List.Item>
        <List.Item data-testid="savings-results">{t('credits.savings.results', result.results)}</List.Item>
      </List>
      {result.not_found.length > 0 && (
        <Alert color="yellow" variant="light" title={t('credits.savings.not_found_title', { count: result.not_found.length })} data-testid="savings-not-found">
          <Text size="sm">{result.not_found.join(', ')}</Text>
        </Alert>
      )}
      {result.bad_amounts.length > 0 && (
        <Alert color="red" variant="light" title={t('credits.savings.bad_rows_title', { count: result.bad_amounts.length })} data-testid="savings-bad-rows">
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
