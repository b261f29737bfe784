import type { TreasuryLoan, TreasuryLoans } from '@abono/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { DataTable } from '../../../components/DataTable/DataTable';
import { SearchBox } from '../../../components/SearchBox/SearchBox';
import { errorMessage } from '../../../lib/http/ApiError';
import { bulkFailure } from '../lib/bulkFailure';
import { toast } from '../../../lib/toast';
import { useConfirmLoans } from '../api/useConfirmLoans';
import { useReportLoansError } from '../api/useReportLoansError';
import { useLocalTable } from '../../../components/DataTable/useLocalTable';
import { pendingLoanColumns, pendingLoanSortValue, type PendingLoanAction } from './pendingLoanColumns';
import { ReportErrorDialog } from './ReportErrorDialog';

type Target = { action: PendingLoanAction; ids: number[] } | null;

const searchFields = (loan: TreasuryLoan) => [loan.controlNumber, loan.name];

/**
 * The pending loans tab (spec 02 "Treasury"): the four lists of GET /treasury/loans in one
 * table, each row's menu (confirm deposit, report error) and the bulk buttons over the selection.
 * Both actions take every loan of the selection or none (03 §3).
 */
export function PendingLoansTab({ companyId, loans }: { companyId: number; loans: UseQueryResult<TreasuryLoans> }) {
  const { t } = useTranslation();
  const confirmLoans = useConfirmLoans();
  const reportError = useReportLoansError();
  const busy = confirmLoans.isPending || reportError.isPending;
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [target, setTarget] = useState<Target>(null);

  const all = useMemo(
    () =>
      loans.data
        ? [...loans.data.applied, ...loans.data.approved, ...loans.data.accepted, ...loans.data.error_released]
        : [],
    [loans.data],
  );
  const table = useLocalTable(all, {
    fields: searchFields,
    sortValue: pendingLoanSortValue,
    defaultSort: { id: 'created_at', desc: true },
  });
  // A loan that left the lists (confirmed, reported, moved by someone else) leaves the selection.
  const present = useMemo(() => new Set(all.map((loan) => loan.id)), [all]);
  const selected = [...selection].filter((id) => present.has(id));
  // The server refuses a batch holding one's own loan whole (decision 097): say so before it is sent.
  const holdsOwn = useMemo(() => all.some((loan) => loan.isOwn && selection.has(loan.id)), [all, selection]);

  const onAction = useCallback(
    (action: PendingLoanAction, loan: TreasuryLoan) => setTarget({ action, ids: [loan.id] }),
    [],
  );
  const columns = useMemo(() => pendingLoanColumns(t, onAction, busy), [t, onAction, busy]);

  const bulk = (action: PendingLoanAction) => {
    if (selected.length === 0) {
      toast.error(t('errors.select_loans'));
      return;
    }
    setTarget({ action, ids: selected });
  };
  const done = (ids: number[]) => {
    setSelection((current) => new Set([...current].filter((id) => !ids.includes(id))));
    setTarget(null);
  };

  const runConfirm = () => {
    if (!target) return;
    confirmLoans.mutate(
      { companyId, loanIds: target.ids },
      {
        onSuccess: (result) => {
          toast.success(t('treasury.done.confirmed', { count: result.updated }));
          done(target.ids);
        },
        onError: (error) => {
          toast.error(bulkFailure(error, t('treasury.confirm.error'), all, t));
          setTarget(null);
        },
      },
    );
  };
  const runReport = (comment: string) => {
    if (!target) return;
    reportError.mutate(
      { companyId, loanIds: target.ids, comment },
      {
        onSuccess: (result) => {
          toast.success(t('treasury.done.reported', { count: result.updated }));
          done(target.ids);
        },
        onError: (error) => {
          toast.error(bulkFailure(error, t('treasury.report.error'), all, t));
          setTarget(null);
        },
      },
    );
  };

  return (
    <Stack gap="sm" data-testid="pending-loans-tab">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <SearchBox
          label={t('treasury.search.label')}
          placeholder={t('treasury.search.placeholder')}
          value={table.search}
          onCommit={table.setSearch}
          testId="pending-search"
          w={{ base: '100%', sm: 320 }}
        />
        <Group gap="xs" wrap="wrap" role="group" aria-label={t('treasury.bulk.label')}>
          <Text size="sm" c="dimmed" data-testid="pending-selected-count" aria-live="polite">
            {t('treasury.bulk.selected', { count: selected.length })}
          </Text>
          <Button
            size="xs"
            onClick={() => bulk('confirm')}
            disabled={busy || holdsOwn}
            aria-describedby={holdsOwn ? 'pending-own-hint' : undefined}
            data-testid="bulk-confirm"
          >
            {t('treasury.bulk.confirm')}
          </Button>
          <Button
            size="xs"
            color="red"
            onClick={() => bulk('report')}
            disabled={busy || holdsOwn}
            aria-describedby={holdsOwn ? 'pending-own-hint' : undefined}
            data-testid="bulk-report"
          >
            {t('treasury.bulk.report')}
          </Button>
        </Group>
      </Group>
      {holdsOwn && (
        <Text id="pending-own-hint" size="sm" c="dimmed" data-testid="pending-own-hint">
          {t('ownRecord.deposit_hint')}
        </Text>
      )}
      <DataTable
        label={t('treasury.tabs.pending')}
        testId="pending-loans-table"
        columns={columns}
        data={table.rows}
        {...table.tableProps}
        loading={loans.isFetching}
        error={loans.isError ? errorMessage(loans.error, t('treasury.load_error')) : null}
        onRetry={() => void loans.refetch()}
        rowId={(loan) => loan.id}
        rowLabel={(loan) => `${loan.controlNumber} ${loan.name}`}
        rowTestId={(loan) => `pending-row-${loan.id}`}
        selection={new Set(selected)}
        onSelectionChange={setSelection}
        emptyText={t('treasury.pending_empty')}
      />
      <ConfirmDialog
        opened={target?.action === 'confirm'}
        title={t('treasury.confirm.title')}
        body={t('treasury.confirm.body', { count: target?.ids.length ?? 0 })}
        confirmLabel={t('treasury.confirm.confirm')}
        pending={confirmLoans.isPending}
        onConfirm={runConfirm}
        onClose={() => setTarget(null)}
        testIds={{ dialog: 'confirm-loans-dialog', confirm: 'confirm-loans-ok', cancel: 'confirm-loans-cancel' }}
      />
      {target?.action === 'report' && (
        <ReportErrorDialog
          count={target.ids.length}
          pending={reportError.isPending}
          onReport={runReport}
          onClose={() => setTarget(null)}
        />
      )}
    </Stack>
  );
}
