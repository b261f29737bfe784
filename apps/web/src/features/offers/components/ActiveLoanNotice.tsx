import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec 01 §2: with an active loan the offers screen shows its status and a link to /my-credit. */
export function ActiveLoanNotice({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" title={t('offers.active_loan_title')} data-testid="active-loan-notice">
      <Text size="sm">
        {t('offers.active_loan_message', { status: t(`loanStatus.${status}`, { defaultValue: status }) })}{' '}
        <Anchor component={Link} to="/my-credit" size="sm" fw={600} data-testid="active-loan-details-link">
          {t('offers.view_details')}
        </Anchor>
      </Text>
    </Alert>
  );
}
