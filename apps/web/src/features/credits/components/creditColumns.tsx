import { businessDayOf, formatDateEs, type LoanListRow, type RowMenuAction } from '@abono/domain';
import { ActionIcon, Anchor, Badge, Stack, Tooltip } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { LoanStatusBadge } from '../../../components/LoanStatusBadge';
import { listLinkState } from '../../../lib/listReturn';
import { CALCULATION_COLORS } from '../lib/calculationColors';
import classes from './creditColumns.module.css';
import { LoanRowMenu } from './LoanRowMenu';
import { moneyColumn } from '../../../components/DataTable/moneyColumn';

export interface CreditColumnsOptions {
  t: TFunction;
  /** The list's search string, carried to the detail so its back button returns to this view. */
  search: string;
  onAction: (action: RowMenuAction, loan: LoanListRow) => void;
  onDownloadContract: (loan: LoanListRow) => void;
  downloadingId: number | null;
}

const money = (key: keyof LoanListRow & string, t: TFunction): ColumnDef<LoanListRow, unknown> => {
  const id = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return moneyColumn<LoanListRow>(id, t(`credits.columns.${id}`), (loan) => loan[key] as string);
};

/** The spec's columns, in its order (spec 02 "Credits screen"); ids are the API's sort keys. */
export function creditColumns({
  t,
  search,
  onAction,
  onDownloadContract,
  downloadingId,
}: CreditColumnsOptions): ColumnDef<LoanListRow, unknown>[] {
  return [
    {
      id: 'control_number',
      header: t('credits.columns.control_number'),
      meta: { nowrap: true },
      // The counter-offer badge goes under the number, so the column is as wide as the wider of the two.
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <Anchor
            component={Link}
            to={`/credits/detail/${row.original.id}`}
            state={listLinkState('credits', search)}
            className={classes.controlNumber}
            data-testid={`credit-link-${row.original.id}`}
          >
            {row.original.controlNumber}
          </Anchor>
          {row.original.hasCounterOffer && (
            <Badge size="xs" variant="filled" color="orange" className={classes.wrapBadge}>
              {t('credits.counter_offer_badge')}
            </Badge>
          )}
        </Stack>
      ),
    },
    { ...money('amount', t), id: 'amount', header: t('credits.columns.amount') },
    money('interestAmount', t),
    money('totalAmount', t),
    money('weeklyDiscount', t),
    money('finalPayment', t),
    money('totalSavings', t),
    {
      id: 'weeks_needed',
      header: t('credits.columns.weeks_needed'),
      cell: ({ row }) => row.original.weeksNeeded,
      meta: { align: 'right' },
    },
    {
      id: 'status',
      header: t('credits.columns.status'),
      meta: { nowrap: true },
      cell: ({ row }) => {
        const badge = (
          <LoanStatusBadge
            status={row.original.status}
            size="sm"
            className={classes.wrapBadge}
            data-testid={`status-${row.original.id}`}
          />
        );
        return row.original.status === 'error' && row.original.errorComment ? (
          <Tooltip
            label={row.original.errorComment}
            multiline
            maw={320}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <span tabIndex={0} data-testid={`status-error-${row.original.id}`}>
              {badge}
            </span>
          </Tooltip>
        ) : (
          badge
        );
      },
    },
    {
      id: 'created_at',
      header: t('credits.columns.created_at'),
      meta: { nowrap: true },
      cell: ({ row }) => formatDateEs(businessDayOf(row.original.createdAt)),
    },
    {
      id: 'contract',
      header: t('credits.columns.contract'),
      enableSorting: false,
      cell: ({ row }) => (
        <ActionIcon
          variant="subtle"
          aria-label={t('credits.download_contract', { control: row.original.controlNumber })}
          loading={downloadingId === row.original.id}
          onClick={() => onDownloadContract(row.original)}
          data-testid={`contract-${row.original.id}`}
        >
          ⤓
        </ActionIcon>
      ),
    },
    {
      id: 'calculation_result',
      header: t('credits.columns.calculation_result'),
      meta: { nowrap: true },
      cell: ({ row }) => (
        <Badge
          variant="filled"
          size="sm"
          color={CALCULATION_COLORS[row.original.calculationResult]}
          data-testid={`calculation-${row.original.id}`}
          data-result={row.original.calculationResult}
        >
          {t(`calculationResult.${row.original.calculationResult}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: t('credits.columns.actions'),
      enableSorting: false,
      cell: ({ row }) => <LoanRowMenu loan={row.original} onAction={onAction} />,
    },
  ];
}
