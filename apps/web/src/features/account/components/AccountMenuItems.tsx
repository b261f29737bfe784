import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountDialog } from './AccountDialogs';

/**
 * The user menu's "Cambiar contraseña" and "Mis sesiones" (decisions 083, 084). No icons: this is in
 * the shell's first load, whose budget is tight (bundleReport.mjs).
 */
export function AccountMenuItems({ onOpen }: { onOpen: (dialog: AccountDialog) => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Button
        variant="subtle"
        justify="flex-start"
        onClick={() => onOpen('password')}
        aria-haspopup="dialog"
        data-testid="open-change-password"
      >
        {t('account.menu.change_password')}
      </Button>
      <Button
        variant="subtle"
        justify="flex-start"
        onClick={() => onOpen('sessions')}
        aria-haspopup="dialog"
        data-testid="open-sessions"
      >
        {t('account.menu.sessions')}
      </Button>
    </Stack>
  );
}
