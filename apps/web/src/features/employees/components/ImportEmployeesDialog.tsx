import type { EmployeeImportResult } from '@abono/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpreadsheetUploadFields } from '../../../components/SpreadsheetUpload/SpreadsheetUploadFields';
import { useSpreadsheetUpload } from '../../../components/SpreadsheetUpload/useSpreadsheetUpload';
import { toast } from '../../../lib/toast';
import { downloadEmployeeTemplate } from '../api/downloadEmployeeTemplate';
import { employeeKeys } from '../api/employeeKeys';
import { uploadEmployees } from '../api/uploadEmployees';
import { isXlsxFile, XLSX_ACCEPT } from '../lib/xlsxFile';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';

export type ImportRowErrors = EmployeeImportResult['results']['errors'];

const LABELS = {
  pick: 'employees.import.pick',
  submit: 'employees.import.submit',
  uploading: 'employees.import.uploading',
  processing: 'employees.import.processing',
};

export interface ImportEmployeesDialogProps {
  companyId: number;
  onClose: () => void;
  /** Some rows failed: the screen closes this dialog and opens the error panel with them. */
  onRowErrors: (errors: ImportRowErrors) => void;
}

/**
 * Import employees (spec 02 "Employees list", 03 §4): the template, an .xlsx file
 * (refused by type or name before anything is sent), its upload progress, then the outcome: all
 * saved → success toast with the count; some failed → warning with both counts and the error
 * panel; all failed → error with the count and the panel. The list is read again whenever rows
 * were saved.
 */
export function ImportEmployeesDialog({ companyId, onClose, onRowErrors }: ImportEmployeesDialogProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [downloading, setDownloading] = useState(false);
  const upload = useSpreadsheetUpload({
    accepts: isXlsxFile,
    wrongTypeKey: 'employees.import.invalid_type',
    send: (file, onProgress) => uploadEmployees(companyId, file, onProgress),
    onAnswer: async ({ results }) => {
      const saved = results.success.length;
      const failed = results.errors.length;
      if (saved > 0) await client.invalidateQueries({ queryKey: employeeKeys.all });
      if (failed === 0) {
        if (saved === 0) return t('employees.import.empty');
        toast.success(t('employees.import.success', { count: saved }));
        onClose();
      } else {
        if (saved > 0) toast.warning(t('employees.import.partial', { success: saved, errors: failed }));
        else toast.error(t('employees.import.failed', { count: failed }));
        onRowErrors(results.errors);
      }
      return undefined;
    },
    failedKey: 'employees.import.error',
  });
  const uploading = upload.uploading;

  const close = () => {
    if (!uploading) onClose();
  };
  const template = () => {
    setDownloading(true);
    downloadEmployeeTemplate()
      .catch(() => toast.error(t('employees.import.template_error')))
      .finally(() => setDownloading(false));
  };
  return (
    <Modal
      opened
      onClose={close}
      title={t('employees.import.title')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="import-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t('employees.import.hint')}</Text>
        <Group>
          <Button
            variant="light"
            onClick={template}
            loading={downloading}
            disabled={uploading}
            data-testid="import-template"
          >
            {t('employees.import.template')}
          </Button>
        </Group>
        <SpreadsheetUploadFields
          upload={upload}
          accept={XLSX_ACCEPT}
          labels={LABELS}
          testIdPrefix="import"
          submitTestId="import-submit"
          onCancel={close}
        />
      </Stack>
    </Modal>
  );
}
