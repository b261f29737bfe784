import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoanErrorBannerProps {
  comment: string;
  /** "Documentación completada" is offered (own view, status employee_notified). */
  canRelease: boolean;
  releasing: boolean;
  onRelease: () => void;
}

/** The loan's error comment, and in the owner's view the "documentation completed" action. */
export function LoanErrorBanner({ comment, canRelease, releasing, onRelease }: LoanErrorBannerProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="red"
      variant="light"
      title={t('loan.error_banner_title')}
      data-testid="loan-error-banner"
      role="alert"
    >
      <Text size="sm" data-testid="loan-error-comment">
        {comment}
      </Text>
      {canRelease && (
        <Group mt="sm" gap="sm" wrap="wrap">
          <Text size="sm" c="dimmed" style={{ flex: 1, minWidth: 200 }}>
            {t('loan.error_banner_hint')}
          </Text>
          <Button
            color="red"
            onClick={onRelease}
            loading={releasing}
            disabled={releasing}
            data-testid="release-error-button"
          >
            {t('loan.release_error')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
