import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A failed read of these screens (spec 02 §8 "Screen load failure"): the message and «Reintentar». */
export function LoadError({ message, onRetry, testId }: { message: string; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      <Group justify="space-between" gap="sm">
        <span>{message}</span>
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          {t('table.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
