import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoanOfferFooterProps {
  submitError: string | null;
  pending: boolean;
  onCancel: () => void;
  canSubmit: boolean;
  submitLabel: string;
  submitTestId: string;
  errorTestId?: string;
}

/** The end of HR's counter-offer and edit panels: the server's refusal, Cancel, and Send (spinning while pending). */
export function LoanOfferFooter({
  submitError,
  pending,
  onCancel,
  canSubmit,
  submitLabel,
  submitTestId,
  errorTestId,
}: LoanOfferFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      {submitError && (
        <Alert color="red" role="alert" data-testid={errorTestId}>
          {submitError}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" disabled={!canSubmit} loading={pending} data-testid={submitTestId}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
