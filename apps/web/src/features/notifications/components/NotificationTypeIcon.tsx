import type { NotificationType } from '@abono/domain';
import { ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCheck,
  IconCircleCheck,
  IconCircleX,
  IconFileText,
  IconKey,
  IconMail,
  IconMessage,
  IconRefresh,
  IconUserPlus,
  IconUserX,
  type Icon,
} from '@tabler/icons-react';

/** An icon and a colour per notification type (spec 01 §2: icon by type). */
const ICONS: Record<NotificationType, { color: string; icon: Icon }> = {
  employee_registration_invite: { color: 'blue', icon: IconUserPlus },
  loan_request: { color: 'blue', icon: IconFileText },
  loan_status_change: { color: 'cyan', icon: IconRefresh },
  loan_counter_response: { color: 'orange', icon: IconMessage },
  loan_approved_accepted: { color: 'green', icon: IconCheck },
  employee_terminated: { color: 'gray', icon: IconUserX },
  loan_confirmed_error: { color: 'red', icon: IconAlertTriangle },
  loan_employee_notified: { color: 'grape', icon: IconMail },
  loan_error_released: { color: 'teal', icon: IconCircleCheck },
  loan_rejected: { color: 'red', icon: IconCircleX },
  password_changed: { color: 'yellow', icon: IconKey },
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const { color, icon: TypeIcon } = ICONS[type] ?? ICONS.loan_status_change;
  return (
    <ThemeIcon
      variant="light"
      color={color}
      radius="xl"
      size="lg"
      data-testid={`notification-icon-${type}`}
      aria-hidden
    >
      <TypeIcon size={18} />
    </ThemeIcon>
  );
}
