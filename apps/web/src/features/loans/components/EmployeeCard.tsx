import type { LoanDetailResponse } from '@abono/domain';
import { Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoList } from './InfoList';

/** 02 'Loan detail': control number, name, email and phone of the loan's employee. */
export function EmployeeCard({ employee }: { employee: LoanDetailResponse['employee'] }) {
  const { t } = useTranslation();
  const none = t('labels.not_available');
  return (
    <Paper withBorder p="md" radius="md" data-testid="employee-card">
      <Title order={3} size="h4" mb="xs">
        {t('loan.employee_card')}
      </Title>
      <InfoList
        items={[
          { label: t('loan.control_number'), value: employee.controlNumber || none },
          { label: t('loan.name'), value: employee.name || none },
          { label: t('loan.email'), value: employee.email || none },
          { label: t('loan.phone'), value: employee.phone || none },
        ]}
      />
    </Paper>
  );
}
