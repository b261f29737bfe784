import type { AuditRow } from '@abono/domain';
import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatAuditInstant } from '../lib/auditFilters';
import { AuditChanges } from './AuditChanges';

/** The log's columns: when, who (choosing a user filters by them), what, and the changes; newest first, unsorted. */
export function auditColumns(t: TFunction, onUser: (id: number, name: string) => void): ColumnDef<AuditRow, unknown>[] {
  return [
    {
      id: 'created_at',
      header: t('audit.when'),
      enableSorting: false,
      meta: { nowrap: true },
      cell: ({ row }) => formatAuditInstant(row.original.created_at),
    },
    {
      id: 'actor',
      header: t('audit.who'),
      enableSorting: false,
      cell: ({ row }) => {
        const { actor_user_id: id, actor_name: name } = row.original;
        if (id === null) return <Text c="dimmed">{t('audit.system')}</Text>;
        const label = name ?? `#${id}`;
        return (
          <Anchor
            component="button"
            type="button"
            onClick={() => onUser(id, label)}
            aria-label={t('audit.filter_by_user', { name: label })}
            data-testid={`audit-user-${row.original.id}`}
          >
            {label}
          </Anchor>
        );
      },
    },
    {
      id: 'what',
      header: t('audit.what'),
      enableSorting: false,
      cell: ({ row }) => (
        <>
          <Text size="sm">
            {t(`audit.entity_${row.original.entity_type}`, { defaultValue: row.original.entity_type })} #
            {row.original.entity_id}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.action}
          </Text>
        </>
      ),
    },
    {
      id: 'changes',
      header: t('audit.changes'),
      enableSorting: false,
      cell: ({ row }) => <AuditChanges row={row.original} />,
    },
  ];
}
