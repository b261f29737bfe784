import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A figure a counter offer changes: the original struck through next to the
 * offered value; just the value when there is nothing to compare or both are equal.
 */
export function Figure({ original, offered, testId }: { original: string; offered?: string; testId?: string }) {
  const { t } = useTranslation();
  if (offered === undefined || offered === original) return <>{original}</>;
  return (
    <>
      {/* Mantine's Text resets text-decoration to none; the strike must be set explicitly. */}
      <Text component="s" c="dimmed" size="sm" mr={6} td="line-through" data-testid={testId}>
        <VisuallyHidden>{t('loan.counter.original')}: </VisuallyHidden>
        {original}
      </Text>
      <Text component="span" size="sm" fw={700} c="blue.9">
        <VisuallyHidden>{t('loan.counter.offered')}: </VisuallyHidden>
        {offered}
      </Text>
    </>
  );
}
