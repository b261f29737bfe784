import type { EmployeeListRow } from '@abono/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useAccountAccess } from '../api/useAccountAccess';
import { useEmployeeStatusChange } from '../api/useEmployeeStatusChange';

export type ConfirmableAction = 'activate' | 'revoke_access' | 'grant_access';

/** The ids the employees' unit and e2e specs look for. */
const TEST_IDS = {
  dialog: 'employee-action-dialog',
  confirm: 'employee-action-confirm',
  cancel: 'employee-action-cancel',
  error: 'employee-action-error',
};

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
    <ConfirmDialog
      opened
      title={t(`employees.${action}.title`)}
      body={t(`employees.${action}.body`, { name: employee.name })}
      confirmLabel={t(`employees.${action}.confirm`)}
      pending={pending}
      danger={action === 'revoke_access'}
      error={failure === null ? null : errorMessage(failure, t('messages.operation_error'))}
      onConfirm={confirm}
      onClose={onClose}
      testIds={TEST_IDS}
    />
  );
}
