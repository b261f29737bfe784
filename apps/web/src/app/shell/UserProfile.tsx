import type { SessionEmployee, SessionUser } from '@abono/domain';
import { Avatar, Button, Divider, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { IconLogout } from '@tabler/icons-react';
import { useLogoutMutation } from '../../features/auth/api/useLogoutMutation';
import { initials } from '../../lib/initials';
import { useApplicant } from '../../lib/session/useApplicant';
import { AccountMenuItems } from '../../features/account/components/AccountMenuItems';
import type { AccountDialog } from '../../features/account/components/AccountDialogs';

/** Loaded when the profile first opens: the shell's first load stays as it was (decision 086). */
const EmailNoticesSwitch = lazy(() =>
  import('../../features/emailNotices/components/EmailNoticesSwitch').then((m) => ({ default: m.EmailNoticesSwitch })),
);

/** The name in the selected company's employee record, else the tin. */
export function displayName(user: SessionUser, employee: SessionEmployee | null): string {
  return employee?.name || user.tin;
}

function Field({ label, value, testId }: { label: string; value: string | null | undefined; testId: string }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ wordBreak: 'break-word' }}>
        {value || t('labels.not_available')}
      </Text>
    </div>
  );
}

/**
 * The profile popup content: initials, name, email, control number, phone, the e-mail notices
 * switch and logout.
 * The employee fields are those of the selected company (a person hired by two
 * companies has two control numbers).
 */
export function UserProfile({
  user,
  onAccountDialog,
}: {
  user: SessionUser;
  /** Opens "Cambiar contraseña" or "Mis sesiones"; the menu closes and shows the dialog. */
  onAccountDialog?: (dialog: AccountDialog) => void;
}) {
  const { t } = useTranslation();
  const logout = useLogoutMutation();
  const employee = useApplicant(undefined, user);
  const name = displayName(user, employee);
  return (
    <Stack gap="sm" data-testid="user-profile">
      <Stack gap={4} align="center">
        <Avatar color="blue" radius="xl" size="lg">
          {initials(name, user.tin)}
        </Avatar>
        <Text fw={600} ta="center" data-testid="user-name">
          {name}
        </Text>
      </Stack>
      <Divider />
      <Field label={t('user.email')} value={user.email ?? employee?.email} testId="user-email" />
      <Field label={t('user.control_number')} value={employee?.controlNumber} testId="user-control-number" />
      <Field label={t('user.phone')} value={user.phone ?? employee?.phone} testId="user-phone" />
      <Divider />
      <Suspense fallback={null}>
        <EmailNoticesSwitch />
      </Suspense>
      <Divider />
      {onAccountDialog && <AccountMenuItems onOpen={onAccountDialog} />}
      <Button
        color="red"
        variant="light"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => logout.mutate()}
        loading={logout.isPending}
        data-testid="logout-button"
      >
        {t('actions.logout')}
      </Button>
    </Stack>
  );
}
