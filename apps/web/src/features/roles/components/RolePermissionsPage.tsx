import type { RoleOut } from '@abono/domain';
import { Alert, Anchor, Badge, Button, Code, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../lib/http/ApiError';
import { useRolePermissionsQuery } from '../api/useRolePermissionsQuery';
import { useRoleQuery } from '../api/useRoleQuery';
import { grantLabel } from '../lib/grantLabel';
import { pageLabel } from '../lib/pageLabel';
import { LoadError } from './LoadError';
import { RolePermissionsDialog } from './RolePermissionsDialog';
import { RoleUsersTable } from './RoleUsersTable';

/**
 * /role-permissions/:id (spec 02 §2): one role's permissions (what each grants and the pages it
 * opens) and its users, with the same «Gestionar permisos» dialog as the roles table.
 */
export function RolePermissionsPage() {
  const { t } = useTranslation();
  const { id: rawId } = useParams();
  const roleId = Number(rawId);
  const validId = Number.isInteger(roleId) && roleId > 0;
  return (
    <Stack gap="md" data-testid="role-permissions-page">
      <Anchor component={Link} to="/roles" size="sm" w="fit-content" data-testid="role-back">
        {t('roles.detail.back')}
      </Anchor>
      {validId ? (
        <RoleDetail key={roleId} roleId={roleId} />
      ) : (
        <Alert color="red" role="alert" data-testid="role-load-error">
          {t('errors.not_found')}
        </Alert>
      )}
    </Stack>
  );
}

function RoleDetail({ roleId }: { roleId: number }) {
  const { t } = useTranslation();
  const role = useRoleQuery(roleId);
  const [managing, setManaging] = useState(false);
  if (role.isPending) return <Loader size="sm" aria-label={t('table.loading')} data-testid="role-loading" />;
  if (role.isError) {
    return (
      <LoadError
        message={errorMessage(role.error, t('roles.detail.load_error'))}
        onRetry={() => void role.refetch()}
        testId="role-load-error"
      />
    );
  }
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={1} size="h2" data-testid="role-title">
              {t('roles.detail.title', { name: role.data.name })}
            </Title>
            {role.data.isSystem && (
              <Badge variant="light" color="gray">
                {t('roles.built_in')}
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            {role.data.description}
          </Text>
        </Stack>
        <Button onClick={() => setManaging(true)} data-testid="role-manage-permissions">
          {t('roles.menu.permissions')}
        </Button>
      </Group>
      <HeldPermissions role={role.data} />
      <RoleUsersTable roleId={roleId} />
      {managing && <RolePermissionsDialog role={role.data} onClose={() => setManaging(false)} />}
    </Stack>
  );
}

function HeldPermissions({ role }: { role: RoleOut }) {
  const { t } = useTranslation();
  const held = useRolePermissionsQuery(role.id);
  let body;
  if (held.isPending) body = <Loader size="sm" aria-label={t('table.loading')} />;
  else if (held.isError) {
    body = (
      <LoadError
        message={errorMessage(held.error, t('roles.assign.load_error'))}
        onRetry={() => void held.refetch()}
        testId="role-held-error"
      />
    );
  } else if (held.data.length === 0) {
    body = (
      <Text c="dimmed" data-testid="role-held-empty">
        {t('roles.detail.no_permissions')}
      </Text>
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" fz={13} aria-label={t('roles.detail.permissions')} data-testid="role-held">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roles.perm.columns.name')}</Table.Th>
              <Table.Th>{t('roles.perm.columns.description')}</Table.Th>
              <Table.Th>{t('roles.perm.columns.grants')}</Table.Th>
              <Table.Th>{t('roles.detail.pages')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {held.data.map((permission) => (
              <Table.Tr key={permission.id} data-testid={`role-held-${permission.id}`}>
                <Table.Td>
                  <Code>{permission.name}</Code>
                </Table.Td>
                <Table.Td>{permission.description}</Table.Td>
                <Table.Td>{permission.grants.map((g) => grantLabel(g, t)).join('; ')}</Table.Td>
                <Table.Td>
                  {permission.pages.length > 0
                    ? permission.pages.map((page) => pageLabel(page, t)).join(', ')
                    : t('roles.detail.no_pages')}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('roles.detail.permissions')}
      </Title>
      {body}
    </Stack>
  );
}
