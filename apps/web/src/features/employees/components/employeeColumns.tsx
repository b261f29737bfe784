import type { EmployeeListRow } from '@abono/domain';
import { Anchor, Box, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { EmployeeRowAction } from '../lib/employeeRowActions';
import { listLinkState } from '../../../lib/listReturn';
import { roleLabel } from '../lib/roleLabel';
import { EmployeeAccessCell } from './EmployeeAccessCell';
import { EmployeeRowMenu } from './EmployeeRowMenu';
import { EmployeeStatusBadge } from './EmployeeStatusBadge';

export interface EmployeeColumnsOptions {
  t: TFunction;
  /** The list's search string, carried to the companies page so its back button returns to this view. */
  search: string;
  canManageAuth: boolean;
  busyId: number | null;
  onAction: (action: EmployeeRowAction, employee: EmployeeListRow) => void;
}

const dash = (value: string | null) => value || '—';

/** About two words of a name on one line. */
const NAME_MIN_WIDTH = 150;

/**
 * The spec's columns in its order (spec 02 "Employees list"); ids are the API's sort keys. Each
 * sortable column names an accessor because TanStack offers sorting only on columns that have
 * one; the sorting itself happens on the server.
 */
export function employeeColumns({
  t,
  search,
  canManageAuth,
  busyId,
  onAction,
}: EmployeeColumnsOptions): ColumnDef<EmployeeListRow, unknown>[] {
  return [
    {
      id: 'control_number',
      accessorFn: (r) => r.controlNumber,
      header: t('employees.columns.control_number'),
      meta: { nowrap: true },
      // The companies page is about account access (manage_auth): without it the number is plain text.
      cell: ({ row }) =>
        canManageAuth ? (
          <Anchor
            component={Link}
            to={`/employees/${row.original.id}/companies`}
            state={listLinkState('employees', search)}
            data-testid={`employee-link-${row.original.id}`}
          >
            {row.original.controlNumber}
          </Anchor>
        ) : (
          <Text span size="sm" data-testid={`employee-control-${row.original.id}`}>
            {row.original.controlNumber}
          </Text>
        ),
    },
    // Column sizing: a name keeps room for two words a line; an e-mail may break
    // anywhere, so a long address never widens the table past the screen.
    {
      id: 'name',
      accessorFn: (r) => r.name,
      header: t('employees.columns.name'),
      cell: ({ row }) => <Box miw={NAME_MIN_WIDTH}>{row.original.name}</Box>,
    },
    {
      id: 'email',
      accessorFn: (r) => r.email,
      header: t('employees.columns.email'),
      cell: ({ row }) => <Box style={{ overflowWrap: 'anywhere' }}>{dash(row.original.email)}</Box>,
    },
    {
      id: 'phone',
      accessorFn: (r) => r.phone,
      header: t('employees.columns.phone'),
      meta: { nowrap: true },
      cell: ({ row }) => dash(row.original.phone),
    },
    {
      id: 'status',
      accessorFn: (r) => r.status,
      header: t('employees.columns.status'),
      meta: { nowrap: true },
      cell: ({ row }) => <EmployeeStatusBadge status={row.original.status} testId={`status-${row.original.id}`} />,
    },
    {
      id: 'role',
      accessorFn: (r) => r.role.name,
      header: t('employees.columns.role'),
      meta: { nowrap: true },
      cell: ({ row }) => <span data-testid={`role-${row.original.id}`}>{roleLabel(row.original.role.name, t)}</span>,
    },
    {
      id: 'access',
      accessorFn: (r) => r.accessActive,
      header: t('employees.columns.access'),
      cell: ({ row }) => <EmployeeAccessCell employee={row.original} />,
    },
    {
      id: 'actions',
      header: t('employees.columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <EmployeeRowMenu
          employee={row.original}
          canManageAuth={canManageAuth}
          busy={busyId === row.original.id}
          onAction={onAction}
        />
      ),
    },
  ];
}
