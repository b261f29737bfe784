import type { LoanDetailResponse } from '@abono/domain';
import { Paper, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { InfoList } from './InfoList';

/**
 * An email that may wrap only after '@' and '.', never inside a word: each part stays
 * whole, with a line-break opportunity (<wbr>) after the separators.
 */
export function BreakableEmail({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <span style={{ whiteSpace: 'normal' }}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && <wbr />}
        </Fragment>
      ))}
    </span>
  );
}

/** 02 'Loan detail': control number, name, email and phone of the loan's employee. */
export function EmployeeCard({ employee }: { employee: LoanDetailResponse['employee'] }) {
  const { t } = useTranslation();
  const none = t('labels.not_available');
  return (
    <Paper withBorder p="md" radius="md" data-testid="employee-card">
      <Title order={2} size="h4" mb="xs">
        {t('loan.employee_card')}
      </Title>
      <InfoList
        items={[
          { label: t('loan.control_number'), value: employee.controlNumber || none },
          { label: t('loan.name'), value: employee.name || none },
          {
            label: t('loan.email'),
            value: employee.email ? <BreakableEmail email={employee.email} /> : none,
            testId: 'employee-email',
          },
          { label: t('loan.phone'), value: employee.phone || none },
        ]}
      />
    </Paper>
  );
}
