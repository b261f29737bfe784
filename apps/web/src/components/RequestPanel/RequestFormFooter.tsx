import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface RequestFormFooterProps {
  /** data-testid prefix: `${prefix}-error`, `${prefix}-cancel`, `${prefix}-submit`. */
  testIdPrefix: string;
  submitLabel: string;
  submitError: string | null;
  pending: boolean;
  canSubmit: boolean;
  onCancel: () => void;
}

/** The end of a loan or insurance request form: the server's error, Cancel, and Submit ("Enviando…" while pending). */
export function RequestFormFooter({
  testIdPrefix,
  submitLabel,
  submitError,
  pending,
  canSubmit,
  onCancel,
}: RequestFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {submitError && (
        <Alert color="red" variant="light" data-testid={`${testIdPrefix}-error`} role="alert">
          {submitError}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending} data-testid={`${testIdPrefix}-cancel`}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={!canSubmit} data-testid={`${testIdPrefix}-submit`} aria-busy={pending}>
          {pending ? t('apply.sending') : submitLabel}
        </Button>
      </Group>
    </>
  );
}
