import { businessDayOf, formatDateEs, type TreasuryLoan } from '@abono/domain';
import { ActionIcon, Menu } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { LoanStatusBadge } from '../../../components/LoanStatusBadge';
import { moneyColumn } from '../../../components/DataTable/moneyColumn';

export type PendingLoanAction = 'confirm' | 'report';

/** Sort values of the pending table's columns (the list is sorted in memory). */
export function pendingLoanSortValue(loan: TreasuryLoan, columnId: string): string | number {
  switch (columnId) {
    case 'name':
      return loan.name;
    case 'amount':
      return Number(loan.amount);
    case 'weekly_discount':
      return Number(loan.weekly_discount);
    case 'created_at':
      return loan.created_at;
    case 'status':
      return loan.status;
    default:
      return loan.controlNumber;
  }
}

/** Spec 02 "Treasury" pending table: control number, name, amount, weekly discount, created date, status, menu. */
export function pendingLoanColumns(
  t: TFunction,
  onAction: (action: PendingLoanAction, loan: TreasuryLoan) => void,
  busy: boolean,
): ColumnDef<TreasuryLoan, unknown>[] {
  return [
    {
      id: 'control_number',
      header: t('treasury.columns.control_number'),
      meta: { nowrap: true },
      cell: ({ row }) => row.original.controlNumber,
    },
    { id: 'name', header: t('treasury.columns.name'), cell: ({ row }) => row.original.name },
    moneyColumn<TreasuryLoan>('amount', t('treasury.columns.amount'), (loan) => loan.amount),
    moneyColumn<TreasuryLoan>('weekly_discount', t('treasury.columns.weekly_discount'), (loan) => loan.weekly_discount),
    {
      id: 'created_at',
      header: t('treasury.columns.created_at'),
      meta: { nowrap: true },
      cell: ({ row }) => formatDateEs(businessDayOf(row.original.created_at)),
    },
    {
      id: 'status',
      header: t('treasury.columns.status'),
      meta: { nowrap: true },
      cell: ({ row }) => <LoanStatusBadge status={row.original.status} size="sm" />,
    },
    {
      id: 'actions',
      header: t('treasury.columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              // One's own deposit is confirmed or reported by someone else (decision 097): a
              // disabled button that says why, as the credits row menu does.
              disabled={busy || row.original.isOwn}
              title={row.original.isOwn ? t('ownRecord.deposit_hint') : undefined}
              aria-label={[
                t('treasury.menu.label', { control: row.original.controlNumber }),
                ...(row.original.isOwn ? [t('ownRecord.deposit_hint')] : []),
              ].join(': ')}
              data-testid={`treasury-row-menu-${row.original.id}`}
            >
              ⋮
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onAction('confirm', row.original)} data-testid="treasury-row-confirm">
              {t('treasury.menu.confirm')}
            </Menu.Item>
            <Menu.Item onClick={() => onAction('report', row.original)} data-testid="treasury-row-report">
              {t('treasury.menu.report')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      ),
    },
  ];
}
