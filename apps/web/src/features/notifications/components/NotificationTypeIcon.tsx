import type { NotificationType } from '@abono/domain';
import { ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { Svg } from '../../../components/icons';

/** Stroke paths (24×24) and a colour per notification type (spec 01 §2: icon by type). */
const ICONS: Record<NotificationType, { color: string; paths: ReactNode }> = {
  employee_registration_invite: {
    color: 'blue',
    paths: (
      <>
        <circle cx="9" cy="8" r="4" />
        <path d="M3 20a6 6 0 0 1 12 0M19 8v6M16 11h6" />
      </>
    ),
  },
  loan_request: {
    color: 'blue',
    paths: <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4" />,
  },
  loan_status_change: {
    color: 'cyan',
    paths: <path d="M20 11A8 8 0 0 0 5 7l-1 1M4 4v4h4M4 13a8 8 0 0 0 15 4l1-1M20 20v-4h-4" />,
  },
  loan_counter_response: {
    color: 'orange',
    paths: <path d="M21 12a8 8 0 0 1-12 7l-5 1 1-4a8 8 0 1 1 16-4z" />,
  },
  loan_approved_accepted: { color: 'green', paths: <path d="M5 12l5 5L20 7" /> },
  employee_terminated: {
    color: 'gray',
    paths: (
      <>
        <circle cx="9" cy="8" r="4" />
        <path d="M3 20a6 6 0 0 1 12 0M17 9l4 4M21 9l-4 4" />
      </>
    ),
  },
  loan_confirmed_error: { color: 'red', paths: <path d="M12 3l10 18H2zM12 10v4M12 17.5v.5" /> },
  loan_employee_notified: {
    color: 'grape',
    paths: <path d="M3 6h18v12H3zM3 6l9 7l9-7" />,
  },
  loan_error_released: {
    color: 'teal',
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M8 12l3 3l5-6" />
      </>
    ),
  },
  loan_rejected: {
    color: 'red',
    paths: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M9 9l6 6M15 9l-6 6" />
      </>
    ),
  },
};

export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const icon = ICONS[type] ?? ICONS.loan_status_change;
  return (
    <ThemeIcon variant="light" color={icon.color} radius="xl" size="lg" data-testid={`notification-icon-${type}`} aria-hidden>
      <Svg size={18}>{icon.paths}</Svg>
    </ThemeIcon>
  );
}

export function TrashIcon() {
  return (
    <Svg size={16}>
      <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Svg>
  );
}
