import { DEDUCTION_FORMATS, formatDateEs, formatMXN, todayInMexicoCity, type DeductionFormat } from '@abono/domain';
import { Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/http/ApiError';
import { toast } from '../../../lib/toast';
import { downloadDeductions } from '../api/downloadDeductions';
import { useDeductionsSummaryQuery } from '../api/useDeductionsSummaryQuery';
import { nextPayrollFriday, payrollFridays } from '../lib/payrollFridays';
import { DownloadCardBody } from './DownloadCardBody';
import { COMBOBOX_PROPS } from '../../../components/comboboxProps';

/**
 * "Descuentos de nómina" controls: what payroll deducts on a Friday (the coming one by default, earlier
 * and later ones too), its row count and total before the download, as .xlsx or CSV (decision 072).
 */
export function DeductionsControls({ companyId }: { companyId: number }) {
  const { t } = useTranslation();
  // The business day in Mexico City when the card opens (03 §1), not the browser's.
  const today = useMemo(() => todayInMexicoCity(), []);
  const fridays = useMemo(() => payrollFridays(today), [today]);
  const [date, setDate] = useState(() => nextPayrollFriday(today));
  const [format, setFormat] = useState<DeductionFormat>('xlsx');
  const [pending, setPending] = useState(false);
  const summary = useDeductionsSummaryQuery(companyId, date);
  const rows = summary.data ? summary.data.loan_count + summary.data.final_payment_count : 0;

  let shown: string;
  if (summary.isError) shown = errorMessage(summary.error, t('treasury.deductions.summary_error'));
  else if (!summary.data) shown = t('table.loading');
  else shown = t('treasury.deductions.summary', { count: rows, total: formatMXN(summary.data.total) });

  const run = () => {
    setPending(true);
    downloadDeductions(companyId, date, format)
      .then((name) => toast.success(t('treasury.deductions.downloaded', { name })))
      .catch((error: unknown) => toast.error(errorMessage(error, t('treasury.deductions.error'))))
      .finally(() => setPending(false));
  };

  return (
    <DownloadCardBody warning={null} summary={<span aria-live="polite">{shown}</span>} testId="deductions-card">
      <Select
        label={t('treasury.deductions.date')}
        data={fridays.map((friday) => ({ value: friday, label: formatDateEs(friday) }))}
        value={date}
        onChange={(value) => value && setDate(value)}
        allowDeselect={false}
        searchable
        comboboxProps={COMBOBOX_PROPS}
        data-testid="deductions-date"
      />
      {summary.data && summary.data.final_payment_count > 0 && (
        <Text size="xs" c="dimmed" data-testid="deductions-final-payments">
          {t('treasury.deductions.final_payments', {
            count: summary.data.final_payment_count,
            total: formatMXN(summary.data.final_payment_total),
          })}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          value={format}
          onChange={(value) => setFormat(value as DeductionFormat)}
          data={DEDUCTION_FORMATS.map((f) => ({ value: f, label: t(`treasury.deductions.format_${f}`) }))}
          aria-label={t('treasury.deductions.format')}
          data-testid="deductions-format"
        />
        <Button
          onClick={run}
          loading={pending}
          disabled={!summary.data || rows === 0}
          data-testid="deductions-download"
        >
          {t('treasury.deductions.download')}
        </Button>
      </Group>
    </DownloadCardBody>
  );
}
