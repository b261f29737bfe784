import type { EmployeeListRow } from '@abono/domain';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useAccountAccess } from '../api/useAccountAccess';
import { useEmployeeStatusChange } from '../api/useEmployeeStatusChange';
import { DIALOG_ATTRIBUTES } from '../lib/dialogAttributes';

export type ConfirmableAction = 'activate' | 'revoke_access' | 'grant_access';

export interface EmployeeActionDialogProps {
  action: ConfirmableAction;
  employee: EmployeeListRow;
  companyId: number;
  onClose: () => void;
}

/**
 * "Are you sure?" before hiring an employee again (activate) or revoking / granting their
 * account's access (manage_auth); the confirm button waits for the call, a refusal stays in
 * the dialog and success closes it with the spec's toast.
 */
export function EmployeeActionDialog({ action, employee, companyId, onClose }: EmployeeActionDialogProps) {
  const { t } = useTranslation();
  const status = useEmployeeStatusChange();
  const access = useAccountAccess();
  const pending = status.isPending || access.isPending;
  const failure = status.error ?? access.error;

  const confirm = () => {
    const done = {
      onSuccess: () => {
        toast.success(t(`employees.${action}.done`));
        onClose();
      },
    };
    if (action === 'activate') status.mutate({ kind: 'activate', employeeId: employee.id, companyId }, done);
    else access.mutate({ action, employeeId: employee.id, companyId }, done);
  };

  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={t(`employees.${action}.title`)}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="employee-action-dialog"
    >
      <Stack gap="md">
        <Text size="sm">{t(`employees.${action}.body`, { name: employee.name })}</Text>
        {failure !== null && (
          <Alert color="red" role="alert" data-testid="employee-action-error">
            {errorMessage(failure, t('messages.operation_error'))}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button color={action === 'revoke_access' ? 'red' : undefined} loading={pending} onClick={confirm} data-testid="employee-action-confirm">
            {t(`employees.${action}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
