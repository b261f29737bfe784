import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ApplicantFieldsProps {
  /** Already formatted dd/MM/yyyy. */
  date: string;
  employeeCode: string | null | undefined;
  name: string | null | undefined;
  branch: string | null | undefined;
  /** data-testid prefix: `${prefix}-date`, `${prefix}-employee-code`, … */
  testIdPrefix: string;
}

/** The read-only applicant fields of the loan and insurance panels (spec 01 §2). */
export function ApplicantFields({ date, employeeCode, name, branch, testIdPrefix }: ApplicantFieldsProps) {
  const { t } = useTranslation();
  const dash = '—';
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <TextInput label={t('apply.date')} value={date} readOnly variant="filled" data-testid={`${testIdPrefix}-date`} />
      <TextInput label={t('apply.employee_code')} value={employeeCode ?? dash} readOnly variant="filled" data-testid={`${testIdPrefix}-employee-code`} />
      <TextInput label={t('apply.name')} value={name ?? dash} readOnly variant="filled" data-testid={`${testIdPrefix}-name`} />
      <TextInput label={t('apply.branch')} value={branch ?? dash} readOnly variant="filled" data-testid={`${testIdPrefix}-branch`} />
    </SimpleGrid>
  );
}
