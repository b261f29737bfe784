import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../dialogAttributes';

/** The data-testid of each part; the defaults are the credits screen's (its e2e specs use them). */
export interface ConfirmDialogTestIds {
  dialog: string;
  confirm: string;
  cancel: string;
  error: string;
}

const DEFAULT_TEST_IDS: ConfirmDialogTestIds = {
  dialog: 'confirm-action',
  confirm: 'confirm-ok',
  cancel: 'confirm-cancel',
  error: 'confirm-error',
};

export interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: ReactNode;
  /** Fields the confirmation asks for (a rejection's optional reason), below the body. */
  children?: ReactNode;
  /** The confirm button's verb ("Aprobar", "Revocar"…): the caller's catalog key, translated. */
  confirmLabel: string;
  /** The cancel button's text; defaults to "Cancelar". */
  cancelLabel?: string;
  /** The call is running: the confirm button spins, Cancel and closing wait for it. */
  pending: boolean;
  /** A destructive action: the confirm button is red. */
  danger?: boolean;
  /** Why the call was refused; shown inside the dialog, which stays open so the user can retry or cancel. */
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
  testIds?: Partial<ConfirmDialogTestIds>;
}

/**
 * The back office's "Are you sure?" before an action that changes data (credits' loan and
 * insurance actions, employees' activate and access changes): the confirm button waits for the
 * call, and the dialog cannot be closed from under it while it runs.
 */
export function ConfirmDialog({
  opened,
  title,
  body,
  children,
  confirmLabel,
  cancelLabel,
  pending,
  danger = false,
  error = null,
  onConfirm,
  onClose,
  testIds,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const ids = { ...DEFAULT_TEST_IDS, ...testIds };
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid={ids.dialog}
    >
      <Stack gap="md">
        <Text size="sm">{body}</Text>
        {children}
        {error && (
          <Alert color="red" role="alert" data-testid={ids.error}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-testid={ids.cancel}>
            {cancelLabel ?? t('actions.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending} data-testid={ids.confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
