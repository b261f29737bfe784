import { BANK_NAMES, type TreasuryFile } from '@abono/domain';
import { Button, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable/DataTable';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { downloadHistoryFile } from '../api/downloadHistoryFile';
import { useTreasuryFilesQuery } from '../api/useTreasuryFilesQuery';
import { formatInstantEs } from '../../../lib/formatInstant';
import { useLocalTable } from '../../../components/DataTable/useLocalTable';
import { moneyColumn } from '../../../components/DataTable/moneyColumn';

const sortValue = (f: TreasuryFile, columnId: string): string | number => {
  if (columnId === 'kind') return f.kind;
  if (columnId === 'created_by') return f.created_by;
  if (columnId === 'loan_count') return f.loan_count;
  if (columnId === 'total') return Number(f.total);
  return f.created_at;
};
const noSearch = () => [];

/** The first characters of a SHA-256 shown in the table; the whole one is in the tooltip and the title. */
export const SHA_SHOWN = 12;

/**
 * Historial de archivos: every file treasury generated (kind, bank, who, when, loan count, total,
 * SHA-256), downloadable again byte for byte (decision 072).
 */
export function FileHistoryTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const list = useTreasuryFilesQuery(companyId);
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const table = useLocalTable(rows, { fields: noSearch, sortValue, defaultSort: { id: 'created_at', desc: true } });
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const columns = useMemo<ColumnDef<TreasuryFile, unknown>[]>(() => {
    const download = (file: TreasuryFile) => {
      setDownloadingId(file.id);
      downloadHistoryFile(companyId, file.id)
        .then((name) => toast.success(t('treasury.history.downloaded', { name })))
        .catch((error: unknown) => toast.error(errorMessage(error, t('treasury.history.error'))))
        .finally(() => setDownloadingId(null));
    };
    return [
      {
        id: 'kind',
        header: t('treasury.history.kind'),
        cell: ({ row }) => (
          <Stack gap={0}>
            <span>{t(`treasury.history.kind_${row.original.kind}`)}</span>
            <Text size="xs" c="dimmed">
              {row.original.file_name}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'bank',
        header: t('treasury.history.bank'),
        enableSorting: false,
        cell: ({ row }) => (row.original.bank ? BANK_NAMES[row.original.bank] : '—'),
      },
      { id: 'created_by', header: t('treasury.history.created_by'), cell: ({ row }) => row.original.created_by },
      {
        id: 'created_at',
        header: t('treasury.history.created_at'),
        meta: { nowrap: true },
        cell: ({ row }) => formatInstantEs(row.original.created_at),
      },
      {
        id: 'loan_count',
        header: t('treasury.history.loan_count'),
        meta: { align: 'right' },
        cell: ({ row }) => row.original.loan_count,
      },
      moneyColumn<TreasuryFile>('total', t('treasury.history.total'), (file) => file.total),
      {
        id: 'sha256',
        header: t('treasury.history.sha256'),
        enableSorting: false,
        cell: ({ row }) => (
          // The native title, not Mantine's Tooltip: the full hash on hover without 8 KB more in
          // the route chunk; screen readers get it from the label.
          <Text
            component="span"
            ff="monospace"
            size="xs"
            title={row.original.sha256}
            aria-label={t('treasury.history.sha256_full', { sha: row.original.sha256 })}
            data-testid={`history-sha-${row.original.id}`}
          >
            {`${row.original.sha256.slice(0, SHA_SHOWN)}…`}
          </Text>
        ),
      },
      {
        id: 'download',
        header: t('treasury.history.download_column'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="compact-sm"
            variant="light"
            loading={downloadingId === row.original.id}
            onClick={() => download(row.original)}
            aria-label={t('treasury.history.download_named', { name: row.original.file_name })}
            data-testid={`history-download-${row.original.id}`}
          >
            {t('treasury.history.download')}
          </Button>
        ),
      },
    ];
  }, [t, companyId, downloadingId]);

  return (
    <Stack gap="sm" data-testid="history-tab">
      <DataTable
        label={t('treasury.tabs.history')}
        testId="history-table"
        columns={columns}
        data={table.rows}
        {...table.tableProps}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t('treasury.load_error')) : null}
        onRetry={() => void list.refetch()}
        rowId={(f) => f.id}
        rowTestId={(f) => `history-row-${f.id}`}
        emptyText={t('treasury.history.empty')}
      />
    </Stack>
  );
}
