import type { PageSize } from '@abono/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable/DataTable';
import { errorMessage } from '../../../lib/http/ApiError';
import { useSelectedCompanyId } from '../../../lib/selectedCompanyStore';
import { toast } from '../../../lib/toast';
import { downloadAuditExport } from '../api/downloadAuditExport';
import { useAuditQuery } from '../api/useAuditQuery';
import { NO_AUDIT_FILTERS, type AuditFilters } from '../lib/auditFilters';
import { auditColumns } from './auditColumns';
import { AuditFiltersBar } from './AuditFiltersBar';

/**
 * /audit (decision 080): the selected company's audit log, newest first — who, what, when and the
 * changed fields before → after — filtered and paged on the server, with its .xlsx export.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const companyId = useSelectedCompanyId();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('audit.title')}
      </Title>
      {companyId === null ? (
        <Text c="dimmed" data-testid="audit-no-company">
          {t('labels.select_company_first')}
        </Text>
      ) : (
        <AuditLog key={companyId} companyId={companyId} />
      )}
    </Stack>
  );
}

function AuditLog({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [exporting, setExporting] = useState(false);
  // The action is typed: ask once the typing stops. A reversed date range is not asked at all.
  const [action] = useDebouncedValue(filters.action, 300);
  const badRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  const asked = useMemo(() => ({ ...filters, action }), [filters, action]);
  const list = useAuditQuery(companyId, badRange ? { ...asked, to: '' } : asked, page, pageSize);
  const change = useCallback((patch: Partial<AuditFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPage(1);
  }, []);
  const columns = useMemo(() => auditColumns(t, (userId, userName) => change({ userId, userName })), [t, change]);

  const exportFile = () => {
    setExporting(true);
    downloadAuditExport(companyId, asked)
      .then((name) => toast.success(t('audit.exported', { name })))
      .catch((error: unknown) => toast.error(errorMessage(error, t('audit.export_error'))))
      .finally(() => setExporting(false));
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <AuditFiltersBar filters={filters} onChange={change} />
        <Button variant="light" onClick={exportFile} loading={exporting} disabled={badRange} data-testid="audit-export">
          {t('audit.export')}
        </Button>
      </Group>
      {list.data?.total_capped && (
        <Alert color="blue" data-testid="audit-capped">
          {t('audit.capped', { total: list.data.total.toLocaleString('es-MX') })}
        </Alert>
      )}
      <DataTable
        label={t('audit.title')}
        testId="audit-table"
        columns={columns}
        data={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size as PageSize);
          setPage(1);
        }}
        sort={null}
        onSortChange={() => undefined}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t('audit.load_error')) : null}
        onRetry={() => void list.refetch()}
        rowId={(row) => row.id}
        rowTestId={(row) => `audit-row-${row.id}`}
        emptyText={t('audit.empty')}
      />
    </Stack>
  );
}
