import { formatDateEs, formatMXN } from '@abono/domain';
import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveQuote } from './liveQuote';

export interface QuoteSummaryProps {
  live: LiveQuote;
  /** Monthly rate in percent ("2.5"). */
  monthlyRate: string;
  deadline: string | null;
  /** i18n key of the first row's label ("Monto solicitado", "Monto de la póliza"). */
  amountLabelKey?: string;
  /** What is being paid off: the green note names the loan or the insurance. */
  subject?: 'loan' | 'insurance';
  /** Who reads it: the employee ("tu fondo de ahorro") or staff ("el fondo de ahorro del empleado"). */
  audience?: 'employee' | 'staff';
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={600} data-testid={testId}>
        {value}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The live summary of a loan or insurance quote (spec 01 §2, §9): requested amount,
 * monthly rate, interest, total, weekly discount, weeks needed and deadline; a green
 * note when deductions pay everything, else a yellow one with the savings-fund remainder;
 * and the informative CAT.
 */
export function QuoteSummary({
  live,
  monthlyRate,
  deadline,
  amountLabelKey = 'quote.amount_requested',
  subject = 'loan',
  audience = 'employee',
}: QuoteSummaryProps) {
  const { t } = useTranslation();
  const dash = '—';
  const ok = live.status === 'ok' ? live : null;
  const q = ok?.quote;

  return (
    <Paper withBorder p="sm" radius="md" data-testid="quote-summary" aria-live="polite">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('quote.title')}
        </Title>
        <Table verticalSpacing={4} withRowBorders={false}>
          <Table.Tbody>
            <Row label={t(amountLabelKey)} value={ok ? formatMXN(ok.amount) : dash} testId="quote-amount" />
            <Row
              label={t('quote.monthly_rate')}
              value={t('quote.rate_value', { rate: monthlyRate })}
              testId="quote-rate"
            />
            <Row label={t('quote.interest')} value={q ? formatMXN(q.interestAmount) : dash} testId="quote-interest" />
            <Row label={t('quote.total')} value={q ? formatMXN(q.totalAmount) : dash} testId="quote-total" />
            <Row
              label={t('quote.weekly_discount')}
              value={ok ? formatMXN(ok.weeklyDiscount) : dash}
              testId="quote-weekly-discount"
            />
            <Row label={t('quote.weeks_needed')} value={q ? String(q.weeksNeeded) : dash} testId="quote-weeks" />
            <Row label={t('quote.deadline')} value={deadline ? formatDateEs(deadline) : dash} testId="quote-deadline" />
          </Table.Tbody>
        </Table>
        {live.status === 'incomplete' && (
          <Text size="sm" c="dimmed" data-testid="quote-incomplete">
            {t('quote.incomplete')}
          </Text>
        )}
        {live.status === 'no_weeks' && (
          <Alert color="red" variant="light" data-testid="quote-no-weeks">
            {t('errors.no_weeks_available')}
          </Alert>
        )}
        {q && q.fullyPaid && (
          <Alert color="green" variant="light" data-testid="quote-note-green">
            {t(subject === 'insurance' ? 'quote.note_green_insurance' : 'quote.note_green', { count: q.weeksNeeded })}
          </Alert>
        )}
        {q && !q.fullyPaid && (
          <Alert color="yellow" variant="light" data-testid="quote-note-yellow">
            {t(audience === 'staff' ? 'quote.note_yellow_staff' : 'quote.note_yellow', {
              paid: formatMXN(q.paidByDeductions),
              remainder: formatMXN(q.finalPayment),
              date: formatDateEs(q.finalPaymentDate),
            })}
          </Alert>
        )}
        {ok && ok.cat !== null && (
          <Text size="sm" c="dimmed" data-testid="quote-cat">
            {t('quote.cat', { cat: ok.cat })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
