import type { RoleUsers } from '@abono/domain';
import { Badge, Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable/DataTable';
import { useLocalTable } from '../../../components/DataTable/useLocalTable';
import { errorMessage } from '../../../lib/http/ApiError';
import { useRoleUsersQuery } from '../api/useRoleUsersQuery';

type RoleUser = RoleUsers['users'][number];

const noSearch = () => [];
const sortValue = (user: RoleUser, columnId: string): string | number => {
  if (columnId === 'name') return user.name ?? '';
  if (columnId === 'email') return user.email ?? '';
  if (columnId === 'access') return user.isActive ? 0 : 1;
  return user.tin;
};

/**
 * The users holding a role (GET /roles/{id}/users): those of the caller's companies, and how many
 * hold it in all, so an administrator knows why the role cannot be deleted.
 */
export function RoleUsersTable({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const users = useRoleUsersQuery(roleId);
  const rows = useMemo(() => users.data?.users ?? [], [users.data]);
  const table = useLocalTable(rows, { fields: noSearch, sortValue, defaultSort: { id: 'name', desc: false } });
  const columns = useMemo<ColumnDef<RoleUser, unknown>[]>(
    () => [
      {
        id: 'tin',
        header: t('roles.detail.user_columns.tin'),
        meta: { nowrap: true },
        cell: ({ row }) => row.original.tin,
      },
      { id: 'name', header: t('roles.detail.user_columns.name'), cell: ({ row }) => row.original.name ?? '—' },
      { id: 'email', header: t('roles.detail.user_columns.email'), cell: ({ row }) => row.original.email ?? '—' },
      {
        id: 'access',
        header: t('roles.detail.user_columns.access'),
        meta: { nowrap: true },
        // Filled: the light variant's pale text misses WCAG AA contrast (theme.ts).
        cell: ({ row }) => (
          <Badge variant="filled" color={row.original.isActive ? 'green' : 'gray'}>
            {t(row.original.isActive ? 'roles.detail.active' : 'roles.detail.inactive')}
          </Badge>
        ),
      },
    ],
    [t],
  );
  return (
    <Stack gap="xs" data-testid="role-users">
      <Title order={2} size="h4">
        {t('roles.detail.users')}
      </Title>
      {users.data && (
        <Text size="sm" c="dimmed" data-testid="role-users-total">
          {t('roles.detail.users_total', { count: users.data.total })}
        </Text>
      )}
      <DataTable
        label={t('roles.detail.users_label')}
        testId="role-users-table"
        columns={columns}
        data={table.rows}
        {...table.tableProps}
        loading={users.isFetching}
        error={users.isError ? errorMessage(users.error, t('roles.detail.users_error')) : null}
        onRetry={() => void users.refetch()}
        rowId={(user) => user.id}
        rowTestId={(user) => `role-user-${user.id}`}
        emptyText={t('roles.detail.no_users')}
      />
    </Stack>
  );
}
