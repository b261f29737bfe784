import { formatMXN, suggestCounterOffer, type LoanListRow } from '@abono/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rows listed in the confirmation; the rest are counted. */
const SHOWN = 8;

/**
 * What a mass counter offer will propose, before HR sends it: each seen
 * loan's Sugerir figure (the server computes the same, suggestCounterOffer), requested → offered.
 */
export function BulkCounterOfferPreview({
  rows,
  selectedCount,
}: {
  rows: readonly LoanListRow[];
  selectedCount: number;
}) {
  const { t } = useTranslation();
  const shown = rows.slice(0, SHOWN);
  const rest = selectedCount - shown.length;
  return (
    <div data-testid="bulk-counter-offer-preview">
      <Table withRowBorders={false} verticalSpacing={2}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('credits.bulk_preview.control')}</Table.Th>
            <Table.Th ta="right">{t('credits.bulk_preview.requested')}</Table.Th>
            <Table.Th ta="right">{t('credits.bulk_preview.offered')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => {
            const suggestion = suggestCounterOffer({
              requestedOn: row.requestedOn,
              deadline: row.deadline,
              monthlyRatePercent: row.monthlyRate,
              weeklyDiscount: row.weeklyDiscount,
              savings: row.totalSavings,
              maxAmount: row.amount,
            });
            return (
              <Table.Tr key={row.id} data-testid={`bulk-preview-${row.id}`}>
                <Table.Td>{row.controlNumber}</Table.Td>
                <Table.Td ta="right">{formatMXN(row.amount)}</Table.Td>
                <Table.Td ta="right">
                  {suggestion ? formatMXN(suggestion.amount) : t('credits.bulk_preview.none')}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {rest > 0 && (
        <Text size="sm" c="dimmed">
          {t('credits.bulk_preview.more', { count: rest })}
        </Text>
      )}
    </div>
  );
}
