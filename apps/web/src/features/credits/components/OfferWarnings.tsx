import { compareMoney, formatMXN, type LoanDetailResponse } from '@abono/domain';
import { Alert, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LiveQuote } from '../../../components/QuoteSummary/liveQuote';

/**
 * What HR should know before offering figures: an amount above what the
 * employee asked for, or a final payment the savings on record do not cover. Warnings, not
 * refusals: the employee decides with a new signature (decision 048).
 */
export function OfferWarnings({
  loan,
  live,
}: {
  loan: Pick<LoanDetailResponse, 'originalAmount' | 'totalSavings'>;
  live: LiveQuote;
}) {
  const { t } = useTranslation();
  if (live.status !== 'ok') return null;
  const aboveRequest = compareMoney(live.amount, loan.originalAmount) > 0;
  const aboveSavings = compareMoney(live.quote.finalPayment, loan.totalSavings) > 0;
  if (!aboveRequest && !aboveSavings) return null;
  return (
    <Stack gap="xs" data-testid="offer-warnings">
      {aboveRequest && (
        <Alert color="orange" variant="light" data-testid="offer-warning-amount">
          {t('credits.panel.warn_above_request', { requested: formatMXN(loan.originalAmount) })}
        </Alert>
      )}
      {aboveSavings && (
        <Alert color="orange" variant="light" data-testid="offer-warning-savings">
          {t('credits.panel.warn_above_savings', {
            finalPayment: formatMXN(live.quote.finalPayment),
            savings: formatMXN(loan.totalSavings),
          })}
        </Alert>
      )}
    </Stack>
  );
}
