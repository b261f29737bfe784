import type { EmployeeStatus } from '@abono/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<EmployeeStatus, string> = { hired: 'green', fired: 'gray', terminated: 'orange' };

/**
 * An employee's status (hired, fired, terminated), translated and coloured. Filled, as the loan
 * status badges: the theme's shade-8 backgrounds with auto-contrast text reach WCAG AA, where the
 * light variant's pale text (about 2.5:1) does not.
 */
export function EmployeeStatusBadge({ status, testId }: { status: EmployeeStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="filled" data-status={status} data-testid={testId}>
      {t(`employees.status.${status}`)}
    </Badge>
  );
}
