import type { EmployeeListRow } from '@abono/domain';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useUnlinkAccount } from '../api/useUnlinkAccount';

const TEST_IDS = { dialog: 'unlink-dialog', confirm: 'unlink-confirm', cancel: 'unlink-cancel', error: 'unlink-error' };

export interface UnlinkAccountDialogProps {
  employee: Pick<EmployeeListRow, 'id' | 'name'>;
  companyId: number;
  onClose: () => void;
}

/**
 * "Desvincular cuenta" (manage_auth, decision 047): confirms what unlinking does, and offers to
 * release the account's RFC when someone registered the real person's RFC first, so the real
 * person can register it with a new activation code.
 */
export function UnlinkAccountDialog({ employee, companyId, onClose }: UnlinkAccountDialogProps) {
  const { t } = useTranslation();
  const unlink = useUnlinkAccount();
  const [releaseTin, setReleaseTin] = useState(false);

  const confirm = () =>
    unlink.mutate(
      { employeeId: employee.id, companyId, releaseTin },
      {
        onSuccess: (result) => {
          toast.success(
            t(result.tinReleased ? 'employees.unlink_account.done_released' : 'employees.unlink_account.done'),
          );
          onClose();
        },
      },
    );

  return (
    <ConfirmDialog
      opened
      title={t('employees.unlink_account.title')}
      body={
        <Stack gap="sm">
          <Text size="sm">{t('employees.unlink_account.body', { name: employee.name })}</Text>
          <Checkbox
            checked={releaseTin}
            onChange={(e) => setReleaseTin(e.currentTarget.checked)}
            disabled={unlink.isPending}
            label={t('employees.unlink_account.release_label')}
            description={t('employees.unlink_account.release_hint')}
            data-testid="unlink-release-tin"
          />
        </Stack>
      }
      confirmLabel={t('employees.unlink_account.confirm')}
      pending={unlink.isPending}
      danger
      error={unlink.error === null ? null : errorMessage(unlink.error, t('messages.operation_error'))}
      onConfirm={confirm}
      onClose={onClose}
      testIds={TEST_IDS}
    />
  );
}
