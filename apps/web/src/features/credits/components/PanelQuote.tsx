import { formatMXN } from '@abono/domain';
import { Alert, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveQuote } from '../../../components/QuoteSummary/liveQuote';

/**
 * The counter-offer panel's live summary (spec 02): amount, interest rate, interest, total and
 * weekly discount; a yellow note when the deductions do not pay it off by the deadline (with
 * what they cover and the final payment), a green one when they do.
 */
export function PanelQuote({ live, monthlyRate }: { live: LiveQuote; monthlyRate: string }) {
  const { t } = useTranslation();
  const ok = live.status === 'ok' ? live : null;
  const dash = '—';
  const rows: [string, string, string][] = [
    [t('credits.panel.amount_input'), ok ? formatMXN(ok.amount) : dash, 'panel-quote-amount'],
    [t('credits.panel.interest_rate'), t('credits.panel.rate_value', { rate: monthlyRate }), 'panel-quote-rate'],
    [t('credits.panel.interest'), ok ? formatMXN(ok.quote.interestAmount) : dash, 'panel-quote-interest'],
    [t('credits.panel.total'), ok ? formatMXN(ok.quote.totalAmount) : dash, 'panel-quote-total'],
    [t('credits.panel.weekly'), ok ? formatMXN(ok.weeklyDiscount) : dash, 'panel-quote-weekly'],
  ];
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite" data-testid="panel-quote">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('credits.panel.summary')}
        </Title>
        <Table verticalSpacing={4} withRowBorders={false}>
          <Table.Tbody>
            {rows.map(([label, value, testId]) => (
              <Table.Tr key={testId}>
                <Table.Th scope="row" fw={500} c="dimmed">
                  {label}
                </Table.Th>
                <Table.Td ta="right" fw={600} data-testid={testId}>
                  {value}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {live.status === 'no_weeks' && (
          <Alert color="red" variant="light" data-testid="panel-no-weeks">
            {t('credits.panel.no_weeks')}
          </Alert>
        )}
        {ok && !ok.quote.fullyPaid && (
          <Alert color="yellow" variant="light" data-testid="panel-note-partial">
            {t('credits.panel.not_fully_paid', { covered: formatMXN(ok.quote.paidByDeductions), final: formatMXN(ok.quote.finalPayment) })}
          </Alert>
        )}
        {ok?.quote.fullyPaid && (
          <Alert color="green" variant="light" data-testid="panel-note-full">
            <Text size="sm">{t('credits.panel.fully_paid')}</Text>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
