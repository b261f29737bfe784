import type { SessionUser } from '@abono/domain';
import { Avatar, Modal, Popover, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../lib/initials';
import { useApplicant } from '../../lib/session/useApplicant';
import { useIsMobile } from '../../lib/useIsMobile';
import { displayName, UserProfile } from './UserProfile';
import { DIALOG_ATTRIBUTES } from '../../components/dialogAttributes';
import { AccountDialogs, type AccountDialog } from '../../features/account/components/AccountDialogs';

/** Initials avatar opening the profile popup; below 768 px the popup is fixed and centred. */
export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const isMobile = useIsMobile();
  const employee = useApplicant(undefined, user);
  const shownInitials = initials(displayName(user, employee), user.tin);
  // Held here, outside the popup: a dialog opened from the menu outlives the menu closing.
  const [accountDialog, setAccountDialog] = useState<AccountDialog | null>(null);
  const openAccountDialog = (dialog: AccountDialog) => {
    setOpened(false);
    setAccountDialog(dialog);
  };
  const dialogs = <AccountDialogs open={accountDialog} onClose={() => setAccountDialog(null)} />;
  const trigger = (
    <UnstyledButton
      onClick={() => setOpened((o) => !o)}
      // The name starts with the initials the button shows (WCAG 2.5.3, label in name).
      aria-label={`${shownInitials}, ${t('user.menu_label')}`}
      aria-haspopup="dialog"
      aria-expanded={opened}
      data-testid="user-menu"
      style={{ borderRadius: '50%' }}
    >
      <Avatar color="blue" radius="xl">
        {shownInitials}
      </Avatar>
    </UnstyledButton>
  );

  if (isMobile) {
    return (
      <>
        {trigger}
        <Modal
          opened={opened}
          onClose={() => setOpened(false)}
          centered
          size="xs"
          title={t('user.profile')}
          closeButtonProps={{ 'aria-label': t('actions.close') }}
          attributes={DIALOG_ATTRIBUTES}
          data-testid="user-menu-popup"
        >
          <UserProfile user={user} onAccountDialog={openAccountDialog} />
        </Modal>
        {dialogs}
      </>
    );
  }
  return (
    <>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={280}
        shadow="md"
        withinPortal
        trapFocus
      >
        <Popover.Target>{trigger}</Popover.Target>
        <Popover.Dropdown data-testid="user-menu-popup" aria-label={t('user.profile')}>
          <UserProfile user={user} onAccountDialog={openAccountDialog} />
        </Popover.Dropdown>
      </Popover>
      {dialogs}
    </>
  );
}
