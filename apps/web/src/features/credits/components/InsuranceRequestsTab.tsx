import {
  businessDayOf,
  formatDateEs,
  formatMXN,
  insuranceDecisionsFor,
  INSURANCE_STATUSES,
  PAGE_SIZES,
  type InsuranceDecisionAction,
  type InsuranceListRow,
  type PageSize,
} from '@abono/domain';
import { ActionIcon, Badge, Button, Group, Stack } from '@mantine/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AllMultiSelect } from '../../../components/AllMultiSelect/AllMultiSelect';
import { ALL } from '../../../components/AllMultiSelect/nextAllSelection';
import { DataTable } from '../../../components/DataTable/DataTable';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { useInsuranceDecision } from '../api/useInsuranceDecision';
import { downloadInsurancePayslip, useInsuranceListQuery } from '../api/useInsuranceListQuery';

const STATUS_COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const;
const DECISION_COLORS: Record<InsuranceDecisionAction, string> = { approve: 'green', reject: 'red' };

/**
 * The Seguros tab of /credits (decision 036): the company's insurance requests,
 * newest first, with the payslip download and approve / reject for pending ones. Its paging
 * and filter live in the URL under `ins_` so the loans tab keeps its own.
 */
export function InsuranceRequestsTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('ins_page')) || 1);
  const sizeParam = Number(params.get('ins_page_size'));
  const pageSize: PageSize = (PAGE_SIZES as readonly number[]).includes(sizeParam) ? (sizeParam as PageSize) : 10;
  const statusPicks = (params.get('ins_status') ?? '')
    .split(',')
    .filter((s) => (INSURANCE_STATUSES as readonly string[]).includes(s));
  const status = statusPicks.length > 0 ? statusPicks : [ALL];
  const setParam = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  const query = {
    company_id: companyId,
    page,
    page_size: pageSize,
    ...(status.includes(ALL) ? {} : { status: status.join(',') }),
  };
  const list = useInsuranceListQuery(query);
  const decide = useInsuranceDecision();
  const [confirm, setConfirm] = useState<{ row: InsuranceListRow; decision: InsuranceDecisionAction } | null>(null);
  const [downloading, setDownloading] = useState<number | null>(null);

  const columns = useMemo<ColumnDef<InsuranceListRow, unknown>[]>(() => {
    const download = (row: InsuranceListRow) => {
      setDownloading(row.id);
      downloadInsurancePayslip(row.id)
        .then(() => {
          toast.success(t('credits.insurance.payslip_downloaded'));
        })
        .catch((error: unknown) => toast.error(errorMessage(error, t('credits.insurance.payslip_error'))))
        .finally(() => setDownloading(null));
    };
    const col = (
      id: string,
      cell: (r: InsuranceListRow) => React.ReactNode,
      align?: 'right',
    ): ColumnDef<InsuranceListRow, unknown> => ({
      id,
      header: t(`credits.insurance.columns.${id}`),
      enableSorting: false,
      cell: ({ row }) => cell(row.original),
      meta: { align },
    });
    return [
      col('control_number', (r) => r.controlNumber),
      col('employee_name', (r) => r.employeeName),
      col('insurance_type', (r) => t(`insurance.types.${r.insuranceType}.name`)),
      col('payment_method', (r) => t(`insurance.methods.${r.paymentMethod}`)),
      col('policy_amount', (r) => formatMXN(r.policyAmount), 'right'),
      col('weekly_discount', (r) => formatMXN(r.weeklyDiscount), 'right'),
      col('total_amount', (r) => formatMXN(r.totalAmount), 'right'),
      col('status', (r) => (
        <Badge color={STATUS_COLORS[r.status]} variant="filled" data-testid={`insurance-status-${r.id}`}>
          {t(`credits.insurance.status.${r.status}`)}
        </Badge>
      )),
      col('created_at', (r) => formatDateEs(businessDayOf(r.createdAt))),
      col('payslip', (r) => (
        <ActionIcon
          variant="subtle"
          loading={downloading === r.id}
          aria-label={t('credits.insurance.download_payslip', { control: r.controlNumber })}
          onClick={() => download(r)}
          data-testid={`payslip-${r.id}`}
        >
          ⤓
        </ActionIcon>
      )),
      col('actions', (r) => {
        // The domain's transition table decides which decisions a row offers, as the server checks.
        const decisions = insuranceDecisionsFor(r.status);
        return decisions.length === 0 ? null : (
          <Group gap={4} wrap="nowrap">
            {decisions.map((decision) => (
              <Button
                key={decision}
                size="compact-xs"
                color={DECISION_COLORS[decision]}
                variant="filled"
                onClick={() => setConfirm({ row: r, decision })}
                data-testid={`insurance-${decision}-${r.id}`}
              >
                {t(`credits.insurance.${decision}`)}
              </Button>
            ))}
          </Group>
        );
      }),
    ];
  }, [t, downloading]);

  const run = () => {
    if (!confirm) return;
    decide.mutate(
      { id: confirm.row.id, companyId, decision: confirm.decision },
      {
        onSuccess: () =>
          toast.success(
            t(confirm.decision === 'approve' ? 'credits.insurance.approved' : 'credits.insurance.rejected'),
          ),
        onError: (error) => toast.error(errorMessage(error, t('messages.operation_error'))),
        onSettled: () => setConfirm(null),
      },
    );
  };

  return (
    <Stack gap="md">
      <AllMultiSelect
        label={t('credits.insurance.filter_status')}
        options={INSURANCE_STATUSES.map((s) => ({ value: s, label: t(`credits.insurance.status.${s}`) }))}
        value={status}
        onChange={(next) => setParam({ ins_status: next.includes(ALL) ? null : next.join(','), ins_page: null })}
        testId="insurance-filter-status"
      />
      <DataTable
        label={t('credits.insurance.table_label')}
        testId="insurance-table"
        columns={columns}
        data={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        page={page}
        pageSize={pageSize}
        onPageChange={(p) => setParam({ ins_page: String(p) })}
        onPageSizeChange={(s) => setParam({ ins_page_size: String(s), ins_page: null })}
        sort={null}
        onSortChange={() => undefined}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error, t('credits.insurance.load_error')) : null}
        onRetry={() => void list.refetch()}
        rowId={(r) => r.id}
      />
      <ConfirmDialog
        opened={confirm !== null}
        title={confirm ? t(`credits.insurance.${confirm.decision}`) : ''}
        body={confirm ? t(`credits.insurance.confirm_${confirm.decision}`, { control: confirm.row.controlNumber }) : ''}
        confirmLabel={t('credits.confirm.confirm')}
        pending={decide.isPending}
        danger={confirm?.decision === 'reject'}
        onConfirm={run}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
