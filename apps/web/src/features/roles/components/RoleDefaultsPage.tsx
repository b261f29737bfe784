import {
  DEFAULT_ROLE_PERMISSIONS,
  PERMISSION_DESCRIPTIONS,
  ROLE_NAMES,
  isKnownPermission,
  type RoleDefaultsReport,
  type RoleName,
} from '@abono/domain';
import { Anchor, Badge, Button, Card, Code, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useResetDefaults } from '../api/useResetDefaults';
import { useResetRoleDefaults } from '../api/useResetRoleDefaults';
import { useVerifyDefaultsReport, verifyDefaultsQuery } from '../api/useVerifyDefaultsQuery';

type Confirm = { kind: 'all' } | { kind: 'role'; report: RoleDefaultsReport } | null;

/**
 * /role-permissions-setup (spec 02 "Default-permissions screen", 03 §5): each built-in role's
 * default permissions (admin included), «Verificar todos» listing per role the permissions
 * missing and extra, «Restablecer todos» and a per-role reset, each after a confirmation.
 */
export function RoleDefaultsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const report = useVerifyDefaultsReport();
  const [verifying, setVerifying] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const resetAll = useResetDefaults();
  const resetRole = useResetRoleDefaults();
  // A report read on an earlier visit may no longer hold: every visit starts unverified.
  useEffect(() => () => client.removeQueries({ queryKey: verifyDefaultsQuery().queryKey }), [client]);

  const byName = useMemo(() => new Map((report.data?.roles ?? []).map((row) => [row.name, row])), [report.data]);
  const verifyAll = () => {
    setVerifying(true);
    void client
      .fetchQuery(verifyDefaultsQuery())
      .catch((error: unknown) => toast.error(errorMessage(error, t('roles.setup.verify_error'))))
      .finally(() => setVerifying(false));
  };
  const roleLabel = (name: string) => t(`employees.role.${name}`, { defaultValue: name });
  const onResetFailed = (error: unknown) => {
    toast.error(errorMessage(error, t('roles.setup.reset_error')));
    setConfirm(null);
  };
  const busy = verifying || resetAll.isPending || resetRole.isPending;

  return (
    <Stack gap="md" data-testid="role-defaults-page">
      <Anchor component={Link} to="/roles" size="sm" w="fit-content">
        {t('roles.setup.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('roles.setup.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('roles.setup.intro')}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button onClick={verifyAll} loading={verifying} disabled={busy && !verifying} data-testid="defaults-verify">
          {t('roles.setup.verify_all')}
        </Button>
        {/* Filled: the light variant's pale orange text is about 2.5:1, under WCAG AA (theme.ts). */}
        <Button
          variant="filled"
          color="orange"
          onClick={() => setConfirm({ kind: 'all' })}
          disabled={busy}
          data-testid="defaults-reset-all"
        >
          {t('roles.setup.reset_all')}
        </Button>
      </Group>
      {!report.data && (
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="defaults-not-verified">
          {verifying ? t('roles.setup.verifying') : t('roles.setup.not_verified')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {ROLE_NAMES.map((name) => (
          <RoleDefaultsCard
            key={name}
            name={name}
            label={roleLabel(name)}
            row={byName.get(name) ?? null}
            busy={busy}
            onReset={(row) => setConfirm({ kind: 'role', report: row })}
          />
        ))}
      </SimpleGrid>
      {confirm?.kind === 'all' && (
        <ConfirmDialog
          opened
          danger
          title={t('roles.setup.reset_all_title')}
          body={<Text size="sm">{t('roles.setup.reset_all_body')}</Text>}
          confirmLabel={t('roles.setup.reset_confirm')}
          pending={resetAll.isPending}
          onConfirm={() =>
            resetAll.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('roles.setup.reset_all_done'));
                setConfirm(null);
              },
              onError: onResetFailed,
            })
          }
          onClose={() => setConfirm(null)}
          testIds={{ dialog: 'defaults-reset-dialog', confirm: 'defaults-reset-confirm' }}
        />
      )}
      {confirm?.kind === 'role' && (
        <ConfirmDialog
          opened
          danger
          title={t('roles.setup.reset_role_title', { role: roleLabel(confirm.report.name) })}
          body={<Text size="sm">{t('roles.setup.reset_role_body', { role: roleLabel(confirm.report.name) })}</Text>}
          confirmLabel={t('roles.setup.reset_confirm')}
          pending={resetRole.isPending}
          onConfirm={() =>
            resetRole.mutate(confirm.report.roleId, {
              onSuccess: () => {
                toast.success(t('roles.setup.reset_role_done', { role: roleLabel(confirm.report.name) }));
                setConfirm(null);
              },
              onError: onResetFailed,
            })
          }
          onClose={() => setConfirm(null)}
          testIds={{ dialog: 'defaults-reset-dialog', confirm: 'defaults-reset-confirm' }}
        />
      )}
    </Stack>
  );
}

interface RoleDefaultsCardProps {
  name: RoleName;
  label: string;
  /** The role's line of the last verify, or null before one. */
  row: RoleDefaultsReport | null;
  busy: boolean;
  onReset: (row: RoleDefaultsReport) => void;
}

function RoleDefaultsCard({ name, label, row, busy, onReset }: RoleDefaultsCardProps) {
  const { t } = useTranslation();
  const defaults = row?.defaults ?? DEFAULT_ROLE_PERMISSIONS[name];
  const titleId = `defaults-role-${name}`;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} data-testid={`defaults-${name}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Title order={2} size="h5" id={titleId}>
            {label} <Code>{name}</Code>
          </Title>
          {row && (
            <Badge color={row.matches ? 'green' : 'orange'} variant="filled" data-testid={`defaults-${name}-status`}>
              {t(row.matches ? 'roles.setup.matches' : 'roles.setup.differs')}
            </Badge>
          )}
        </Group>
        <PermissionNames title={t('roles.setup.defaults')} names={defaults} testId={`defaults-${name}-defaults`} />
        {row && (
          <>
            <PermissionNames title={t('roles.setup.missing')} names={row.missing} testId={`defaults-${name}-missing`} />
            <PermissionNames title={t('roles.setup.extra')} names={row.extra} testId={`defaults-${name}-extra`} />
            <Button
              size="xs"
              variant="filled"
              color="orange"
              w="fit-content"
              disabled={busy || row.matches}
              onClick={() => onReset(row)}
              aria-label={t('roles.setup.reset_role_named', { role: label })}
              data-testid={`defaults-${name}-reset`}
            >
              {t('roles.setup.reset_role')}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

function PermissionNames({ title, names, testId }: { title: string; names: readonly string[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      {names.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('roles.setup.none')}
        </Text>
      ) : (
        <List size="sm" spacing={2}>
          {names.map((permission) => (
            <List.Item key={permission}>
              <Code>{permission}</Code>
              {isKnownPermission(permission) ? ` ${PERMISSION_DESCRIPTIONS[permission]}` : ''}
            </List.Item>
          ))}
        </List>
      )}
    </div>
  );
}
