import type { LoanStatus } from '@abono/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The colour of each loan status (detail card, credits list). */
const STATUS_COLORS: Record<LoanStatus, string> = {
  pending: 'yellow',
  applied: 'cyan',
  approved: 'teal',
  accepted: 'teal',
  rejected: 'red',
  not_accepted: 'gray',
  confirmed: 'green',
  counter_offered: 'orange',
  employee_notified: 'grape',
  error: 'red',
  error_released: 'indigo',
};

/** A loan status, translated (loanStatus.*) and coloured. */
export function LoanStatusBadge({ status, ...rest }: { status: LoanStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="filled" data-status={status} {...rest}>
      {t(`loanStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
