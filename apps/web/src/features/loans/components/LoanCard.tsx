import { formatMXN, type LoanDetailResponse } from '@abono/domain';
import { Group, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstantDateEs, originalFiguresOf, type LoanSchedule } from '../lib/loanView';
import { Figure } from './Figure';
import { InfoList } from './InfoList';
import { LoanStatusBadge } from '../../../components/LoanStatusBadge';

/**
 * 02 'Loan detail' loan card: status, created date, amount, interest, total, weekly
 * discount, weeks needed, total pending, final payment and total savings. With a
 * counter offer the original figures are struck through next to the offered ones.
 */
export function LoanCard({ loan, schedule }: { loan: LoanDetailResponse; schedule: LoanSchedule | null }) {
  const { t } = useTranslation();
  const original = originalFiguresOf(loan);
  const offer = loan.counterOfferDetails;
  const money = (value: string | undefined) => (value === undefined ? undefined : formatMXN(value));
  return (
    <Paper withBorder p="md" radius="md" data-testid="loan-card">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('loan.loan_card')}
        </Title>
      </Group>
      <InfoList
        items={[
          { label: t('loan.status'), value: <LoanStatusBadge status={loan.status} data-testid="loan-status" /> },
          { label: t('loan.created_at'), value: formatInstantDateEs(loan.createdAt) },
          {
            label: t('loan.amount'),
            value: (
              <Figure
                original={formatMXN(original.originalAmount)}
                offered={money(offer?.amount)}
                testId="loan-card-original-amount"
              />
            ),
          },
          {
            label: t('loan.interest'),
            value: <Figure original={formatMXN(original.interestAmount)} offered={money(offer?.interest_amount)} />,
          },
          {
            label: t('loan.total'),
            value: <Figure original={formatMXN(original.totalAmount)} offered={money(offer?.total_amount)} />,
          },
          {
            label: t('loan.weekly_discount'),
            value: <Figure original={formatMXN(original.weeklyDiscount)} offered={money(offer?.weekly_discount)} />,
          },
          {
            label: t('loan.weeks_needed'),
            value: (
              <Figure
                original={String(original.weeksNeeded)}
                offered={offer ? String(offer.weeks_needed) : undefined}
              />
            ),
          },
          {
            label: t('loan.total_pending'),
            value: schedule ? formatMXN(schedule.totalPending) : t('labels.not_available'),
            testId: 'loan-total-pending',
          },
          {
            label: t('loan.final_payment'),
            value: <Figure original={formatMXN(original.finalPayment)} offered={money(offer?.final_payment)} />,
          },
          { label: t('loan.total_savings'), value: formatMXN(loan.totalSavings) },
        ]}
      />
    </Paper>
  );
}
