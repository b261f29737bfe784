import { formatDateEs, type SessionEmployee } from '@abono/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ApplicantFieldsProps {
  /** The applicant's record in the request's company (useApplicant); dashes without one. */
  employee: SessionEmployee | null;
  /** The request's day, YYYY-MM-DD (shown dd/MM/yyyy). */
  date: string;
  /** data-testid prefix: `${prefix}-date`, `${prefix}-employee-code`, … */
  testIdPrefix: string;
}

/** The read-only applicant fields of the loan and insurance panels (spec 01 §2). */
export function ApplicantFields({ employee, date, testIdPrefix }: ApplicantFieldsProps) {
  const { t } = useTranslation();
  const dash = '—';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput
        label={t('apply.date')}
        value={formatDateEs(date)}
        readOnly
        variant="filled"
        data-testid={`${testIdPrefix}-date`}
      />
      <TextInput
        label={t('apply.employee_code')}
        value={employee?.controlNumber ?? dash}
        readOnly
        variant="filled"
        data-testid={`${testIdPrefix}-employee-code`}
      />
      <TextInput
        label={t('apply.name')}
        value={employee?.name ?? dash}
        readOnly
        variant="filled"
        data-testid={`${testIdPrefix}-name`}
      />
      <TextInput
        label={t('apply.branch')}
        value={employee?.work_location ?? dash}
        readOnly
        variant="filled"
        data-testid={`${testIdPrefix}-branch`}
      />
    </SimpleGrid>
  );
}
