import type { PermissionOut } from '@abono/domain';
import { Badge, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useLocalTable } from '../../../components/DataTable/useLocalTable';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useDeletePermission } from '../api/useDeletePermission';
import { usePermissionsQuery } from '../api/usePermissionsQuery';
import { grantLabel } from '../lib/grantLabel';
import { permissionDeleteBlock } from '../lib/permissionRules';
import { RowActionsMenu } from './RowActionsMenu';

// The form dialog loads when first opened: its zod schemas stay out of the list's chunk.
const PermissionFormDialog = lazy(() =>
  import('./PermissionFormDialog').then((m) => ({ default: m.PermissionFormDialog })),
);

type Dialog = { kind: 'create' } | { kind: 'edit' | 'delete'; permission: PermissionOut } | null;

const noSearch = () => [];
const sortValue = (permission: PermissionOut, columnId: string): string | number => {
  if (columnId === 'name') return permission.name;
  if (columnId === 'description') return permission.description;
  if (columnId === 'roles') return permission.roleCount;
  return permission.id;
};

/**
 * /permissions (spec 02 "Permissions"): the catalogue with what each permission grants and how
 * many roles hold it; create, edit and delete. Built-in permissions and those a role holds cannot
 * be deleted (the menu says why; the server refuses too).
 */
export function PermissionsPage() {
  const { t } = useTranslation();
  const permissions = usePermissionsQuery();
  const rows = useMemo(() => permissions.data ?? [], [permissions.data]);
  const table = useLocalTable(rows, { fields: noSearch, sortValue, defaultSort: { id: 'id', desc: false } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeletePermission();
  const resetRemove = remove.reset;

  const columns = useMemo<ColumnDef<PermissionOut, unknown>[]>(
    () => [
      { id: 'id', header: t('roles.perm.columns.id'), meta: { nowrap: true }, cell: ({ row }) => row.original.id },
      {
        id: 'name',
        header: t('roles.perm.columns.name'),
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <Code>{row.original.name}</Code>
            {row.original.isSystem && (
              <Badge size="xs" variant="light" color="gray">
                {t('roles.perm.built_in')}
              </Badge>
            )}
          </Group>
        ),
      },
      { id: 'description', header: t('roles.perm.columns.description'), cell: ({ row }) => row.original.description },
      {
        id: 'grants',
        header: t('roles.perm.columns.grants'),
        enableSorting: false,
        cell: ({ row }) => (
          <Text size="xs">{row.original.grants.map((grant) => grantLabel(grant, t)).join('; ') || '—'}</Text>
        ),
      },
      {
        id: 'roles',
        header: t('roles.perm.columns.roles'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => row.original.roleCount,
      },
      {
        id: 'actions',
        header: t('roles.perm.columns.actions'),
        enableSorting: false,
        meta: { align: 'center' },
        cell: ({ row }) => {
          const permission = row.original;
          const deleteBlock = permissionDeleteBlock(permission);
          return (
            <RowActionsMenu
              label={t('roles.perm.menu.label', { name: permission.name })}
              testId={`permission-menu-${permission.id}`}
              actions={[
                {
                  key: 'edit',
                  label: t('roles.perm.menu.edit'),
                  onClick: () => setDialog({ kind: 'edit', permission }),
                },
                {
                  key: 'delete',
                  label: t('roles.perm.menu.delete'),
                  danger: true,
                  blockedBecause: deleteBlock ? t(deleteBlock) : null,
                  onClick: () => {
                    resetRemove();
                    setDialog({ kind: 'delete', permission });
                  },
                },
              ]}
            />
          );
        },
      },
    ],
    [t, resetRemove],
  );

  const close = () => setDialog(null);
  return (
    <Stack gap="md" data-testid="permissions-page">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t('roles.perm.title')}
        </Title>
        <Button onClick={() => setDialog({ kind: 'create' })} data-testid="permissions-create">
          {t('roles.perm.create')}
        </Button>
      </Group>
      <DataTable
        label={t('roles.perm.table_label')}
        testId="permissions-table"
        columns={columns}
        data={table.rows}
        {...table.tableProps}
        loading={permissions.isFetching}
        error={permissions.isError ? errorMessage(permissions.error, t('roles.perm.load_error')) : null}
        onRetry={() => void permissions.refetch()}
        rowId={(permission) => permission.id}
        rowTestId={(permission) => `permission-row-${permission.id}`}
        emptyText={t('roles.perm.empty')}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && <PermissionFormDialog permission={null} onClose={close} />}
        {dialog?.kind === 'edit' && <PermissionFormDialog permission={dialog.permission} onClose={close} />}
      </Suspense>
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          opened
          danger
          title={t('roles.perm.delete.title')}
          body={<Text size="sm">{t('roles.perm.delete.body', { name: dialog.permission.name })}</Text>}
          confirmLabel={t('roles.perm.delete.confirm')}
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, t('messages.operation_error')) : null}
          onConfirm={() =>
            remove.mutate(dialog.permission.id, {
              onSuccess: () => {
                toast.success(t('roles.perm.deleted'));
                close();
              },
            })
          }
          onClose={close}
          testIds={{
            dialog: 'permission-delete-dialog',
            confirm: 'permission-delete-confirm',
            error: 'permission-delete-error',
          }}
        />
      )}
    </Stack>
  );
}
