import type { RoleOut } from '@abono/domain';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useLocalTable } from '../../../components/DataTable/useLocalTable';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useDeleteRole } from '../api/useDeleteRole';
import { useRolesQuery } from '../api/useRolesQuery';
import { roleDeleteBlock } from '../lib/roleRules';
import { RolePermissionsDialog } from './RolePermissionsDialog';
import { RowActionsMenu } from './RowActionsMenu';

// The form dialog loads when first opened: the form's zod schemas stay out of the list's chunk.
const RoleFormDialog = lazy(() => import('./RoleFormDialog').then((m) => ({ default: m.RoleFormDialog })));

type Dialog = { kind: 'create' } | { kind: 'edit' | 'permissions' | 'delete'; role: RoleOut } | null;

const noSearch = () => [];
const sortValue = (role: RoleOut, columnId: string): string | number => {
  if (columnId === 'name') return role.name;
  if (columnId === 'description') return role.description;
  if (columnId === 'users') return role.userCount;
  return role.id;
};

/**
 * /roles (spec 02 "Roles"): the table of id, name and description with a menu per row (edit,
 * manage permissions, see its permissions and users, delete), the create button and the link to
 * the default permissions. Roles are global, not a company's, so no company is needed.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const roles = useRolesQuery();
  const rows = useMemo(() => roles.data ?? [], [roles.data]);
  const table = useLocalTable(rows, { fields: noSearch, sortValue, defaultSort: { id: 'id', desc: false } });
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteRole();
  const resetRemove = remove.reset;

  const columns = useMemo<ColumnDef<RoleOut, unknown>[]>(
    () => [
      { id: 'id', header: t('roles.columns.id'), meta: { nowrap: true }, cell: ({ row }) => row.original.id },
      {
        id: 'name',
        header: t('roles.columns.name'),
        cell: ({ row }) => (
          <Group gap={6} wrap="nowrap">
            <span>{row.original.name}</span>
            {row.original.isSystem && (
              <Badge size="xs" variant="light" color="gray">
                {t('roles.built_in')}
              </Badge>
            )}
          </Group>
        ),
      },
      { id: 'description', header: t('roles.columns.description'), cell: ({ row }) => row.original.description },
      {
        id: 'users',
        header: t('roles.columns.users'),
        meta: { align: 'right', nowrap: true },
        cell: ({ row }) => row.original.userCount,
      },
      {
        id: 'actions',
        header: t('roles.columns.actions'),
        enableSorting: false,
        meta: { align: 'center' },
        cell: ({ row }) => {
          const role = row.original;
          const deleteBlock = roleDeleteBlock(role);
          return (
            <RowActionsMenu
              label={t('roles.menu.label', { name: role.name })}
              testId={`role-menu-${role.id}`}
              actions={[
                { key: 'edit', label: t('roles.menu.edit'), onClick: () => setDialog({ kind: 'edit', role }) },
                {
                  key: 'permissions',
                  label: t('roles.menu.permissions'),
                  onClick: () => setDialog({ kind: 'permissions', role }),
                },
                {
                  key: 'detail',
                  label: t('roles.menu.detail'),
                  onClick: () => void navigate(`/role-permissions/${role.id}`),
                },
                {
                  key: 'delete',
                  label: t('roles.menu.delete'),
                  danger: true,
                  blockedBecause: deleteBlock ? t(deleteBlock) : null,
                  onClick: () => {
                    resetRemove();
                    setDialog({ kind: 'delete', role });
                  },
                },
              ]}
            />
          );
        },
      },
    ],
    [t, navigate, resetRemove],
  );

  const close = () => setDialog(null);
  return (
    <Stack gap="md" data-testid="roles-page">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1} size="h2">
          {t('roles.title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <Button component={Link} to="/role-permissions-setup" variant="default" data-testid="roles-setup-link">
            {t('roles.setup_link')}
          </Button>
          <Button onClick={() => setDialog({ kind: 'create' })} data-testid="roles-create">
            {t('roles.create')}
          </Button>
        </Group>
      </Group>
      <DataTable
        label={t('roles.table_label')}
        testId="roles-table"
        columns={columns}
        data={table.rows}
        {...table.tableProps}
        loading={roles.isFetching}
        error={roles.isError ? errorMessage(roles.error, t('roles.load_error')) : null}
        onRetry={() => void roles.refetch()}
        rowId={(role) => role.id}
        rowTestId={(role) => `role-row-${role.id}`}
        emptyText={t('roles.empty')}
      />
      <Suspense fallback={null}>
        {dialog?.kind === 'create' && <RoleFormDialog role={null} onClose={close} />}
        {dialog?.kind === 'edit' && <RoleFormDialog role={dialog.role} onClose={close} />}
        {dialog?.kind === 'permissions' && <RolePermissionsDialog role={dialog.role} onClose={close} />}
      </Suspense>
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          opened
          danger
          title={t('roles.delete.title')}
          body={<Text size="sm">{t('roles.delete.body', { name: dialog.role.name })}</Text>}
          confirmLabel={t('roles.delete.confirm')}
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error, t('messages.operation_error')) : null}
          onConfirm={() =>
            remove.mutate(dialog.role.id, {
              onSuccess: () => {
                toast.success(t('roles.deleted'));
                close();
              },
            })
          }
          onClose={close}
          testIds={{ dialog: 'role-delete-dialog', confirm: 'role-delete-confirm', error: 'role-delete-error' }}
        />
      )}
    </Stack>
  );
}
