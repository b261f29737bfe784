import { formatMXN, type DeactivationPreview } from '@abono/domain';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The loans a deactivation touches, each with what will happen to it (03 §6): HR sees before
 * confirming that pending requests are rejected, that approved money will not be deposited,
 * and that confirmed loans are settled with the savings.
 */
export function DeactivationLoans({ loans }: { loans: DeactivationPreview['loans'] }) {
  const { t } = useTranslation();
  if (loans.length === 0) {
    return (
      <Text size="sm" data-testid="deactivate-no-loans">
        {t('employees.deactivate.no_loans')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id="deactivate-loans-title">
        {t('employees.deactivate.loans_title')}
      </Text>
      <List size="sm" spacing={4} aria-labelledby="deactivate-loans-title" data-testid="deactivate-loans">
        {loans.map((loan) => (
          <List.Item key={loan.id} data-testid={`deactivate-loan-${loan.id}`} data-outcome={loan.outcome}>
            {t('employees.deactivate.loan_line', {
              id: loan.id,
              amount: formatMXN(loan.amount),
              status: t(`loanStatus.${loan.status}`),
            })}{' '}
            {t(`employees.deactivate.outcome.${loan.outcome}`)}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
