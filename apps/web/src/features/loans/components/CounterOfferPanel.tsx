import { formatDateEs, formatMXN, type LoanDetailResponse } from '@abono/domain';
import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { originalFiguresOf } from '../lib/loanView';

interface CounterOfferPanelProps {
  loan: LoanDetailResponse;
  /** Accept / Reject are offered (own view, status counter_offered). */
  canAnswer: boolean;
  onAccept: () => void;
  onReject: () => void;
  /** The answer being sent, if any: both buttons are disabled meanwhile. */
  pending: 'accept' | 'reject' | null;
}

/**
 * 02 'Loan detail' counter-offer panel: amount, weekly discount, interest, total,
 * final payment, final payment date and reason, each original value struck through.
 */
export function CounterOfferPanel({ loan, canAnswer, onAccept, onReject, pending }: CounterOfferPanelProps) {
  const { t } = useTranslation();
  const offer = loan.counterOfferDetails;
  if (!offer) return null;
  const original = originalFiguresOf(loan);
  const rows: Array<{ key: string; label: string; original: string; offered: string; testId?: string }> = [
    {
      key: 'amount',
      label: t('loan.counter.amount'),
      original: formatMXN(original.originalAmount),
      offered: formatMXN(offer.amount),
      testId: 'counter-offer-original-amount',
    },
    {
      key: 'weekly',
      label: t('loan.counter.weekly_discount'),
      original: formatMXN(original.weeklyDiscount),
      offered: formatMXN(offer.weekly_discount),
    },
    {
      key: 'interest',
      label: t('loan.counter.interest'),
      original: formatMXN(original.interestAmount),
      offered: formatMXN(offer.interest_amount),
    },
    {
      key: 'total',
      label: t('loan.counter.total'),
      original: formatMXN(original.totalAmount),
      offered: formatMXN(offer.total_amount),
    },
    {
      key: 'final',
      label: t('loan.counter.final_payment'),
      original: formatMXN(original.finalPayment),
      offered: formatMXN(offer.final_payment),
    },
    {
      key: 'date',
      label: t('loan.counter.final_payment_date'),
      original: formatDateEs(original.finalPaymentDate),
      offered: formatDateEs(offer.final_payment_date),
      testId: 'counter-offer-original-date',
    },
  ];

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="counter-offer-panel"
      style={{ borderColor: 'var(--mantine-color-orange-4)' }}
    >
      <Title order={2} size="h4" mb="xs">
        {t('loan.counter.title')}
      </Title>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('loan.counter.concept')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('loan.counter.original')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('loan.counter.offered')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={400}>
                  {row.label}
                </Table.Th>
                <Table.Td ta="right" c="dimmed">
                  {row.original === row.offered ? (
                    row.original
                  ) : (
                    <s data-testid={row.testId} style={{ textDecoration: 'line-through' }}>
                      {row.original}
                    </s>
                  )}
                </Table.Td>
                <Table.Td ta="right" fw={600} data-testid={`counter-offer-${row.key}`}>
                  {row.offered}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" mt="sm">
        <Text component="span" size="sm" c="dimmed">
          {t('loan.counter.reason')}:{' '}
        </Text>
        <span data-testid="counter-offer-reason">{offer.reason}</span>
      </Text>
      {canAnswer && (
        <Group justify="flex-end" mt="md" gap="sm">
          <Button
            variant="default"
            color="red"
            onClick={onReject}
            loading={pending === 'reject'}
            disabled={pending !== null}
            data-testid="counter-offer-reject"
          >
            {t('loan.counter.reject')}
          </Button>
          <Button
            onClick={onAccept}
            loading={pending === 'accept'}
            disabled={pending !== null}
            data-testid="counter-offer-accept"
          >
            {t('loan.counter.accept')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
