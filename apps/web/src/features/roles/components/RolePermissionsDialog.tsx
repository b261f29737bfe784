import { keepsEverything, type PermissionOut, type RoleOut } from '@abono/domain';
import { Alert, Button, Checkbox, Code, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_ATTRIBUTES } from '../../../components/dialogAttributes';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { usePermissionsQuery } from '../api/usePermissionsQuery';
import { useSetRolePermissions } from '../api/useSetRolePermissions';
import { LoadError } from './LoadError';

export interface RolePermissionsDialogProps {
  role: RoleOut;
  onClose: () => void;
}

/**
 * "Gestionar permisos" (spec 02 "Roles"): every permission as a checkbox, the role's own checked;
 * saving sends the checked ids (PUT /roles/{id}/permissions). A refusal of the server's guard rails
 * (somebody must keep manage_access, super_admin keeps everything) shows inside the dialog, which
 * stays open.
 */
export function RolePermissionsDialog({ role, onClose }: RolePermissionsDialogProps) {
  const { t } = useTranslation();
  const catalogue = usePermissionsQuery();
  const save = useSetRolePermissions();
  const pending = save.isPending;
  return (
    <Modal
      opened
      onClose={pending ? () => undefined : onClose}
      title={t('roles.assign.title', { name: role.name })}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      attributes={DIALOG_ATTRIBUTES}
      data-testid="role-permissions-dialog"
    >
      {catalogue.isPending ? (
        <Loader size="sm" aria-label={t('table.loading')} data-testid="role-permissions-loading" />
      ) : catalogue.isError ? (
        <LoadError
          message={errorMessage(catalogue.error, t('roles.assign.load_error'))}
          onRetry={() => void catalogue.refetch()}
          testId="role-permissions-load-error"
        />
      ) : (
        <PermissionChecklist
          role={role}
          permissions={catalogue.data}
          pending={pending}
          error={save.isError ? errorMessage(save.error, t('messages.operation_error')) : null}
          onCancel={onClose}
          onSave={(permissionIds) =>
            save.mutate(
              { roleId: role.id, permissionIds },
              {
                onSuccess: () => {
                  toast.success(t('roles.assign.saved'));
                  onClose();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}

interface PermissionChecklistProps {
  role: RoleOut;
  permissions: PermissionOut[];
  pending: boolean;
  error: string | null;
  onCancel: () => void;
  onSave: (permissionIds: number[]) => void;
}

function PermissionChecklist({ role, permissions, pending, error, onCancel, onSave }: PermissionChecklistProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<string[]>(() => role.permissionIds.map(String));
  const locked = keepsEverything(role) ? new Set(role.permissionIds) : new Set<number>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave(checked.map(Number).sort((a, b) => a - b));
      }}
      data-testid="role-permissions-form"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('roles.assign.intro')}
        </Text>
        {locked.size > 0 && (
          <Alert color="blue" variant="light" data-testid="role-permissions-keeps-all">
            {t('roles.assign.keeps_all')}
          </Alert>
        )}
        <Checkbox.Group value={checked} onChange={setChecked} label={t('roles.perm.title')}>
          <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars>
            <Stack gap="xs" mt="xs">
              {permissions.map((permission) => (
                <Checkbox
                  key={permission.id}
                  value={String(permission.id)}
                  disabled={pending || locked.has(permission.id)}
                  label={<Code>{permission.name}</Code>}
                  description={permission.description}
                  data-testid={`role-permission-${permission.id}`}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="role-permissions-count">
          {t('roles.assign.selected', { count: checked.length })}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert" data-testid="role-permissions-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending} data-testid="role-permissions-cancel">
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={pending} data-testid="role-permissions-save">
            {t('roles.assign.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
