import { businessDayOf, formatDateEs, type EmployeeListRow } from '@abono/domain';
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The access column: Activo / Inactivo for an employee with an account, "Sin cuenta" otherwise,
 * with the expiry of a pending activation code so HR knows one is out (03 §6). Filled badges for
 * WCAG AA contrast (see EmployeeStatusBadge).
 */
export function EmployeeAccessCell({
  employee,
  testIdPrefix = '',
}: {
  employee: Pick<EmployeeListRow, 'id' | 'hasAccount' | 'accessActive' | 'activationCodeExpiresAt'>;
  /** The drawer shows the same cell while the list is on screen: its ids must differ. */
  testIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const testId = `${testIdPrefix}access-${employee.id}`;
  if (!employee.hasAccount) {
    return (
      <Stack gap={2} align="flex-start">
        <Badge color="gray" variant="outline" data-testid={testId} data-access="none">
          {t('employees.access.no_account')}
        </Badge>
        {employee.activationCodeExpiresAt && (
          <Text size="xs" c="dimmed" data-testid={`${testIdPrefix}code-pending-${employee.id}`}>
            {t('employees.access.code_pending', {
              date: formatDateEs(businessDayOf(employee.activationCodeExpiresAt)),
            })}
          </Text>
        )}
      </Stack>
    );
  }
  return employee.accessActive ? (
    <Badge color="green" variant="filled" data-testid={testId} data-access="active">
      {t('employees.access.active')}
    </Badge>
  ) : (
    <Badge color="red" variant="filled" data-testid={testId} data-access="inactive">
      {t('employees.access.inactive')}
    </Badge>
  );
}
