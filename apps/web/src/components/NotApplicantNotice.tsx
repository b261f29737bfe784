import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Shown on the loan and insurance offers instead of live Apply buttons when the person
 * has no hired employee record in the selected company (the server would refuse with 403):
 * says why, and what to do about it.
 */
export function NotApplicantNotice() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('apply.not_employee')}
      // Mantine's yellow title on the light yellow is 2.7:1 (WCAG AA asks 4.5:1): the body's text colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
      data-testid="not-applicant-notice"
    >
      <Text size="sm">{t('apply.not_employee_help')}</Text>
    </Alert>
  );
}
