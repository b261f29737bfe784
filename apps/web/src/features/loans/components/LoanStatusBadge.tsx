import type { LoanStatus } from '@abono/domain';
import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATUS_COLORS } from '../lib/loanView';

/** A loan status, translated (loanStatus.*) and coloured. */
export function LoanStatusBadge({ status, ...rest }: { status: LoanStatus } & Omit<BadgeProps, 'children' | 'color'>) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="filled" data-status={status} {...rest}>
      {t(`loanStatus.${status}`, { defaultValue: status })}
    </Badge>
  );
}
