import { businessDayOf, formatDateEs, type DeactivatedEmployee } from '@abono/domain';
import { Button, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable/DataTable';
import { SearchBox } from '../../../components/SearchBox/SearchBox';
import { downloadTerminationDocument } from '../../../lib/downloads/downloadTerminationDocument';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { useDeactivatedEmployeesQuery } from '../api/useDeactivatedEmployeesQuery';
import { useLocalTable } from '../../../components/DataTable/useLocalTable';
import { moneyColumn } from '../../../components/DataTable/moneyColumn';

const searchFields = (e: DeactivatedEmployee) => [e.controlNumber, e.name];
const sortValue = (e: DeactivatedEmployee, columnId: string): string | number => {
  if (columnId === 'name') return e.name;
  if (columnId === 'total_savings') return Number(e.totalSavings);
  if (columnId === 'deactivated_at') return e.deactivatedAt ?? '';
  return e.controlNumber;
};

/**
 * Terminated employees (spec 02 "Treasury"): who left with confirmed loans, their savings and
 * date, and the termination document treasury settles the debt with (the employees area's download).
 */
export function TerminatedEmployeesTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const list = useDeactivatedEmployeesQuery(companyId);
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const table = useLocalTable(rows, {
    fields: searchFields,
    sortValue,
    defaultSort: { id: 'deactivated_at', desc: true },
  });
  const [downloadingId, setDownloadingId] = useState<number | null>(null);

  const columns = useMemo<ColumnDef<DeactivatedEmployee, unknown>[]>(() => {
    const download = (employee: DeactivatedEmployee) => {
      setDownloadingId(employee.id);
      downloadTerminationDocument(employee.id, companyId)
        .then(() => toast.success(t('employees.termination.downloaded')))
        .catch((error: unknown) => toast.error(errorMessage(error, t('employees.termination.error'))))
        .finally(() => setDownloadingId(null));
    };
    return [
      {
        id: 'control_number',
        header: t('treasury.columns.control_number'),
        meta: { nowrap: true },
        cell: ({ row }) => row.original.controlNumber,
      },
      { id: 'name', header: t('treasury.columns.name'), cell: ({ row }) => row.original.name },
      moneyColumn<DeactivatedEmployee>(
        'total_savings',
        t('treasury.columns.total_savings'),
        (employee) => employee.totalSavings,
      ),
      {
        id: 'deactivated_at',
        header: t('treasury.columns.deactivated_at'),
        meta: { nowrap: true },
        cell: ({ row }) => (row.original.deactivatedAt ? formatDateEs(businessDayOf(row.original.deactivatedAt)) : '—'),
      },
      {
        id: 'document',
        header: t('treasury.columns.document'),
        enableSorting: false,
        cell: ({ row }) => (
          <Button
            size="compact-sm"
            variant="light"
            loading={downloadingId === row.original.id}
            onClick={() => download(row.original)}
            aria-label={t('treasury.terminated.download_named', { name: row.original.name })}
            data-testid={`termination-doc-${row.original.id}`}
          >
            {t('treasury.terminated.download')}
          </Button>
        ),
      },
    ];
  }, [t, companyId, downloadingId]);

  return (
    <Stack gap="sm" data-testid="terminated-tab">
      <SearchBox
        label={t('treasury.search.label')}
        placeholder={t('treasury.search.placeholder')}
        value={table.search}
        onCommit={table.setSearch}
        testId="terminated-search"
        w={{ base: '100%', sm: 320 }}
      />
      <DataTable
        label={t('treasury.tabs.terminated')}
        testId="terminated-table"
        columns={columns}
        data={table.rows}
        {...table.tableProps}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t('treasury.load_error')) : null}
        onRetry={() => void list.refetch()}
        rowId={(e) => e.id}
        rowTestId={(e) => `terminated-row-${e.id}`}
        emptyText={t('treasury.terminated.empty')}
      />
    </Stack>
  );
}
