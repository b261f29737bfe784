import type { EmployeeImportResult } from '@abono/domain';
import { Alert, Button, CloseButton, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { downloadEmployeeTemplate } from '../api/downloadEmployeeTemplate';
import { employeeKeys } from '../api/employeeKeys';
import { uploadEmployees } from '../api/uploadEmployees';
import { isXlsxFile, XLSX_ACCEPT } from '../lib/xlsxFile';
import { DIALOG_ATTRIBUTES } from '../lib/dialogAttributes';

export type ImportRowErrors = EmployeeImportResult['results']['errors'];

export interface ImportEmployeesDialogProps {
  companyId: number;
  onClose: () => void;
  /** Some rows failed: the screen closes this dialog and opens the error panel with them. */
  onRowErrors: (errors: ImportRowErrors) => void;
}

/**
 * Import employees (spec 02 "Employees list", 03 §4, issue 9 §3): the template, an .xlsx file
 * (refused by type or name before anything is sent), its upload progress, then the outcome: all
 * saved → success toast with the count; some failed → warning with both counts and the error
 * panel; all failed → error with the count and the panel. The list is read again whenever rows
 * were saved.
 */
export function ImportEmployeesDialog({ companyId, onClose, onRowErrors }: ImportEmployeesDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const uploading = progress !== null;

  const close = () => {
    if (!uploading) onClose();
  };
  const pick = (picked: File | null) => {
    setError(null);
    if (picked && !isXlsxFile(picked)) {
      setFile(null);
      setFileError(t('employees.import.invalid_type'));
      return;
    }
    setFileError(null);
    setFile(picked);
  };
  const template = () => {
    setDownloading(true);
    downloadEmployeeTemplate()
      .catch(() => toast.error(t('employees.import.template_error')))
      .finally(() => setDownloading(false));
  };
  const upload = () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    uploadEmployees(companyId, file, setProgress)
      .then(async ({ results }) => {
        const saved = results.success.length;
        const failed = results.errors.length;
        setProgress(null);
        if (saved > 0) await client.invalidateQueries({ queryKey: employeeKeys.all });
        if (failed === 0) {
          if (saved === 0) {
            setError(t('employees.import.empty'));
            return;
          }
          toast.success(t('employees.import.success', { count: saved }));
          onClose();
        } else {
          if (saved > 0) toast.warning(t('employees.import.partial', { success: saved, errors: failed }));
          else toast.error(t('employees.import.failed', { count: failed }));
          onRowErrors(results.errors);
        }
      })
      .catch((e: unknown) => {
        setProgress(null);
        setError(errorMessage(e, t('employees.import.error')));
      });
  };

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Modal opened onClose={close} title={t('employees.import.title')} size="lg" centered closeButtonProps={{ 'aria-label': t('actions.close') }} attributes={DIALOG_ATTRIBUTES} data-testid="import-dialog">
      <Stack gap="md">
        <Text size="sm">{t('employees.import.hint')}</Text>
        <Group>
          <Button variant="light" onClick={template} loading={downloading} disabled={uploading} data-testid="import-template">
            {t('employees.import.template')}
          </Button>
        </Group>
        <Group gap="sm">
          <FileButton onChange={pick} accept={XLSX_ACCEPT}>
            {(props) => (
              <Button variant="default" {...props} disabled={uploading} data-testid="import-pick">
                {t('employees.import.pick')}
              </Button>
            )}
          </FileButton>
          {file && (
            <Group gap={4} data-testid="import-file">
              <Text size="sm">{file.name}</Text>
              <CloseButton size="sm" aria-label={t('actions.remove_file')} onClick={() => setFile(null)} disabled={uploading} data-testid="import-remove" />
            </Group>
          )}
        </Group>
        {fileError && (
          <Text size="sm" c="red" role="alert" data-testid="import-file-error">
            {fileError}
          </Text>
        )}
        {uploading && (
          <Stack gap={4}>
            <Progress value={percent} animated aria-label={t('employees.import.uploading', { percent })} data-testid="import-progress" />
            <Text size="xs" c="dimmed" aria-live="polite">
              {(progress ?? 0) < 1 ? t('employees.import.uploading', { percent }) : t('employees.import.processing')}
            </Text>
          </Stack>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="import-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={uploading}>
            {t('actions.cancel')}
          </Button>
          <Button onClick={upload} disabled={!file} loading={uploading} data-testid="import-submit">
            {t('employees.import.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
