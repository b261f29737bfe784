import type { BulkAction, LoanListRow, RowMenuAction } from '@abono/domain';
import { Stack, Text } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { DataTable } from '../../../components/DataTable/DataTable';
import { listTableProps } from '../../../components/DataTable/listTableProps';
import { LoadingBar } from '../../../components/LoadingBar/LoadingBar';
import { errorMessage } from '../../../lib/http/ApiError';
import { offendingLoanIds } from '../lib/offendingLoanIds';
import { toast } from '../../../lib/toast';
import { downloadLoanContract } from '../api/downloadLoanContract';
import { downloadLoansExport } from '../api/downloadLoansExport';
import { fetchLoanIds } from '../api/fetchLoanIds';
import { useBulkAction } from '../api/useBulkAction';
import { useLoanListQuery } from '../api/useLoanListQuery';
import type { CreditsView } from '../lib/creditsView';
import { creditColumns } from './creditColumns';
import { CreditsFilters } from './CreditsFilters';
import { CreditsToolbar } from './CreditsToolbar';
import { RejectReasonField } from './RejectReasonField';
import { useLoanActionFlow } from './useLoanActionFlow';

// The upload dialog loads when first opened: the list itself stays a small chunk.
// The mass counter offer's preview quotes every loan (the domain's quote and suggestion): loaded with its dialog.
const BulkCounterOfferPreview = lazy(() =>
  import('./BulkCounterOfferPreview').then((m) => ({ default: m.BulkCounterOfferPreview })),
);
const SavingsUploadDialog = lazy(() =>
  import('./SavingsUploadDialog').then((m) => ({ default: m.SavingsUploadDialog })),
);

type Confirm = { action: BulkAction } | null;

export interface CreditsLoansTabProps {
  companyId: number;
  view: CreditsView;
  onViewChange: (patch: Partial<CreditsView>) => void;
}

/** The loans tab of /credits: filters, toolbar, the table, and the dialogs and panels of its actions. */
export function CreditsLoansTab({ companyId, view, onViewChange }: CreditsLoansTabProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const list = useLoanListQuery(companyId, view);
  const flow = useLoanActionFlow(companyId);
  const bulk = useBulkAction();
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const known = useRef(new Map<number, LoanListRow>());
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [rejectReason, setRejectReason] = useState('');
  const [savingsOpen, setSavingsOpen] = useState(false);
  const [selectingAll, setSelectingAll] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  // Another company: nothing of the previous one stays selected.
  useEffect(() => {
    setSelection(new Set());
    known.current.clear();
  }, [companyId]);
  for (const row of list.data?.rows ?? []) known.current.set(row.id, row);

  const selectedRows = [...selection]
    .map((id) => known.current.get(id))
    .filter((r): r is LoanListRow => r !== undefined);
  const { start } = flow;
  const onAction = useCallback((action: RowMenuAction, loan: LoanListRow) => start(action, loan), [start]);
  const onDownloadContract = useCallback(
    (loan: LoanListRow) => {
      setDownloadingId(loan.id);
      void downloadLoanContract(loan.id, t).finally(() => setDownloadingId(null));
    },
    [t],
  );
  const columns = useMemo(
    () => creditColumns({ t, search: location.search, onAction, onDownloadContract, downloadingId }),
    [t, location.search, onAction, onDownloadContract, downloadingId],
  );

  const runConfirmed = () => {
    if (!confirm) return;
    const fail = (error: unknown) => {
      const ids = offendingLoanIds(error);
      toast.error(
        ids.length > 0
          ? `${errorMessage(error, t('messages.operation_error'))} ${t('credits.offenders', { ids: ids.join(', ') })}`
          : errorMessage(error, t('messages.operation_error')),
      );
    };
    bulk.mutate(
      { action: confirm.action, companyId, loanIds: [...selection], reason: rejectReason.trim() || undefined },
      {
        onSuccess: (result) => {
          toast.success(t(`credits.done.bulk_${confirm.action}`, { count: result.updated }));
          setSelection(new Set());
        },
        onError: fail,
        onSettled: () => setConfirm(null),
      },
    );
  };

  const selectAll = () => {
    setSelectingAll(true);
    fetchLoanIds(companyId, view)
      .then((ids) => setSelection(new Set(ids)))
      .catch((error: unknown) => toast.error(errorMessage(error, t('messages.operation_error'))))
      .finally(() => setSelectingAll(false));
  };
  const exportList = () => {
    setExporting(true);
    downloadLoansExport(companyId, view)
      .catch((error: unknown) => toast.error(errorMessage(error, t('credits.toolbar.export_error'))))
      .finally(() => setExporting(false));
  };

  const data = list.data;
  const confirmTitle = confirm ? t(`credits.confirm.title_bulk_${confirm.action}`) : '';
  const confirmBody = confirm ? t(`credits.confirm.body_bulk_${confirm.action}`, { count: selection.size }) : '';

  return (
    <Stack gap="md">
      <CreditsFilters view={view} onChange={onViewChange} />
      <CreditsToolbar
        selectedRows={selectedRows}
        selectedCount={selection.size}
        selectionKnown={selectedRows.length === selection.size}
        total={data?.total ?? 0}
        selectingAll={selectingAll}
        exporting={exporting}
        busy={bulk.isPending}
        onUpload={() => setSavingsOpen(true)}
        onExport={exportList}
        onSelectAll={selectAll}
        onClear={() => setSelection(new Set())}
        onBulk={(action) => {
          setRejectReason('');
          setConfirm({ action });
        }}
      />
      {/* The line is there before the counts: appearing, it pushed the table down (a layout shift). */}
      <Text size="sm" c="dimmed" data-testid="group-counts">
        {data ? t('credits.group_counts', data.groups) : '\u00a0'}
      </Text>
      <DataTable
        label={t('credits.table_label')}
        testId="credits-table"
        columns={columns}
        data={data?.rows ?? []}
        total={data?.total ?? 0}
        {...listTableProps(view, onViewChange)}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t('credits.load_error')) : null}
        onRetry={() => void list.refetch()}
        rowId={(r) => r.id}
        rowLabel={(r) => `${r.controlNumber} ${r.employeeName}`}
        rowTestId={(r) => `credit-row-${r.controlNumber}`}
        selection={selection}
        onSelectionChange={setSelection}
      />
      <ConfirmDialog
        opened={confirm !== null}
        title={confirmTitle}
        body={confirmBody}
        confirmLabel={t('credits.confirm.confirm')}
        pending={bulk.isPending}
        danger={confirm?.action === 'reject'}
        onConfirm={runConfirmed}
        onClose={() => setConfirm(null)}
      >
        {confirm?.action === 'reject' && (
          <RejectReasonField value={rejectReason} onChange={setRejectReason} disabled={bulk.isPending} />
        )}
        {confirm?.action === 'counter_offer' && (
          <Suspense fallback={<LoadingBar label={t('labels.loading')} />}>
            <BulkCounterOfferPreview rows={selectedRows} selectedCount={selection.size} />
          </Suspense>
        )}
      </ConfirmDialog>
      {flow.elements}
      <Suspense fallback={<LoadingBar label={t('labels.loading')} />}>
        {savingsOpen && <SavingsUploadDialog opened companyId={companyId} onClose={() => setSavingsOpen(false)} />}
      </Suspense>
    </Stack>
  );
}
