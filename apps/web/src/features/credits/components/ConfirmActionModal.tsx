import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmActionModalProps {
  opened: boolean;
  title: string;
  body: string;
  pending: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action that changes loans; the confirm button waits for the call. */
export function ConfirmActionModal({ opened, title, body, pending, danger = false, onConfirm, onClose }: ConfirmActionModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={pending ? () => undefined : onClose} title={title} centered data-testid="confirm-action">
      <Text size="sm">{body}</Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onClose} disabled={pending} data-testid="confirm-cancel">
          {t('actions.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={pending} data-testid="confirm-ok">
          {t('credits.confirm.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
