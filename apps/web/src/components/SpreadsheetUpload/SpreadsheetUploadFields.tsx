import { Alert, Button, CloseButton, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SpreadsheetUpload } from './useSpreadsheetUpload';

export interface SpreadsheetUploadFieldsProps {
  upload: SpreadsheetUpload;
  /** The picker's accept list. */
  accept: string;
  /** Catalog keys of the screen's own texts; `uploading` takes {{percent}}. */
  labels: { pick: string; submit: string; uploading: string; processing: string };
  /** Prefix of the parts' data-testid: `${prefix}-pick`, -file, -remove, -file-error, -progress, -error. */
  testIdPrefix: string;
  /** data-testid of the submit button. */
  submitTestId: string;
  onCancel: () => void;
}

/**
 * The body of a spreadsheet upload dialog: pick a file (its name, with a button to remove it),
 * the refusal of a file of another type, the upload's progress (then "processing" while the
 * server reads it), the failure, and Cancel / upload.
 */
export function SpreadsheetUploadFields({
  upload,
  accept,
  labels,
  testIdPrefix,
  submitTestId,
  onCancel,
}: SpreadsheetUploadFieldsProps) {
  const { t } = useTranslation();
  const { file, fileError, progress, uploading, error } = upload;
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <>
      <Group gap="sm">
        <FileButton onChange={upload.pick} accept={accept}>
          {(props) => (
            <Button variant="default" {...props} disabled={uploading} data-testid={`${testIdPrefix}-pick`}>
              {t(labels.pick)}
            </Button>
          )}
        </FileButton>
        {file && (
          <Group gap={4} data-testid={`${testIdPrefix}-file`}>
            <Text size="sm">{file.name}</Text>
            <CloseButton
              size="sm"
              aria-label={t('actions.remove_file')}
              onClick={upload.removeFile}
              disabled={uploading}
              data-testid={`${testIdPrefix}-remove`}
            />
          </Group>
        )}
      </Group>
      {fileError && (
        <Text size="sm" c="red" role="alert" data-testid={`${testIdPrefix}-file-error`}>
          {fileError}
        </Text>
      )}
      {uploading && (
        <Stack gap={4}>
          <Progress
            value={percent}
            animated
            aria-label={t(labels.uploading, { percent })}
            data-testid={`${testIdPrefix}-progress`}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            {(progress ?? 0) < 1 ? t(labels.uploading, { percent }) : t(labels.processing)}
          </Text>
        </Stack>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" data-testid={`${testIdPrefix}-error`}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={uploading}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={upload.upload} disabled={!file} loading={uploading} data-testid={submitTestId}>
          {t(labels.submit)}
        </Button>
      </Group>
    </>
  );
}
